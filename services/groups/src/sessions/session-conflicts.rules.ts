import { ENTRY_TYPES, type ComparisonEntry } from '@overlap/contracts';

/** Sessions starting within this many days are checked for members' classes at the same time. */
export const CONFLICT_HORIZON_DAYS = 56;

/** Entry types that are not classes: a session (one's own or, as 'busy', another member's) and own events. */
const NOT_CLASSES = new Set<string>(Object.values(ENTRY_TYPES));

/** A class a member going to a session now has at the same time. */
export interface SessionConflict {
  userId: string;
  title: string;
  /** ISO instants. */
  start: string;
  end: string;
}

/** An entry's instants: `entries` are asked for on the UTC clock, so its date and times are UTC. */
const instants = (e: ComparisonEntry) => ({
  start: Date.parse(`${e.date}T${e.startTime}:00Z`),
  end: e.endTime === '24:00' ? Date.parse(`${e.date}T00:00:00Z`) + 86_400_000 : Date.parse(`${e.date}T${e.endTime}:00Z`),
});

/**
 * The classes of the members going to a session that overlap it (docs/product/groups-and-comparison.md):
 * busy timed entries other than sessions and own events. A class over midnight comes as two day pieces
 * and may be named twice; it is named once per member and title.
 */
export function sessionConflicts(session: { start: Date; end: Date }, going: string[], entries: Map<string, ComparisonEntry[]>): SessionConflict[] {
  const out: SessionConflict[] = [];
  for (const userId of going) {
    const seen = new Set<string>();
    for (const e of entries.get(userId) ?? []) {
      if (e.allDay || e.busy === false || NOT_CLASSES.has(e.type)) continue;
      const { start, end } = instants(e);
      if (!(start < session.end.getTime() && end > session.start.getTime()) || seen.has(e.title)) continue;
      seen.add(e.title);
      out.push({ userId, title: e.title, start: new Date(start).toISOString(), end: new Date(end).toISOString() });
    }
  }
  return out;
}
