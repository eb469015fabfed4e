import { DateTime } from 'luxon';

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
}

/** 52 or 53: the ISO year has week 53 when it has 53 Thursdays. */
export function isoWeeksInYear(year: number): number {
  return DateTime.fromObject({ year, month: 12, day: 28 }, { zone: 'utc' }).weekNumber;
}

/** Usable IANA zone, or UTC when the stored zone is not one (never trust it blindly). */
export function usableZone(zone: string | undefined): string {
  return zone && DateTime.now().setZone(zone).isValid ? zone : 'UTC';
}

/** The week's Monday 00:00 to the next Monday 00:00 in `zone`; undefined if the week does not exist. */
export function zonedIsoWeek(week: number, year: number, zone: string): ZonedWeek | undefined {
  if (!Number.isInteger(week) || week < 1 || week > isoWeeksInYear(year)) return undefined;
  const start = DateTime.fromObject({ weekYear: year, weekNumber: week, weekday: 1 }, { zone }).startOf('day');
  const days = DAY_NAMES.map((dayOfWeek, i) => ({ dayOfWeek, date: start.plus({ days: i }).toISODate()! }));
  return { week, year, zone, start, end: start.plus({ weeks: 1 }).startOf('day'), days };
}

/** The ISO week and week-year an instant falls in, in `zone`. */
export function isoWeekOf(instant: DateTime, zone: string): { week: number; year: number } {
  const local = instant.setZone(zone);
  return { week: local.weekNumber, year: local.weekYear };
}
