import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Jest has no import.meta.glob: the same files, read from disk. Read synchronously so a namespace
// arrives within microtasks: tests on fake timers cannot wait for real file I/O, and on a loaded
// machine a namespace read asynchronously came too late for them (CI failure, session 4).
export function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  try {
    const text = readFileSync(join(__dirname, '..', 'src', 'locales', language, `${namespace}.json`), 'utf8');
    return Promise.resolve(JSON.parse(text) as Record<string, unknown>);
  } catch (err) {
    return Promise.reject(err as Error);
  }
}
