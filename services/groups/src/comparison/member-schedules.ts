import { DateTime, IANAZone } from 'luxon';
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

const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 24 * 60;
// Every real offset change happens on a quarter hour, so one lookup per quarter hour is exact.
const OFFSET_BUCKET_MS = 15 * MINUTE_MS;

export const formatMinutes = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Wall-clock minutes since local midnight of an instant on day `d` of the week — what the grid
 * shows, also on DST days. On ordinary days that is plain arithmetic from the day's midnight; on
 * a DST change day offsets are looked up (once per quarter hour, cached), since Intl lookups per
 * instant would dominate a group's week of hundreds of occurrences.
 */
function wallClock(week: ZonedWeek): (ms: number, d: number, roundUp: boolean) => number {
  const iana = IANAZone.create(week.zone);
  const offsets = new Map<number, number>();
  const offsetAt = (ms: number) => {
    const bucket = Math.floor(ms / OFFSET_BUCKET_MS);
    let offset = offsets.get(bucket);
    if (offset === undefined) offsets.set(bucket, (offset = iana.offset(ms)));
    return offset;
  };
  return (ms, d, roundUp) => {
    const midnight = week.midnights[d]!;
    const shift = week.steadyOffset[d] ? 0 : offsetAt(ms) - offsetAt(midnight);
    const minutes = (ms - midnight) / MINUTE_MS + shift;
    return roundUp ? Math.ceil(minutes) : Math.floor(minutes);
  };
}

// All-day events arrive as UTC instants whose midnight depends on how the feed was read
// (UTC midnight or the owner's midnight); the nearest midnight in the owner's zone is the date.
function nearestDate(ms: number, ownerZone: string): DateTime {
  const local = DateTime.fromMillis(ms, { zone: ownerZone });
  return (local.hour >= 12 ? local.plus({ days: 1 }) : local).startOf('day');
}

function allDayEntries(occ: Occurrence, startMs: number, endMs: number, week: ZonedWeek, ownerZone: string): ScheduleEntry[] {
  const first = nearestDate(startMs, ownerZone);
  const last = DateTime.max(nearestDate(endMs, ownerZone), first.plus({ days: 1 }));
  const dates = new Set<string>();
  for (let d = first; d < last; d = d.plus({ days: 1 })) dates.add(d.toISODate()!);
  return week.days
    .filter((day) => dates.has(day.date))
    .map((day) => ({ ...day, startTime: '00:00', endTime: '24:00', title: occ.title, location: occ.location, type: occ.type, allDay: true }));
}

/** A timed occurrence clipped to the week and cut at the viewer's midnights (a class over midnight is two entries). */
function timedEntries(occ: Occurrence, startMs: number, endMs: number, week: ZonedWeek, wall: ReturnType<typeof wallClock>): ScheduleEntry[] {
  const out: ScheduleEntry[] = [];
  for (let d = 0; d < 7; d++) {
    const dayStart = week.midnights[d]!;
    const dayEnd = week.midnights[d + 1]!;
    const from = Math.max(startMs, dayStart);
    const to = Math.min(endMs, dayEnd);
    if (to <= from) continue;
    const startMinute = wall(from, d, false);
    const endMinute = to === dayEnd ? MINUTES_PER_DAY : Math.min(MINUTES_PER_DAY, wall(to, d, true));
    if (endMinute <= startMinute) continue;
    out.push({
      ...week.days[d]!,
      startTime: formatMinutes(startMinute),
      endTime: formatMinutes(endMinute),
      title: occ.title,
      location: occ.location,
      type: occ.type,
      allDay: false,
    });
  }
  return out;
}

/**
 * A member's occurrences as comparison entries of one week in the viewer's zone (`week.zone`),
 * sorted by date and start. `ownerZone` (the member's own zone) only places all-day events.
 */
export function entriesForWeek(occurrences: readonly Occurrence[], week: ZonedWeek, ownerZone?: string): ScheduleEntry[] {
  const zone = usableZone(ownerZone);
  const wall = wallClock(week);
  const entries: ScheduleEntry[] = [];
  for (const occ of occurrences) {
    const startMs = Date.parse(occ.start);
    const endMs = Date.parse(occ.end);
    if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || endMs <= startMs) continue;
    if (occ.allDay) entries.push(...allDayEntries(occ, startMs, endMs, week, zone));
    else entries.push(...timedEntries(occ, startMs, endMs, week, wall));
  }
  // Fixed-width ISO dates and HH:MM times sort as plain strings (no locale rules needed).
  const key = (e: ScheduleEntry) => `${e.date} ${e.startTime} ${e.endTime}`;
  return entries.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
