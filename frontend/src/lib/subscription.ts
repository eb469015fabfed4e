import { useCallback, useEffect } from 'react';
import { billingApi, type SubscriptionView } from './api-generated/billing';
import { useSession } from './auth';

/**
 * The plan part of GET /api/subscriptions/user/me (billing, SPEC.md §3 "Premium subscription").
 * The flags billing derives as well are derived here again from these fields with the browser's clock.
 */
export type Subscription = Pick<SubscriptionView, 'planType' | 'status'> &
  Partial<Pick<SubscriptionView, 'trialEnd' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'source' | 'promoEndsAt'>>;

export interface SubscriptionState {
  subscription: Subscription | null;
  hasActiveSubscription: boolean;
  isInTrial: boolean;
  daysLeftInTrial: number;
  isAdFree: boolean;
}

const DAY_MS = 86_400_000;

/** SPEC.md §4: active or trialing counts; in trial while trialEnd is ahead; days left rounded up. */
export function subscriptionState(subscription: Subscription | null | undefined, now = Date.now()): SubscriptionState {
  const sub = subscription ?? null;
  const hasActiveSubscription = sub?.status === 'active' || sub?.status === 'trialing';
  const trialEnd = sub?.trialEnd ? Date.parse(sub.trialEnd) : NaN;
  const isInTrial = sub?.status === 'trialing' && trialEnd > now;
  const daysLeftInTrial = isInTrial ? Math.ceil((trialEnd - now) / DAY_MS) : 0;
  return { subscription: sub, hasActiveSubscription, isInTrial, daysLeftInTrial, isAdFree: hasActiveSubscription };
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
/** SPEC.md §9: the subscription is fetched again 2 s after returning from checkout. */
export const CHECKOUT_REFETCH_DELAY_MS = 2000;

/** Refetches the plan when checkout dispatches 'subscription-updated' (SPEC.md §4). */
export function useSubscriptionUpdatedListener(refetch: () => void) {
  useEffect(() => {
    const onUpdated = () => refetch();
    window.addEventListener(SUBSCRIPTION_UPDATED_EVENT, onUpdated);
    return () => window.removeEventListener(SUBSCRIPTION_UPDATED_EVENT, onUpdated);
  }, [refetch]);
}
