import { Injectable } from '@nestjs/common';
import { deletedUserDigest } from '@overlap/platform';
import { DataSource, type EntityManager } from 'typeorm';
import type { OccurrenceRow } from './occurrence-rows.rules';
import { parseVersion } from './source-version.rules';

/**
 * `sources` and their `occurrences`: applying ingestion's events (always inside the consumer's
 * transaction) and when each source last changed.
 */
@Injectable()
export class SourcesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async isDeletedUser(m: EntityManager, userId: string): Promise<boolean> {
    const rows: unknown[] = await m.query(`SELECT 1 FROM deleted_users WHERE user_digest = $1`, [deletedUserDigest(userId)]);
    return rows.length > 0;
  }

  /** Locks the source's row (creating it) so events for one source apply one after another. */
  async lockVersion(m: EntityManager, userId: string, sourceId: string): Promise<bigint | null> {
    await m.query(`INSERT INTO sources (user_id, source_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, sourceId]);
    const [row] = (await m.query(`SELECT version::text AS version FROM sources WHERE user_id = $1 AND source_id = $2 FOR UPDATE`, [userId, sourceId])) as {
      version: string | null;
    }[];
    return parseVersion(row?.version);
  }

  /**
   * Replaces what the window owns: every stored occurrence overlapping it (all of them without a
   * window). Occurrences before the window stay, so past weeks survive the rolling horizon.
   * Written as a difference: a feed that moved one class rewrites that row, not its whole term
   * (a replace used to delete and re-insert every row, ~600 row writes plus their index entries
   * for a 300-class feed). Returns how many occurrences were removed and how many were added or
   * changed (both 0: the calendar looks as before).
   */
  async replace(
    m: EntityManager,
    source: { userId: string; sourceId: string; kind: string; name: string; version: bigint },
    window: { start: Date; end: Date } | undefined,
    rows: OccurrenceRow[],
  ): Promise<{ removed: number; written: number }> {
    const { userId, sourceId } = source;
    const ids = rows.map((r) => r.occurrenceId);
    // Those the window owned and the new set no longer has. `<> ALL` (hashed from PostgreSQL 15 on)
    // rather than an anti-join: with the source's rows just written and not yet analyzed, the
    // planner chose a nested loop over the array, 45k comparisons for 300 classes (5-30 ms).
    const [, removed] = window
      ? ((await m.query(
          `DELETE FROM occurrences o WHERE o.user_id = $1 AND o.source_id = $2 AND o.start_at < $4 AND (o.end_at > $3 OR o.start_at >= $3)
             AND o.occurrence_id <> ALL($5::text[])`,
          [userId, sourceId, window.start.toISOString(), window.end.toISOString(), ids],
        )) as [unknown, number])
      : ((await m.query(
          `DELETE FROM occurrences o WHERE o.user_id = $1 AND o.source_id = $2
             AND o.occurrence_id <> ALL($3::text[])`,
          [userId, sourceId, ids],
        )) as [unknown, number]);
    let written = 0;
    if (rows.length) {
      // New ones are inserted; a stored one is updated only when one of its fields differs. Equal
      // rows are left out before ON CONFLICT, which would lock (so write) each one it meets; the
      // source's row lock (lockVersion) keeps them equal until the update.
      const changed: unknown[] = await m.query(
        `INSERT INTO occurrences (user_id, source_id, occurrence_id, uid, title, description, location, event_type, start_at, end_at, all_day, source_timezone, transparent)
         SELECT $1, $2, t.* FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[], $10::timestamptz[], $11::boolean[], $12::text[], $13::boolean[])
           AS t(occurrence_id, uid, title, description, location, event_type, start_at, end_at, all_day, source_timezone, transparent)
         WHERE NOT EXISTS (SELECT 1 FROM occurrences s WHERE s.user_id = $1 AND s.source_id = $2 AND s.occurrence_id = t.occurrence_id
           AND (s.uid, s.title, s.description, s.location, s.event_type, s.start_at, s.end_at, s.all_day, s.source_timezone, s.transparent)
             IS NOT DISTINCT FROM (t.uid, t.title, t.description, t.location, t.event_type, t.start_at, t.end_at, t.all_day, t.source_timezone, t.transparent))
         ON CONFLICT (user_id, source_id, occurrence_id) DO UPDATE SET
           uid = EXCLUDED.uid, title = EXCLUDED.title, description = EXCLUDED.description, location = EXCLUDED.location,
           event_type = EXCLUDED.event_type, start_at = EXCLUDED.start_at, end_at = EXCLUDED.end_at,
           all_day = EXCLUDED.all_day, source_timezone = EXCLUDED.source_timezone, transparent = EXCLUDED.transparent
         RETURNING 1`,
        [
          userId,
          sourceId,
          ids,
          rows.map((r) => r.uid),
          rows.map((r) => r.title),
          rows.map((r) => r.description),
          rows.map((r) => r.location),
          rows.map((r) => r.eventType),
          rows.map((r) => r.start.toISOString()),
          rows.map((r) => r.end.toISOString()),
          rows.map((r) => r.allDay),
          rows.map((r) => r.sourceTimezone),
          rows.map((r) => r.transparent),
        ],
      );
      written = changed.length;
    }
    // Readers bound their index scan by the longest stored occurrence (see occurrences.repository.ts).
    await m.query(
      `UPDATE sources SET kind = $3, name = $4, version = $5, removed_at = NULL, window_start = $6, window_end = $7, updated_at = now(),
         max_duration = coalesce((SELECT max(end_at - start_at) FROM occurrences WHERE user_id = $1 AND source_id = $2), '0')
       WHERE user_id = $1 AND source_id = $2`,
      [userId, sourceId, source.kind, source.name, source.version.toString(), window?.start.toISOString() ?? null, window?.end.toISOString() ?? null],
    );
    return { removed, written };
  }

  /** Deletes the source's occurrences and keeps the row with its version as a tombstone. */
  async remove(m: EntityManager, userId: string, sourceId: string, version: bigint): Promise<number> {
    const [, removed] = (await m.query(`DELETE FROM occurrences WHERE user_id = $1 AND source_id = $2`, [userId, sourceId])) as [unknown, number];
    await m.query(`UPDATE sources SET version = $3, removed_at = now(), max_duration = '0', updated_at = now() WHERE user_id = $1 AND source_id = $2`, [
      userId,
      sourceId,
      version.toString(),
    ]);
    return removed;
  }

  /** When each of the user's sources last changed, by source id. */
  async changedAt(userId: string): Promise<Map<string, Date>> {
    const rows: { source_id: string; updated_at: Date }[] = await this.dataSource.query(`SELECT source_id, updated_at FROM sources WHERE user_id = $1`, [
      userId,
    ]);
    return new Map(rows.map((r) => [r.source_id, r.updated_at]));
  }
}
