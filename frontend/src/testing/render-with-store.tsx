import type { ReactElement } from 'react';
import { authApi, type User } from '@/lib/auth';
import i18n from '@/lib/i18n';
import { createStore, type AppStore } from '@/lib/store';
import { renderInApp } from './render';

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
  return renderInApp(ui, store, route);
}
