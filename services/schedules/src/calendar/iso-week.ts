import { DateTime } from 'luxon';
import { zoneFor } from './zone-cache';

/** An ISO 8601 week: Monday start, week 1 holds the year's first Thursday (SPEC.md §5). */
export interface IsoWeek {
  year: number;
  week: number;
}

export const weeksInIsoYear = (year: number): number => DateTime.fromObject({ weekYear: year, weekNumber: 1, weekday: 1 }, { zone: 'UTC' }).weeksInWeekYear;

/** The ISO week of a local date, 'YYYY-MM-DD' (2027-01-01 → 2026-W53). */
export function isoWeekOfDate(isoDate: string): IsoWeek {
  const dt = DateTime.fromISO(isoDate, { zone: 'UTC' });
  if (!dt.isValid) throw new Error(`Not a date: ${isoDate}`);
  return { year: dt.weekYear, week: dt.weekNumber };
}

/** Sortable key, also used to look cleared weeks up: 2026-W09 → 202609. */
export const weekKey = (w: IsoWeek): number => w.year * 100 + w.week;

export interface IsoWeekRange {
  /** Monday 00:00 in the zone. */
  start: DateTime;
  /** The following Monday 00:00 in the zone (exclusive); 167 or 169 hours away across DST. */
  end: DateTime;
  monday: string;
  sunday: string;
}

export function isoWeekRange(week: IsoWeek, zone: string): IsoWeekRange {
  const start = DateTime.fromObject({ weekYear: week.year, weekNumber: week.week, weekday: 1 }, { zone: zoneFor(zone) }).startOf('day');
  const end = start.plus({ weeks: 1 }).startOf('day');
  return { start, end, monday: start.toISODate()!, sunday: start.plus({ days: 6 }).toISODate()! };
}

/** SPEC.md §5: something belongs to a week when its (local) date lies between Monday and Sunday. */
export function isInWeek(isoDate: string, week: IsoWeek): boolean {
  const w = isoWeekOfDate(isoDate);
  return w.year === week.year && w.week === week.week;
}
