import { DAY_NAMES, type DayName } from '@overlap/contracts';
import { isoWeekExists, mondayOfIsoWeek, weekDates, type IsoWeek } from '@overlap/time';

export interface WeekDay {
  date: string;
  dayOfWeek: DayName;
}

/** The ISO week compared (docs/product/groups-and-comparison.md) and its dates, Monday first: the same seven dates in every zone. */
export interface ComparisonWeek extends IsoWeek {
  days: WeekDay[];
}

/** The week's days from the kernel's ISO-week arithmetic; undefined if the year has no such week. */
export function comparisonWeek(week: IsoWeek): ComparisonWeek | undefined {
  if (!isoWeekExists(week)) return undefined;
  return { ...week, days: weekDates(mondayOfIsoWeek(week)).map((date, i) => ({ dayOfWeek: DAY_NAMES[i]!, date })) };
}
