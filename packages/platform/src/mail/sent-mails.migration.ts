import type { QueryRunner } from 'typeorm';

/**
 * The Mailer's record of each e-mail sent to a student (ADR 053), created by each service that sends
 * mail in its own migration: kind, subject as sent, language and time, never the address or body.
 * `userColumn` is the user id's column; identity ties it to its users table, the others delete the
 * rows in their account-deleted handlers.
 */
export async function createSentMails(q: QueryRunner, userColumn = 'user_id uuid NOT NULL'): Promise<void> {
  await q.query(`CREATE TABLE sent_mails (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      ${userColumn},
      kind text NOT NULL,
      subject text,
      language text NOT NULL,
      names_user_id uuid,
      sent_at timestamptz NOT NULL DEFAULT now()
    )`);
  await q.query(`CREATE INDEX sent_mails_user ON sent_mails (user_id, sent_at)`);
  await q.query(`CREATE INDEX sent_mails_names ON sent_mails (names_user_id) WHERE names_user_id IS NOT NULL`);
}

export async function dropSentMails(q: QueryRunner): Promise<void> {
  await q.query(`DROP TABLE IF EXISTS sent_mails`);
}

/**
 * No mail is recorded, and so none sent, for an account the service already forgot (ADR 047, 053):
 * the Mailer writes the row before sending, and this trigger refuses it when deleted_users holds the
 * account's digest (the platform's deletedUserDigest).
 */
export async function refuseMailsToDeleted(q: QueryRunner): Promise<void> {
  await q.query(`CREATE OR REPLACE FUNCTION sent_mails_refuse_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM deleted_users WHERE user_digest = encode(sha256(convert_to(lower(NEW.user_id::text), 'UTF8')), 'hex')) THEN
          RAISE EXCEPTION 'mail to a deleted account refused' USING ERRCODE = 'P0001';
        END IF;
        RETURN NEW;
      END $$`);
  await q.query(`CREATE TRIGGER sent_mails_refuse_deleted BEFORE INSERT ON sent_mails FOR EACH ROW EXECUTE FUNCTION sent_mails_refuse_deleted()`);
}

export async function dropRefuseMailsToDeleted(q: QueryRunner): Promise<void> {
  await q.query(`DROP TRIGGER IF EXISTS sent_mails_refuse_deleted ON sent_mails`);
  await q.query(`DROP FUNCTION IF EXISTS sent_mails_refuse_deleted()`);
}
