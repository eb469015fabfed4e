import { DateTime } from 'luxon';
import { clockTime, dayNumber, localDate, weekdayOf, type Weekday } from './local-time.rules';
import { luxonZone } from '@overlap/time/luxon';

/** When an occurrence happens, as stored: UTC instants plus how the source expressed them. */
export interface OccurrenceTimes {
  start: Date;
  end: Date;
  allDay: boolean;
  /** IANA zone of the source ('' for UTC or floating times). */
  sourceTimezone: string;
}

/** The part of an occurrence that falls on one local calendar day of the user. */
export interface DaySegment {
  /** Local date, 'YYYY-MM-DD'. */
  date: string;
  weekday: Weekday;
  start: DateTime;
  end: DateTime;
  /** 'HH:MM'; all-day pieces run 00:00–23:59. */
  startTime: string;
  /** 'HH:MM'; a piece that runs on past midnight ends at 23:59 on its day. */
  endTime: string;
  allDay: boolean;
  /** Which day of the occurrence this is (0-based), and how many days it covers in all. */
  index: number;
  count: number;
}

const END_OF_DAY = '23:59';

// Local days last 23 to 25 hours, so 36 hours after a midnight always lies in the next day
// (cheaper than DateTime#plus, which goes through luxon Durations).
const nextMidnight = (midnight: DateTime): DateTime => DateTime.fromMillis(midnight.toMillis() + 36 * 3_600_000, { zone: midnight.zone }).startOf('day');

/**
 * An all-day date is a calendar date, the same in every zone. Sources send it as midnight in their
 * own zone (UTC when floating); rounding to the nearest midnight also tolerates a producer that used
 * another zone, so a class on 2 March never slides to 1 March for a user in New York.
 */
function calendarDate(instant: Date, sourceZone: string): string {
  const local = DateTime.fromJSDate(instant, { zone: luxonZone(sourceZone) });
  const zoned = local.isValid ? local : DateTime.fromJSDate(instant, { zone: 'UTC' });
  return (zoned.hour >= 12 ? zoned.plus({ days: 1 }) : zoned).toISODate()!;
}

/** The occurrence as an interval of the user's zone; all-day dates become local midnights. */
export function localSpan(o: OccurrenceTimes, zone: string): { start: DateTime; end: DateTime } {
  const z = luxonZone(zone);
  if (!o.allDay) return { start: DateTime.fromJSDate(o.start, { zone: z }), end: DateTime.fromJSDate(o.end, { zone: z }) };
  const first = calendarDate(o.start, o.sourceTimezone);
  let afterLast = calendarDate(o.end, o.sourceTimezone);
  if (afterLast <= first) afterLast = DateTime.fromISO(first, { zone: 'UTC' }).plus({ days: 1 }).toISODate()!;
  return { start: DateTime.fromISO(first, { zone: z }), end: DateTime.fromISO(afterLast, { zone: z }) };
}

/**
 * Splits an occurrence into one piece per local day it touches, so a class from 22:00 to 02:00
 * shows 22:00–23:59 on its first day and 00:00–02:00 on the next, and a three-day all-day event
 * shows on each of its days. With `clip`, only pieces overlapping [clip.from, clip.to) are built.
 */
export function daySegments(o: OccurrenceTimes, zone: string, clip?: { from: DateTime; to: DateTime }): DaySegment[] {
  const { start, end } = localSpan(o, zone);
  if (end <= start) {
    // A zero-length (or inverted) entry still marks its moment: one piece at its start.
    if (clip && (start < clip.from || start >= clip.to)) return [];
    const time = clockTime(start);
    return [{ date: localDate(start), weekday: weekdayOf(start), start, end: start, startTime: time, endTime: time, allDay: o.allDay, index: 0, count: 1 }];
  }
  const firstDay = start.startOf('day');
  const firstDayNumber = dayNumber(firstDay);
  // Days touched: up to the end's date, or the day before when the end is exactly midnight.
  const count = Math.max(1, dayNumber(end) - firstDayNumber + (+end > +end.startOf('day') ? 1 : 0));
  const segments: DaySegment[] = [];
  let day = firstDay;
  if (clip && clip.from > day) day = clip.from.setZone(luxonZone(zone)).startOf('day');
  for (let nextDay = nextMidnight(day); day < end && (!clip || day < clip.to); day = nextDay, nextDay = nextMidnight(day)) {
    const segStart = start > day ? start : day;
    const segEnd = end < nextDay ? end : nextDay;
    if (segEnd <= segStart) continue;
    if (clip && (segEnd <= clip.from || segStart >= clip.to)) continue;
    segments.push({
      date: localDate(day),
      weekday: weekdayOf(day),
      start: segStart,
      end: segEnd,
      startTime: o.allDay ? '00:00' : clockTime(segStart),
      endTime: o.allDay || +segEnd === +nextDay ? END_OF_DAY : clockTime(segEnd),
      allDay: o.allDay,
      index: dayNumber(day) - firstDayNumber,
      count,
    });
  }
  return segments;
}
