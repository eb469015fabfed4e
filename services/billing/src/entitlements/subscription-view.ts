import { premiumFlags, stripeEntitled, type PremiumState } from './premium-state';
import type { SubscriptionView } from './subscription.views';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The answer of GET /api/subscriptions/user/me: Stripe's subscription, else a promo grant, else none. */
export function toSubscriptionView(state: PremiumState, now: Date): SubscriptionView {
  const flags = premiumFlags(state, now);
  const promoEndsAt = state.promoUntil && state.promoUntil > now ? state.promoUntil : null;
  if (flags.source === 'promo' && !stripeEntitled(state)) {
    return {
      planType: null,
      status: 'active',
      trialEnd: null,
      currentPeriodEnd: iso(promoEndsAt),
      cancelAtPeriodEnd: false,
      promoEndsAt: iso(promoEndsAt),
      ...flags,
    };
  }
  return {
    planType: state.planType,
    status: state.status ?? 'none',
    trialEnd: iso(state.trialEnd),
    currentPeriodEnd: iso(state.currentPeriodEnd),
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    promoEndsAt: iso(promoEndsAt),
    ...flags,
  };
}
