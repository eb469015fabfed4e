import { fromBinary } from '@bufbuild/protobuf';
import { databaseUrlFor } from '@overlap/platform';
import { EntitlementChangedSchema, EventEnvelopeSchema, Topics } from '@overlap/proto';
import { KafkaProbe, localStripe, postStripeWebhook, stripeEventPayload, type ApiClient } from '@overlap/test-support';
import { Client } from 'pg';

export const APP = 'http://localhost:8080';
export const stripe = localStripe();

export async function billingDb<T>(fn: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: databaseUrlFor('billing') });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

export async function pricing(client: ApiClient) {
  const res = await client.get('/api/subscriptions/pricing');
  return res.body as { plans: { id: string; interval: string; amount: number }[]; yearlySavings: number };
}

export const mySubscription = async (client: ApiClient) => (await client.get('/api/subscriptions/user/me')).body.subscription;

/**
 * What the hosted checkout does when a student pays: Stripe creates the trialing subscription
 * for the session's customer and sends checkout.session.completed and customer.subscription.created.
 */
export async function completeCheckout(client: ApiClient, userId: string, priceId: string) {
  const started = await client.post('/api/subscriptions/create-checkout-session', {
    priceId,
    successUrl: `${APP}/?subscription=success`,
    cancelUrl: `${APP}/pricing?subscription=cancelled`,
  });
  if (started.status !== 200) throw new Error(`checkout failed: ${started.status} ${JSON.stringify(started.body)}`);
  const session = await stripe.checkout.sessions.retrieve(started.body.sessionId);
  const customer = session.customer as string;
  const subscription = await stripe.subscriptions.create({ customer, items: [{ price: priceId }], trial_period_days: 7, metadata: { userId } });
  const completed = stripeEventPayload('checkout.session.completed', {
    ...session,
    status: 'complete',
    subscription: subscription.id,
    client_reference_id: userId,
  });
  const created = stripeEventPayload('customer.subscription.created', subscription);
  for (const payload of [completed, created]) {
    const res = await postStripeWebhook(payload);
    if (res.status !== 200) throw new Error(`webhook failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { session, customer, subscription, completed, created };
}

/** The entitlement events billing published for one user, decoded. */
export function entitlementEvents(probe: KafkaProbe, userId: string) {
  return probe.messages
    .filter((m) => m.key?.toString() === userId)
    .map((m) => fromBinary(EntitlementChangedSchema, fromBinary(EventEnvelopeSchema, m.value!).payload));
}

/** A probe on billing.entitlements.v1; the first subscription may wait for the broker to create the topic. */
export async function entitlementProbe(): Promise<KafkaProbe> {
  for (let attempt = 1; ; attempt++) {
    const probe = new KafkaProbe(Topics.billingEntitlements);
    try {
      await probe.start();
      return probe;
    } catch (err) {
      await probe.stop().catch(() => undefined);
      if (attempt === 20) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}
