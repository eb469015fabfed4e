import type { SubscriptionState } from './subscription';

/**
 * The one gate for invitations in the UI: accepting in the invitations panel ('Upgrade to
 * Accept' otherwise) and receiving them in the notification bell ('Upgrade Required' otherwise).
 * Whether premium is needed at all is groups' operator setting INVITATIONS_REQUIRE_PREMIUM (ADR 019),
 * read from the invitations answer or the public policy (lib/invitation-policy.ts).
 */
export function canAcceptInvitations(subscription: Pick<SubscriptionState, 'hasActiveSubscription'>, requirePremium: boolean): boolean {
  return !requirePremium || subscription.hasActiveSubscription;
}

/** The groups service refuses an accept with this code when the subscription is missing (ADR 007). */
export const SUBSCRIPTION_REQUIRED_CODE = 'subscription_required';
