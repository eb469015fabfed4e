import type { TFunction } from 'i18next';

/**
 * An array stored under `key` (e.g. a legal document's sections). When it is missing, i18next answers with
 * the key itself; returning that as the only entry keeps the raw key visible, so the missing-key checks of
 * the browser test still see it instead of an empty page.
 */
export function translatedList<T>(t: TFunction, key: string): T[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [String(value) as T];
}
