import { createHash } from 'node:crypto';
import { intEnv } from '@overlap/platform';

/** One kind of counter: how many counted attempts a subject gets per window before a lock-out. */
export interface AttemptPolicy {
  scope: string;
  limit: number;
  windowSeconds: number;
  lockSeconds: number;
  /**
   * `start`: every attempt counts as it starts, so parallel ones cannot overtake the count, and a
   * success clears the subject's record (an account's owner proved themselves). `failure`: only
   * attempts that fail count — a campus's burst of successes behind one address never does.
   */
  counts: 'start' | 'failure';
  /** The answer while the subject is locked out. */
  message: (retryAfterSeconds: number) => string;
}

/** A counter of one policy for one subject (an account key or a client address). */
export interface AttemptCounter {
  policy: AttemptPolicy;
  subject: string;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export const accountLockedMessage = (retryAfterSeconds: number) =>
  `Too many failed sign-in attempts for this account. Try again in ${minutes(retryAfterSeconds)} min or reset your password.`;
export const networkLimitedMessage = (retryAfterSeconds: number) =>
  `Too many failed attempts from your network. Please try again in ${minutes(retryAfterSeconds)} min.`;
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

const WINDOW = intEnv('AUTH_ATTEMPT_WINDOW_SECONDS', 15 * 60);
const LOCK = intEnv('AUTH_LOCK_SECONDS', 15 * 60);

/**
 * Failures, not attempts, are counted (ADR 025). Per account across every source a short lock-out
 * after 10 failures; per client address a limit generous enough for a campus behind one NAT,
 * which still slows one address guessing across many accounts. Reset mails count every request.
 */
export const policies = {
  signInAccount: {
    scope: 'sign-in:account',
    limit: intEnv('SIGN_IN_FAILURES_PER_ACCOUNT', 10),
    windowSeconds: WINDOW,
    lockSeconds: LOCK,
    counts: 'start',
    message: accountLockedMessage,
  },
  signInAddress: {
    scope: 'sign-in:address',
    limit: intEnv('SIGN_IN_FAILURES_PER_ADDRESS', 300),
    windowSeconds: WINDOW,
    lockSeconds: LOCK,
    counts: 'failure',
    message: networkLimitedMessage,
  },
  // A refused sign-up (the address is taken) tells whether an account exists: those are the failures.
  signUpAddress: {
    scope: 'sign-up:address',
    limit: intEnv('SIGN_UP_FAILURES_PER_ADDRESS', 100),
    windowSeconds: WINDOW,
    lockSeconds: LOCK,
    counts: 'failure',
    message: networkLimitedMessage,
  },
  // Every reset request sends mail (to registered addresses): all of them count.
  resetMailAccount: {
    scope: 'reset-mail:account',
    limit: intEnv('RESET_MAILS_PER_ACCOUNT', 5),
    windowSeconds: WINDOW,
    lockSeconds: WINDOW,
    counts: 'start',
    message: () => TOO_MANY_ATTEMPTS,
  },
  resetMailAddress: {
    scope: 'reset-mail:address',
    limit: intEnv('RESET_MAILS_PER_ADDRESS', 300),
    windowSeconds: WINDOW,
    lockSeconds: WINDOW,
    counts: 'start',
    message: () => TOO_MANY_ATTEMPTS,
  },
} satisfies Record<string, AttemptPolicy>;

/** Accounts are counted by a digest of the normalised address, so unknown addresses are not stored in clear. */
export function accountSubject(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
}
