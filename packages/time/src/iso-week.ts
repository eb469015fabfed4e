import { addDays, dateToUtcMs, DAY_MS, isoWeekday, utcMsToDate, type CalendarDate } from './calendar-date';

/** An ISO 8601 week: Monday start, week 1 holds the year's first Thursday (docs/product/calendar.md). */
export interface IsoWeek {
  year: number;
  week: number;
}

/** The ISO week of a date (2027-01-01 → 2026-W53): the week-year is the year of its Thursday. */
export function isoWeekOfDate(date: CalendarDate): IsoWeek {
  const thursday = dateToUtcMs(date) + (4 - isoWeekday(date)) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  return { year, week: Math.floor((thursday - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1 };
}

/** 52 or 53: 28 December always lies in the year's last ISO week. */
export const weeksInIsoYear = (year: number): number => isoWeekOfDate(utcMsToDate(Date.UTC(year, 11, 28))).week;

/** Whether week n of the ISO year exists (week 53 only in years that have it, 2026 does). */
export const isoWeekExists = (week: IsoWeek): boolean =>
  Number.isInteger(week.year) && Number.isInteger(week.week) && week.week >= 1 && week.week <= weeksInIsoYear(week.year);

/** The Monday of the week holding `date`. */
export const mondayOf = (date: CalendarDate): CalendarDate => addDays(date, 1 - isoWeekday(date));

/** Monday to Sunday of the week holding `date`. */
export function weekDates(date: CalendarDate): CalendarDate[] {
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The Monday of ISO week n (the week holding 4 January is week 1). */
export const mondayOfIsoWeek = (week: IsoWeek): CalendarDate => addDays(mondayOf(utcMsToDate(Date.UTC(week.year, 0, 4))), (week.week - 1) * 7);

/** Something belongs to a week when its local date lies between Monday and Sunday. */
export function isInWeek(date: CalendarDate, week: IsoWeek): boolean {
  const w = isoWeekOfDate(date);
  return w.year === week.year && w.week === week.week;
}

/** The week `weeks` weeks after (or before) this one. */
export const shiftIsoWeek = (week: IsoWeek, weeks: number): IsoWeek => isoWeekOfDate(addDays(mondayOfIsoWeek(week), weeks * 7));

/** Sortable key, also used to look cleared weeks up: 2026-W09 → 202609. */
export const weekKey = (w: IsoWeek): number => w.year * 100 + w.week;
