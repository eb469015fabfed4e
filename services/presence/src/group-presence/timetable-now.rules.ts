import { ENTRY_TYPES, type ComparisonEntry } from '@overlap/contracts';
import { addDays, type CalendarDate } from '@overlap/time';

/** What kind of busy time a member is in: a class, a study session of the group asking, or busy time with nothing more. */
export type BusyKind = 'class' | 'session' | 'busy';

/**
 * What a member's timetable says at the viewer's 'now' ('HH:MM' on the viewer's clock; '24:00' = the rest of the day).
 * `now: 'in_class'` is any busy time (kept for readers from before `kind`); `kind` says which.
 */
export type TimetableNow = { now: 'in_class'; kind: BusyKind; title: string; until: string } | { now: 'free'; until: string };

export const END_OF_DAY = '24:00';

/** The kind of an entry from its type; an own event whose owner shows its title is still busy time, not a class. */
export function kindOf(entry: Pick<ComparisonEntry, 'type'>): BusyKind {
  if (entry.type === ENTRY_TYPES.session) return 'session';
  if (entry.type === ENTRY_TYPES.busy || entry.type === ENTRY_TYPES.ownEvent) return 'busy';
  return 'class';
}

/** With busy times ending together, the one saying most is named: a class, then a session, then busy time. */
const RANK: Record<BusyKind, number> = { class: 0, session: 1, busy: 2 };

/**
 * A member's timetable at `clock` ('HH:MM') on `today`, both on the viewer's clock, from their
 * entries of today and tomorrow as schedules cuts them (ComparisonEntry: '24:00' ends a day, a
 * class over midnight is two entries). Start inclusive, end exclusive (docs/product/presence.md);
 * all-day events (holidays) and entries that are not busy time (transparent events) never make
 * anyone busy. Busy: until the busy time ends — over midnight, until its end tomorrow; with
 * overlapping ones, the one ending last. The title is only what schedules gives the group (an own
 * event's only when its owner shows it). Free: until the next busy time today starts, or '24:00'.
 */
export function timetableNow(entries: readonly ComparisonEntry[], today: CalendarDate, clock: string): TimetableNow {
  const busy = entries.filter((e) => !e.allDay && e.busy !== false && e.startTime < e.endTime);
  const todays = busy.filter((e) => e.date === today);
  const current = todays
    .filter((e) => e.startTime <= clock && clock < e.endTime)
    .sort((a, b) => b.endTime.localeCompare(a.endTime) || RANK[kindOf(a)] - RANK[kindOf(b)] || a.title.localeCompare(b.title))[0];
  if (current) return { now: 'in_class', kind: kindOf(current), title: current.title, until: untilOf(current, busy, addDays(today, 1)) };
  const next = todays.filter((e) => e.startTime > clock).sort((a, b) => a.startTime.localeCompare(b.startTime))[0];
  return { now: 'free', until: next?.startTime ?? END_OF_DAY };
}

/** Busy time cut at midnight goes on in tomorrow's piece of the same entry (title and type) from 00:00. */
function untilOf(entry: ComparisonEntry, busy: readonly ComparisonEntry[], tomorrow: CalendarDate): string {
  if (entry.endTime !== END_OF_DAY) return entry.endTime;
  const rest = busy.find((e) => e.date === tomorrow && e.startTime === '00:00' && e.title === entry.title && e.type === entry.type);
  return rest?.endTime ?? END_OF_DAY;
}
