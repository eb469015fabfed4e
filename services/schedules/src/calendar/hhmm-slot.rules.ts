const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:MM' (24-hour) as an HHMM number: '08:30' → 830 (slots are compared this way: docs/product/calendar.md). */
export function toHHMM(time: string): number {
  const m = CLOCK.exec(time);
  if (!m) throw new Error(`Not an HH:MM time: ${time}`);
  return Number(m[1]) * 100 + Number(m[2]);
}

/** A slot lies inside a time range when start <= slot < end (start inclusive, end exclusive). */
export function slotInRange(slot: string, start: string, end: string): boolean {
  const s = toHHMM(slot);
  return toHHMM(start) <= s && s < toHHMM(end);
}

/** Orders a day's entries by start time, then end time. */
export const byClockTime = (a: { startTime: string; endTime: string }, b: { startTime: string; endTime: string }): number =>
  toHHMM(a.startTime) - toHHMM(b.startTime) || toHHMM(a.endTime) - toHHMM(b.endTime);
