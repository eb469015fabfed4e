import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '@/components/toasts/toaster';
import i18n from '@/lib/i18n';
import { createStore, type AppStore } from '@/lib/store';

const SUSPENDED = 'suspended';

/** Renders a screen as the app does: store, translations (English, read from the real files), router, toasts. */
export async function renderScreen(ui: ReactElement, { route = '/', language = 'en' }: { route?: string; language?: string } = {}) {
  await i18n.changeLanguage(language);
  return renderInApp(ui, createStore(), route);
}

/**
 * Mounts a screen in the app's providers and waits until nothing suspends any more: lazy screens
 * and namespaces resolve fast on a warm machine, but the first test of a file on a cold,
 * loaded CI machine can take seconds to transform them, longer than a query's default wait.
 */
export async function renderInApp(ui: ReactElement, store: AppStore, route: string) {
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Suspense fallback={<p>{SUSPENDED}</p>}>
          {ui}
          <Toaster />
        </Suspense>
      </MemoryRouter>
    </Provider>,
  );
  await waitFor(() => expect(screen.queryByText(SUSPENDED)).toBeNull(), { timeout: 20_000 });
  return { ...result, store };
}
