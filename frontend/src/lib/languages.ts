import { LANGUAGES, type Language } from '@overlap/contracts';

/** Each language names itself (docs/product/accounts.md). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  zh: '中文',
  da: 'Dansk',
};

/** The footer selector lists five languages; the settings screen lists all six (docs/product/accounts.md). */
export const FOOTER_LANGUAGES: Language[] = ['en', 'es', 'fr', 'de', 'da'];

/** BCP 47 locales for Intl formatting of dates, numbers and money. */
export const INTL_LOCALES: Record<Language, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  zh: 'zh-CN',
  da: 'da-DK',
};

export const LANGUAGE_STORAGE_KEY = 'language';

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}
