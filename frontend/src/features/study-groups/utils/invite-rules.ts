import type { FoundUser } from '../api/user-search-api';
import type { StudyGroup } from '../api/study-groups-api';

/** The user search runs only when the trimmed query has at least 2 characters. */
export const MIN_SEARCH_LENGTH = 2;
/** Keystrokes within this pause make one search. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The query to search for, or undefined while it is too short to search. */
export function searchTerm(query: string): string | undefined {
  const trimmed = query.trim();
  return [...trimmed].length >= MIN_SEARCH_LENGTH ? trimmed : undefined;
}

/** Search results the group can invite: not a member, no pending invitation to this group. */
export function invitableUsers(users: readonly FoundUser[], group: Pick<StudyGroup, 'members' | 'pendingInvitationUserIds'>): FoundUser[] {
  const taken = new Set([...group.members.map((m) => m.userId), ...group.pendingInvitationUserIds]);
  return users.filter((u) => !taken.has(u.id));
}

/** A user is not added twice. */
export function addSelected(selected: readonly FoundUser[], user: FoundUser): FoundUser[] {
  return selected.some((u) => u.id === user.id) ? [...selected] : [...selected, user];
}

export function removeSelected(selected: readonly FoundUser[], userId: string): FoundUser[] {
  return selected.filter((u) => u.id !== userId);
}

/** The message is optional, trimmed, and left out when empty. */
export function invitationPayload(selected: readonly FoundUser[], message: string): { invitedUserIds: string[]; message?: string } {
  const trimmed = message.trim();
  return { invitedUserIds: selected.map((u) => u.id), ...(trimmed ? { message: trimmed } : {}) };
}
