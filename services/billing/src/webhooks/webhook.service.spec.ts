import type pino from 'pino';
import Stripe from 'stripe';
import type { DataSource } from 'typeorm';
import type { StripeCustomers } from '../checkout/stripe-customers.repository';
import { billingConfig } from '../config';
import type { EntitlementsRepository, SubscriptionSnapshot } from '../entitlements/entitlements.repository';
import type { TrialReminders } from '../reminders/trial-reminders.job';
import type { DeletedUsersRepository } from '../users/deleted-users.repository';
import { WebhookService } from './webhook.service';

const SECRET = 'whsec_unit_test';
(billingConfig as { stripeWebhookSecret?: string }).stripeWebhookSecret = SECRET;

const USER = '5b0a3c1e-1c1f-4a53-9f0e-6a8f1d2c3b4a';
const subscription = (status: string, over: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status,
  trial_end: 1_800_000_000,
  cancel_at_period_end: false,
  cancel_at: null,
  metadata: {},
  items: { data: [{ current_period_end: 1_800_000_000, price: { id: 'price_m', recurring: { interval: 'month' } } }] },
  ...over,
});

/** billing's collaborators as a small in-memory world: stored event ids, Stripe's current subscription, applied snapshots. */
function world() {
  const stored = new Set<string>();
  const applied: { userId: string; snapshot: SubscriptionSnapshot }[] = [];
  const reminded: string[] = [];
  const remembered: [string, string][] = [];
  const stripeNow = { subscription: subscription('trialing') };
  const retrieve = jest.fn(async () => stripeNow.subscription);
  const stripe = { subscriptions: { retrieve } } as unknown as Stripe;
  const manager = {
    query: async (sql: string, params: string[]) => {
      if (!sql.startsWith('INSERT INTO stripe_events')) throw new Error(`unexpected ${sql}`);
      if (stored.has(params[0]!)) return [];
      stored.add(params[0]!);
      return [{ event_id: params[0] }];
    },
  };
  const db = {
    query: async (_sql: string, [id]: string[]) => (stored.has(id!) ? [{}] : []),
    transaction: async (fn: (m: typeof manager) => Promise<unknown>) => fn(manager),
  } as unknown as DataSource;
  const customers = {
    userOf: async (customerId: string) => (customerId === 'cus_1' ? USER : undefined),
    remember: async (userId: string, customerId: string) => void remembered.push([userId, customerId]),
  } as unknown as StripeCustomers;
  const entitlements = {
    applySubscription: async (_m: unknown, userId: string, snapshot: SubscriptionSnapshot) => void applied.push({ userId, snapshot }),
  } as unknown as EntitlementsRepository;
  const reminders = { remind: async (userId: string) => (reminded.push(userId), true) } as unknown as TrialReminders;
  const deleted = new Set<string>();
  const deletedUsers = { isDeleted: async (userId: string) => deleted.has(userId) } as unknown as DeletedUsersRepository;
  const logger = { info: () => undefined, warn: () => undefined } as unknown as pino.Logger;
  const service = new WebhookService(stripe, db, customers, entitlements, reminders, deletedUsers, logger);
  const send = (type: string, object: object, id = `evt_${type}_${Math.random()}`) => {
    const payload = JSON.stringify({ id, object: 'event', type, created: 1_700_000_000, data: { object } });
    return service.receive(Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }));
  };
  return { service, send, stored, applied, reminded, remembered, retrieve, stripeNow, deleted };
}

describe('the Stripe webhook', () => {
  it('refuses a missing, wrong or stale signature and a changed body with 400, storing nothing', async () => {
    const w = world();
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.subscription.updated', data: { object: subscription('active') } });
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    await expect(w.service.receive(Buffer.from(payload), undefined)).rejects.toMatchObject({ status: 400 });
    await expect(w.service.receive(Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }))).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      w.service.receive(Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: 1_000 })),
    ).rejects.toMatchObject({ status: 400 });
    await expect(w.service.receive(Buffer.from(payload.replace('active', 'trialing')), signed)).rejects.toMatchObject({ status: 400 });
    await expect(w.service.receive(payload, signed)).rejects.toMatchObject({ status: 400 });
    expect(w.stored.size).toBe(0);
    expect(w.applied).toHaveLength(0);
  });

  it("applies Stripe's current subscription, not the event's copy, so a late event cannot undo a newer state", async () => {
    const w = world();
    w.stripeNow.subscription = subscription('canceled');
    await w.send('customer.subscription.created', subscription('trialing'));
    expect(w.applied.map((a) => a.snapshot.status)).toEqual(['canceled']);
    expect(w.applied[0]!.userId).toBe(USER);
  });

  it('applies a redelivered event once and does not read Stripe again for it', async () => {
    const w = world();
    const first = await w.send('customer.subscription.updated', subscription('active'), 'evt_same');
    const again = await w.send('customer.subscription.updated', subscription('active'), 'evt_same');
    expect([first.duplicate, again.duplicate]).toEqual([false, true]);
    expect(w.applied).toHaveLength(1);
    expect(w.retrieve).toHaveBeenCalledTimes(1);
  });

  it('keeps premium on a failed payment: Stripe says past_due', async () => {
    const w = world();
    w.stripeNow.subscription = subscription('past_due');
    await w.send('invoice.payment_failed', { id: 'in_1', object: 'invoice', customer: 'cus_1', parent: { subscription_details: { subscription: 'sub_1' } } });
    expect(w.retrieve).toHaveBeenCalledWith('sub_1', expect.anything());
    expect(w.applied.map((a) => a.snapshot.status)).toEqual(['past_due']);
  });

  it('remembers the customer of a completed checkout for the user it was made for', async () => {
    const w = world();
    await w.send('checkout.session.completed', { id: 'cs_1', object: 'checkout.session', client_reference_id: USER, customer: 'cus_9', subscription: 'sub_1' });
    expect(w.remembered).toEqual([[USER, 'cus_9']]);
    expect(w.applied.map((a) => [a.userId, a.snapshot.status])).toEqual([[USER, 'trialing']]);
  });

  it("stores nothing for a deleted account: Stripe's events about its cancelled subscription are recorded and ignored", async () => {
    const w = world();
    w.deleted.add(USER);
    w.stripeNow.subscription = subscription('canceled', { metadata: { userId: USER } });
    const answer = await w.send('customer.subscription.deleted', subscription('canceled', { customer: 'cus_gone', metadata: { userId: USER } }));
    await w.send('customer.subscription.trial_will_end', subscription('trialing'));
    await w.send('checkout.session.completed', { id: 'cs_1', object: 'checkout.session', client_reference_id: USER, customer: 'cus_9', subscription: 'sub_1' });
    expect(answer).toEqual({ received: true, duplicate: false });
    expect(w.stored.size).toBe(3);
    expect([w.applied, w.remembered, w.reminded]).toEqual([[], [], []]);
  });

  it('sends the trial reminder after a trial_will_end is stored, not for its redelivery', async () => {
    const w = world();
    await w.send('customer.subscription.trial_will_end', subscription('trialing'), 'evt_trial');
    await w.send('customer.subscription.trial_will_end', subscription('trialing'), 'evt_trial');
    expect(w.reminded).toEqual([USER]);
  });

  it('stores but skips a subscription of a customer billing does not know, a checkout it did not make, and events it does not handle', async () => {
    const w = world();
    await w.send('customer.subscription.updated', subscription('active', { customer: 'cus_stranger' }), 'evt_stranger');
    await w.send('charge.refunded', { id: 'ch_1', object: 'charge' }, 'evt_other');
    await w.send(
      'checkout.session.completed',
      { id: 'cs_2', object: 'checkout.session', client_reference_id: 'not-a-user', customer: 'cus_9', subscription: 'sub_1' },
      'evt_foreign',
    );
    expect(w.applied).toHaveLength(0);
    expect(w.remembered).toHaveLength(0);
    expect([...w.stored]).toEqual(['evt_stranger', 'evt_other', 'evt_foreign']);
  });
});
