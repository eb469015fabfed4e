import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables every PostgreSQL service gets: the transactional outbox and processed event ids. */
export class PlatformTables1700000000000 implements MigrationInterface {
  name = 'PlatformTables1700000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS outbox_events (
      id uuid PRIMARY KEY,
      topic text NOT NULL,
      key text NOT NULL,
      value bytea NOT NULL,
      headers jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      published_at timestamptz,
      attempts integer NOT NULL DEFAULT 0
    )`);
    await q.query(`CREATE INDEX IF NOT EXISTS outbox_events_unpublished ON outbox_events (created_at) WHERE published_at IS NULL`);
    await q.query(`CREATE TABLE IF NOT EXISTS processed_events (
      consumer_group text NOT NULL,
      event_id uuid NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consumer_group, event_id)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS processed_events');
    await q.query('DROP TABLE IF EXISTS outbox_events');
  }
}
