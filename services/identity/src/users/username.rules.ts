import { randomInt } from 'node:crypto';

/** Sign-up has no username field: it is derived from the e-mail's local part. */
export function usernameBase(email: string): string {
  return (
    (email.split('@')[0] ?? 'student')
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 24) || 'student'
  );
}

/** Another try when the base is taken: the base with a short random suffix. */
export const usernameCandidate = (base: string): string => `${base}${randomInt(1000, 100000)}`;
