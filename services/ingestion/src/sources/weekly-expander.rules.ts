import { createHash } from 'node:crypto';
import { WEEKDAYS } from '@overlap/contracts';
import { DateTime } from 'luxon';
import { eventTypeOf, type Horizon, type Occurrence } from '@overlap/ical';
import type { LocalEvent, WeeklyClass } from './source.document';

const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 24);

function overlaps(o: Occurrence, horizon: Horizon): boolean {
  return o.end.getTime() > horizon.start.getTime() && o.start.getTime() < horizon.end.getTime();
}

/**
 * Weekly classes read from a timetable screenshot, repeated every week from `validFrom` to
 * `validUntil` (dates, inclusive) in the user's zone; a class whose end is not after its start
 * runs past midnight.
 */
export function expandWeeklyClasses(
  classes: WeeklyClass[],
  range: { validFrom: string; validUntil: string },
  userZone: string,
  horizon: Horizon,
): Occurrence[] {
  const first = DateTime.fromISO(range.validFrom, { zone: userZone }).startOf('week');
  const last = DateTime.fromISO(range.validUntil, { zone: userZone }).endOf('day');
  const out: Occurrence[] = [];
  for (const c of classes) {
    const uid = `screenshot-${hash(c.weekday, c.start, c.end, c.title, c.location)}`;
    const offset = WEEKDAYS.indexOf(c.weekday);
    const [sh, sm] = c.start.split(':').map(Number) as [number, number];
    const [eh, em] = c.end.split(':').map(Number) as [number, number];
    for (let week = first; week <= last; week = week.plus({ weeks: 1 })) {
      const day = week.plus({ days: offset });
      const start = day.set({ hour: sh, minute: sm, second: 0, millisecond: 0 });
      let end = day.set({ hour: eh, minute: em, second: 0, millisecond: 0 });
      if (end <= start) end = end.plus({ days: 1 });
      if (start < DateTime.fromISO(range.validFrom, { zone: userZone }).startOf('day') || start > last) continue;
      const occurrence: Occurrence = {
        occurrenceId: `${uid}|${day.toISODate()}`,
        uid,
        title: c.title,
        description: '',
        location: c.location,
        start: start.toJSDate(),
        end: end.toJSDate(),
        allDay: false,
        sourceTimezone: '',
        eventType: c.type || eventTypeOf([], c.title),
      };
      if (overlaps(occurrence, horizon)) out.push(occurrence);
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime() || a.occurrenceId.localeCompare(b.occurrenceId));
}

/** Events a browser kept in local storage; times without an offset are the user's wall-clock times. */
export function expandLocalEvents(events: LocalEvent[], userZone: string, horizon: Horizon): Occurrence[] {
  const out: Occurrence[] = [];
  for (const e of events) {
    const start = DateTime.fromISO(e.start, { zone: userZone });
    let end = DateTime.fromISO(e.end, { zone: userZone });
    if (!start.isValid) continue;
    if (!end.isValid || end < start) end = start;
    const uid = `local-${e.key}`;
    const occurrence: Occurrence = {
      occurrenceId: `${uid}|${start.toUTC().toISO()}`,
      uid,
      title: e.title,
      description: e.description,
      location: e.location,
      start: start.toJSDate(),
      end: end.toJSDate(),
      allDay: false,
      sourceTimezone: '',
      eventType: eventTypeOf(e.description ? [e.description] : [], e.title),
    };
    if (
      overlaps(occurrence, horizon) ||
      (occurrence.start.getTime() === occurrence.end.getTime() && occurrence.start >= horizon.start && occurrence.start < horizon.end)
    ) {
      out.push(occurrence);
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime() || a.occurrenceId.localeCompare(b.occurrenceId));
}

/** A stable key for a local event, so importing the same events again adds nothing. */
export function localEventKey(e: Omit<LocalEvent, 'key'>): string {
  return hash(e.title, e.start, e.end, e.location, e.description);
}
