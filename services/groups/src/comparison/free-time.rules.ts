import { FREE_TIME_HOURS, type ComparisonEntry } from '@overlap/contracts';
import { formatClock } from '@overlap/time';
import type { WeekDay } from './comparison-week.rules';

/** The minutes of each day common free time is looked for in, in the viewer's zone (`from < to`). */
export interface FreeTimeWindow {
  startMinute: number;
  endMinute: number;
}

/** 08:00–20:00 unless the viewer chooses other hours (ADR 032). */
export const FREE_TIME_WINDOW: FreeTimeWindow = { startMinute: FREE_TIME_HOURS.defaultFrom * 60, endMinute: FREE_TIME_HOURS.defaultTo * 60 };

/** The viewer's chosen whole hours as a window of minutes. */
export const windowOfHours = (from: number, to: number): FreeTimeWindow => ({ startMinute: from * 60, endMinute: to * 60 });

const WEEKEND: ReadonlySet<string> = new Set(['Saturday', 'Sunday']);
export const isWeekend = (day: WeekDay) => WEEKEND.has(day.dayOfWeek);
export const HEAT_CELL_MINUTES = 30;

export interface FreeSlot extends WeekDay {
  startTime: string;
  endTime: string;
  minutes: number;
}

/** "k of N free" for one 30-minute cell; N is the number of members compared. */
export interface HeatCell extends WeekDay {
  startTime: string;
  endTime: string;
  free: number;
  total: number;
}

type Interval = [start: number, end: number];

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A member's busy minutes on one date: timed busy entries only (all-day events such as holidays,
 * transparent events and deadlines are shown but do not block).
 */
function busyOn(schedules: readonly ComparisonEntry[], date: string): Interval[] {
  return schedules.filter((e) => !e.allDay && e.busy !== false && e.date === date).map((e) => [toMinutes(e.startTime), toMinutes(e.endTime)]);
}

function mergeWithin(intervals: Interval[], window: Interval): Interval[] {
  const clipped = intervals
    .map(([s, e]): Interval => [Math.max(s, window[0]), Math.min(e, window[1])])
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const [s, e] of clipped) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

/**
 * The week's slots of at least `minMinutes` within the window in which every given member is free.
 * Weekdays rank first — longest, then earliest —, then, only when asked for, the weekend days the
 * same way: a free Saturday is not a better answer than a two-hour gap on a Tuesday (ADR 032).
 * Back-to-back classes leave no gap; nobody to compare means no common time. Given `now`, only
 * what is still ahead is suggested: nothing on days before today, today from now on.
 */
export function commonFreeSlots(
  days: readonly WeekDay[],
  members: readonly { schedules: readonly ComparisonEntry[] }[],
  minMinutes: number,
  window: FreeTimeWindow = FREE_TIME_WINDOW,
  options: { weekends: boolean; now?: WallClockNow } = { weekends: false },
): FreeSlot[] {
  if (members.length === 0) return [];
  const slots: FreeSlot[] = [];
  for (const day of days) {
    if (isWeekend(day) && !options.weekends) continue;
    const bounds = boundsOn(day.date, window, options.now);
    if (!bounds) continue;
    const busy = mergeWithin(
      members.flatMap((m) => busyOn(m.schedules, day.date)),
      bounds,
    );
    let cursor = bounds[0];
    for (const [s, e] of [...busy, [bounds[1], bounds[1]] as Interval]) {
      if (s - cursor >= minMinutes) slots.push({ ...day, startTime: formatClock(cursor), endTime: formatClock(s), minutes: s - cursor });
      cursor = Math.max(cursor, e);
    }
  }
  return slots.sort(byRank);
}

/** The viewer's present moment on their own clock: a date and the minute of that day. */
export interface WallClockNow {
  date: string;
  minute: number;
}

/** Suggestions today start at the next quarter hour, so a slot never begins a few minutes in the past. */
const NOW_STEP_MINUTES = 15;

/**
 * The part of a day's window that is still ahead: all of it for a later day, nothing for an
 * earlier one, and from now (rounded up to the quarter hour) today — so no suggestion is over.
 */
function boundsOn(date: string, window: FreeTimeWindow, now: WallClockNow | undefined): Interval | undefined {
  if (!now || date > now.date) return [window.startMinute, window.endMinute];
  if (date < now.date) return undefined;
  const from = Math.max(window.startMinute, Math.ceil(now.minute / NOW_STEP_MINUTES) * NOW_STEP_MINUTES);
  return from < window.endMinute ? [from, window.endMinute] : undefined;
}

const byRank = (a: FreeSlot, b: FreeSlot): number =>
  Number(isWeekend(a)) - Number(isWeekend(b)) ||
  b.minutes - a.minutes ||
  (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
  (a.startTime < b.startTime ? -1 : 1);

/** How many of the members are free in each 30-minute cell of the window, day by day. */
export function freeHeat(
  days: readonly WeekDay[],
  members: readonly { schedules: readonly ComparisonEntry[] }[],
  window: FreeTimeWindow = FREE_TIME_WINDOW,
  cellMinutes = HEAT_CELL_MINUTES,
): HeatCell[] {
  const cells: HeatCell[] = [];
  for (const day of days) {
    const busyByMember = members.map((m) => busyOn(m.schedules, day.date));
    for (let start = window.startMinute; start < window.endMinute; start += cellMinutes) {
      const end = Math.min(start + cellMinutes, window.endMinute);
      const free = busyByMember.filter((busy) => !busy.some(([s, e]) => s < end && e > start)).length;
      cells.push({ ...day, startTime: formatClock(start), endTime: formatClock(end), free, total: members.length });
    }
  }
  return cells;
}
