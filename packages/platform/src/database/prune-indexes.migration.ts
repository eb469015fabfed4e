import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Lets the scheduled pruning (ADR 034) find old published outbox rows and processed event ids without a table scan. */
export class PruneIndexes1764060000000 implements MigrationInterface {
  name = 'PruneIndexes1764060000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS outbox_events_published ON outbox_events (published_at) WHERE published_at IS NOT NULL`);
    await q.query(`CREATE INDEX IF NOT EXISTS processed_events_processed_at ON processed_events (processed_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS processed_events_processed_at');
    await q.query('DROP INDEX IF EXISTS outbox_events_published');
  }
}
