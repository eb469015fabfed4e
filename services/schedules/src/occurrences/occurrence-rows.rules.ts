import { cleanText, isUserId, toDate } from '@overlap/platform';
import type { Occurrence, SourceOccurrencesReplaced } from '@overlap/proto';
import { isValidTimeZone } from '@overlap/time';

/** One occurrence as schedules stores it. */
export interface OccurrenceRow {
  occurrenceId: string;
  uid: string;
  title: string;
  description: string;
  location: string;
  eventType: string;
  start: Date;
  end: Date;
  allDay: boolean;
  sourceTimezone: string;
  /** Shown, never busy in comparisons and free time (TRANSP:TRANSPARENT, zero-length deadlines). */
  transparent: boolean;
}

const MAX = { id: 512, title: 500, location: 500, description: 10_000, type: 100, source: 200, name: 500 };

/** Why an event or occurrence was not applied; logged, never thrown (a throw would block the partition). */
export interface Rejection {
  reason: string;
  occurrenceId?: string;
}

export function sourceKeyProblem(userId: string, sourceId: string): string | undefined {
  if (!isUserId(userId)) return 'user_id is not a user id';
  if (!sourceId || sourceId.length > MAX.source) return 'source_id is empty or too long';
  return undefined;
}

function toRow(o: Occurrence, rejections: Rejection[]): OccurrenceRow | undefined {
  const start = toDate(o.start);
  if (!start) {
    rejections.push({ reason: 'missing or out-of-range start', occurrenceId: o.occurrenceId });
    return undefined;
  }
  // A missing end means a moment (or, all-day, one day); an end before the start is a broken source.
  let end = toDate(o.end) ?? (o.allDay ? new Date(start.getTime() + 86_400_000) : start);
  if (end < start) {
    rejections.push({ reason: 'end before start', occurrenceId: o.occurrenceId });
    return undefined;
  }
  if (o.allDay && end.getTime() === start.getTime()) end = new Date(start.getTime() + 86_400_000);
  const uid = cleanText(o.uid, MAX.id);
  const title = cleanText(o.title, MAX.title);
  const occurrenceId = cleanText(o.occurrenceId, MAX.id) || `${uid || title}@${start.toISOString()}`;
  const zone = cleanText(o.sourceTimezone, 100);
  return {
    occurrenceId,
    uid,
    title,
    description: cleanText(o.description, MAX.description),
    location: cleanText(o.location, MAX.location),
    eventType: cleanText(o.eventType, MAX.type) || 'Class',
    start,
    end,
    allDay: o.allDay,
    sourceTimezone: zone && isValidTimeZone(zone) ? zone : '',
    transparent: o.transparent,
  };
}

/** The rows to store for one replace event: checked, cleaned, one per occurrence id (the last one wins). */
export function occurrenceRows(event: SourceOccurrencesReplaced): { rows: OccurrenceRow[]; rejections: Rejection[] } {
  const rejections: Rejection[] = [];
  const byId = new Map<string, OccurrenceRow>();
  for (const o of event.occurrences) {
    const row = toRow(o, rejections);
    if (row) byId.set(row.occurrenceId, row);
  }
  return { rows: [...byId.values()], rejections };
}

/** The window the event is authoritative for; none (replace everything) when absent or inverted. */
export function replaceWindow(event: SourceOccurrencesReplaced): { start: Date; end: Date } | undefined {
  const start = toDate(event.windowStart);
  const end = toDate(event.windowEnd);
  return start && end && start < end ? { start, end } : undefined;
}

export const sourceText = { kind: (s: string) => cleanText(s, 50), name: (s: string) => cleanText(s, MAX.name) };

/** An occurrence as the calendar reads it back: the row and whose, from which source. */
export interface StoredOccurrence extends OccurrenceRow {
  userId: string;
  sourceId: string;
  sourceKind: string;
}
