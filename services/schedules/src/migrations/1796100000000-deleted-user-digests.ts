import type { MigrationInterface, QueryRunner } from 'typeorm';

const DIGEST = (column: string) => `encode(sha256(convert_to(lower(${column}::text), 'UTF8')), 'hex')`;

/**
 * A deleted account is remembered by the SHA-256 of its id, not the id (ADR 047): no store names
 * it once the deletion has settled. Existing rows are converted. For the rolling update, a row a
 * pod of the previous release inserts with the id is converted by a trigger as it is written (that
 * pod's own checks by id find nothing meanwhile, as before the deletion reached it); the column
 * and the trigger go with the next release.
 */
export class DeletedUserDigests1796100000000 implements MigrationInterface {
  name = 'DeletedUserDigests1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE deleted_users ADD COLUMN IF NOT EXISTS user_digest text`);
    await q.query(`ALTER TABLE deleted_users DROP CONSTRAINT IF EXISTS deleted_users_pkey`);
    await q.query(`ALTER TABLE deleted_users ALTER COLUMN user_id DROP NOT NULL`);
    await q.query(`UPDATE deleted_users SET user_digest = ${DIGEST('user_id')}, user_id = NULL WHERE user_id IS NOT NULL`);
    await q.query(`ALTER TABLE deleted_users ALTER COLUMN user_digest SET NOT NULL`);
    await q.query(`ALTER TABLE deleted_users ADD PRIMARY KEY (user_digest)`);
    await q.query(`CREATE OR REPLACE FUNCTION deleted_users_digest() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.user_id IS NOT NULL THEN
          NEW.user_digest := ${DIGEST('NEW.user_id')};
          NEW.user_id := NULL;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`DROP TRIGGER IF EXISTS deleted_users_digest ON deleted_users`);
    await q.query(`CREATE TRIGGER deleted_users_digest BEFORE INSERT ON deleted_users FOR EACH ROW EXECUTE FUNCTION deleted_users_digest()`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The ids cannot be recovered from their digests: the tombstones stay as digests.
    await q.query(`DROP TRIGGER IF EXISTS deleted_users_digest ON deleted_users`);
    await q.query(`DROP FUNCTION IF EXISTS deleted_users_digest()`);
  }
}
