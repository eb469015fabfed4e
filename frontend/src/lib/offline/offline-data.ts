/**
 * What the service worker keeps for offline use (ADR 033): the signed-in student's own answers
 * that the calendar needs to draw the weeks they last loaded. Shared by the worker (which
 * fills the cache) and the app (which empties it when the session changes).
 */
export const OFFLINE_DATA_CACHE = 'overlap-offline-data';

/** Enough for a term of weeks and months a student flicked through, with the session and settings. */
export const OFFLINE_DATA_MAX_ENTRIES = 60;
export const OFFLINE_DATA_MAX_AGE_SECONDS = 60 * 24 * 60 * 60;

/**
 * GET paths answered from the cache when the network fails. The session probe and settings are
 * here because the calendar cannot open without knowing who is signed in and in which time zone;
 * the student's own group list and plan so the groups page and premium's no-ads hold offline.
 * Nothing that carries credentials (sign-in, refresh, sign-out, resets), payments (checkout,
 * portal), the live stream or other people's weeks and places (comparisons, presence, user
 * search) is kept.
 */
const OFFLINE_READABLE: readonly RegExp[] = [
  /^\/api\/auth\/user$/,
  /^\/api\/users\/settings$/,
  /^\/api\/events$/,
  /^\/api\/events\/cleared-weeks$/,
  /^\/api\/ics\/events$/,
  /^\/api\/ics\/subscriptions\/user\/[^/]+$/,
  // The student's groups (names, members) and plan, so offline they see their groups and keep premium's no-ads (issue 30).
  /^\/api\/study-groups\/user\/[^/]+$/,
  /^\/api\/subscriptions\/user\/me$/,
];

export function isOfflineReadable(method: string, pathname: string): boolean {
  return method === 'GET' && OFFLINE_READABLE.some((path) => path.test(pathname));
}
