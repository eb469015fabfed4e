import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One private calendar-export link per user, kept only as the SHA-256 of its token (ADR 032). */
export class CalendarExports1795600000000 implements MigrationInterface {
  name = 'CalendarExports1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS calendar_exports (
      user_id uuid PRIMARY KEY,
      token_hash bytea NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_read_at timestamptz
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS calendar_exports');
  }
}
