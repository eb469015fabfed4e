import type { CampusDocument } from '../campuses/campus.document';
import { isExpired, readStatus } from './presence-rules';
import type { SharedState } from './presence-state.document';
import type { PresenceView } from './presence.views';

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
