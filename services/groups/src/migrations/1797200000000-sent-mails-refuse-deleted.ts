import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * No mail is recorded, and so none sent, for an account this service already forgot (ADR 047, 053): a
 * mail whose recipient was looked up just before the deletion event arrived would otherwise leave a
 * row naming the account after its deletion. The Mailer writes the row before sending; this refuses it.
 * The digest is the one deleted_users holds (the platform's deletedUserDigest).
 */
export class SentMailsRefuseDeleted1797200000000 implements MigrationInterface {
  name = 'SentMailsRefuseDeleted1797200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION sent_mails_refuse_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM deleted_users WHERE user_digest = encode(sha256(convert_to(lower(NEW.user_id::text), 'UTF8')), 'hex')) THEN
          RAISE EXCEPTION 'mail to a deleted account refused' USING ERRCODE = 'P0001';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER sent_mails_refuse_deleted BEFORE INSERT ON sent_mails FOR EACH ROW EXECUTE FUNCTION sent_mails_refuse_deleted()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS sent_mails_refuse_deleted ON sent_mails`);
    await q.query(`DROP FUNCTION IF EXISTS sent_mails_refuse_deleted()`);
  }
}
