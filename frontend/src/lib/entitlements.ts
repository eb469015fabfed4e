import type { SubscriptionState } from './subscription';

/**
 * Whether premium gating of study-group invitations is on. SPEC.md §6 gives accepting
 * invitations and receiving invitation notifications to subscribers only; until billing decides
 * entitlements (its own issue) everyone may, exactly as the groups service's
 * `Entitlements.canAcceptInvitations` answers today. Billing switches this one flag.
 */
export const INVITATIONS_REQUIRE_SUBSCRIPTION = false;

/**
 * The one gate for invitations in the UI: accepting in the invitations panel ('Upgrade to
 * Accept' otherwise) and receiving them in the notification bell ('Upgrade Required' otherwise).
 */
export function canAcceptInvitations(
  subscription: Pick<SubscriptionState, 'hasActiveSubscription'>,
  requireSubscription = INVITATIONS_REQUIRE_SUBSCRIPTION,
): boolean {
  return !requireSubscription || subscription.hasActiveSubscription;
}

/** The groups service refuses an accept with this code when the subscription is missing (ADR 007). */
export const SUBSCRIPTION_REQUIRED_CODE = 'subscription_required';
