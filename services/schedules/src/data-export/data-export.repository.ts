import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

type Rows = Record<string, unknown>[];

/** Every schedules row about one student, for their data export (ADR 048); the export-link hash is left out. */
@Injectable()
export class DataExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  async occurrences(userId: string): Promise<Rows> {
    return (await this.dataSource.query(
      `SELECT source_id AS "sourceId", occurrence_id AS "occurrenceId", uid, title, description, location, event_type AS "eventType",
              start_at AS "start", end_at AS "end", all_day AS "allDay", source_timezone AS "sourceTimezone"
         FROM occurrences WHERE user_id = $1 ORDER BY start_at, source_id, occurrence_id`,
      [userId],
    )) as Rows;
  }

  /** The first start and last end among the stored classes and own events (a weekly one counts to its last day, if it has one). */
  async span(userId: string): Promise<{ first: Date | null; last: Date | null }> {
    const [row] = (await this.dataSource.query(
      `SELECT least((SELECT min(start_at) FROM occurrences WHERE user_id = $1), (SELECT min(start_at) FROM own_events WHERE user_id = $1)) AS first,
              greatest((SELECT max(end_at) FROM occurrences WHERE user_id = $1),
                       (SELECT max(CASE WHEN repeat_until IS NOT NULL THEN repeat_until::timestamptz + interval '1 day' ELSE end_at END) FROM own_events WHERE user_id = $1)) AS last`,
      [userId],
    )) as { first: Date | null; last: Date | null }[];
    return { first: row?.first ? new Date(row.first) : null, last: row?.last ? new Date(row.last) : null };
  }

  async sources(userId: string): Promise<Rows> {
    return (await this.dataSource.query(
      `SELECT source_id AS "sourceId", kind, name, removed_at AS "removedAt", window_start AS "coversFrom", window_end AS "coversTo", updated_at AS "updatedAt"
         FROM sources WHERE user_id = $1 ORDER BY source_id`,
      [userId],
    )) as Rows;
  }

  async clearedWeeks(userId: string): Promise<Rows> {
    return (await this.dataSource.query(
      `SELECT iso_year AS "year", iso_week AS "week", cleared_at AS "clearedAt" FROM cleared_weeks WHERE user_id = $1 ORDER BY iso_year, iso_week`,
      [userId],
    )) as Rows;
  }

  async calendarLink(userId: string): Promise<Record<string, unknown> | null> {
    const [row] = (await this.dataSource.query(`SELECT created_at AS "createdAt", last_read_at AS "lastReadAt" FROM calendar_exports WHERE user_id = $1`, [
      userId,
    ])) as Rows;
    return row ?? null;
  }

  async ownEvents(userId: string): Promise<Rows> {
    return (await this.dataSource.query(
      `SELECT id, title, location, note, start_at AS "start", end_at AS "end", time_zone AS "timeZone", repeat_weekly AS "repeatWeekly",
              repeat_until AS "repeatUntil", show_title AS "showTitleToGroups", created_at AS "createdAt", updated_at AS "updatedAt"
         FROM own_events WHERE user_id = $1 ORDER BY start_at`,
      [userId],
    )) as Rows;
  }
}
