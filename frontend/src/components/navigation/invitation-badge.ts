/** The bell lists at most 5 invitations and its badge caps at '9+'. */
export const BELL_LIST_MAX = 5;
export const BADGE_CAP = 9;

/** The badge text: nothing for none, the count up to 9, then '9+'. */
export function badgeLabel(count: number): string {
  if (count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** The invitations the bell lists and how many more the view-all line counts. */
export function bellItems<T>(pending: readonly T[]): { shown: T[]; more: number } {
  return { shown: pending.slice(0, BELL_LIST_MAX), more: Math.max(0, pending.length - BELL_LIST_MAX) };
}
