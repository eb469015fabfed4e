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

void i18n
  .use(lazyNamespaces)
  .use(initReactI18next)
  .init({
    lng: storedLanguage() ?? 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: ['common'],
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
