import type { ComparisonEntry } from '@overlap/contracts';
import { addDays, type CalendarDate } from '@overlap/time';

/** What a member's timetable says at the viewer's 'now' ('HH:MM' on the viewer's clock; '24:00' = the rest of the day). */
export type TimetableNow = { now: 'in_class'; title: string; until: string } | { now: 'free'; until: string };

export const END_OF_DAY = '24:00';

/**
 * A member's timetable at `clock` ('HH:MM') on `today`, both on the viewer's clock, from their
 * entries of today and tomorrow as schedules cuts them (ComparisonEntry: '24:00' ends a day, a
 * class over midnight is two entries). Start inclusive, end exclusive (docs/product/presence.md); all-day
 * events (holidays, deadlines) are no class. In class: until the class ends — over midnight,
 * until its end tomorrow; with overlapping classes, the one ending last. Free: until the next
 * class today starts, or '24:00'.
 */
export function timetableNow(entries: readonly ComparisonEntry[], today: CalendarDate, clock: string): TimetableNow {
  const classes = entries.filter((e) => !e.allDay && e.startTime < e.endTime);
  const todays = classes.filter((e) => e.date === today);
  const current = todays
    .filter((e) => e.startTime <= clock && clock < e.endTime)
    .sort((a, b) => b.endTime.localeCompare(a.endTime) || a.title.localeCompare(b.title))[0];
  if (current) return { now: 'in_class', title: current.title, until: untilOf(current, classes, addDays(today, 1)) };
  const next = todays.filter((e) => e.startTime > clock).sort((a, b) => a.startTime.localeCompare(b.startTime))[0];
  return { now: 'free', until: next?.startTime ?? END_OF_DAY };
}

/** A class cut at midnight goes on in tomorrow's piece of the same class from 00:00. */
function untilOf(entry: ComparisonEntry, classes: readonly ComparisonEntry[], tomorrow: CalendarDate): string {
  if (entry.endTime !== END_OF_DAY) return entry.endTime;
  const rest = classes.find((e) => e.date === tomorrow && e.startTime === '00:00' && e.title === entry.title);
  return rest?.endTime ?? END_OF_DAY;
}
