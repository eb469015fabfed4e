import { promoGrantsPremium, subscriptionGrantsPremium } from '@overlap/contracts';

/** Stripe subscription statuses billing keeps (Stripe's own names). */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type PlanType = 'month' | 'year';

/** A monthly or yearly recurring price is a plan; anything else is not. */
export function planTypeOf(price: { recurring: { interval: string } | null } | undefined): PlanType | null {
  const interval = price?.recurring?.interval;
  return interval === 'month' || interval === 'year' ? interval : null;
}

/** What billing stores per user: the Stripe subscription's state plus a promo grant. */
export interface PremiumState {
  planType: PlanType | null;
  status: SubscriptionStatus | null;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  promoUntil: Date | null;
}

export interface PremiumFlags {
  source: 'stripe' | 'promo' | null;
  hasActiveSubscription: boolean;
  isInTrial: boolean;
  daysLeftInTrial: number;
  isAdFree: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const stripeEntitled = (state: Pick<PremiumState, 'status'>): boolean => subscriptionGrantsPremium(state.status);

/** In trial = trialing with trialEnd ahead; days left rounded up; ad-free = premium (docs/product/premium.md). */
export function premiumFlags(state: PremiumState, now: Date): PremiumFlags {
  const viaStripe = stripeEntitled(state);
  const viaPromo = promoGrantsPremium(state.promoUntil, now);
  const isInTrial = state.status === 'trialing' && state.trialEnd !== null && state.trialEnd > now;
  const hasActiveSubscription = viaStripe || viaPromo;
  return {
    source: viaStripe ? 'stripe' : viaPromo ? 'promo' : null,
    hasActiveSubscription,
    isInTrial,
    daysLeftInTrial: isInTrial ? Math.ceil((state.trialEnd!.getTime() - now.getTime()) / DAY_MS) : 0,
    isAdFree: hasActiveSubscription,
  };
}

export const NO_PREMIUM: PremiumState = { planType: null, status: null, trialEnd: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, promoUntil: null };
