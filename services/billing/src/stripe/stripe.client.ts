import Stripe from 'stripe';
import { billingConfig } from '../config';

/** Injection token of the Stripe client; its value is null when no secret key is configured. */
export const STRIPE = Symbol('STRIPE');

/** The official client, pointed at STRIPE_API_BASE when set (stripe-mock locally). */
export function createStripeClient(config = billingConfig): Stripe | null {
  if (!config.stripeSecretKey) return null;
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 10_000, telemetry: false };
  if (config.stripeApiBase) {
    const base = new URL(config.stripeApiBase);
    options.host = base.hostname;
    options.port = base.port || (base.protocol === 'https:' ? 443 : 80);
    options.protocol = base.protocol === 'https:' ? 'https' : 'http';
  }
  return new Stripe(config.stripeSecretKey, options);
}
