import type { ComparisonEntry } from '@overlap/contracts';
import { formatClock } from '@overlap/time';
import type { WeekDay } from './comparison-week';

/** Common free time is looked for within 08:00–20:00 of each day, in the viewer's zone. */
export const FREE_TIME_WINDOW = { startMinute: 8 * 60, endMinute: 20 * 60 } as const;
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
 * The week's slots of at least `minMinutes` in which every given member is free, longest first
 * (then earliest). Back-to-back classes leave no gap; nobody to compare means no common time.
 */
export function commonFreeSlots(
  days: readonly WeekDay[],
  members: readonly { schedules: readonly ComparisonEntry[] }[],
  minMinutes: number,
  window: { startMinute: number; endMinute: number } = FREE_TIME_WINDOW,
): FreeSlot[] {
  if (members.length === 0) return [];
  const bounds: Interval = [window.startMinute, window.endMinute];
  const slots: FreeSlot[] = [];
  for (const day of days) {
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
  return slots.sort((a, b) => b.minutes - a.minutes || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) || (a.startTime < b.startTime ? -1 : 1));
}

/** How many of the members are free in each 30-minute cell of the window, day by day. */
export function freeHeat(
  days: readonly WeekDay[],
  members: readonly { schedules: readonly ComparisonEntry[] }[],
  window: { startMinute: number; endMinute: number } = FREE_TIME_WINDOW,
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
