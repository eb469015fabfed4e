import type { AttemptPolicy } from './attempt-policies.rules';

/** What is stored per counter. */
export interface AttemptState {
  failures: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

/** Seconds the subject is still locked out for; 0 when an attempt may be tried. */
export function lockedFor(state: AttemptState | undefined, now: Date): number {
  if (!state?.lockedUntil || state.lockedUntil <= now) return 0;
  return Math.max(1, Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 1000));
}

/**
 * Counts one attempt against a policy: an expired window or lock-out starts afresh, and the
 * count that reaches the limit starts a lock-out (that attempt itself is still tried).
 */
export function countAttempt(state: AttemptState | undefined, policy: AttemptPolicy, now: Date): AttemptState {
  const over =
    !state || (state.lockedUntil !== null && state.lockedUntil <= now) || state.windowStartedAt.getTime() + policy.windowSeconds * 1000 <= now.getTime();
  const current = over ? { failures: 0, windowStartedAt: now, lockedUntil: null } : state;
  const failures = current.failures + 1;
  if (failures >= policy.limit) return { failures: 0, windowStartedAt: now, lockedUntil: new Date(now.getTime() + policy.lockSeconds * 1000) };
  return { ...current, failures };
}
