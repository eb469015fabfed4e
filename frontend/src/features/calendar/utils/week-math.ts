import dayjs from '@/lib/dayjs';

/** Calendar dates are plain 'YYYY-MM-DD' strings (the schedules API's local dates); all math runs in UTC so no zone can shift a day. */
export type CalendarDate = string;

export interface IsoWeek {
  week: number;
  year: number;
}

const day = (date: CalendarDate) => dayjs.utc(date);
const format = (d: dayjs.Dayjs): CalendarDate => d.format('YYYY-MM-DD');

export const addDays = (date: CalendarDate, days: number): CalendarDate => format(day(date).add(days, 'day'));

/** SPEC.md §5: ISO weeks — Monday start, week 1 contains the year's first Thursday. */
export const isoWeekOf = (date: CalendarDate): IsoWeek => ({ week: day(date).isoWeek(), year: day(date).isoWeekYear() });

export const mondayOf = (date: CalendarDate): CalendarDate => format(day(date).startOf('isoWeek'));

/** The Monday of ISO week `week` of ISO year `year` (the week holding 4 January is week 1). */
export function mondayOfIsoWeek({ week, year }: IsoWeek): CalendarDate {
  const weekOne = mondayOf(`${year}-01-04`);
  return addDays(weekOne, (week - 1) * 7);
}

/** Monday to Sunday of the week holding `date`. */
export const weekDates = (date: CalendarDate): CalendarDate[] => {
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
};

/** SPEC.md §5: an event belongs to a week when its date lies between that Monday and the following Sunday. */
export const inWeek = (date: CalendarDate, monday: CalendarDate): boolean => date >= monday && date <= addDays(monday, 6);

export interface MonthWeek extends IsoWeek {
  monday: CalendarDate;
  dates: CalendarDate[];
}

/** The ISO-week rows a month view shows: every week that holds a day of the month. */
export function monthWeeks(year: number, month: number): MonthWeek[] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = format(day(first).endOf('month'));
  const rows: MonthWeek[] = [];
  for (let monday = mondayOf(first); monday <= last; monday = addDays(monday, 7)) {
    rows.push({ ...isoWeekOf(monday), monday, dates: weekDates(monday) });
  }
  return rows;
}

export const monthOf = (date: CalendarDate) => ({ year: day(date).year(), month: day(date).month() + 1 });

/** The first day of the month `offset` months from the one holding `date`. */
export const shiftMonth = (date: CalendarDate, offset: number): CalendarDate => format(day(date).startOf('month').add(offset, 'month'));

export const isValidDate = (value: string | null | undefined): value is CalendarDate =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && format(day(value)) === value;

/** Whether an IANA zone name works in this browser (an invalid stored zone falls back to local time, SPEC.md §4). */
export function isValidZone(zone: string | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Today's date and the minutes since midnight, as a clock in `zone` shows them. */
export function nowIn(zone: string | undefined, now: Date = new Date()): { date: CalendarDate; minutes: number } {
  const local = isValidZone(zone) ? dayjs(now).tz(zone) : dayjs(now);
  return { date: local.format('YYYY-MM-DD'), minutes: local.hour() * 60 + local.minute() };
}
