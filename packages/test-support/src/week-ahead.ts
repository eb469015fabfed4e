import { DEFAULT_TIMEZONE } from '@overlap/time';
import { DateTime } from 'luxon';

/**
 * The ISO week `weeks` ahead of this one in `zone`, with wall-clock times in it: a week ahead is
 * inside every sync horizon and never in the past while a test runs.
 */
export function weekAhead(weeks: number, zone = DEFAULT_TIMEZONE) {
  const monday = DateTime.now().setZone(zone).plus({ weeks }).startOf('week');
  return {
    week: monday.weekNumber,
    year: monday.weekYear,
    monday,
    at: (dayOffset: number, hhmm: string) => {
      const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
      return monday.plus({ days: dayOffset }).set({ hour, minute }).toJSDate();
    },
  };
}
