import { initialsOf } from '@overlap/contracts';

interface NameParts {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
}

/** First and last initial (letters only), else the username's first two letters upper-cased, else '??'. */
export const initials = (name: NameParts): string => initialsOf(name);

/** "First Last", else the username. */
export function displayName({ firstName, lastName, username }: NameParts): string {
  const full = `${firstName?.trim() ?? ''} ${lastName?.trim() ?? ''}`.trim();
  return full || username?.trim() || '';
}
