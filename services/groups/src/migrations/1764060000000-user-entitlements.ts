import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Billing's entitlements as groups keeps them (billing.entitlements.v1), for the invitation gate. */
export class UserEntitlements1764060000000 implements MigrationInterface {
  name = 'UserEntitlements1764060000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE user_entitlements (
      user_id uuid PRIMARY KEY,
      status text NOT NULL DEFAULT '',
      promo_until timestamptz,
      version bigint NOT NULL
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS user_entitlements');
  }
}
