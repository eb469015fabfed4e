import dayjs from '@/lib/dayjs';

export interface IsoWeek {
  week: number;
  year: number;
}

/** The ISO week `weeks` weeks after the one starting on `weekStart` (YYYY-MM-DD, a Monday). */
export function shiftWeek(weekStart: string, weeks: number): IsoWeek {
  // Noon keeps the date clear of any daylight-saving edge in the browser's zone.
  const day = dayjs(`${weekStart}T12:00:00`).add(weeks * 7, 'day');
  return { week: day.isoWeek(), year: day.isoWeekYear() };
}

/** A YYYY-MM-DD date at UTC midnight, formatted in UTC so no browser zone moves it to another day. */
export const calendarDate = (date: string) => new Date(`${date}T00:00:00Z`);
