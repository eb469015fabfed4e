import type { MigrationInterface, QueryRunner } from 'typeorm';

const DIGEST = (column: string) => `encode(sha256(convert_to(lower(${column}::text), 'UTF8')), 'hex')`;

/**
 * A deleted account is remembered by the SHA-256 of its id in deleted_users, not as a blanked
 * user_profiles row that kept the id (ADR 047). Existing tombstones move there, with the projected
 * premium state of those accounts gone. For the rolling update, a tombstone a pod of the previous
 * release writes into user_profiles is moved the same way by a trigger as it is written; the
 * trigger goes with the next release.
 */
export class DeletedUserDigests1796100000000 implements MigrationInterface {
  name = 'DeletedUserDigests1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS deleted_users (
      user_digest text PRIMARY KEY,
      deleted_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`INSERT INTO deleted_users (user_digest, deleted_at)
      SELECT ${DIGEST('user_id')}, deleted_at FROM user_profiles WHERE deleted_at IS NOT NULL ON CONFLICT DO NOTHING`);
    await q.query(`DELETE FROM user_entitlements WHERE user_id IN (SELECT user_id FROM user_profiles WHERE deleted_at IS NOT NULL)`);
    await q.query(`DELETE FROM user_profiles WHERE deleted_at IS NOT NULL`);
    await q.query(`CREATE OR REPLACE FUNCTION user_profiles_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO deleted_users (user_digest) VALUES (${DIGEST('NEW.user_id')}) ON CONFLICT DO NOTHING;
        DELETE FROM user_entitlements WHERE user_id = NEW.user_id;
        DELETE FROM user_profiles WHERE user_id = NEW.user_id;
        RETURN NULL;
      END $$`);
    await q.query(`DROP TRIGGER IF EXISTS user_profiles_tombstone ON user_profiles`);
    await q.query(`CREATE TRIGGER user_profiles_tombstone AFTER INSERT OR UPDATE ON user_profiles
      FOR EACH ROW WHEN (NEW.deleted_at IS NOT NULL) EXECUTE FUNCTION user_profiles_tombstone()`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The ids cannot be recovered from their digests: the tombstones stay in deleted_users.
    await q.query(`DROP TRIGGER IF EXISTS user_profiles_tombstone ON user_profiles`);
    await q.query(`DROP FUNCTION IF EXISTS user_profiles_tombstone()`);
  }
}
