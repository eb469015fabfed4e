import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '@/components/toasts/toaster';
import { authApi, type User } from '@/lib/auth';
import i18n from '@/lib/i18n';
import { createStore, type AppStore } from '@/lib/store';

export const testUser: User = {
  id: '11111111-1111-4111-8111-111111111111',
  username: 'ada',
  email: 'ada@uni.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  bio: '',
  colorTheme: 'purple',
  profilePicture: null,
  createdAt: '2026-01-10T10:00:00.000Z',
};

/**
 * Like renderScreen, with a store prepared before the first render (a signed-in user, cached
 * answers), so screens start from known data instead of calling the network.
 */
export async function renderWithStore(
  ui: ReactElement,
  {
    route = '/',
    language = 'en',
    user = testUser,
    seed,
  }: { route?: string; language?: string; user?: User | null; seed?: (store: AppStore) => Promise<unknown> | void } = {},
) {
  await i18n.changeLanguage(language);
  const store = createStore();
  // Upserts are thunks: the cache holds the data once they resolve.
  if (user) await store.dispatch(authApi.util.upsertQueryData('getUser', undefined, user));
  await seed?.(store);
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
