import { useCallback, useEffect } from 'react';
import { billingApi, type SubscriptionView } from './api-generated/billing';
import { useSession } from './auth';

/**
 * The plan as billing answers GET /api/subscriptions/user/me. Billing owns the premium rule (a
 * trialing, active or past-due subscription, or a promo grant: @overlap/contracts' premium rule);
 * the UI shows billing's flags and never derives them again from the status. The trial's days left
 * are as of that answer, which is asked again on mount when older than five minutes and after checkout.
 */
export type Subscription = SubscriptionView;

export interface SubscriptionState {
  subscription: Subscription | null;
  hasActiveSubscription: boolean;
  isInTrial: boolean;
  daysLeftInTrial: number;
  isAdFree: boolean;
}

const NO_PLAN: SubscriptionState = { subscription: null, hasActiveSubscription: false, isInTrial: false, daysLeftInTrial: 0, isAdFree: false };

/** Billing's flags as they came; without an answer (visitor, billing down) nobody is premium. */
export function subscriptionState(subscription: Subscription | null | undefined): SubscriptionState {
  if (!subscription) return NO_PLAN;
  const { hasActiveSubscription, isInTrial, daysLeftInTrial, isAdFree } = subscription;
  return { subscription, hasActiveSubscription, isInTrial, daysLeftInTrial, isAdFree };
}

export const subscriptionApi = billingApi.enhanceEndpoints({
  endpoints: { getMySubscription: { providesTags: ['Subscription'] } },
});

/** The caller's own plan is asked for under this path segment (billing checks it against the session). */
export const ME = 'me';

/**
 * The signed-in user's plan. While billing is not deployed (503) or unreachable, nobody is a
 * subscriber: ads show and premium-only actions lead to /pricing.
 */
export function useSubscription(): SubscriptionState & { isLoading: boolean; error: unknown; refetch: () => void } {
  const { user } = useSession();
  const query = subscriptionApi.useGetMySubscriptionQuery(ME, { skip: !user });
  const { refetch } = query;
  // A skipped query (visitors) cannot be refetched.
  const safeRefetch = useCallback(() => void (user ? refetch() : undefined), [user, refetch]);
  return { ...subscriptionState(query.data?.subscription), isLoading: query.isLoading, error: query.error, refetch: safeRefetch };
}

export const SUBSCRIPTION_UPDATED_EVENT = 'subscription-updated';
/** The subscription is fetched again 2 s after returning from checkout. */
export const CHECKOUT_REFETCH_DELAY_MS = 2000;

/** Refetches the plan when checkout dispatches 'subscription-updated' (docs/product/premium.md). */
export function useSubscriptionUpdatedListener(refetch: () => void) {
  useEffect(() => {
    const onUpdated = () => refetch();
    window.addEventListener(SUBSCRIPTION_UPDATED_EVENT, onUpdated);
    return () => window.removeEventListener(SUBSCRIPTION_UPDATED_EVENT, onUpdated);
  }, [refetch]);
}
