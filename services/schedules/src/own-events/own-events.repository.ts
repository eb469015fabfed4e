import { Injectable } from '@nestjs/common';
import { deletedUserDigest } from '@overlap/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { OWN_EVENT_COLUMNS, toOwnEvent, type OwnEventRow } from '../occurrences/occurrences.repository';
import type { OwnEvent } from '../occurrences/own-occurrences.rules';

/** What is stored of an own event, written by the service (which publishes the change in the same transaction). */
export type OwnEventFields = Omit<OwnEvent, 'id' | 'userId' | 'version' | 'updatedAt'>;

/** The `own_events` table. */
@Injectable()
export class OwnEventsRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async list(userId: string): Promise<OwnEvent[]> {
    const rows: OwnEventRow[] = await this.dataSource.query(`SELECT ${OWN_EVENT_COLUMNS} FROM own_events WHERE user_id = $1 ORDER BY start_at, id`, [userId]);
    return rows.map(toOwnEvent);
  }

  /** The event, locked for the rest of the transaction. */
  async lock(m: EntityManager, id: string): Promise<OwnEvent | undefined> {
    const rows: OwnEventRow[] = await m.query(`SELECT ${OWN_EVENT_COLUMNS} FROM own_events WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] && toOwnEvent(rows[0]);
  }

  /**
   * Stores a new event unless the user was deleted or already has `limit` events: undefined then.
   * The user's profile row is locked first, so two requests at once cannot both pass the limit.
   */
  async insert(m: EntityManager, id: string, userId: string, f: OwnEventFields, limit: number): Promise<OwnEvent | 'deleted' | 'full'> {
    const deleted: unknown[] = await m.query(`SELECT 1 FROM deleted_users WHERE user_digest = $1`, [deletedUserDigest(userId)]);
    if (deleted.length) return 'deleted';
    await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`own_events:${userId}`]);
    const [{ count }] = (await m.query(`SELECT count(*)::int AS count FROM own_events WHERE user_id = $1`, [userId])) as [{ count: number }];
    if (count >= limit) return 'full';
    const rows: OwnEventRow[] = await m.query(
      `INSERT INTO own_events (id, user_id, title, location, note, start_at, end_at, time_zone, repeat_weekly, repeat_until, show_title)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${OWN_EVENT_COLUMNS}`,
      [id, userId, f.title, f.location, f.note, f.start, f.end, f.timeZone, f.weekly, f.repeatUntil, f.showTitle],
    );
    return toOwnEvent(rows[0]!);
  }

  async update(m: EntityManager, id: string, f: OwnEventFields): Promise<OwnEvent> {
    // An UPDATE … RETURNING answers [rows, count] through TypeORM's query().
    const [rows] = (await m.query(
      `UPDATE own_events SET title = $2, location = $3, note = $4, start_at = $5, end_at = $6, time_zone = $7, repeat_weekly = $8,
              repeat_until = $9, show_title = $10, version = version + 1, updated_at = now()
        WHERE id = $1 RETURNING ${OWN_EVENT_COLUMNS}`,
      [id, f.title, f.location, f.note, f.start, f.end, f.timeZone, f.weekly, f.repeatUntil, f.showTitle],
    )) as [OwnEventRow[], number];
    return toOwnEvent(rows[0]!);
  }

  async delete(m: EntityManager, id: string): Promise<void> {
    await m.query(`DELETE FROM own_events WHERE id = $1`, [id]);
  }
}
