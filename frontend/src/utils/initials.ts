interface NameParts {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
}

/** First and last initial, else the username's first two letters upper-cased, else '??'. */
export function initials({ firstName, lastName, username }: NameParts): string {
  const first = firstName?.trim();
  const last = lastName?.trim();
  if (first && last) return `${[...first][0]}${[...last][0]}`.toUpperCase();
  const name = username?.trim();
  if (name) return [...name].slice(0, 2).join('').toUpperCase();
  return '??';
}

/** "First Last", else the username. */
export function displayName({ firstName, lastName, username }: NameParts): string {
  const full = `${firstName?.trim() ?? ''} ${lastName?.trim() ?? ''}`.trim();
  return full || username?.trim() || '';
}
