import { DateTime } from 'luxon';
import { DAY_NAMES, usableZone, type ZonedWeek } from './iso-week';

/** One stored occurrence as the schedules service answers it (instants in UTC). */
export interface Occurrence {
  start: string;
  end: string;
  title: string;
  location: string;
  type: string;
  allDay: boolean;
}

/** SPEC.md §3 comparison entry, in the viewer's time zone. */
export interface ScheduleEntry {
  dayOfWeek: (typeof DAY_NAMES)[number];
  date: string;
  startTime: string;
  endTime: string;
  title: string;
  location: string;
  type: string;
  allDay: boolean;
}

const MINUTES_PER_DAY = 24 * 60;

export const formatMinutes = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const dayName = (dt: DateTime) => DAY_NAMES[dt.weekday - 1]!;

// Wall-clock minutes since the local midnight: what the grid shows, also on DST days.
const wallMinutes = (dt: DateTime, roundUp: boolean) => dt.hour * 60 + dt.minute + (roundUp && (dt.second > 0 || dt.millisecond > 0) ? 1 : 0);

// All-day events arrive as UTC instants whose midnight depends on how the feed was read
// (UTC midnight or the owner's midnight); the nearest midnight in the owner's zone is the date.
function nearestDate(instant: DateTime, ownerZone: string): DateTime {
  const local = instant.setZone(ownerZone);
  return (local.hour >= 12 ? local.plus({ days: 1 }) : local).startOf('day');
}

function allDayEntries(occ: Occurrence, start: DateTime, end: DateTime, week: ZonedWeek, ownerZone: string): ScheduleEntry[] {
  const first = nearestDate(start, ownerZone);
  const last = DateTime.max(nearestDate(end, ownerZone), first.plus({ days: 1 }));
  const dates = new Set<string>();
  for (let d = first; d < last; d = d.plus({ days: 1 })) dates.add(d.toISODate()!);
  return week.days
    .filter((day) => dates.has(day.date))
    .map((day) => ({ ...day, startTime: '00:00', endTime: '24:00', title: occ.title, location: occ.location, type: occ.type, allDay: true }));
}

/** A timed occurrence clipped to the week and cut at the viewer's midnights (a class over midnight is two entries). */
function timedEntries(occ: Occurrence, start: DateTime, end: DateTime, week: ZonedWeek): ScheduleEntry[] {
  const from = DateTime.max(start, week.start).setZone(week.zone);
  const to = DateTime.min(end, week.end).setZone(week.zone);
  const out: ScheduleEntry[] = [];
  for (let cursor = from; cursor < to;) {
    const nextMidnight = cursor.startOf('day').plus({ days: 1 });
    const pieceEnd = DateTime.min(to, nextMidnight);
    const startMinute = wallMinutes(cursor, false);
    const endMinute = pieceEnd.equals(nextMidnight) ? MINUTES_PER_DAY : Math.min(MINUTES_PER_DAY, wallMinutes(pieceEnd, true));
    if (endMinute > startMinute) {
      out.push({
        dayOfWeek: dayName(cursor),
        date: cursor.toISODate()!,
        startTime: formatMinutes(startMinute),
        endTime: formatMinutes(endMinute),
        title: occ.title,
        location: occ.location,
        type: occ.type,
        allDay: false,
      });
    }
    cursor = pieceEnd;
  }
  return out;
}

/**
 * A member's occurrences as comparison entries of one week in the viewer's zone (`week.zone`),
 * sorted by date and start. `ownerZone` (the member's own zone) only places all-day events.
 */
export function entriesForWeek(occurrences: readonly Occurrence[], week: ZonedWeek, ownerZone?: string): ScheduleEntry[] {
  const zone = usableZone(ownerZone);
  const entries: ScheduleEntry[] = [];
  for (const occ of occurrences) {
    const start = DateTime.fromISO(occ.start, { zone: 'utc' });
    const end = DateTime.fromISO(occ.end, { zone: 'utc' });
    if (!start.isValid || !end.isValid || end <= start) continue;
    entries.push(...(occ.allDay ? allDayEntries(occ, start, end, week, zone) : timedEntries(occ, start, end, week)));
  }
  return entries.sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.endTime.localeCompare(b.endTime));
}
