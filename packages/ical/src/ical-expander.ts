import ical, { type CalendarResponse, type VEvent } from 'node-ical';
import { CALENDAR_MESSAGES, CalendarParseError } from './calendar-parse.errors';
import { textOf, zoneOrUndefined } from './ical-fields';
import { prepareOverrides } from './ical-override-lines';
import { distinctUids } from './ical-uids';
import { expandEvent, type Context } from './ical-recurrence';
import { prepareZones, type LocalZone } from './ical-zones';
import type { Horizon, Occurrence } from './occurrence';

export const MAX_OCCURRENCES = 10_000;

export interface ExpandOptions {
  horizon: Horizon;
  /** The user's IANA zone: floating times (without X-WR-TIMEZONE) are placed in it. */
  userZone: string;
  maxOccurrences?: number;
}

/** A parsed calendar with the zones its events in non-IANA TZIDs are placed in (ical-zones.ts). */
export interface ParsedCalendar {
  calendar: CalendarResponse;
  localZones: Map<string, LocalZone>;
}

/** Parses iCalendar text with node-ical without blocking the event loop on large feeds. */
export async function parseIcs(text: string): Promise<ParsedCalendar> {
  assertUtcProcess();
  const prepared = prepareZones(prepareOverrides(distinctUids(text)));
  try {
    return { calendar: await ical.async.parseICS(prepared.text), localZones: prepared.localZones };
  } catch (err) {
    throw new CalendarParseError(CALENDAR_MESSAGES.malformed('it is not valid iCalendar data'), (err as Error).message);
  }
}

export function assertUtcProcess(): void {
  if (new Date(2026, 0, 1).getTimezoneOffset() !== 0 || new Date(2026, 6, 1).getTimezoneOffset() !== 0) {
    throw new Error('The iCalendar parser needs the process time zone to be UTC (TZ=UTC)');
  }
}

/**
 * Expands every VEVENT into occurrences overlapping the horizon: RRULE (COUNT, UNTIL, BYDAY,
 * INTERVAL, … by node-ical's rrule-temporal, in the DTSTART zone so DST keeps wall-clock times),
 * RDATE, EXDATE, RECURRENCE-ID overrides, cancellations (STATUS:CANCELLED on the series or one
 * instance), all-day and multi-day events, and floating times.
 */
export function expandCalendar({ calendar, localZones }: ParsedCalendar, options: ExpandOptions): Occurrence[] {
  assertUtcProcess();
  const components = Object.values(calendar);
  const calendarZone = zoneOrUndefined(textOf(calendar.vcalendar?.['WR-TIMEZONE' as keyof typeof calendar.vcalendar]));
  // node-ical already places floating times in a VTIMEZONE when the file has one (node-ical
  // #305); such values are instants, not floating.
  const hasVtimezone = components.some((c) => (c as { type?: string } | undefined)?.type === 'VTIMEZONE');
  const context: Context = {
    horizon: options.horizon,
    floatingZone: calendarZone ?? options.userZone,
    hasVtimezone,
    localZones,
  };
  const max = options.maxOccurrences ?? MAX_OCCURRENCES;
  const byId = new Map<string, Occurrence>();
  for (const component of components) {
    const event = component as VEvent | undefined;
    if (event?.type !== 'VEVENT' || !(event.start instanceof Date) || Number.isNaN(event.start.getTime())) continue;
    for (const occurrence of expandEvent(event, context)) {
      if (!byId.has(occurrence.occurrenceId)) byId.set(occurrence.occurrenceId, occurrence);
      if (byId.size > max) throw new CalendarParseError(CALENDAR_MESSAGES.tooManyEvents(max), `more than ${max} occurrences`);
    }
  }
  return [...byId.values()].sort((a, b) => a.start.getTime() - b.start.getTime() || a.occurrenceId.localeCompare(b.occurrenceId));
}
