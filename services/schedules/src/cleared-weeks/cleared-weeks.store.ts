import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { IsoWeek } from '@overlap/time';

/** The weeks a user cleared; their occurrences stay stored and are hidden on every read. */
@Injectable()
export class ClearedWeeksStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Records the week (keeping the first clearing time); nothing is written for a deleted user. */
  async clear(userId: string, week: IsoWeek): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO cleared_weeks (user_id, iso_year, iso_week)
       SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM deleted_users WHERE user_id = $1)
       ON CONFLICT DO NOTHING`,
      [userId, week.year, week.week],
    );
  }

  /** Whether the week had been cleared. */
  async restore(userId: string, week: IsoWeek): Promise<boolean> {
    const [, count] = (await this.dataSource.query(`DELETE FROM cleared_weeks WHERE user_id = $1 AND iso_year = $2 AND iso_week = $3`, [
      userId,
      week.year,
      week.week,
    ])) as [unknown, number];
    return count > 0;
  }

  async list(userId: string): Promise<{ week: number; year: number; clearedAt: Date }[]> {
    const rows: { iso_year: number; iso_week: number; cleared_at: Date }[] = await this.dataSource.query(
      `SELECT iso_year, iso_week, cleared_at FROM cleared_weeks WHERE user_id = $1 ORDER BY iso_year, iso_week`,
      [userId],
    );
    return rows.map((r) => ({ week: r.iso_week, year: r.iso_year, clearedAt: r.cleared_at }));
  }
}
