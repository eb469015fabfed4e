import { Injectable } from '@nestjs/common';
import { deletedUserDigest } from '@overlap/platform';
import { DataSource } from 'typeorm';
import type { IsoWeek } from '@overlap/time';
import { ScheduleChange, ScheduleEvents } from '../changes/schedule.events';

/** A week the user cleared, and since when. */
export interface ClearedWeek {
  week: number;
  year: number;
  clearedAt: Date;
}

/**
 * The weeks a user cleared; their occurrences stay stored and are hidden on every read. Clearing
 * or restoring a week publishes a schedule change in the same transaction (the user's other tabs
 * and their co-members' comparisons read it again).
 */
@Injectable()
export class ClearedWeeksRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: ScheduleEvents,
  ) {}

  /** Records the week (keeping the first clearing time); nothing is written for a deleted user. */
  async clear(userId: string, week: IsoWeek): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      const inserted: unknown[] = await m.query(
        `INSERT INTO cleared_weeks (user_id, iso_year, iso_week)
         SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM deleted_users WHERE user_digest = $4)
         ON CONFLICT DO NOTHING RETURNING 1`,
        [userId, week.year, week.week, deletedUserDigest(userId)],
      );
      if (inserted.length) await this.changes.changed(m, userId, ScheduleChange.WEEK_CLEARED);
    });
  }

  /** Whether the week had been cleared. */
  async restore(userId: string, week: IsoWeek): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      const [, count] = (await m.query(`DELETE FROM cleared_weeks WHERE user_id = $1 AND iso_year = $2 AND iso_week = $3`, [userId, week.year, week.week])) as [
        unknown,
        number,
      ];
      if (count > 0) await this.changes.changed(m, userId, ScheduleChange.WEEK_RESTORED);
      return count > 0;
    });
  }

  async list(userId: string): Promise<ClearedWeek[]> {
    const rows: { iso_year: number; iso_week: number; cleared_at: Date }[] = await this.dataSource.query(
      `SELECT iso_year, iso_week, cleared_at FROM cleared_weeks WHERE user_id = $1 ORDER BY iso_year, iso_week`,
      [userId],
    );
    return rows.map((r) => ({ week: r.iso_week, year: r.iso_year, clearedAt: r.cleared_at }));
  }
}
