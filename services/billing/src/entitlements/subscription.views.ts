import { ApiProperty } from '@nestjs/swagger';
import { premiumFlags, stripeEntitled, SUBSCRIPTION_STATUSES, type PlanType, type PremiumState, type SubscriptionStatus } from './premium-state.rules';

/** The premium subscription with its derived flags (docs/product/premium.md). Always present; 'none' without one. */
export class SubscriptionView {
  @ApiProperty({ enum: ['month', 'year'], nullable: true, type: String, description: 'null for a promo grant or no subscription' })
  planType!: PlanType | null;

  @ApiProperty({ enum: ['none', ...SUBSCRIPTION_STATUSES], description: "Stripe's status; 'active' for a promo grant" })
  status!: SubscriptionStatus | 'none';

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  trialEnd!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'end of the paid period, or of the promo grant' })
  currentPeriodEnd!: string | null;

  @ApiProperty()
  cancelAtPeriodEnd!: boolean;

  @ApiProperty({ enum: ['stripe', 'promo'], nullable: true, type: String, description: 'what grants premium now' })
  source!: 'stripe' | 'promo' | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'end of a redeemed promo grant' })
  promoEndsAt!: string | null;

  @ApiProperty()
  hasActiveSubscription!: boolean;

  @ApiProperty()
  isInTrial!: boolean;

  @ApiProperty({ minimum: 0, description: 'whole days until trialEnd, rounded up; 0 outside a trial' })
  daysLeftInTrial!: number;

  @ApiProperty()
  isAdFree!: boolean;
}

/** GET /api/subscriptions/user/me — `{ subscription }`. */
export class MySubscriptionView {
  @ApiProperty({ type: SubscriptionView })
  subscription!: SubscriptionView;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The answer of GET /api/subscriptions/user/me: Stripe's subscription, else a promo grant, else none. */
export function toSubscriptionView(state: PremiumState, now: Date): SubscriptionView {
  const flags = premiumFlags(state, now);
  const promoEndsAt = state.promoUntil && state.promoUntil > now ? state.promoUntil : null;
  if (flags.source === 'promo' && !stripeEntitled(state)) {
    return {
      planType: null,
      status: 'active',
      trialEnd: null,
      currentPeriodEnd: iso(promoEndsAt),
      cancelAtPeriodEnd: false,
      promoEndsAt: iso(promoEndsAt),
      ...flags,
    };
  }
  return {
    planType: state.planType,
    status: state.status ?? 'none',
    trialEnd: iso(state.trialEnd),
    currentPeriodEnd: iso(state.currentPeriodEnd),
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    promoEndsAt: iso(promoEndsAt),
    ...flags,
  };
}
