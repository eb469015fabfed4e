import { promoGrantsPremium, subscriptionGrantsPremium } from '@overlap/contracts';
import type { MySubscriptionView, SubscriptionView } from '@/lib/api-generated/billing';

/** A plan for component tests: status and plan type, any other field of billing's answer (its flags included) to override. */
export type PlanFixture = Pick<SubscriptionView, 'planType' | 'status'> & Partial<SubscriptionView>;

const DAY_MS = 86_400_000;

/**
 * The flags billing would send for `plan` (services/billing premium-state: the contracts' premium
 * rule, in trial while trialing with trialEnd ahead, days left rounded up). Tests that must show the UI
 * follows billing rather than the status pass the flags themselves.
 */
function billingFlags(plan: PlanFixture, now = Date.now()) {
  const viaStripe = plan.source !== 'promo' && subscriptionGrantsPremium(plan.status);
  const viaPromo = plan.source === 'promo' || promoGrantsPremium(plan.promoEndsAt ? new Date(plan.promoEndsAt) : null, new Date(now));
  const trialEnd = plan.trialEnd ? Date.parse(plan.trialEnd) : NaN;
  const isInTrial = plan.status === 'trialing' && trialEnd > now;
  const hasActiveSubscription = viaStripe || viaPromo;
  return {
    source: viaStripe ? ('stripe' as const) : viaPromo ? ('promo' as const) : null,
    hasActiveSubscription,
    isInTrial,
    daysLeftInTrial: isInTrial ? Math.ceil((trialEnd - now) / DAY_MS) : 0,
    isAdFree: hasActiveSubscription,
  };
}

/** A cached answer of GET /api/subscriptions/user/me, as billing sends it, for component tests. */
export const subscriptionAnswer = (plan: PlanFixture | null): MySubscriptionView => {
  const given = plan ?? { planType: null, status: 'none' };
  return {
    subscription: {
      trialEnd: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      promoEndsAt: null,
      ...billingFlags(given),
      ...given,
    },
  };
};
