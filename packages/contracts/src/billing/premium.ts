// The one premium rule, applied by billing (which owns the state) and by every service that keeps
// billing.entitlements.v1 in a projection (groups' invitation gate). ADR 019.

/** Stripe subscription statuses that grant premium: active and trialing, plus past_due while Stripe retries (docs/product/premium.md). */
export const ENTITLED_STATUSES: readonly string[] = ['trialing', 'active', 'past_due'];

export interface PremiumFacts {
  /** Stripe's subscription status, or null/empty without one. */
  status: string | null;
  /** End of a redeemed promo grant, or null. */
  promoUntil: Date | null;
}

export const subscriptionGrantsPremium = (status: string | null): boolean => status !== null && ENTITLED_STATUSES.includes(status);
export const promoGrantsPremium = (promoUntil: Date | null, now: Date): boolean => promoUntil !== null && promoUntil > now;

/** Premium lasts while either the subscription or a promo grant is active. */
export const hasPremium = (facts: PremiumFacts, now: Date): boolean => subscriptionGrantsPremium(facts.status) || promoGrantsPremium(facts.promoUntil, now);
