import type { TimedEntry } from '@overlap/contracts';
import { formatClock } from '@overlap/time';
import { minutesOf, SESSION_STEP_MINUTES } from './session-times';

/** What a free cell of the grid books from: the common free time around it, starting at the cell (ADR 052). */
export interface CellSlot {
  date: string;
  /** The contiguous time every shown member is free, within the grid's hours and not before now. */
  startTime: string;
  endTime: string;
  /** Where the session starts by default: the cell's start, or the next quarter hour when the cell has begun. */
  start: string;
}

interface Args {
  members: readonly { schedules: readonly (TimedEntry & { date?: string })[] }[];
  day: { date: string; dayOfWeek: string };
  /** The cell, in minutes of the day. */
  cellStart: number;
  cellEnd: number;
  /** The grid's first and last hour, in minutes. */
  gridStart: number;
  gridEnd: number;
  /** The viewer's present moment on the comparison's clock. */
  now: { date: string; minutes: number };
}

/**
 * The slot a free cell offers, or undefined when it offers none: somebody shown is busy in it, nobody
 * is shown, or it is over. The slot runs from the end of the last busy entry before the cell to the
 * start of the first one after it, as the grid shows them (busy timed entries only: all-day and
 * transparent ones never block, as for the common free time), cut to the grid's hours and to now
 * (rounded up to the quarter hour, so the session never starts in the past).
 */
export function freeSlotAt({ members, day, cellStart, cellEnd, gridStart, gridEnd, now }: Args): CellSlot | undefined {
  if (!members.length || day.date < now.date) return undefined;
  const earliest = day.date === now.date ? Math.ceil(now.minutes / SESSION_STEP_MINUTES) * SESSION_STEP_MINUTES : 0;
  let from = Math.max(gridStart, earliest);
  let to = gridEnd;
  for (const m of members)
    for (const e of m.schedules) {
      if (e.allDay || e.busy === false || e.dayOfWeek !== day.dayOfWeek) continue;
      const [s, end] = [minutesOf(e.startTime), minutesOf(e.endTime)];
      if (s < cellEnd && end > cellStart) return undefined;
      if (end <= cellStart) from = Math.max(from, end);
      else to = Math.min(to, s);
    }
  const start = Math.max(cellStart, from);
  // At least one quarter hour left in the cell.
  if (start + SESSION_STEP_MINUTES > Math.min(cellEnd, to)) return undefined;
  return { date: day.date, startTime: formatClock(from), endTime: formatClock(to), start: formatClock(start) };
}
