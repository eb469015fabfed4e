import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StoredOccurrence } from './occurrence-rows.rules';
import type { OwnEvent } from './own-occurrences.rules';
import type { AttendedSession, SessionAttendance } from './session-occurrences.rules';

/** A stored occurrence as the calendar views read it: the row with its owner and source. */
interface Row {
  user_id: string;
  source_id: string;
  source_kind: string;
  occurrence_id: string;
  uid: string;
  title: string;
  description: string;
  location: string;
  event_type: string;
  start_at: Date;
  end_at: Date;
  all_day: boolean;
  source_timezone: string;
  transparent: boolean;
}

/** An own_events row (own-events/ writes them, the calendar reads them here). */
export interface OwnEventRow {
  id: string;
  user_id: string;
  title: string;
  location: string;
  note: string;
  start_at: Date;
  end_at: Date;
  time_zone: string;
  repeat_weekly: boolean;
  repeat_until: string | null;
  show_title: boolean;
  version: number;
  updated_at: Date;
}

export const OWN_EVENT_COLUMNS = `id, user_id, title, location, note, start_at, end_at, time_zone, repeat_weekly, repeat_until::text AS repeat_until,
  show_title, version, updated_at`;

export const toOwnEvent = (r: OwnEventRow): OwnEvent => ({
  id: r.id,
  userId: r.user_id,
  title: r.title,
  location: r.location,
  note: r.note,
  start: r.start_at,
  end: r.end_at,
  timeZone: r.time_zone,
  weekly: r.repeat_weekly,
  repeatUntil: r.repeat_until,
  showTitle: r.show_title,
  version: Number(r.version),
  updatedAt: r.updated_at,
});

// All-day dates are read in the source's zone and shown at the user's local midnight, up to
// ~26 hours from the stored instants; the scan is widened by this much and pieces are cut exactly later.
const ALL_DAY_MARGIN_MS = 2 * 86_400_000;

/** The reads behind every view of a calendar: occurrences in a window, and each user's zone and cleared weeks. */
@Injectable()
export class OccurrencesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Occurrences of these users that may touch [from, to), in one range scan of (user_id, start_at):
   * the lower bound is `from` minus the longest stored occurrence of these users, so long events that
   * began earlier are found without scanning a user's whole history.
   */
  async overlapping(userIds: string[], from: Date, to: Date): Promise<StoredOccurrence[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT o.user_id, o.source_id, s.kind AS source_kind, o.occurrence_id, o.uid, o.title, o.description, o.location,
              o.event_type, o.start_at, o.end_at, o.all_day, o.source_timezone, o.transparent
         FROM occurrences o
         JOIN sources s ON s.user_id = o.user_id AND s.source_id = o.source_id
        WHERE o.user_id = ANY($1::uuid[])
          AND o.start_at < $3
          AND o.start_at >= $2::timestamptz - (SELECT coalesce(max(max_duration), interval '0') FROM sources WHERE user_id = ANY($1::uuid[]))
          AND o.end_at >= $2
        ORDER BY o.start_at, o.occurrence_id`,
      [userIds, new Date(from.getTime() - ALL_DAY_MARGIN_MS).toISOString(), new Date(to.getTime() + ALL_DAY_MARGIN_MS).toISOString()],
    );
    return rows.map((r) => ({
      userId: r.user_id,
      sourceId: r.source_id,
      sourceKind: r.source_kind,
      occurrenceId: r.occurrence_id,
      uid: r.uid,
      title: r.title,
      description: r.description,
      location: r.location,
      eventType: r.event_type,
      start: r.start_at,
      end: r.end_at,
      allDay: r.all_day,
      sourceTimezone: r.source_timezone,
      transparent: r.transparent,
    }));
  }

  /**
   * The own events of these users that may touch [from, to): a one-off one overlapping it, a weekly
   * one begun before its end and not over before its start (its last day read with a day's margin
   * either way, as zones differ). One index range scan of (user_id, start_at).
   */
  async ownEventsOverlapping(userIds: string[], from: Date, to: Date): Promise<OwnEvent[]> {
    const rows: OwnEventRow[] = await this.dataSource.query(
      `SELECT ${OWN_EVENT_COLUMNS} FROM own_events
        WHERE user_id = ANY($1::uuid[]) AND start_at < $3
          AND (end_at > $2 OR (repeat_weekly AND (repeat_until IS NULL OR repeat_until >= ($2::timestamptz AT TIME ZONE 'UTC')::date - 1)))
        ORDER BY start_at, id`,
      [userIds, from.toISOString(), to.toISOString()],
    );
    return rows.map(toOwnEvent);
  }

  /**
   * The study sessions these users have not declined that touch [from, to): one index range scan of
   * the attendees' (user_id, start_at); a session lasts at most 12 hours.
   */
  async sessionsOverlapping(userIds: string[], from: Date, to: Date): Promise<AttendedSession[]> {
    const rows: {
      id: string;
      user_id: string;
      group_id: string;
      group_name: string;
      title: string;
      location: string;
      note: string;
      start_at: Date;
      end_at: Date;
      answer: SessionAttendance;
      version: string;
      updated_at: Date;
    }[] = await this.dataSource.query(
      `SELECT s.id, a.user_id, s.group_id, s.group_name, s.title, s.location, s.note, s.start_at, s.end_at, a.answer, s.version, s.updated_at
         FROM group_session_attendees a JOIN group_sessions s ON s.id = a.session_id
        WHERE a.user_id = ANY($1::uuid[]) AND a.start_at < $3 AND a.start_at >= $2::timestamptz - interval '12 hours' AND s.end_at > $2
        ORDER BY a.start_at, s.id`,
      [userIds, from.toISOString(), to.toISOString()],
    );
    return rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      groupId: r.group_id,
      groupName: r.group_name,
      title: r.title,
      location: r.location,
      note: r.note,
      start: r.start_at,
      end: r.end_at,
      answer: r.answer,
      version: Number(r.version),
      updatedAt: r.updated_at,
    }));
  }

  /** Each user's stored time zone (null while identity has not told us) and cleared weeks, in one query. */
  async calendarSettings(userIds: string[]): Promise<Map<string, { timezone: string | null; clearedWeekKeys: number[] }>> {
    const rows: { user_id: string; timezone: string | null; cleared: number[] }[] = await this.dataSource.query(
      `SELECT u.id::text AS user_id, p.timezone,
              coalesce((SELECT array_agg(c.iso_year * 100 + c.iso_week) FROM cleared_weeks c WHERE c.user_id = u.id), '{}') AS cleared
         FROM unnest($1::uuid[]) AS u(id)
         LEFT JOIN user_profiles p ON p.user_id = u.id`,
      [userIds],
    );
    return new Map(rows.map((r) => [r.user_id, { timezone: r.timezone, clearedWeekKeys: r.cleared.map(Number) }]));
  }
}
