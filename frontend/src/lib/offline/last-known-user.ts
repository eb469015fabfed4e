import type { SelfView } from '../api-generated/identity';

const KEY = 'overlap.lastKnownUser';

/**
 * Who was signed in at the last answer of GET /api/auth/user, for one case only: the probe fails
 * because there is no network (ADR 033). Then the app stays signed in with the offline notice
 * instead of showing a visitor's page — also right after the first visit, before the service
 * worker has kept an answer. Forgotten on sign-out and when the server says nobody is signed in.
 */
export function rememberUser(user: SelfView): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(user));
  } catch {
    // Storage full or blocked: offline the student then sees the visitor's page, as before.
  }
}

export function lastKnownUser(): SelfView | undefined {
  try {
    const stored = localStorage.getItem(KEY);
    const user = stored ? (JSON.parse(stored) as SelfView) : undefined;
    return user && typeof user.id === 'string' ? user : undefined;
  } catch {
    return undefined;
  }
}

export function forgetLastKnownUser(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
