import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleted accounts, by the SHA-256 of the id (ADR 047): Stripe may still send events about a
 * deleted account's subscription (the customer's deletion cancels it), and a 15-minute access
 * token may still ask for a checkout; neither may store anything for it again.
 */
export class DeletedUsers1796100000000 implements MigrationInterface {
  name = 'DeletedUsers1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS deleted_users (
      user_digest text PRIMARY KEY,
      deleted_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS deleted_users');
  }
}
