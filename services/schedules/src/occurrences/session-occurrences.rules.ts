import { ENTRY_TYPES } from '@overlap/contracts';
import type { StoredOccurrence } from './occurrence-rows.rules';

/** The source id every study session's occurrence carries, so the views tell them from classes. */
export const SESSION_SOURCE_ID = 'session';
/** The type a study session shows with in the calendar. */
export const SESSION_TYPE = ENTRY_TYPES.session;

export type SessionAttendance = 'none' | 'going' | 'maybe';

/** A study session as one member's calendar holds it (groups.sessions.v1, ADR 052). */
export interface AttendedSession {
  id: string;
  userId: string;
  groupId: string;
  groupName: string;
  title: string;
  location: string;
  note: string;
  start: Date;
  end: Date;
  answer: SessionAttendance;
  version: number;
  updatedAt: Date;
}

/** A session in a member's calendar, with what the export, the views and comparisons need. */
export interface SessionOccurrence extends StoredOccurrence {
  session: { sessionId: string; groupId: string; groupName: string; answer: SessionAttendance; version: number; updatedAt: Date };
}

export const isSessionOccurrence = (o: StoredOccurrence): o is SessionOccurrence => 'session' in o;

/**
 * The session as an occurrence: busy only for a member who is going (maybe or no answer yet shows
 * it, transparent, so free time and comparisons do not count it).
 */
export function sessionOccurrence(s: AttendedSession): SessionOccurrence {
  return {
    userId: s.userId,
    sourceId: SESSION_SOURCE_ID,
    sourceKind: SESSION_SOURCE_ID,
    // The session's id: its export UID stays the same when it is moved or retitled.
    occurrenceId: s.id,
    uid: s.id,
    title: s.title,
    description: s.note,
    location: s.location,
    eventType: SESSION_TYPE,
    start: s.start,
    end: s.end,
    allDay: false,
    sourceTimezone: 'UTC',
    transparent: s.answer !== 'going',
    session: { sessionId: s.id, groupId: s.groupId, groupName: s.groupName, answer: s.answer, version: s.version, updatedAt: s.updatedAt },
  };
}
