import { addDays } from '@overlap/time';

/** The comparison's dayOfWeek names (ADR 007), Monday first (ISO weeks, SPEC.md §5). */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export interface GridDay {
  dayOfWeek: string;
  date: string;
}

/** The seven dates of the week starting on `weekStart` (YYYY-MM-DD). */
export function weekDays(weekStart: string): GridDay[] {
  return WEEK_DAYS.map((dayOfWeek, i) => ({ dayOfWeek, date: addDays(weekStart, i) }));
}
