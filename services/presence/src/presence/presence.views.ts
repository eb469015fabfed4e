import { ApiProperty } from '@nestjs/swagger';
import type { CampusDocument } from '../campuses/campus.document';
import { isExpired, PRESENCE_STATUSES, readStatus, type PresenceStatus } from './presence.rules';
import type { SharedState } from './presence-state.document';

/** The campus a student's device placed itself in (docs/product/presence.md). */
export class PresenceCampusView {
  @ApiProperty()
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  university!: string;
}

/** A student's presence: sharing, status, campus, last update, plus when sharing ends by itself. Never coordinates. */
export class PresenceView {
  @ApiProperty()
  userId!: string;

  @ApiProperty()
  sharingEnabled!: boolean;

  @ApiProperty({ enum: PRESENCE_STATUSES, enumName: 'PresenceStatus', description: "a state not refreshed for 3 hours reads 'unknown'" })
  status!: PresenceStatus;

  @ApiProperty({ type: PresenceCampusView, nullable: true })
  campus!: PresenceCampusView | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: "the last report ('last seen hh:mm')" })
  lastUpdate!: string | null;

  @ApiProperty({ description: 'the student chose to keep sharing past today' })
  keepSharing!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'end of the student’s local day; null while keeping sharing or when off' })
  sharingEndsAt!: string | null;
}

/** What a student who does not share (or whose sharing ended) reads as. */
export const notSharing = (userId: string): PresenceView => ({
  userId,
  sharingEnabled: false,
  status: 'unknown',
  campus: null,
  lastUpdate: null,
  keepSharing: false,
  sharingEndsAt: null,
});

/**
 * A stored state as everyone reads it at `now`: an expired one is not shared any more; a stale
 * one reads 'unknown' without a campus but keeps its time; a campus removed since reads null.
 */
export function toPresenceView(userId: string, state: SharedState | null, campuses: ReadonlyMap<string, CampusDocument>, now: Date): PresenceView {
  if (!state || isExpired(state.sharingEndsAt, now)) return notSharing(userId);
  const status = readStatus(state.status, state.lastUpdate, now);
  const campus = status === 'on_campus' && state.campusId ? campuses.get(state.campusId) : undefined;
  return {
    userId,
    sharingEnabled: true,
    status,
    campus: campus ? { id: campus._id, name: campus.name, university: campus.university } : null,
    lastUpdate: state.lastUpdate?.toISOString() ?? null,
    keepSharing: state.keepSharing,
    sharingEndsAt: state.sharingEndsAt?.toISOString() ?? null,
  };
}
