import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The e-mails this service sent to each student (the platform Mailer writes one row per mail): kind,
 * subject as sent, language and time, for the student's data export; never the address or the body.
 * The account's deletion event removes them.
 */
export class SentMails1797100000000 implements MigrationInterface {
  name = 'SentMails1797100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE sent_mails (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL,
      kind text NOT NULL,
      subject text,
      language text NOT NULL,
      names_user_id uuid,
      sent_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX sent_mails_user ON sent_mails (user_id, sent_at)`);
    await q.query(`CREATE INDEX sent_mails_names ON sent_mails (names_user_id) WHERE names_user_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS sent_mails`);
  }
}
