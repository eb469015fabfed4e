import { badRequest } from '@overlap/platform';
import { weeksInIsoYear, type IsoWeek } from '@overlap/time';

/** Week 53 exists only in ISO years that have it (2026 does, 2027 does not). */
export function assertWeekExists(week: IsoWeek): IsoWeek {
  const weeks = weeksInIsoYear(week.year);
  if (week.week > weeks) throw badRequest(`Week ${week.week} does not exist in ${week.year}: that year has ${weeks} ISO weeks`, 'week');
  return week;
}
