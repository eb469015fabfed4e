import { randomUUID } from 'node:crypto';
import { postStripeWebhook, signStripePayload, signUpUser, stripeEventPayload, type KafkaProbe } from '@overlap/test-support';
import { APP, billingDb, completeCheckout, entitlementEvents, entitlementProbe, mySubscription, pricing, stripe } from './support/billing-flow';

jest.setTimeout(60_000);

let probe: KafkaProbe;
beforeAll(async () => {
  probe = await entitlementProbe();
});
afterAll(() => probe.stop());

describe('pricing', () => {
  it('answers the configured Stripe prices in minor units, the yearly one saving $17', async () => {
    const user = await signUpUser();
    const { plans, yearlySavings } = await pricing(user.client);
    expect(plans.map((p) => [p.interval, p.amount])).toEqual([
      ['month', 499],
      ['year', 4288],
    ]);
    expect(yearlySavings).toBe(1700);
  });
});

describe('checkout', () => {
  it('creates a subscription-mode session for the caller with their one Stripe customer', async () => {
    const user = await signUpUser();
    const { plans } = await pricing(user.client);
    const body = { priceId: plans[0]!.id, successUrl: `${APP}/?subscription=success`, cancelUrl: `${APP}/pricing?subscription=cancelled` };
    const first = await user.client.post('/api/subscriptions/create-checkout-session', body);
    const second = await user.client.post('/api/subscriptions/create-checkout-session', body);
    expect(first.status).toBe(200);
    expect(first.body.url).toEqual(expect.any(String));
    const [a, b] = await Promise.all([stripe.checkout.sessions.retrieve(first.body.sessionId), stripe.checkout.sessions.retrieve(second.body.sessionId)]);
    expect(a).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.id,
      allow_promotion_codes: true,
      success_url: body.successUrl,
      cancel_url: body.cancelUrl,
    });
    expect(a.metadata).toMatchObject({ userId: user.id, priceId: plans[0]!.id });
    expect(a.customer).toMatch(/^cus_/);
    expect(b.customer).toBe(a.customer);
  });

  it('refuses return addresses outside the app (open redirect) and unknown plans', async () => {
    const user = await signUpUser();
    const { plans } = await pricing(user.client);
    const evil = await user.client.post('/api/subscriptions/create-checkout-session', {
      priceId: plans[0]!.id,
      successUrl: 'https://evil.example/?x',
      cancelUrl: `${APP}/pricing`,
    });
    expect(evil.status).toBe(400);
    const portal = await user.client.post('/api/subscriptions/create-portal-session', { returnUrl: '//evil.example/pricing' });
    expect(portal.status).toBe(400);
    const unknown = await user.client.post('/api/subscriptions/create-checkout-session', {
      priceId: 'price_unknown',
      successUrl: `${APP}/`,
      cancelUrl: `${APP}/pricing`,
    });
    expect(unknown.status).toBe(400);
  });
});

describe('webhook', () => {
  it('makes a student premium in trial from a signed event sequence and publishes the change', async () => {
    const user = await signUpUser();
    const { plans } = await pricing(user.client);
    expect(await mySubscription(user.client)).toMatchObject({ status: 'none', hasActiveSubscription: false, isAdFree: false });
    await completeCheckout(user.client, user.id, plans[0]!.id);
    expect(await mySubscription(user.client)).toMatchObject({
      planType: 'month',
      status: 'trialing',
      source: 'stripe',
      hasActiveSubscription: true,
      isInTrial: true,
      daysLeftInTrial: 7,
      isAdFree: true,
      cancelAtPeriodEnd: false,
    });
    await probe.waitFor((m) => m.key?.toString() === user.id);
    expect(entitlementEvents(probe, user.id).at(-1)).toMatchObject({ userId: user.id, planType: 'month', status: 'trialing', adFree: true });
    const portal = await user.client.post('/api/subscriptions/create-portal-session', { returnUrl: `${APP}/pricing` });
    expect(portal.status).toBe(200);
    expect(portal.body.url).toEqual(expect.any(String));
  });

  it('answers 400 to a missing or wrong signature and stores nothing', async () => {
    const user = await signUpUser();
    const { plans } = await pricing(user.client);
    const { subscription } = await completeCheckout(user.client, user.id, plans[0]!.id);
    await stripe.subscriptions.cancel(subscription.id);
    const payload = stripeEventPayload('customer.subscription.deleted', subscription);
    const eventId = JSON.parse(payload).id as string;
    expect((await postStripeWebhook(payload, null)).status).toBe(400);
    expect((await postStripeWebhook(payload, signStripePayload(payload, 'whsec_not_the_secret'))).status).toBe(400);
    expect((await postStripeWebhook(`${payload} `, signStripePayload(payload))).status).toBe(400);
    expect(await billingDb((db) => db.query('SELECT 1 FROM stripe_events WHERE event_id = $1', [eventId]))).toHaveProperty('rowCount', 0);
    expect(await mySubscription(user.client)).toMatchObject({ status: 'trialing', isAdFree: true });
  });

  it('applies the same event once and brings ads back when the subscription is deleted', async () => {
    const user = await signUpUser();
    const { plans } = await pricing(user.client);
    const { subscription } = await completeCheckout(user.client, user.id, plans[1]!.id);
    await probe.waitFor((m) => m.key?.toString() === user.id);
    await stripe.subscriptions.cancel(subscription.id);
    const deleted = stripeEventPayload('customer.subscription.deleted', subscription);
    const first = await postStripeWebhook(deleted);
    const again = await postStripeWebhook(deleted);
    expect([first.body.duplicate, again.body.duplicate]).toEqual([false, true]);
    expect(await mySubscription(user.client)).toMatchObject({ planType: 'year', status: 'canceled', hasActiveSubscription: false, isAdFree: false });
    await probe.waitFor((m) => m.key?.toString() === user.id && entitlementEvents(probe, user.id).some((e) => e.status === 'canceled'));
    const canceledEvents = entitlementEvents(probe, user.id).filter((e) => e.status === 'canceled');
    expect(canceledEvents).toHaveLength(1);
    expect(canceledEvents[0]!.adFree).toBe(false);
  });

  it('re-reads the subscription, so an old event arriving late does not undo a cancellation', async () => {
    const user = await signUpUser();
    const { plans } = await pricing(user.client);
    const { subscription, created } = await completeCheckout(user.client, user.id, plans[0]!.id);
    const updated = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    await postStripeWebhook(stripeEventPayload('customer.subscription.updated', updated));
    // The creation event again, under a new id, as a late redelivery would carry it.
    const stale = JSON.stringify({ ...JSON.parse(created), id: `evt_${randomUUID().replaceAll('-', '')}` });
    await postStripeWebhook(stale);
    expect(await mySubscription(user.client)).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true, isAdFree: true });
  });
});

describe('subscription of another user', () => {
  it('is 403', async () => {
    const user = await signUpUser();
    expect((await user.client.get(`/api/subscriptions/user/${randomUUID()}`)).status).toBe(403);
    expect((await user.client.get(`/api/subscriptions/user/${user.id}`)).status).toBe(200);
  });
});
