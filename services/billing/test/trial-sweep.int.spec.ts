import { randomUUID } from 'node:crypto';
import type { UserContact } from '@overlap/contracts';
import { openDataSource, type Mailer, type OutgoingMail } from '@overlap/platform';
import type pino from 'pino';
import type { DataSource } from 'typeorm';
import { BillingSchema1764050000000 } from '../src/migrations/1764050000000-billing-schema';
import type { IdentityContacts } from '../src/reminders/identity-contacts.client';
import { TrialReminders } from '../src/reminders/trial-reminders.job';

jest.setTimeout(30_000);

// Far ahead, so the sweep sees only this test's trials in billing's real database.
const NOW = new Date('2099-01-01T00:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

let db: DataSource;
beforeAll(async () => {
  db = await openDataSource({ service: 'billing', entities: [], migrations: [BillingSchema1764050000000] });
});
afterAll(async () => {
  await db.query(`DELETE FROM entitlements WHERE trial_end > $1`, [NOW]);
  await db.destroy();
});

async function trial(trialEnd: Date, remindedFor: Date | null = null): Promise<string> {
  const userId = randomUUID();
  await db.query(`INSERT INTO entitlements (user_id, plan_type, status, trial_end, trial_reminder_for) VALUES ($1, 'month', 'trialing', $2, $3)`, [
    userId,
    trialEnd,
    remindedFor,
  ]);
  return userId;
}

function reminders(contacts: Record<string, UserContact>, failFor: Set<string> = new Set()) {
  const sent: OutgoingMail[] = [];
  const identity = { contact: async (userId: string) => contacts[userId] } as unknown as IdentityContacts;
  const mailer = {
    send: async (mail: OutgoingMail) => {
      if (failFor.has(mail.to)) throw new Error('SMTP down');
      sent.push(mail);
    },
  } as unknown as Mailer;
  const logger = { warn: () => undefined, error: () => undefined } as unknown as pino.Logger;
  return { sent, reminders: new TrialReminders(db, identity, mailer, logger) };
}

const contact = (email: string, emailNotifications = true): UserContact => ({ email, firstName: 'Sam', language: 'en', emailNotifications });

describe('the daily trial reminder sweep', () => {
  it('reminds trials ending within three days once, skips those who turned e-mail off, and retries a failed send', async () => {
    const due = await trial(inDays(2));
    const quiet = await trial(inDays(1));
    const later = await trial(inDays(5));
    const announced = await trial(inDays(2), inDays(2));
    const flaky = await trial(inDays(3));
    const contacts = {
      [due]: contact('due@uni.test'),
      [quiet]: contact('quiet@uni.test', false),
      [later]: contact('later@uni.test'),
      [announced]: contact('announced@uni.test'),
      [flaky]: contact('flaky@uni.test'),
    };
    const first = reminders(contacts, new Set(['flaky@uni.test']));
    expect(await first.reminders.sweep(NOW)).toBe(1);
    expect(first.sent.map((m) => [m.to, m.subject])).toEqual([['due@uni.test', 'Your Overlap free trial ends in 2 days']]);

    const second = reminders(contacts);
    expect(await second.reminders.sweep(NOW)).toBe(1);
    expect(second.sent.map((m) => m.to)).toEqual(['flaky@uni.test']);
    expect(await second.reminders.sweep(NOW)).toBe(0);
  });
});
