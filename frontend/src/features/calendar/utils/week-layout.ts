/** The week grid is 64 px per hour and shows 08:00 to 16:00 unless events lie outside. */
export const HOUR_PX = 64;
export const DEFAULT_START_HOUR = 8;
export const DEFAULT_END_HOUR = 16;
const MINUTES_PER_DAY = 24 * 60;

export interface TimedEvent {
  id: string;
  start_time: string;
  end_time: string;
}

/** 'HH:MM' as the number HHMM (time slots are compared as such numbers). */
export function hhmm(time: string): number {
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  return m ? Number(m[1]) * 100 + Number(m[2]) : NaN;
}

export function minutesOf(time: string): number {
  const value = hhmm(time);
  return Number.isNaN(value) ? NaN : Math.floor(value / 100) * 60 + (value % 100);
}

/** Whether a time lies in the slot [start, end): start inclusive, end exclusive (docs/product/calendar.md). */
export const inSlot = (time: string, start: string, end: string): boolean => hhmm(time) >= hhmm(start) && hhmm(time) < hhmm(end);

/** Two events share time when each starts before the other ends (so 10:00–11:00 and 11:00–12:00 do not). */
export const overlaps = (a: TimedEvent, b: TimedEvent): boolean => hhmm(a.start_time) < hhmm(b.end_time) && hhmm(b.start_time) < hhmm(a.end_time);

/**
 * The minutes a block covers on screen: from its start to its end, but at least one hour
 * (a block is at least one hour tall). The schedules API ends a day's piece at 23:59.
 */
export function visualSpan(event: TimedEvent): { start: number; end: number } {
  const start = minutesOf(event.start_time);
  let end = minutesOf(event.end_time);
  if (event.end_time === '23:59') end = MINUTES_PER_DAY;
  return { start, end: Math.max(end, start + 60) };
}

export interface GridRange {
  startHour: number;
  endHour: number;
}

/** 08:00–16:00, widened to whole hours so every block (at its on-screen height) fits. */
export function gridRange(events: TimedEvent[]): GridRange {
  let startHour = DEFAULT_START_HOUR;
  let endHour = DEFAULT_END_HOUR;
  for (const event of events) {
    const { start, end } = visualSpan(event);
    if (Number.isNaN(start)) continue;
    startHour = Math.min(startHour, Math.floor(start / 60));
    endHour = Math.max(endHour, Math.min(24, Math.ceil(end / 60)));
  }
  return { startHour, endHour };
}

export const gridHeight = ({ startHour, endHour }: GridRange) => (endHour - startHour) * HOUR_PX;

/** Top and height in px, measured from the grid's first hour. */
export function blockPosition(event: TimedEvent, range: GridRange): { top: number; height: number } {
  const { start, end } = visualSpan(event);
  const top = ((start - range.startHour * 60) * HOUR_PX) / 60;
  const bottom = Math.min(((end - range.startHour * 60) * HOUR_PX) / 60, gridHeight(range));
  return { top, height: bottom - top };
}

/** Where "now" lies on the grid, or null outside its hours. */
export function nowOffset(minutes: number, range: GridRange): number | null {
  if (minutes < range.startHour * 60 || minutes >= range.endHour * 60) return null;
  return ((minutes - range.startHour * 60) * HOUR_PX) / 60;
}

export interface Placement {
  /** 0-based column inside its group of overlapping blocks. */
  column: number;
  /** How many columns that group has. */
  columns: number;
  /** How many columns the block may fill (free columns to its right). */
  span: number;
}

/**
 * Column packing for one day: blocks that overlap on screen stand side by side. Events are taken
 * by start (longer first); each goes into the first column whose last block has ended; a group
 * closes when an event starts after every block in it has ended, and all its blocks share its
 * column count. A block then widens over columns to its right that hold nothing it overlaps.
 */
export function packColumns<E extends TimedEvent>(events: E[]): Map<string, Placement> {
  const spans = new Map(events.map((e) => [e.id, visualSpan(e)]));
  const sorted = [...events].sort((a, b) => spans.get(a.id)!.start - spans.get(b.id)!.start || spans.get(b.id)!.end - spans.get(a.id)!.end);
  const placements = new Map<string, Placement>();
  let group: { event: E; column: number }[] = [];
  let columnEnds: number[] = [];
  let groupEnd = -1;

  const closeGroup = () => {
    const columns = columnEnds.length;
    for (const { event, column } of group) {
      const own = spans.get(event.id)!;
      let span = 1;
      while (column + span < columns) {
        const next = column + span;
        const blocked = group.some((g) => g.column === next && spans.get(g.event.id)!.start < own.end && own.start < spans.get(g.event.id)!.end);
        if (blocked) break;
        span++;
      }
      placements.set(event.id, { column, columns, span });
    }
    group = [];
    columnEnds = [];
    groupEnd = -1;
  };

  for (const event of sorted) {
    const { start, end } = spans.get(event.id)!;
    if (group.length && start >= groupEnd) closeGroup();
    let column = columnEnds.findIndex((columnEnd) => columnEnd <= start);
    if (column === -1) {
      column = columnEnds.length;
      columnEnds.push(end);
    } else columnEnds[column] = end;
    group.push({ event, column });
    groupEnd = Math.max(groupEnd, end);
  }
  if (group.length) closeGroup();
  return placements;
}

/** The hour labels of the time column: '08:00', '09:00', … */
export const hourLabels = ({ startHour, endHour }: GridRange): string[] =>
  Array.from({ length: endHour - startHour }, (_, i) => `${String(startHour + i).padStart(2, '0')}:00`);

/** A text line inside a block at its font size (0.78rem, 0.72rem when compact, line height 1.25), and the block's vertical padding. */
const LINE_PX = { block: 16, compact: 15 } as const;
const BLOCK_PADDING_PX = 8;

/**
 * How many lines a timed block of `height` px gives its title and its type and place: the time
 * takes one, the title and the place share the rest (the title at most 3), so a tall block shows
 * its whole place instead of one cut line, and a one-hour block still shows one line of each.
 */
export function blockTextLines(height: number, hasMeta: boolean, compact = false): { title: number; meta: number } {
  const available = Math.max(2, Math.floor((height - BLOCK_PADDING_PX) / LINE_PX[compact ? 'compact' : 'block']) - 1);
  if (!hasMeta) return { title: Math.min(available, 4), meta: 0 };
  const title = Math.min(3, Math.ceil(available / 2));
  return { title, meta: Math.max(1, available - title) };
}
