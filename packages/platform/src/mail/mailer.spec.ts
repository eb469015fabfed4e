import type pino from 'pino';
import type { DataSource } from 'typeorm';
import { Mailer, type OutgoingMail } from './mailer';
import { forgetSentMails, sentMailsOf } from './sent-mails';

const ANN = '0b6f7e8e-4c1f-4a39-9d4c-1b1d2c3e4f50';
const BOB = '7d0c9a1e-2b3c-4d5e-8f60-718293a4b5c6';

const invitation: OutgoingMail = {
  to: 'ann@uni.test',
  kind: 'invitation',
  subject: 'Bob Berg invited you to the study group Macro',
  language: 'en',
  text: 't',
  html: '<p>t</p>',
};

/** A sent_mails table in memory, answering the few statements the records use. */
function fakeDb() {
  const rows: { id: string; user_id: string; kind: string; subject: string | null; language: string; names_user_id: string | null; sent_at: Date }[] = [];
  let next = 1;
  const query = jest.fn(async (sql: string, params: unknown[]) => {
    if (sql.startsWith('INSERT INTO sent_mails')) {
      const [user_id, kind, subject, language, names_user_id] = params as [string, string, string, string, string | null];
      const id = String(next++);
      rows.push({ id, user_id, kind, subject, language, names_user_id, sent_at: new Date(Date.UTC(2026, 10, 28, 12, 0, next)) });
      return [{ id }];
    }
    if (sql.startsWith('DELETE FROM sent_mails WHERE id'))
      rows.splice(
        rows.findIndex((r) => r.id === params[0]),
        1,
      );
    else if (sql.startsWith('DELETE FROM sent_mails WHERE user_id')) rows.splice(0, rows.length, ...rows.filter((r) => r.user_id !== params[0]));
    else if (sql.startsWith('UPDATE sent_mails'))
      for (const r of rows.filter((r) => r.names_user_id === params[0])) Object.assign(r, { subject: null, names_user_id: null });
    else if (sql.startsWith('SELECT')) return rows.filter((r) => r.user_id === params[0]);
    else throw new Error(`unexpected statement ${sql}`);
    return [];
  });
  return { rows, db: { query } as unknown as DataSource };
}

function mailerWith(db: DataSource, sendMail: jest.Mock) {
  const logged: unknown[] = [];
  const logger = { info: (o: unknown, msg: string) => void logged.push([o, msg]) } as unknown as pino.Logger;
  const mailer = new Mailer(db, logger);
  (mailer as unknown as { transport: { sendMail: jest.Mock } }).transport = { sendMail };
  return { mailer, logged };
}

describe('Mailer', () => {
  it("sends the message and logs only which mail it was: a subject may name the sender (an invitation's does)", async () => {
    const sendMail = jest.fn(async () => ({}));
    const { mailer, logged } = mailerWith(fakeDb().db, sendMail);
    await mailer.send(invitation, { userId: ANN, namesUserId: BOB });
    expect(sendMail).toHaveBeenCalledWith(expect.objectContaining({ to: 'ann@uni.test', subject: invitation.subject, text: 't', html: '<p>t</p>' }));
    const [message] = sendMail.mock.calls[0] as unknown as [object];
    expect(Object.keys(message).sort()).toEqual(['from', 'html', 'subject', 'text', 'to']);
    expect(logged).toEqual([[{ kind: 'invitation' }, 'mail sent']]);
    expect(JSON.stringify(logged)).not.toMatch(/Bob|ann@/);
  });

  it("records the mail as the recipient's: kind, subject as sent, language and time, never the address or the body", async () => {
    const { db, rows } = fakeDb();
    const { mailer } = mailerWith(
      db,
      jest.fn(async () => ({})),
    );
    await mailer.send(invitation, { userId: ANN, namesUserId: BOB });
    await mailer.send({ ...invitation, to: 'bob@uni.test', kind: 'password-reset', subject: 'Reset your Overlap password' }, { userId: BOB });
    expect(await sentMailsOf(db, ANN)).toEqual([
      { kind: 'invitation', subject: 'Bob Berg invited you to the study group Macro', language: 'en', sentAt: expect.stringMatching(/^2026-11-28T12:00/) },
    ]);
    expect(await sentMailsOf(db, BOB)).toEqual([expect.objectContaining({ kind: 'password-reset' })]);
    expect(JSON.stringify(rows)).not.toMatch(/@uni\.test|<p>/);
  });

  it('takes the record back when the SMTP server refuses the mail, and the caller learns it failed', async () => {
    const { db, rows } = fakeDb();
    const { mailer, logged } = mailerWith(
      db,
      jest.fn(async () => {
        throw new Error('554 refused');
      }),
    );
    await expect(mailer.send(invitation, { userId: ANN })).rejects.toThrow('554 refused');
    expect(rows).toEqual([]);
    expect(logged).toEqual([]);
  });

  it("does not send when the record cannot be written: no mail the student's export would not show", async () => {
    const sendMail = jest.fn(async () => ({}));
    const db = { query: jest.fn(async () => Promise.reject(new Error('relation "sent_mails" does not exist'))) } as unknown as DataSource;
    await expect(mailerWith(db, sendMail).mailer.send(invitation, { userId: ANN })).rejects.toThrow(/sent_mails/);
    expect(sendMail).not.toHaveBeenCalled();
  });

  it("forgets a deleted account's mails and the subjects that named it, keeping the other student's record of the mail", async () => {
    const { db } = fakeDb();
    const { mailer } = mailerWith(
      db,
      jest.fn(async () => ({})),
    );
    await mailer.send(invitation, { userId: ANN, namesUserId: BOB });
    await mailer.send({ ...invitation, kind: 'trial-reminder', subject: 'Your trial ends in 3 days' }, { userId: BOB });
    await forgetSentMails(db, BOB);
    expect(await sentMailsOf(db, BOB)).toEqual([]);
    expect(await sentMailsOf(db, ANN)).toEqual([expect.objectContaining({ kind: 'invitation', subject: null, language: 'en' })]);
  });
});
