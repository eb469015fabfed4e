import { randomUUID } from 'node:crypto';
import { databaseUrlFor, deletedUserDigest } from '@overlap/platform';
import { Client } from 'pg';

async function withDb<T>(service: string, fn: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: databaseUrlFor(service) });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

const record = (db: Client, userId: string) =>
  db.query(`INSERT INTO sent_mails (user_id, kind, subject, language) VALUES ($1, 'invitation', 'A subject', 'en')`, [userId]);

/**
 * The record of a mail is written before the mail goes (ADR 053): in the services that forget an
 * account on its deletion event, a row for an account already forgotten is refused, so neither the
 * row nor the mail can follow a deletion that arrived between the recipient's lookup and the send.
 */
describe('sent-mail records of deleted accounts', () => {
  it.each(['groups', 'billing'])('%s refuses a record for an account it already forgot, and takes one for any other', async (service) => {
    const [gone, living] = [randomUUID(), randomUUID()];
    await withDb(service, async (db) => {
      await db.query(`INSERT INTO deleted_users (user_digest) VALUES ($1)`, [deletedUserDigest(gone)]);
      try {
        await expect(record(db, gone)).rejects.toThrow('mail to a deleted account refused');
        await record(db, living);
        expect((await db.query(`SELECT user_id FROM sent_mails WHERE user_id = ANY($1)`, [[gone, living]])).rows).toEqual([{ user_id: living }]);
      } finally {
        await db.query(`DELETE FROM sent_mails WHERE user_id = ANY($1)`, [[gone, living]]);
        await db.query(`DELETE FROM deleted_users WHERE user_digest = $1`, [deletedUserDigest(gone)]);
      }
    });
  });
});
