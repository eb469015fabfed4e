/** The projected fields a view needs; absent when identity's event has not arrived yet. */
export interface ProfileFields {
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  colorTheme: string | null;
}

export function displayNameOf(p: Partial<ProfileFields> | undefined): string {
  if (!p) return '';
  return p.displayName || `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim() || p.username || '';
}

/** First and last initial, else the username's first two letters, else '??'. */
export function initialsOf(p: Partial<ProfileFields> | undefined): string {
  const first = p?.firstName?.trim();
  const last = p?.lastName?.trim();
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const username = p?.username?.trim();
  if (username) return username.slice(0, 2).toUpperCase();
  return '??';
}

/** What members see of each other (never e-mail: identity does not publish it). */
export function publicUser(userId: string, p: Partial<ProfileFields> | undefined) {
  return {
    id: userId,
    username: p?.username ?? '',
    firstName: p?.firstName ?? '',
    lastName: p?.lastName ?? '',
    displayName: displayNameOf(p),
    colorTheme: p?.colorTheme ?? 'blue',
  };
}
