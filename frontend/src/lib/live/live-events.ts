/**
 * The typed events of the live stream GET /api/live (ADR 021). New kinds (invitations, 'your
 * schedule changed') are added here and in presence's live module; unknown names are ignored.
 */
export type LiveEvent =
  /** Sent on every (re)connect; `expiresAt` is when the server ends the stream (the access token's expiry). */
  | { type: 'ready'; expiresAt: string | null }
  /** A co-member's presence changed; `groupIds` are the groups the receiver shares with them. */
  | { type: 'presence'; userId: string; groupIds: string[] }
  /** The receiver's membership in this group changed (someone joined or left). */
  | { type: 'membership'; groupId: string };

export type LiveEventType = LiveEvent['type'];

export const LIVE_EVENT_TYPES: readonly LiveEventType[] = ['ready', 'presence', 'membership'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

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
      return { type, expiresAt: typeof body.expiresAt === 'string' ? body.expiresAt : null };
    case 'presence':
      return typeof body.userId === 'string' && isStringArray(body.groupIds) ? { type, userId: body.userId, groupIds: body.groupIds } : undefined;
    case 'membership':
      return typeof body.groupId === 'string' ? { type, groupId: body.groupId } : undefined;
    default:
      return undefined;
  }
}
