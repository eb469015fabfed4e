// How comparison entries fall into grid cells, for groups (grid hours) and the UI (cells).
// Time slots are compared as HHMM numbers, start inclusive, end exclusive.

export interface TimedEntry {
  dayOfWeek: string;
  startTime: string;
  endTime: string;
  allDay?: boolean;
  /** False for entries shown but never busy (transparent events, deadlines; ADR 023). */
  busy?: boolean;
}

export interface GridMember<E extends TimedEntry = TimedEntry> {
  user: { id: string };
  schedules: E[];
}

/** "09:05" → 905, "24:00" → 2400 (the end of a day). */
export function toHHMM(time: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Not an HH:MM time: ${time}`);
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) throw new Error(`Not an HH:MM time: ${time}`);
  return hours * 100 + minutes;
}

/** Whether an entry [start, end) overlaps the slot [slotStart, slotEnd), both as HHMM numbers. */
export function coversSlot(entry: Pick<TimedEntry, 'startTime' | 'endTime'>, slotStart: number, slotEnd: number): boolean {
  return toHHMM(entry.startTime) < slotEnd && toHHMM(entry.endTime) > slotStart;
}

/**
 * A member's timed busy entries on one day that fall into a slot (all-day entries are not in the
 * grid; entries that are not busy time do not make a member busy).
 */
export function entriesInSlot<E extends TimedEntry>(entries: readonly E[], dayOfWeek: string, slotStart: number, slotEnd: number): E[] {
  return entries.filter((e) => !e.allDay && e.busy !== false && e.dayOfWeek === dayOfWeek && coversSlot(e, slotStart, slotEnd));
}

/** The members who are busy in a cell, in the order given (the group's join order). */
export function membersInCell<M extends GridMember>(members: readonly M[], dayOfWeek: string, slotStart: number, slotEnd: number): M[] {
  return members.filter((m) => entriesInSlot(m.schedules, dayOfWeek, slotStart, slotEnd).length > 0);
}

/** At most `max` avatars per cell, the rest as '+N'. */
export function cellAvatars<M>(members: readonly M[], max = 3): { shown: M[]; more: number } {
  return { shown: members.slice(0, max), more: Math.max(0, members.length - max) };
}

/**
 * The hours the grid shows: 8:00 to 18:00 (docs/product/groups-and-comparison.md), extended to the earliest start and
 * the latest end of any timed entry (whole hours), and to `include` — the hours common free time
 * is looked for in, so a free slot is never listed outside the grid (ADR 032).
 */
export function gridHours(
  entries: readonly TimedEntry[],
  include?: { startHour: number; endHour: number },
  defaultStart = 8,
  defaultEnd = 18,
): { startHour: number; endHour: number } {
  let startHour = Math.min(defaultStart, include?.startHour ?? defaultStart);
  let endHour = Math.max(defaultEnd, include?.endHour ?? defaultEnd);
  for (const e of entries) {
    if (e.allDay) continue;
    startHour = Math.min(startHour, Math.floor(toHHMM(e.startTime) / 100));
    endHour = Math.max(endHour, Math.ceil(toHHMM(e.endTime) / 100));
  }
  return { startHour, endHour };
}
