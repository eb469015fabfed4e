import { createHash } from 'node:crypto';
import ical, { ICalEventTransparency } from 'ical-generator';
import { DateTime } from 'luxon';
import { localSpan } from '../calendar/day-segments.rules';
import type { CalendarPiece } from '../occurrences/calendar-reader.service';
import type { StoredOccurrence } from '../occurrences/occurrence-rows.rules';
import { isOwnOccurrence } from '../occurrences/own-occurrences.rules';
import { isSessionOccurrence } from '../occurrences/session-occurrences.rules';

/** When an own event or a study session was last saved and its version (the SEQUENCE), so calendar apps take a change. */
const savedVersion = (o: StoredOccurrence) => (isOwnOccurrence(o) ? o.own : isSessionOccurrence(o) ? o.session : undefined);

/** How often a subscribed calendar app is asked to fetch the export again. */
export const REFRESH_SECONDS = 60 * 60;

/**
 * A UID per exported occurrence that stays the same across syncs (occurrence ids are the event's
 * UID plus its original start) and between users, yet shows nothing of the source's own UIDs.
 */
export const exportUid = (o: StoredOccurrence): string =>
  `${createHash('sha256').update(`${o.userId}\n${o.sourceId}\n${o.occurrenceId}`).digest('hex').slice(0, 32)}@overlap`;

/** The occurrences behind the pieces, once each, in the order of their first piece. */
export function occurrencesOf(pieces: readonly CalendarPiece[]): StoredOccurrence[] {
  const seen = new Map<string, StoredOccurrence>();
  for (const { occurrence: o } of pieces) {
    const key = `${o.sourceId}\n${o.occurrenceId}`;
    if (!seen.has(key)) seen.set(key, o);
  }
  return [...seen.values()];
}

/**
 * RFC 5545 text of the user's occurrences: timed events in UTC (no VTIMEZONE needed, every app
 * shows them on its own clock), all-day events as DATE values of their own calendar dates, and
 * DTSTAMP the time their source last changed, so an unchanged feed reads the same every time.
 */
export function calendarIcs(occurrences: readonly StoredOccurrence[], sourceChangedAt: ReadonlyMap<string, Date>, now: Date): string {
  const calendar = ical({
    name: 'Overlap',
    description: 'Your class schedule from Overlap',
    prodId: { company: 'Overlap', product: 'Schedule export', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  for (const o of occurrences) {
    const dates = o.allDay ? allDayDates(o) : { start: o.start, end: o.end };
    const saved = savedVersion(o);
    calendar.createEvent({
      id: exportUid(o),
      stamp: saved ? saved.updatedAt : (sourceChangedAt.get(o.sourceId) ?? now),
      ...(saved ? { sequence: saved.version } : {}),
      allDay: o.allDay,
      ...dates,
      summary: o.title,
      location: o.location || null,
      description: o.description || null,
      categories: o.eventType ? [{ name: o.eventType }] : [],
      transparency: o.transparent ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
    });
  }
  return calendar.toString();
}

/** An all-day occurrence's first date and the date after its last, as the calendar shows them. */
function allDayDates(o: StoredOccurrence): { start: DateTime; end: DateTime } {
  const { start, end } = localSpan(o, 'UTC');
  return { start: DateTime.fromISO(start.toISODate()!, { zone: 'UTC' }), end: DateTime.fromISO(end.toISODate()!, { zone: 'UTC' }) };
}
