import { ENTRY_TYPES } from '@overlap/contracts';
import { luxonZone } from '@overlap/time/luxon';
import { DateTime } from 'luxon';
import { localDate } from '../calendar/local-time.rules';
import type { StoredOccurrence } from './occurrence-rows.rules';
import { isSessionOccurrence, SESSION_TYPE } from './session-occurrences.rules';

/** The source id every own event's occurrences carry, so the views tell them from classes. */
export const OWN_SOURCE_ID = 'own';
/** The type an own event shows with in the calendar. */
export const OWN_EVENT_TYPE = ENTRY_TYPES.ownEvent;
/** The type a co-member's comparison gets for an own event whose title is not shown: busy, nothing more. */
export const BUSY_TYPE = ENTRY_TYPES.busy;

/** An own event as stored: the first occurrence's instants and, for a weekly one, the last day. */
export interface OwnEvent {
  id: string;
  userId: string;
  title: string;
  location: string;
  note: string;
  start: Date;
  end: Date;
  /** The student's zone when it was saved: a weekly event keeps its wall-clock time there across DST. */
  timeZone: string;
  weekly: boolean;
  /** Last local day of a weekly event (YYYY-MM-DD), none: every week. */
  repeatUntil: string | null;
  showTitle: boolean;
  version: number;
  updatedAt: Date;
}

/** One occurrence of an own event, as every calendar read sees it, with what the export and comparisons need. */
export interface OwnOccurrence extends StoredOccurrence {
  own: { eventId: string; showTitle: boolean; updatedAt: Date; version: number };
}

export const isOwnOccurrence = (o: StoredOccurrence): o is OwnOccurrence => 'own' in o;

const WEEK_MS = 7 * 86_400_000;

function occurrence(event: OwnEvent, index: number, start: Date, end: Date): OwnOccurrence {
  return {
    userId: event.userId,
    sourceId: OWN_SOURCE_ID,
    sourceKind: OWN_SOURCE_ID,
    // The index, not the date: the n-th week keeps its id (and its export UID) when the event is moved.
    occurrenceId: event.weekly ? `${event.id}#${index}` : event.id,
    uid: event.id,
    title: event.title,
    description: event.note,
    location: event.location,
    eventType: OWN_EVENT_TYPE,
    start,
    end,
    allDay: false,
    sourceTimezone: event.timeZone,
    transparent: false,
    own: { eventId: event.id, showTitle: event.showTitle, updatedAt: event.updatedAt, version: event.version },
  };
}

/**
 * The occurrences of an own event that touch [from, to). A weekly one repeats at the same wall-clock
 * time of its zone every 7 days (so 18:00 stays 18:00 across a DST change) up to its last day.
 */
export function ownEventOccurrences(event: OwnEvent, from: Date, to: Date): OwnOccurrence[] {
  if (!event.weekly) return event.start < to && event.end > from ? [occurrence(event, 0, event.start, event.end)] : [];
  const zone = luxonZone(event.timeZone);
  const first = { start: DateTime.fromJSDate(event.start, { zone }), end: DateTime.fromJSDate(event.end, { zone }) };
  // Start a week early: DST moves a week's instants by an hour either way.
  let index = Math.max(0, Math.floor((from.getTime() - event.end.getTime()) / WEEK_MS) - 1);
  const out: OwnOccurrence[] = [];
  for (;;) {
    const start = first.start.plus({ weeks: index });
    if (start.toMillis() >= to.getTime()) break;
    if (event.repeatUntil !== null && localDate(start) > event.repeatUntil) break;
    const end = first.end.plus({ weeks: index });
    if (end.toMillis() > from.getTime()) out.push(occurrence(event, index, start.toJSDate(), end.toJSDate()));
    index++;
  }
  return out;
}

/**
 * What a co-member's comparison (and "in class now") may see of an own event (busy, and its title only when the
 * student chose to show it) or a study session (busy; with its title only to the group it belongs to, `groupId`).
 */
export function sharedWithGroups(o: StoredOccurrence, groupId?: string): { title: string; location: string; type: string } {
  // A study session is one group's business: every other group sees busy time only.
  if (isSessionOccurrence(o))
    return o.session.groupId === groupId ? { title: o.title, location: '', type: SESSION_TYPE } : { title: '', location: '', type: BUSY_TYPE };
  if (!isOwnOccurrence(o)) return { title: o.title, location: o.location, type: o.eventType };
  return o.own.showTitle ? { title: o.title, location: '', type: OWN_EVENT_TYPE } : { title: '', location: '', type: BUSY_TYPE };
}
