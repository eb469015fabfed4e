import { OFFLINE_DATA_CACHE } from './offline-data';

/**
 * Forgets the weeks kept for offline use. Run whenever the session changes hands (sign-in,
 * sign-out, a session that ended), so one student's schedule never opens for the next person
 * using this browser. The Cache API works offline, so a sign-out without network clears too.
 */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_DATA_CACHE);
}
