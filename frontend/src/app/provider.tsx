import { Suspense, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { FullScreenSpinner } from '@/components/feedback/full-screen-spinner';
import { useAppSelector, type AppStore } from '@/lib/store';

/** The page's colour scheme follows the light or dark choice; antd's own theme is applied by AntdTheme where antd is used. */
function ColourScheme() {
  const darkMode = useAppSelector((s) => s.preferences.darkMode);
  useEffect(() => {
    document.documentElement.dataset.theme = darkMode ? 'dark' : 'light';
    document.documentElement.style.colorScheme = darkMode ? 'dark' : 'light';
  }, [darkMode]);
  return null;
}

/** Store, colour scheme and the app-wide error fallback; no antd, so the landing page's first load stays light (ADR 041). */
export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ColourScheme />
      <ErrorBoundary variant="app">
        <Suspense fallback={<FullScreenSpinner />}>{children}</Suspense>
      </ErrorBoundary>
    </Provider>
  );
}
