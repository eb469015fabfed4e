import { createSentMails, dropSentMails } from '@overlap/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The e-mails this service sent to each student (the platform Mailer writes one row per mail): kind,
 * subject as sent, language and time, for the student's data export; never the address or the body.
 * The account's deletion event removes them.
 */
export class SentMails1797100000000 implements MigrationInterface {
  name = 'SentMails1797100000000';

  async up(q: QueryRunner): Promise<void> {
    await createSentMails(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropSentMails(q);
  }
}
