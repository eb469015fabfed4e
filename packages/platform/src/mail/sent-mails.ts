import type { DataSource, EntityManager } from 'typeorm';

/**
 * Every e-mail a service sent to a student, in that service's own database (`sent_mails`, created by
 * each mailing service's migration): the student's record of it for Download my data, never the
 * catcher's or the inbox's copy. The address and the body are not kept; the subject is, as sent.
 */
export interface SentMailRecord {
  kind: string;
  /** null once the student it named deleted their account (an invitation names the inviter). */
  subject: string | null;
  language: string;
  sentAt: string;
}

/** Who a mail goes to, and whom its subject names, for the record. */
export interface MailRecipient {
  /** The student the mail is sent to: the record is theirs, exported with their data and deleted with their account. */
  userId: string;
  /** Another student the subject names: their account's deletion removes the subject from this record. */
  namesUserId?: string;
}

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/** Records a mail about to be sent; answers the record's id, to take it back if sending fails. */
export async function recordSentMail(db: Queryable, recipient: MailRecipient, mail: { kind: string; subject: string; language: string }): Promise<string> {
  const [row]: { id: string }[] = await db.query(
    `INSERT INTO sent_mails (user_id, kind, subject, language, names_user_id) VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id`,
    [recipient.userId, mail.kind, mail.subject, mail.language, recipient.namesUserId ?? null],
  );
  return row!.id;
}

/** A record whose mail never left (the SMTP server refused it). */
export async function withdrawSentMail(db: Queryable, id: string): Promise<void> {
  await db.query(`DELETE FROM sent_mails WHERE id = $1`, [id]);
}

/** The student's mails, oldest first, as their data export shows them. */
export async function sentMailsOf(db: Queryable, userId: string): Promise<SentMailRecord[]> {
  const rows: { kind: string; subject: string | null; language: string; sent_at: Date }[] = await db.query(
    `SELECT kind, subject, language, sent_at FROM sent_mails WHERE user_id = $1 ORDER BY sent_at, id`,
    [userId],
  );
  return rows.map((r) => ({ kind: r.kind, subject: r.subject, language: r.language, sentAt: r.sent_at.toISOString() }));
}

/**
 * A deleted account's mails go, and other students' records keep no subject that named it: the
 * mail was theirs (it stays, without the name), the name was not.
 */
export async function forgetSentMails(db: Queryable, userId: string): Promise<void> {
  await db.query(`DELETE FROM sent_mails WHERE user_id = $1`, [userId]);
  await db.query(`UPDATE sent_mails SET subject = NULL, names_user_id = NULL WHERE names_user_id = $1`, [userId]);
}
