import { initialsOf as initials } from '@overlap/contracts';

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

/** The avatar letters (@overlap/contracts: letters only, so markup in a name never shows). */
export function initialsOf(p: Partial<ProfileFields> | undefined): string {
  return initials(p ?? {});
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
