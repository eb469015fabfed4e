import { DAY_NAMES } from '@overlap/contracts';
import { weekDates } from '@overlap/time';

export interface GridDay {
  dayOfWeek: string;
  date: string;
}

/** The seven dates of the week starting on `weekStart` (YYYY-MM-DD). */
export function weekDays(weekStart: string): GridDay[] {
  return weekDates(weekStart).map((date, i) => ({ dayOfWeek: DAY_NAMES[i]!, date }));
}
