import { authApi } from '@/lib/auth';
import { signedOut } from '@/lib/session';
import { createStore } from '@/lib/store';
import { installFakeFetch, uninstallFakeFetch } from '@/testing/fake-fetch';
import { testUser } from '@/testing/render-with-store';

// Issue 30: offline right after the first visit the probe failed and the app showed a visitor's page.
describe('the last signed-in student, offline (ADR 033)', () => {
  afterEach(() => {
    uninstallFakeFetch();
    localStorage.clear();
  });

  const probe = async () => {
    const store = createStore();
    const result = await store.dispatch(authApi.endpoints.getUser.initiate());
    return { store, user: result.data, isError: result.isError };
  };
  const offline = () => installFakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));

  it('stays signed in when the probe cannot reach the server', async () => {
    installFakeFetch(() => ({ status: 200, body: testUser }));
    expect((await probe()).user).toEqual(testUser);
    offline();
    const again = await probe();
    expect(again.user).toEqual(testUser);
    expect(again.isError).toBe(false);
  });

  it('is nobody offline when nobody was signed in on this browser', async () => {
    offline();
    const { user, isError } = await probe();
    expect(user).toBeUndefined();
    expect(isError).toBe(true);
  });

  it('is forgotten on sign-out and when the server says nobody is signed in', async () => {
    installFakeFetch(() => ({ status: 200, body: testUser }));
    const { store } = await probe();
    store.dispatch(signedOut());
    await Promise.resolve();
    offline();
    expect((await probe()).user).toBeUndefined();

    installFakeFetch(() => ({ status: 200, body: testUser }));
    await probe();
    installFakeFetch(() => ({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } }));
    expect((await probe()).user).toBeNull();
    offline();
    expect((await probe()).user).toBeUndefined();
  });

  it('is never used when the server answers with an error (only a missing network counts)', async () => {
    installFakeFetch(() => ({ status: 200, body: testUser }));
    await probe();
    installFakeFetch(() => ({ status: 500, body: { message: 'boom' } }));
    const { user, isError } = await probe();
    expect(user).toBeUndefined();
    expect(isError).toBe(true);
  });
});
