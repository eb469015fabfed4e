import { createSentMails, dropSentMails } from '@overlap/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The e-mails this service sent to each student (the platform Mailer writes one row per mail): kind,
 * subject as sent, language and time, for the student's data export; never the address or the body.
 * The rows go with the account (the foreign key), like every table of identity's.
 */
export class SentMails1797100000000 implements MigrationInterface {
  name = 'SentMails1797100000000';

  async up(q: QueryRunner): Promise<void> {
    await createSentMails(q, 'user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE');
  }

  async down(q: QueryRunner): Promise<void> {
    await dropSentMails(q);
  }
}
