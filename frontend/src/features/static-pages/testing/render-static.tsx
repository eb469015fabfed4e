import './jsdom-polyfills.cjs';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { STATIC_NAMESPACES, STATIC_RESOURCES, type StaticLanguage } from './static-resources';

/** An i18next instance with the static pages' real texts and no fallback, so a missing key is recorded. */
export function staticI18n(language: StaticLanguage): { i18n: I18n; missingKeys: string[] } {
  const missingKeys: string[] = [];
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: STATIC_RESOURCES,
    ns: [...STATIC_NAMESPACES],
    defaultNS: 'static-common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => missingKeys.push(`${namespace}:${key}`),
  });
  return { i18n: instance, missingKeys };
}

/** Renders a static page as the app would: translations, router, and the given address. */
export function renderStatic(ui: ReactElement, { language = 'en', path = '/' }: { language?: StaticLanguage; path?: string } = {}) {
  const { i18n, missingKeys } = staticI18n(language);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
  return { ...result, i18n, missingKeys };
}
