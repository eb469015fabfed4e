import { dropRefuseMailsToDeleted, refuseMailsToDeleted } from '@overlap/platform';
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
    await refuseMailsToDeleted(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropRefuseMailsToDeleted(q);
  }
}
