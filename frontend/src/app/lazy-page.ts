import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export: each page (and the signed-in layout) becomes its own chunk. */
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
