import type { Plugin } from 'vite';
import { themeStylesheet } from '../src/theme/css-variables.ts';

export const THEME_CSS = 'virtual:theme.css';
// A path-like id ending in .css, so Vite's CSS pipeline bundles it like a file.
const RESOLVED = '\0virtual-theme.css';

/**
 * `import 'virtual:theme.css'`: the custom properties of src/theme/tokens.ts as a stylesheet, made at
 * build time (ADR 051). Pages without antd (the landing page, ADR 041) get the same colours as antd's
 * theme without any script.
 */
export function themeCss(): Plugin {
  return {
    name: 'overlap-theme-css',
    resolveId: (id) => (id === THEME_CSS ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? themeStylesheet() : undefined),
  };
}
