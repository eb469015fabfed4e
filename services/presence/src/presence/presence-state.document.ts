import type { Binary } from 'mongodb';
import type { PresenceStatus } from './presence.rules';

/** The encoded PresenceChanged of one version, kept until Kafka acknowledged it (docs/architecture.md). */
export interface PendingEvent {
  eventId: string;
  value: Buffer | Binary;
  headers: Record<string, string>;
}

/**
 * A student's current presence (`presence_states`, `_id` = user id): a campus id and a status
 * with the time of the report — never coordinates, never history; every change replaces it.
 * A document with `sharing: false` holds nothing but the version of 'sharing ended' until the
 * relay published it, then it is deleted. `pending` is the versioned snapshot the relay
 * publishes; `unpublished` marks documents that have one (FerretDB indexes a flag, not a null).
 */
export interface PresenceStateDocument {
  _id: string;
  sharing: boolean;
  status: PresenceStatus;
  campusId: string | null;
  lastUpdate: Date | null;
  keepSharing: boolean;
  sharingEndsAt: Date | null;
  version: number;
  pending: PendingEvent | null;
  unpublished: boolean;
}

export const PRESENCE_STATES = 'presence_states';

/** The state a student shares, as read by everyone (sharing on, not expired). */
export type SharedState = Pick<PresenceStateDocument, '_id' | 'status' | 'campusId' | 'lastUpdate' | 'keepSharing' | 'sharingEndsAt'>;
