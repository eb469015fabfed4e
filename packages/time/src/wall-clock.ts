import { addDays, dateToUtcMs, DAY_MS, formatClock, utcMsToDate, type CalendarDate } from './calendar-date';
import { isoWeekOfDate, mondayOfIsoWeek, type IsoWeek } from './iso-week';

const MINUTE_MS = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, Map<number, number>>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

function intlOffset(zone: string, ms: number): number {
  const fields: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(ms)) if (p.type !== 'literal') fields[p.type] = Number(p.value);
  const asUtc = Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour === 24 ? 0 : fields.hour!, fields.minute!, fields.second!);
  return (asUtc - (ms - (((ms % 1000) + 1000) % 1000))) / MINUTE_MS;
}

/**
 * Minutes the zone's clock is ahead of UTC at an instant; without a zone, the runtime's own.
 * Remembered per minute: offsets change only at transitions on whole minutes, and each Intl
 * lookup costs far more than the arithmetic around it in a week of hundreds of occurrences.
 */
export function zoneOffsetMinutes(zone: string | undefined, instant: Date | number): number {
  const ms = +instant;
  if (zone === undefined) return -new Date(ms).getTimezoneOffset();
  if (zone === 'UTC') return 0;
  let byMinute = offsets.get(zone);
  if (!byMinute) offsets.set(zone, (byMinute = new Map()));
  const minute = Math.floor(ms / MINUTE_MS);
  let offset = byMinute.get(minute);
  if (offset === undefined) {
    offset = intlOffset(zone, ms);
    if (byMinute.size >= 200_000) byMinute.clear();
    byMinute.set(minute, offset);
  }
  return offset;
}

/** What a clock in a zone shows at an instant. */
export interface WallClock {
  date: CalendarDate;
  /** 'HH:MM', 24-hour. */
  time: string;
  /** Whole minutes since local midnight. */
  minutes: number;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  offsetMinutes: number;
}

/** The local date and time of an instant in `zone` (the runtime's own zone when there is none). */
export function wallClockAt(instant: Date | number, zone?: string): WallClock {
  const offsetMinutes = zoneOffsetMinutes(zone, instant);
  const local = new Date(+instant + offsetMinutes * MINUTE_MS);
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  return { date: utcMsToDate(+local), time: formatClock(minutes), minutes, weekday: ((local.getUTCDay() + 6) % 7) + 1, offsetMinutes };
}

/**
 * The instant a zone's clock shows `minutes` after midnight of `date`. A time the clocks skip
 * (spring forward) is moved on by the gap; a time shown twice (fall back) is its first showing.
 */
export function instantAt(date: CalendarDate, minutes: number, zone?: string): Date {
  const local = dateToUtcMs(date) + minutes * MINUTE_MS;
  // The offsets a day either side; a zone changes its offset at most once within two days.
  const before = zoneOffsetMinutes(zone, local - DAY_MS);
  const after = zoneOffsetMinutes(zone, local + DAY_MS);
  const fits = [before, after].map((o) => local - o * MINUTE_MS).filter((ms) => zoneOffsetMinutes(zone, ms) * MINUTE_MS === local - ms);
  return new Date(fits.length ? Math.min(...fits) : local - before * MINUTE_MS);
}

/** Local midnight of `date` in `zone` (the first instant of the day where midnight is skipped). */
export const startOfLocalDay = (date: CalendarDate, zone?: string): Date => instantAt(date, 0, zone);

/** The ISO week of an instant's local date in `zone`. */
export const isoWeekAt = (instant: Date | number, zone?: string): IsoWeek => isoWeekOfDate(wallClockAt(instant, zone).date);

/** One ISO week as seen in one zone: local Monday 00:00 to the next Monday 00:00 (167 to 169 hours across DST). */
export interface ZonedIsoWeek {
  monday: CalendarDate;
  sunday: CalendarDate;
  start: Date;
  /** Exclusive. */
  end: Date;
}

export function isoWeekInZone(week: IsoWeek, zone?: string): ZonedIsoWeek {
  const monday = mondayOfIsoWeek(week);
  return { monday, sunday: addDays(monday, 6), start: startOfLocalDay(monday, zone), end: startOfLocalDay(addDays(monday, 7), zone) };
}
