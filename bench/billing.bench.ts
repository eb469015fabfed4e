import { randomBytes, randomUUID } from 'node:crypto';
import { localStripe, signStripePayload, stripeEventPayload } from '../packages/test-support/src/stripe-events';
import { LOCAL_STRIPE } from '../packages/test-support/src/test-ports';
import { startBaseline } from './lib/baseline-server';
import { load, type LoadResult } from './lib/load';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const EVENTS = 600;
const USERS = 40;
const READS = 4000;
const CONCURRENCY = 16;

const ip = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
const json = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/**
 * Billing's two hot paths next to a bare Node server: signed checkout.session.completed events
 * (signature check, duplicate check, subscription re-read from the local Stripe API, the
 * transaction with the outbox write), and GET /api/subscriptions/user/me through the gateway.
 */
export async function billingBench(): Promise<{ rows: LoadResult[]; ratios: Record<string, number> }> {
  const tag = randomBytes(4).toString('hex');
  const stripe = localStripe();
  // One trialing subscription per event, made before the clock starts, as Stripe holds them.
  const subscriptions = [];
  for (let i = 0; i < EVENTS; i++)
    subscriptions.push(
      await stripe.subscriptions.create({ customer: `cus_bench${tag}${i}`, items: [{ price: LOCAL_STRIPE.priceMonthly }], trial_period_days: 7 }),
    );
  const payloads = subscriptions.map((s, i) =>
    stripeEventPayload('checkout.session.completed', {
      id: `cs_bench${tag}${i}`,
      object: 'checkout.session',
      client_reference_id: randomUUID(),
      customer: s.customer,
      subscription: s.id,
      mode: 'subscription',
    }),
  );
  const users = await Promise.all(
    Array.from({ length: USERS }, async (_, i) => {
      const res = await fetch(`${GATEWAY}/api/auth/signup`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': ip() },
        body: JSON.stringify({ email: `bench.billing.${tag}.${i}@uni.test`, password: 'bench-password-1' }),
      });
      if (res.status !== 201) throw new Error(`bench sign-up failed: ${res.status}`);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    }),
  );
  const first = await fetch(`${GATEWAY}/api/subscriptions/user/me`, { headers: { cookie: users[0]! } });
  const baseline = await startBaseline(await first.json());
  try {
    const rows: LoadResult[] = [];
    rows.push(
      await load('baseline: bare Node POST (same event)', EVENTS, CONCURRENCY, async (i) => {
        const r = await fetch(`${baseline.url}/api/billing/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(payloads[i]!) },
          body: payloads[i],
        });
        await r.arrayBuffer();
        return r.ok;
      }),
    );
    rows.push(
      await load('gateway → billing: signed webhook event', EVENTS, CONCURRENCY, async (i) => {
        const r = await fetch(`${GATEWAY}/api/billing/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(payloads[i]!) },
          body: payloads[i],
        });
        const body = (await r.json()) as { duplicate?: boolean };
        return r.ok && body.duplicate === false;
      }),
    );
    rows.push(
      await load('baseline: bare Node GET (same JSON)', READS, CONCURRENCY, async () => {
        const r = await fetch(`${baseline.url}/api/subscriptions/user/me`);
        await r.arrayBuffer();
        return r.ok;
      }),
    );
    rows.push(
      await load('gateway → billing: GET subscriptions/user/me', READS, CONCURRENCY, async (i) => {
        const r = await fetch(`${GATEWAY}/api/subscriptions/user/me`, { headers: { cookie: users[i % USERS]! } });
        await r.arrayBuffer();
        return r.ok;
      }),
    );
    return {
      rows,
      ratios: {
        'webhook events/s, billing / baseline': rows[1]!.perSecond / rows[0]!.perSecond,
        'subscription read p50 latency, gateway / baseline': rows[3]!.p50 / rows[2]!.p50,
        'subscription read p95 latency, gateway / baseline': rows[3]!.p95 / rows[2]!.p95,
      },
    };
  } finally {
    await baseline.close();
  }
}
