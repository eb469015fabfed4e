import { formatMoney } from '@/lib/format';
import type { SubscriptionState } from '@/lib/subscription';

export type PlanButton =
  | { kind: 'start-trial' }
  | { kind: 'start-trial-beside-promo' }
  | { kind: 'current' }
  | { kind: 'upgrade-yearly' }
  | { kind: 'not-available' }
  | { kind: 'contact-support' };

/**
 * The pricing buttons by current plan (docs/product/premium.md). Premium from a promo code alone has no plan type, yet it
 * is no unknown plan: the student may subscribe to keep premium after the grant, and billing's checkout
 * then starts the trial at once, beside the grant (ADR 019).
 */
export function planButton(interval: string, state: Pick<SubscriptionState, 'hasActiveSubscription' | 'subscription'>): PlanButton {
  if (!state.hasActiveSubscription) return { kind: 'start-trial' };
  if (state.subscription?.source === 'promo') return { kind: 'start-trial-beside-promo' };
  const current = state.subscription?.planType;
  if (current === 'month') return interval === 'month' ? { kind: 'current' } : { kind: 'upgrade-yearly' };
  if (current === 'year') return interval === 'year' ? { kind: 'current' } : { kind: 'not-available' };
  return { kind: 'contact-support' };
}

/** What twelve monthly payments cost more than one yearly payment ($17). */
export function yearlySaving(monthly: number | undefined, yearly: number | undefined): number | undefined {
  if (monthly === undefined || yearly === undefined) return undefined;
  const saving = monthly * 12 - yearly;
  return saving > 0 ? saving : undefined;
}

/** Minor units divided by 100, shown as en-US currency in every language. */
export const formatPrice = (minorUnits: number, currency: string) => formatMoney(minorUnits, currency, 'en');
