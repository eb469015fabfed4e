import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// Jest has no import.meta.glob: the same files, read from disk.
export function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  return readFile(join(__dirname, '..', 'src', 'locales', language, `${namespace}.json`), 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>);
}
