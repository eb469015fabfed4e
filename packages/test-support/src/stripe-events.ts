import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { GATEWAY_URL } from './api-client';
import { LOCAL_STRIPE } from './test-ports';

/** The official client against the local Stripe API (stripe-mock behind its object record, ADR 019). */
export function localStripe(): Stripe {
  const base = new URL(LOCAL_STRIPE.apiBase);
  return new Stripe(LOCAL_STRIPE.secretKey, { host: base.hostname, port: base.port, protocol: 'http', telemetry: false });
}

/** An event as Stripe sends it to a webhook endpoint. */
export function stripeEventPayload(type: string, object: object, id = `evt_${randomUUID().replaceAll('-', '')}`): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
}

/** The Stripe-Signature header for a payload, made by the stripe client's own test helper. */
export const signStripePayload = (payload: string, secret: string = LOCAL_STRIPE.webhookSecret): string =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

/** Posts a payload to billing's webhook through the gateway, signed unless a signature is given. */
export async function postStripeWebhook(payload: string, signature: string | null = signStripePayload(payload)): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['stripe-signature'] = signature;
  const res = await fetch(`${GATEWAY_URL}/api/billing/webhook`, { method: 'POST', headers, body: payload });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}
