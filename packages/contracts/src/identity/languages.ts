// The interface languages (docs/product/accounts.md): identity accepts them as a user's setting, the UI ships
// a translation for each.

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh', 'da'] as const;
export type Language = (typeof LANGUAGES)[number];
