import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@overlap/contracts';
import { storeLanguage, storedLanguage } from './languages';
import { loadNamespace } from './locale-loader';

/** Loads `locales/<language>/<namespace>.json` on first use of that namespace in that language. */
const lazyNamespaces: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadNamespace(language, namespace).then(
      (data) => callback(null, data),
      (err: Error) => callback(err, false),
    );
  },
};

/** Resolves once the namespaces below are loaded (or failed): main.tsx renders after it. */
export const i18nReady = i18n
  .use(lazyNamespaces)
  .use(initReactI18next)
  .init({
    lng: storedLanguage() ?? 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    // Loaded before the first render (main.tsx): the shell's texts, the offline notice every page
    // has and the landing page, every visitor's first screen (2 KB).
    ns: ['common', 'offline', 'landing'],
    defaultNS: 'common',
    // React escapes text itself.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language ?? 'en';

/** Switches the interface at once and remembers the choice in this browser (docs/product/accounts.md). */
export async function setLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

export default i18n;
