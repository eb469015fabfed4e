import { authApi } from '@/lib/auth';
import { sessionEnded } from '@/lib/api';
import { signedIn, signedOut } from '@/lib/session';
import { createStore } from '@/lib/store';
import { installFakeFetch, uninstallFakeFetch } from '@/testing/fake-fetch';
import { OFFLINE_DATA_CACHE } from './offline-data';

/** The weeks kept offline belong to one session: every change of hands forgets them (ADR 033). */
describe('offline data and the session', () => {
  const original = (globalThis as { caches?: CacheStorage }).caches;
  let deleted: string[];
  beforeEach(() => {
    deleted = [];
    (globalThis as { caches?: Partial<CacheStorage> }).caches = {
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    };
  });
  afterEach(() => {
    (globalThis as { caches?: CacheStorage }).caches = original;
    uninstallFakeFetch();
  });

  it.each([
    ['a sign-in', signedIn()],
    ['a sign-out', signedOut()],
    ['a session the server ended', sessionEnded()],
  ])('are forgotten on %s', async (_name, action) => {
    const store = createStore();
    store.dispatch(action);
    await Promise.resolve();
    expect(deleted).toEqual([OFFLINE_DATA_CACHE]);
  });

  it('are forgotten when the session probe finds nobody signed in (a session that ran out while the app was closed)', async () => {
    installFakeFetch(() => ({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } }));
    const store = createStore();
    await store.dispatch(authApi.endpoints.getUser.initiate());
    expect(deleted).toContain(OFFLINE_DATA_CACHE);
  });

  it('are kept when the probe cannot reach the server (offline: the kept week is what the student sees)', async () => {
    installFakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const store = createStore();
    await store.dispatch(authApi.endpoints.getUser.initiate());
    expect(deleted).toEqual([]);
  });
});
