import { env, intEnv, internalCallHeaders } from '@overlap/platform';

/** Billing's settings, read once at start-up. */
export const billingConfig = {
  /** Without a secret key there is no payment provider: checkout and portal answer 503. */
  stripeSecretKey: env('STRIPE_SECRET_KEY'),
  /** Another Stripe-compatible endpoint (stripe-mock locally); unset means api.stripe.com. */
  stripeApiBase: env('STRIPE_API_BASE'),
  stripeWebhookSecret: env('STRIPE_WEBHOOK_SECRET'),
  priceMonthly: env('STRIPE_PRICE_MONTHLY'),
  priceYearly: env('STRIPE_PRICE_YEARLY'),
  /** Plans are read from Stripe at most this often. */
  priceCacheMs: intEnv('STRIPE_PRICE_CACHE_MS', 5 * 60_000),
  appBaseUrl: (env('APP_BASE_URL') ?? `http://localhost:${env('GATEWAY_PORT') ?? '8080'}`).replace(/\/$/, ''),
  /** How many days before the trial's end the reminder goes out: a few days (docs/product/premium.md). */
  trialReminderDays: intEnv('TRIAL_REMINDER_DAYS', 3),
  identityInternalUrl: (env('IDENTITY_INTERNAL_URL') ?? `http://127.0.0.1:${env('IDENTITY_PORT') ?? '3001'}`).replace(/\/$/, ''),
  // Its own credential for other services' /internal endpoints (required in production; ADR 039).
  internalCallHeaders: internalCallHeaders('billing'),
  identityTimeoutMs: intEnv('IDENTITY_TIMEOUT_MS', 5000),
  reminderSweepMs: intEnv('TRIAL_REMINDER_SWEEP_MS', 24 * 60 * 60_000),
};

/** The free trial lasts 7 days. */
export const TRIAL_DAYS = 7;
