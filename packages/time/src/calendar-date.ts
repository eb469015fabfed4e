/** A calendar date, 'YYYY-MM-DD': the same day in every zone, so its arithmetic runs in UTC. */
export type CalendarDate = string;

export const DAY_MS = 86_400_000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch milliseconds of the date's UTC midnight; throws on anything that is not a real date. */
export function dateToUtcMs(date: CalendarDate): number {
  const m = DATE.exec(date);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || utcMsToDate(ms) !== date) throw new Error(`Not a date: ${date}`);
  return ms;
}

/** The UTC date of an epoch-millisecond instant. */
export const utcMsToDate = (ms: number): CalendarDate => (Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 10) : '');

export function isCalendarDate(value: string | null | undefined): value is CalendarDate {
  if (!value) return false;
  const m = DATE.exec(value);
  return !!m && utcMsToDate(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) === value;
}

export const addDays = (date: CalendarDate, days: number): CalendarDate => utcMsToDate(dateToUtcMs(date) + days * DAY_MS);

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export const isoWeekday = (date: CalendarDate): number => ((new Date(dateToUtcMs(date)).getUTCDay() + 6) % 7) + 1;

/** Days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number => Math.round((dateToUtcMs(to) - dateToUtcMs(from)) / DAY_MS);

/** 'HH:MM' of minutes since midnight (24:00 for a piece that runs to the end of its day). */
export const formatClock = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
