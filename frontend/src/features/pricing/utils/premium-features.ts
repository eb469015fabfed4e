import type { SubscriptionState } from '@/lib/subscription';

/**
 * What premium gives, and nothing else (ADR 043): each line a plan card shows names the billing
 * flag that grants it, and app/premium-promises.test.tsx checks the screen that flag changes. A line
 * is added here only together with the code that grants it.
 */
export const PREMIUM_FEATURES = [
  { id: 'noBanners', text: 'pricing:features.noBanners', grantedBy: 'isAdFree' },
  { id: 'noInterstitials', text: 'pricing:features.noInterstitials', grantedBy: 'isAdFree' },
  // Only where the operator makes accepting invitations premium (INVITATIONS_REQUIRE_PREMIUM, ADR 019).
  { id: 'acceptInvitations', text: 'pricing:features.acceptInvitations', grantedBy: 'hasActiveSubscription', onlyWhenInvitationsRequirePremium: true },
] as const satisfies readonly {
  id: string;
  text: `pricing:features.${string}`;
  grantedBy: keyof Pick<SubscriptionState, 'isAdFree' | 'hasActiveSubscription'>;
  onlyWhenInvitationsRequirePremium?: boolean;
}[];

export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];
export type PremiumFeatureId = PremiumFeature['id'];

/** The lines for this deployment: the invitation line only when accepting needs premium. */
export const premiumFeatures = (invitationsRequirePremium: boolean | undefined): PremiumFeature[] =>
  PREMIUM_FEATURES.filter((f) => !('onlyWhenInvitationsRequirePremium' in f) || invitationsRequirePremium === true);
