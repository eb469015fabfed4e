import { addDays, isoWeekOfDate, isValidTimeZone, mondayOf, utcMsToDate, wallClockAt, weekDates, type CalendarDate, type IsoWeek } from '@overlap/time';

/** An event belongs to a week when its date lies between that Monday and the following Sunday. */
export const inWeek = (date: CalendarDate, monday: CalendarDate): boolean => date >= monday && date <= addDays(monday, 6);

export interface MonthWeek extends IsoWeek {
  monday: CalendarDate;
  dates: CalendarDate[];
}

/** The ISO-week rows a month view shows: every week that holds a day of the month. */
export function monthWeeks(year: number, month: number): MonthWeek[] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = utcMsToDate(Date.UTC(year, month, 0));
  const rows: MonthWeek[] = [];
  for (let monday = mondayOf(first); monday <= last; monday = addDays(monday, 7)) {
    rows.push({ ...isoWeekOfDate(monday), monday, dates: weekDates(monday) });
  }
  return rows;
}

export const monthOf = (date: CalendarDate) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

/** The first day of the month `offset` months from the one holding `date`. */
export function shiftMonth(date: CalendarDate, offset: number): CalendarDate {
  const { year, month } = monthOf(date);
  return utcMsToDate(Date.UTC(year, month - 1 + offset, 1));
}

/** Today's date and the minutes since midnight, as a clock in `zone` shows them (the browser's own clock for an unusable zone: docs/product/calendar.md). */
export function nowIn(zone: string | undefined, now: Date = new Date()): { date: CalendarDate; minutes: number } {
  const { date, minutes } = wallClockAt(now, isValidTimeZone(zone) ? zone : undefined);
  return { date, minutes };
}
