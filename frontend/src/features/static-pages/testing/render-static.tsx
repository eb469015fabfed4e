import './jsdom-polyfills.cjs';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { invitationPolicyApi } from '@/lib/invitation-policy';
import { createStore } from '@/lib/store';
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

/** A store that already holds groups' invitation setting, so a page reads it without a call. */
export function staticStore(acceptRequiresPremium = false) {
  const store = createStore();
  store.dispatch(invitationPolicyApi.util.upsertQueryEntries([{ endpointName: 'getInvitationPolicy', arg: undefined, value: { acceptRequiresPremium } }]));
  return store;
}

/**
 * Renders a static page as the app would: translations, router, the given address, and a store that already
 * holds groups' invitation setting (the default: off), so no call goes out.
 */
export function renderStatic(
  ui: ReactElement,
  { language = 'en', path = '/', acceptRequiresPremium = false }: { language?: StaticLanguage; path?: string; acceptRequiresPremium?: boolean } = {},
) {
  const { i18n, missingKeys } = staticI18n(language);
  const store = staticStore(acceptRequiresPremium);
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { ...result, i18n, missingKeys };
}
