import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { FullScreenSpinner } from '@/components/feedback/full-screen-spinner';
import { isLanguage } from '@/lib/languages';
import { useAppSelector, type AppStore } from '@/lib/store';
import { antdLocales } from './antd-locale';
import { buttonConfig, darkTheme, lightTheme } from './theme';

function ThemedApp({ children }: { children: ReactNode }) {
  const darkMode = useAppSelector((s) => s.preferences.darkMode);
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState<Locale | undefined>(undefined);

  useEffect(() => {
    const language = isLanguage(i18n.language) ? i18n.language : 'en';
    let current = true;
    void antdLocales[language]().then((l) => current && setLocale(l));
    return () => {
      current = false;
    };
  }, [i18n.language]);

  useEffect(() => {
    document.documentElement.dataset.theme = darkMode ? 'dark' : 'light';
    document.documentElement.style.colorScheme = darkMode ? 'dark' : 'light';
  }, [darkMode]);

  return (
    <ConfigProvider theme={darkMode ? darkTheme : lightTheme} locale={locale} button={buttonConfig}>
      {children}
    </ConfigProvider>
  );
}

/** Store, theme (light or dark), antd's locale and the app-wide error fallback. */
export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemedApp>
        <ErrorBoundary variant="app">
          <Suspense fallback={<FullScreenSpinner />}>{children}</Suspense>
        </ErrorBoundary>
      </ThemedApp>
    </Provider>
  );
}
