import { clearOfflineData } from './clear-offline-data';
import { OFFLINE_DATA_CACHE } from './offline-data';

describe('clearOfflineData', () => {
  const original = (globalThis as { caches?: CacheStorage }).caches;
  afterEach(() => {
    (globalThis as { caches?: CacheStorage }).caches = original;
  });

  it("deletes the offline data cache and only that one (the app shell's precache stays)", async () => {
    const remove = jest.fn<Promise<boolean>, [string]>().mockResolvedValue(true);
    (globalThis as { caches?: Partial<CacheStorage> }).caches = { delete: remove };
    await clearOfflineData();
    expect(remove.mock.calls).toEqual([[OFFLINE_DATA_CACHE]]);
  });

  it('does nothing in a browser without the Cache API', async () => {
    delete (globalThis as { caches?: CacheStorage }).caches;
    await expect(clearOfflineData()).resolves.toBeUndefined();
  });
});
