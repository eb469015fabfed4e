export interface MemberSeniority {
  userId: string;
  joinedAt: Date;
}

export type AfterLeaving = { kind: 'kept'; createdBy: string } | { kind: 'deleted' };

/**
 * What happens to a group when a member leaves (or their account is deleted): nothing for an
 * ordinary member; when the creator goes, the longest-standing remaining member (earliest
 * joinedAt, then lowest user id so the choice is deterministic) becomes the creator; when
 * nobody is left, the group is deleted. `members` are the members before the departure.
 */
export function afterMemberLeaves(createdBy: string, members: readonly MemberSeniority[], leavingUserId: string): AfterLeaving {
  const remaining = members.filter((m) => m.userId !== leavingUserId);
  if (remaining.length === 0) return { kind: 'deleted' };
  if (leavingUserId !== createdBy && remaining.some((m) => m.userId === createdBy)) return { kind: 'kept', createdBy };
  const senior = [...remaining].sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || a.userId.localeCompare(b.userId))[0]!;
  return { kind: 'kept', createdBy: senior.userId };
}
