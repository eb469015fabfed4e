import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A student's own events (a job shift, training, an appointment): one row per event, a weekly one
 * expanded when read (ADR 045). The checks repeat the API's rules so no path stores an event that
 * ends before it starts or lasts more than 12 hours.
 */
export class OwnEvents1795700000000 implements MigrationInterface {
  name = 'OwnEvents1795700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS own_events (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      title text NOT NULL,
      location text NOT NULL DEFAULT '',
      note text NOT NULL DEFAULT '',
      start_at timestamptz NOT NULL,
      end_at timestamptz NOT NULL,
      time_zone text NOT NULL,
      repeat_weekly boolean NOT NULL DEFAULT false,
      repeat_until date,
      show_title boolean NOT NULL DEFAULT false,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT own_events_span CHECK (end_at > start_at AND end_at - start_at <= interval '12 hours'),
      CONSTRAINT own_events_until CHECK (repeat_until IS NULL OR repeat_weekly)
    )`);
    await q.query('CREATE INDEX IF NOT EXISTS own_events_user_start ON own_events (user_id, start_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS own_events');
  }
}
