import { formatMoney } from '@/lib/format';
import type { SubscriptionState } from '@/lib/subscription';

export type PlanButton = { kind: 'start-trial' } | { kind: 'current' } | { kind: 'upgrade-yearly' } | { kind: 'not-available' } | { kind: 'contact-support' };

/** SPEC.md §4 "Pricing buttons by current plan". */
export function planButton(interval: string, state: Pick<SubscriptionState, 'hasActiveSubscription' | 'subscription'>): PlanButton {
  if (!state.hasActiveSubscription) return { kind: 'start-trial' };
  const current = state.subscription?.planType;
  if (current === 'month') return interval === 'month' ? { kind: 'current' } : { kind: 'upgrade-yearly' };
  if (current === 'year') return interval === 'year' ? { kind: 'current' } : { kind: 'not-available' };
  return { kind: 'contact-support' };
}

/** What twelve monthly payments cost more than one yearly payment (SPEC.md §9: $17). */
export function yearlySaving(monthly: number | undefined, yearly: number | undefined): number | undefined {
  if (monthly === undefined || yearly === undefined) return undefined;
  const saving = monthly * 12 - yearly;
  return saving > 0 ? saving : undefined;
}

/** SPEC.md §9: minor units divided by 100, shown as en-US currency in every language. */
export const formatPrice = (minorUnits: number, currency: string) => formatMoney(minorUnits, currency, 'en');
