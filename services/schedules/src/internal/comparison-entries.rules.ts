import { DAY_NAMES, type ComparisonEntry } from '@overlap/contracts';
import { formatClock } from '@overlap/time';
import { luxonZone } from '@overlap/time/luxon';
import { DateTime } from 'luxon';
import { daySegments, type DaySegment, type OccurrenceTimes } from '../calendar/day-segments.rules';
import { isCleared, type UserCalendar } from '../occurrences/calendar-reader.service';
import type { StoredOccurrence } from '../occurrences/occurrence-rows.rules';
import { sharedWithGroups } from '../occurrences/own-occurrences.rules';
import { isSessionOccurrence } from '../occurrences/session-occurrences.rules';

/** The viewer's days: local midnights of `zone`, [from, to). */
export interface ViewerDays {
  zone: string;
  from: DateTime;
  to: DateTime;
}

const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 24 * 60;

/**
 * Wall-clock minutes since the local midnight of `day` — what the grid shows, also on DST days
 * (the offset change since midnight is added to the elapsed time).
 */
const wallMinutes = (instant: DateTime, day: DateTime) => (instant.toMillis() - day.toMillis()) / MINUTE_MS + (instant.offset - day.offset);

/**
 * A timed occurrence without the ISO weeks its owner cleared, which are the owner's weeks (in the
 * owner's zone, whatever the viewer's): what remains, as contiguous parts.
 */
function withoutClearedWeeks(o: StoredOccurrence, owner: UserCalendar): OccurrenceTimes[] {
  if (owner.clearedWeekKeys.size === 0) return [o];
  const parts: OccurrenceTimes[] = [];
  const end = o.end.getTime();
  let cursor = o.start.getTime();
  let week = DateTime.fromMillis(cursor, { zone: luxonZone(owner.zone) }).startOf('week');
  while (cursor < end) {
    const nextWeek = week.plus({ weeks: 1 }).startOf('day');
    const partEnd = Math.min(end, nextWeek.toMillis());
    if (!isCleared(owner, week)) {
      const last = parts[parts.length - 1];
      if (last && last.end.getTime() === cursor) last.end = new Date(partEnd);
      else parts.push({ start: new Date(cursor), end: new Date(partEnd), allDay: false, sourceTimezone: o.sourceTimezone });
    }
    cursor = partEnd;
    week = nextWeek;
  }
  return parts;
}

/**
 * Who looks: the owner (their own events whole), and the group whose page asks, if any (its study
 * sessions with their title, as its session list shows them to its members).
 */
export interface SeenBy {
  ownersView?: boolean;
  groupId?: string;
}

function entryOf(o: StoredOccurrence, segment: DaySegment, seenBy: SeenBy): ComparisonEntry | undefined {
  const day = { dayOfWeek: DAY_NAMES[segment.start.weekday - 1]!, date: segment.date };
  // An own event is busy time to others; its title only when the student chose to show it to their groups.
  const shown = seenBy.ownersView ? { title: o.title, location: o.location, type: o.eventType } : sharedWithGroups(o, seenBy.groupId);
  const what = { ...shown, busy: !o.transparent };
  if (o.allDay) return { ...day, startTime: '00:00', endTime: '24:00', ...what, allDay: true };
  const midnight = segment.start.startOf('day');
  const startMinute = Math.floor(wallMinutes(segment.start, midnight));
  const endsAtMidnight = +segment.end === +segment.end.startOf('day');
  const endMinute = endsAtMidnight ? MINUTES_PER_DAY : Math.min(MINUTES_PER_DAY, Math.ceil(wallMinutes(segment.end, midnight)));
  if (endMinute <= startMinute) return undefined;
  return { ...day, startTime: formatClock(startMinute), endTime: formatClock(endMinute), ...what, allDay: false };
}

/** An entry and the first day piece of the run of pieces it belongs to, which orders equal entries. */
interface Placed {
  entry: ComparisonEntry;
  first: DaySegment;
  occurrence: StoredOccurrence;
}

/**
 * The day pieces of one occurrence on the viewer's days, without the owner's cleared weeks, as runs
 * of contiguous pieces (a cleared week in the middle starts a new run).
 */
function runsOf(o: StoredOccurrence, owner: UserCalendar, viewer: ViewerDays): DaySegment[][] {
  const clip = { from: viewer.from, to: viewer.to };
  if (!o.allDay) return withoutClearedWeeks(o, owner).map((part) => daySegments(part, viewer.zone, clip));
  // An all-day date is the same date for everyone, so its week is the owner's week too.
  const runs: DaySegment[][] = [[]];
  for (const segment of daySegments(o, viewer.zone, clip)) {
    if (isCleared(owner, segment.start)) runs.push([]);
    else runs[runs.length - 1]!.push(segment);
  }
  return runs;
}

const clockKey = (e: ComparisonEntry) => `${e.date} ${e.startTime} ${e.endTime}`;

const byDateAndTime = (a: Placed, b: Placed) => {
  const ka = clockKey(a.entry);
  const kb = clockKey(b.entry);
  return (
    (ka < kb ? -1 : ka > kb ? 1 : 0) ||
    a.first.start.toMillis() - b.first.start.toMillis() ||
    a.first.end.toMillis() - b.first.end.toMillis() ||
    a.occurrence.title.localeCompare(b.occurrence.title) ||
    a.occurrence.occurrenceId.localeCompare(b.occurrence.occurrenceId)
  );
};

/**
 * One member's occurrences as comparison entries on the viewer's days: each occurrence is cut once,
 * at the viewer's midnights, and given on the viewer's clock (docs/product/groups-and-comparison.md); weeks the member cleared
 * are left out. Sorted by date, start and end; equal entries by when their run of pieces starts.
 */
export function comparisonEntries(occurrences: readonly StoredOccurrence[], owner: UserCalendar, viewer: ViewerDays, seenBy: SeenBy = {}): ComparisonEntry[] {
  const placed: Placed[] = [];
  for (const occurrence of occurrences) {
    if (!occurrence.allDay && occurrence.end <= occurrence.start) continue; // marks no time on the grid
    // A session a member is not going to (maybe, no answer yet) is their own business: others see nothing of it.
    if (!seenBy.ownersView && isSessionOccurrence(occurrence) && occurrence.transparent) continue;
    for (const run of runsOf(occurrence, owner, viewer)) {
      for (const segment of run) {
        const entry = entryOf(occurrence, segment, seenBy);
        if (entry) placed.push({ entry, first: run[0]!, occurrence });
      }
    }
  }
  return placed.sort(byDateAndTime).map((p) => p.entry);
}
