import type { MySubscriptionView, SubscriptionView } from '@/lib/api-generated/billing';
import { subscriptionState, type Subscription, type SubscriptionState } from '@/lib/subscription';

const flags = ({ hasActiveSubscription, isInTrial, daysLeftInTrial, isAdFree }: SubscriptionState) => ({
  hasActiveSubscription,
  isInTrial,
  daysLeftInTrial,
  isAdFree,
});

/** A cached answer of GET /api/subscriptions/user/me, as billing sends it, for component tests. */
export const subscriptionAnswer = (subscription: Subscription | null): MySubscriptionView => ({
  subscription: {
    trialEnd: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    source: null,
    promoEndsAt: null,
    ...(subscription ?? { planType: null, status: 'none' }),
    ...flags(subscriptionState(subscription)),
  } as SubscriptionView,
});
