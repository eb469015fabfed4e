import { Injectable } from '@nestjs/common';
import { ENTITLED_STATUSES } from '@overlap/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { EntitlementEvents } from './entitlement.events';
import { NO_PREMIUM, type PlanType, type PremiumState, type SubscriptionStatus } from './premium-state.rules';

/** A Stripe subscription as billing keeps it, read from Stripe. */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  status: SubscriptionStatus;
  planType: PlanType | null;
  priceId: string | null;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

interface EntitlementRow {
  plan_type: PlanType | null;
  status: SubscriptionStatus | null;
  trial_end: Date | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  promo_until: Date | null;
  version: string;
}

const toState = (r: EntitlementRow | undefined): PremiumState =>
  r
    ? {
        planType: r.plan_type,
        status: r.status,
        trialEnd: r.trial_end,
        currentPeriodEnd: r.current_period_end,
        cancelAtPeriodEnd: r.cancel_at_period_end,
        promoUntil: r.promo_until,
      }
    : NO_PREMIUM;

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
const sameState = (a: PremiumState, b: PremiumState) =>
  a.planType === b.planType &&
  a.status === b.status &&
  a.cancelAtPeriodEnd === b.cancelAtPeriodEnd &&
  sameTime(a.trialEnd, b.trialEnd) &&
  sameTime(a.currentPeriodEnd, b.currentPeriodEnd) &&
  sameTime(a.promoUntil, b.promoUntil);

/**
 * The one writer of a user's premium state: every change is stored with a higher version and
 * published as billing.entitlements.v1 in the same transaction; an unchanged state publishes nothing.
 */
@Injectable()
export class EntitlementsRepository {
  constructor(
    private readonly db: DataSource,
    private readonly events: EntitlementEvents,
  ) {}

  async state(userId: string, manager: EntityManager = this.db.manager): Promise<PremiumState> {
    const rows: EntitlementRow[] = await manager.query('SELECT * FROM entitlements WHERE user_id = $1', [userId]);
    return toState(rows[0]);
  }

  /** Whether the user ever had a Stripe subscription (the free trial is for the first one). */
  async hadSubscription(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query('SELECT 1 FROM subscriptions WHERE user_id = $1 LIMIT 1', [userId]);
    return rows.length > 0;
  }

  /** Stores Stripe's current view of one subscription and re-decides the user's state from all of theirs. */
  async applySubscription(manager: EntityManager, userId: string, s: SubscriptionSnapshot, now = new Date()): Promise<PremiumState> {
    // The user's row first: two of their subscriptions changing at once are decided one after the other.
    await this.lock(manager, userId);
    await manager.query(
      `INSERT INTO subscriptions (subscription_id, user_id, status, plan_type, price_id, trial_end, current_period_end, cancel_at_period_end, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
       ON CONFLICT (subscription_id) DO UPDATE SET status = EXCLUDED.status, plan_type = EXCLUDED.plan_type, price_id = EXCLUDED.price_id,
         trial_end = EXCLUDED.trial_end, current_period_end = EXCLUDED.current_period_end, cancel_at_period_end = EXCLUDED.cancel_at_period_end, updated_at = now()`,
      [s.subscriptionId, userId, s.status, s.planType, s.priceId, s.trialEnd, s.currentPeriodEnd, s.cancelAtPeriodEnd],
    );
    // The entitled subscription that runs longest wins; without one, the latest seen.
    const [best]: {
      status: SubscriptionStatus;
      plan_type: PlanType | null;
      trial_end: Date | null;
      current_period_end: Date | null;
      cancel_at_period_end: boolean;
    }[] = await manager.query(
      `SELECT status, plan_type, trial_end, current_period_end, cancel_at_period_end FROM subscriptions WHERE user_id = $1
         ORDER BY (status = ANY($2)) DESC, current_period_end DESC NULLS LAST, updated_at DESC LIMIT 1`,
      [userId, ENTITLED_STATUSES],
    );
    return this.update(manager, userId, now, (current) => ({
      ...current,
      planType: best!.plan_type,
      status: best!.status,
      trialEnd: best!.trial_end,
      currentPeriodEnd: best!.current_period_end,
      cancelAtPeriodEnd: best!.cancel_at_period_end,
    }));
  }

  /** A promo grant extends premium by `days` from its current end (or from now). */
  async extendPromo(manager: EntityManager, userId: string, days: number, now = new Date()): Promise<PremiumState> {
    return this.update(manager, userId, now, (current) => {
      const from = current.promoUntil && current.promoUntil > now ? current.promoUntil : now;
      return { ...current, promoUntil: new Date(from.getTime() + days * 24 * 60 * 60 * 1000) };
    });
  }

  /** Account deletion: the cleared state is published (consumers drop premium), then the rows go. */
  async removeUser(manager: EntityManager, userId: string, now = new Date()): Promise<void> {
    const [known]: unknown[] = await manager.query('SELECT 1 FROM entitlements WHERE user_id = $1', [userId]);
    if (known) await this.update(manager, userId, now, () => NO_PREMIUM);
    for (const table of ['entitlements', 'subscriptions', 'promo_redemptions', 'customers'])
      await manager.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
  }

  private async lock(manager: EntityManager, userId: string): Promise<EntitlementRow> {
    await manager.query('INSERT INTO entitlements (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId]);
    const rows: EntitlementRow[] = await manager.query('SELECT * FROM entitlements WHERE user_id = $1 FOR UPDATE', [userId]);
    return rows[0]!;
  }

  private async update(manager: EntityManager, userId: string, now: Date, change: (current: PremiumState) => PremiumState): Promise<PremiumState> {
    const row = await this.lock(manager, userId);
    const current = toState(row);
    const next = change(current);
    if (sameState(current, next)) return current;
    const version = BigInt(row.version) + 1n;
    await manager.query(
      `UPDATE entitlements SET plan_type = $2, status = $3, trial_end = $4, current_period_end = $5, cancel_at_period_end = $6, promo_until = $7,
         version = $8, updated_at = now() WHERE user_id = $1`,
      [userId, next.planType, next.status, next.trialEnd, next.currentPeriodEnd, next.cancelAtPeriodEnd, next.promoUntil, version.toString()],
    );
    await this.events.changed(manager, userId, next, version, now);
    return next;
  }
}
