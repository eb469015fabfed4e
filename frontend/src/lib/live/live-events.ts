/**
 * The typed events of the live stream GET /api/live (ADR 021). New kinds are added here and in
 * presence's live module; unknown names are ignored.
 */
export type LiveEvent =
  /** Sent on every (re)connect: who the stream is for, and when the server ends it (the access token's expiry). */
  | { type: 'ready'; userId: string | null; expiresAt: string | null }
  /** A co-member's presence changed; `groupIds` are the groups the receiver shares with them. */
  | { type: 'presence'; userId: string; groupIds: string[] }
  /** The receiver's membership in this group changed (someone joined or left, or the group is gone). */
  | { type: 'membership'; groupId: string }
  /** An invitation into the group was sent, answered or withdrawn; to the invitee and the group's members. */
  | { type: 'invitation'; groupId: string; invitedUserId: string }
  /** A study session of the group was booked, answered, changed or cancelled (ADR 052). */
  | { type: 'session'; groupId: string; sessionId: string }
  /** What `userId`'s calendar shows changed (a sync, a cleared week); `groupIds` are the groups the receiver shares with them. */
  | { type: 'schedule'; userId: string; groupIds: string[] }
  /** The server closed this stream for good (a newer tab of the user took its place): do not reconnect at once. */
  | { type: 'closed'; reason: string };

export type LiveEventType = LiveEvent['type'];

export const LIVE_EVENT_TYPES: readonly LiveEventType[] = ['ready', 'presence', 'membership', 'invitation', 'session', 'schedule', 'closed'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');
const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The event named `type` with `data` as sent, or undefined when it is not one this client knows. */
export function parseLiveEvent(type: string, data: string): LiveEvent | undefined {
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (!isRecord(body)) return undefined;
  switch (type) {
    case 'ready':
      return { type, userId: stringOrNull(body.userId), expiresAt: stringOrNull(body.expiresAt) };
    case 'presence':
    case 'schedule':
      return typeof body.userId === 'string' && isStringArray(body.groupIds) ? { type, userId: body.userId, groupIds: body.groupIds } : undefined;
    case 'membership':
      return typeof body.groupId === 'string' ? { type, groupId: body.groupId } : undefined;
    case 'invitation':
      return typeof body.groupId === 'string' && typeof body.invitedUserId === 'string'
        ? { type, groupId: body.groupId, invitedUserId: body.invitedUserId }
        : undefined;
    case 'session':
      return typeof body.groupId === 'string' && typeof body.sessionId === 'string' ? { type, groupId: body.groupId, sessionId: body.sessionId } : undefined;
    case 'closed':
      return { type, reason: typeof body.reason === 'string' ? body.reason : '' };
    default:
      return undefined;
  }
}
