import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BillingSchema1764050000000 implements MigrationInterface {
  name = 'BillingSchema1764050000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE customers (
      user_id uuid PRIMARY KEY,
      customer_id text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    // Stripe's subscriptions as last read from Stripe; a user's premium is decided from all of theirs.
    await q.query(`CREATE TABLE subscriptions (
      subscription_id text PRIMARY KEY,
      user_id uuid NOT NULL,
      status text NOT NULL,
      plan_type text CHECK (plan_type IN ('month', 'year')),
      price_id text,
      trial_end timestamptz,
      current_period_end timestamptz,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX subscriptions_user ON subscriptions (user_id)`);
    // The premium state other services learn through billing.entitlements.v1.
    await q.query(`CREATE TABLE entitlements (
      user_id uuid PRIMARY KEY,
      plan_type text,
      status text,
      trial_end timestamptz,
      current_period_end timestamptz,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      promo_until timestamptz,
      version bigint NOT NULL DEFAULT 0,
      trial_reminder_for timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX entitlements_trial_end ON entitlements (trial_end) WHERE status = 'trialing'`);
    // Each Stripe event once, by its id: a replay changes nothing.
    await q.query(`CREATE TABLE stripe_events (
      event_id text PRIMARY KEY,
      type text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE promo_codes (
      code text PRIMARY KEY CHECK (code = upper(code)),
      days integer NOT NULL CHECK (days > 0),
      max_redemptions integer NOT NULL CHECK (max_redemptions > 0),
      redeemed integer NOT NULL DEFAULT 0 CHECK (redeemed <= max_redemptions),
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE promo_redemptions (
      code text NOT NULL REFERENCES promo_codes(code) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      redeemed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (code, user_id)
    )`);
    await q.query(`CREATE INDEX promo_redemptions_user ON promo_redemptions (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['promo_redemptions', 'promo_codes', 'stripe_events', 'entitlements', 'subscriptions', 'customers'])
      await q.query(`DROP TABLE IF EXISTS ${t}`);
  }
}
