import { DateTime, IANAZone } from 'luxon';

export const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export interface WeekDay {
  date: string;
  dayOfWeek: (typeof DAY_NAMES)[number];
}

/** One ISO week (Monday start, SPEC.md §5) as seen in one time zone: [start, end). */
export interface ZonedWeek {
  week: number;
  year: number;
  zone: string;
  start: DateTime;
  end: DateTime;
  days: WeekDay[];
  /** Epoch milliseconds of each local midnight from Monday to the next Monday (8 values). */
  midnights: number[];
  /** Per day: whether the UTC offset is the same all day (false on a DST change day). */
  steadyOffset: boolean[];
}

/** 52 or 53: the ISO year has week 53 when it has 53 Thursdays. */
export function isoWeeksInYear(year: number): number {
  return DateTime.fromObject({ year, month: 12, day: 28 }, { zone: 'utc' }).weekNumber;
}

const validZones = new Map<string, boolean>();

/** Usable IANA zone, or UTC when the stored zone is not one (never trust it blindly). */
export function usableZone(zone: string | undefined): string {
  if (!zone) return 'UTC';
  let valid = validZones.get(zone);
  if (valid === undefined) validZones.set(zone, (valid = IANAZone.isValidZone(zone)));
  return valid ? zone : 'UTC';
}

/** The week's Monday 00:00 to the next Monday 00:00 in `zone`; undefined if the week does not exist. */
export function zonedIsoWeek(week: number, year: number, zone: string): ZonedWeek | undefined {
  if (!Number.isInteger(week) || week < 1 || week > isoWeeksInYear(year)) return undefined;
  const start = DateTime.fromObject({ weekYear: year, weekNumber: week, weekday: 1 }, { zone }).startOf('day');
  const days = DAY_NAMES.map((dayOfWeek, i) => ({ dayOfWeek, date: start.plus({ days: i }).toISODate()! }));
  const midnights = Array.from({ length: 8 }, (_, i) => start.plus({ days: i }).startOf('day').toMillis());
  const iana = IANAZone.create(zone);
  const steadyOffset = days.map((_, i) => iana.offset(midnights[i]!) === iana.offset(midnights[i + 1]! - 1));
  return { week, year, zone, start, end: start.plus({ weeks: 1 }).startOf('day'), days, midnights, steadyOffset };
}

/** The ISO week and week-year an instant falls in, in `zone`. */
export function isoWeekOf(instant: DateTime, zone: string): { week: number; year: number } {
  const local = instant.setZone(zone);
  return { week: local.weekNumber, year: local.weekYear };
}
