import type Stripe from 'stripe';
import type { SubscriptionSnapshot } from '../entitlements/entitlements.repository';
import { planTypeOf, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../entitlements/premium-state.rules';

const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Billing's view of a subscription as Stripe answers it (the period end lives on its items since API 2025-03-31). */
export function snapshotOf(sub: Stripe.Subscription): SubscriptionSnapshot {
  const item = sub.items.data[0];
  const status: SubscriptionStatus = (SUBSCRIPTION_STATUSES as readonly string[]).includes(sub.status) ? (sub.status as SubscriptionStatus) : 'incomplete';
  return {
    subscriptionId: sub.id,
    status,
    planType: planTypeOf(item?.price),
    priceId: item?.price.id ?? null,
    trialEnd: date(sub.trial_end),
    currentPeriodEnd: date(item?.current_period_end),
    // A portal cancellation may set cancel_at instead of the flag; both end at the period's end.
    cancelAtPeriodEnd: sub.cancel_at_period_end || (sub.cancel_at !== null && sub.status !== 'canceled'),
  };
}

export const customerIdOf = (customer: string | { id: string } | null): string | null => (typeof customer === 'string' ? customer : (customer?.id ?? null));
