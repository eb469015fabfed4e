import { badRequest } from '@overlap/platform';
import { SESSION_LIMITS, SessionMessages } from './study-session.errors';

/** What a request asks for: instants with their offsets and the free time's local day. */
export interface SessionTimesInput {
  start: string;
  end: string;
  day: string;
}

// An offset is required: groups keeps no time zone, and the offset the page sends is the one its day is read in.
const WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const MINUTE = 60_000;

function offsetMinutes(zone: string): number {
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  return sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
}

function instant(value: string, message: string): { at: number; year: number; offset: number } {
  const m = WITH_OFFSET.exec(value);
  const at = m ? Date.parse(value) : NaN;
  if (!m || Number.isNaN(at)) throw badRequest(message);
  return { at, year: Number(m[1]), offset: offsetMinutes(m[7]!) };
}

/** The local day (YYYY-MM-DD) of an instant at an offset in minutes. */
const localDay = (at: number, offset: number) => new Date(at + offset * MINUTE).toISOString().slice(0, 10);

/**
 * A session's instants: it ends after it starts, lasts at most 12 hours, starts no earlier than
 * now (a minute's grace for a clock a little behind), and lies within the free time's day — from
 * its midnight to the next, read at the start's offset.
 */
export function sessionTimes(input: SessionTimesInput, now: Date): { start: Date; end: Date; utcOffset: number } {
  const start = instant(input.start, SessionMessages.start);
  const end = instant(input.end, SessionMessages.end);
  for (const year of [start.year, end.year]) if (year < 2000 || year > 2100) throw badRequest(SessionMessages.years);
  if (end.at <= start.at) throw badRequest(SessionMessages.endBeforeStart, 'end');
  if (end.at - start.at > SESSION_LIMITS.maxHours * 60 * MINUTE) throw badRequest(SessionMessages.tooLong, 'end');
  const dayStart = Date.parse(`${input.day}T00:00:00Z`) - start.offset * MINUTE;
  if (Number.isNaN(dayStart)) throw badRequest(SessionMessages.day, 'day');
  // The day's end is its next midnight; a day is 24 hours at a fixed offset.
  if (localDay(start.at, start.offset) !== input.day || end.at > dayStart + 24 * 60 * MINUTE) throw badRequest(SessionMessages.outsideDay, 'start');
  if (start.at < now.getTime() - MINUTE) throw badRequest(SessionMessages.past, 'start');
  return { start: new Date(start.at), end: new Date(end.at), utcOffset: start.offset };
}
