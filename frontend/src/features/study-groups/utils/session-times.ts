import { addDays, formatClock, instantAt, zoneOffsetMinutes, type CalendarDate } from '@overlap/time';

/** A session is offered at most this long by default (the whole slot when shorter). */
export const DEFAULT_SESSION_MINUTES = 120;
/** Starts and lengths are offered in quarter hours. */
export const SESSION_STEP_MINUTES = 15;

/** Minutes since midnight of "HH:MM" ("24:00" is 1440). */
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const offsetText = (minutes: number) => {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

/** The wall-clock time `minutes` after the day's midnight in `zone`, as ISO 8601 with that moment's offset (what groups requires). */
export function zonedIso(date: CalendarDate, minutes: number, zone: string): string {
  const day = minutes >= 24 * 60 ? addDays(date, 1) : date;
  const rest = minutes % (24 * 60);
  const offset = zoneOffsetMinutes(zone, instantAt(day, rest, zone));
  return `${day}T${formatClock(rest)}:00${offsetText(offset)}`;
}

/** The starts a slot offers for a session of `length` minutes, every quarter hour. */
export function startsIn(slot: { startTime: string; endTime: string }, length: number): number[] {
  const out: number[] = [];
  for (let m = minutesOf(slot.startTime); m + length <= minutesOf(slot.endTime); m += SESSION_STEP_MINUTES) out.push(m);
  return out;
}

/** The lengths a slot offers from a start, every quarter hour, at most 12 hours. */
export function lengthsFrom(slot: { endTime: string }, start: number): number[] {
  const out: number[] = [];
  for (let m = SESSION_STEP_MINUTES; start + m <= minutesOf(slot.endTime) && m <= 12 * 60; m += SESSION_STEP_MINUTES) out.push(m);
  return out;
}

/** The default: from the slot's start (or the start it names: a grid cell's), the rest of the slot up to 2 hours. */
export function defaultSession(slot: { startTime: string; endTime: string; start?: string }) {
  const start = minutesOf(slot.start ?? slot.startTime);
  return { start, length: Math.min(DEFAULT_SESSION_MINUTES, minutesOf(slot.endTime) - start) };
}
