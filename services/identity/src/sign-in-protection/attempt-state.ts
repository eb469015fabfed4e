import type { AttemptPolicy } from './attempt-policies';

/** What is stored per counter. */
export interface AttemptState {
  failures: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

export type AttemptRefusal = { allowed: false; next: AttemptState; retryAfterSeconds: number };
export type AttemptDecision = { allowed: true; next: AttemptState } | AttemptRefusal;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Counts one attempt against a policy. A lock-out refuses without counting; an expired window
 * starts afresh; the attempt after `limit` counted ones starts a lock-out instead of being tried.
 */
export function countAttempt(state: AttemptState | undefined, policy: AttemptPolicy, now: Date): AttemptDecision {
  const current = state ?? { failures: 0, windowStartedAt: now, lockedUntil: null };
  if (current.lockedUntil && current.lockedUntil > now) {
    return { allowed: false, next: current, retryAfterSeconds: seconds(current.lockedUntil.getTime() - now.getTime()) };
  }
  const windowOver = current.windowStartedAt.getTime() + policy.windowSeconds * 1000 <= now.getTime();
  const fresh = windowOver || current.lockedUntil ? { failures: 0, windowStartedAt: now, lockedUntil: null } : current;
  if (fresh.failures >= policy.limit) {
    const lockedUntil = new Date(now.getTime() + policy.lockSeconds * 1000);
    return { allowed: false, next: { failures: 0, windowStartedAt: now, lockedUntil }, retryAfterSeconds: policy.lockSeconds };
  }
  return { allowed: true, next: { ...fresh, failures: fresh.failures + 1 } };
}
