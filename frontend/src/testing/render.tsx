import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '@/components/toasts/toaster';
import i18n from '@/lib/i18n';
import { createStore } from '@/lib/store';

/** Renders a screen as the app does: store, translations (English, read from the real files), router, toasts. */
export async function renderScreen(ui: ReactElement, { route = '/', language = 'en' }: { route?: string; language?: string } = {}) {
  await i18n.changeLanguage(language);
  const store = createStore();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Suspense fallback={<p>suspended</p>}>
          {ui}
          <Toaster />
        </Suspense>
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}
