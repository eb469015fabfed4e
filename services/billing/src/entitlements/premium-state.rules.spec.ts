import { NO_PREMIUM, premiumFlags, type PremiumState } from './premium-state.rules';
import { toSubscriptionView } from './subscription.views';

const now = new Date('2026-03-10T12:00:00Z');
const at = (iso: string) => new Date(iso);
const stripe = (over: Partial<PremiumState>): PremiumState => ({
  ...NO_PREMIUM,
  planType: 'month',
  status: 'active',
  currentPeriodEnd: at('2026-04-10T12:00:00Z'),
  ...over,
});

describe('SPEC §4 premium derivations', () => {
  it('counts active and trialing as an active subscription and ad-free', () => {
    for (const status of ['active', 'trialing'] as const)
      expect(premiumFlags(stripe({ status }), now)).toMatchObject({ hasActiveSubscription: true, isAdFree: true, source: 'stripe' });
  });

  it('keeps premium while a failed renewal is past due, and drops it when Stripe cancels or gives up', () => {
    expect(premiumFlags(stripe({ status: 'past_due' }), now).isAdFree).toBe(true);
    for (const status of ['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const) {
      expect(premiumFlags(stripe({ status }), now)).toMatchObject({ hasActiveSubscription: false, isAdFree: false, source: null });
    }
    expect(premiumFlags(NO_PREMIUM, now)).toEqual({ source: null, hasActiveSubscription: false, isInTrial: false, daysLeftInTrial: 0, isAdFree: false });
  });

  it('is in trial only while trialing with trialEnd ahead, and rounds the days left up', () => {
    expect(premiumFlags(stripe({ status: 'trialing', trialEnd: at('2026-03-17T12:00:00Z') }), now)).toMatchObject({ isInTrial: true, daysLeftInTrial: 7 });
    expect(premiumFlags(stripe({ status: 'trialing', trialEnd: at('2026-03-10T12:00:01Z') }), now)).toMatchObject({ isInTrial: true, daysLeftInTrial: 1 });
    expect(premiumFlags(stripe({ status: 'trialing', trialEnd: at('2026-03-12T13:00:00Z') }), now).daysLeftInTrial).toBe(3);
    expect(premiumFlags(stripe({ status: 'trialing', trialEnd: at('2026-03-10T12:00:00Z') }), now)).toMatchObject({ isInTrial: false, daysLeftInTrial: 0 });
    expect(premiumFlags(stripe({ status: 'active', trialEnd: at('2026-03-17T12:00:00Z') }), now)).toMatchObject({ isInTrial: false, daysLeftInTrial: 0 });
  });

  it('lets a promo grant give premium until it ends, combined with any subscription', () => {
    const promo = { ...NO_PREMIUM, promoUntil: at('2026-06-01T00:00:00Z') };
    expect(premiumFlags(promo, now)).toMatchObject({ source: 'promo', hasActiveSubscription: true, isAdFree: true });
    expect(premiumFlags(promo, at('2026-06-01T00:00:00Z')).isAdFree).toBe(false);
    expect(premiumFlags({ ...promo, status: 'canceled', planType: 'year' }, now)).toMatchObject({ source: 'promo', isAdFree: true });
    expect(premiumFlags({ ...promo, status: 'trialing', trialEnd: at('2026-03-12T00:00:00Z') }, now)).toMatchObject({ source: 'stripe', isInTrial: true });
  });
});

describe('the subscription answer', () => {
  it('is none without anything', () => {
    expect(toSubscriptionView(NO_PREMIUM, now)).toMatchObject({ status: 'none', planType: null, trialEnd: null, source: null, isAdFree: false });
  });

  it("shows a promo grant as active until the grant's end", () => {
    const view = toSubscriptionView({ ...NO_PREMIUM, status: 'canceled', planType: 'month', promoUntil: at('2026-06-01T00:00:00Z') }, now);
    expect(view).toMatchObject({
      status: 'active',
      planType: null,
      source: 'promo',
      currentPeriodEnd: '2026-06-01T00:00:00.000Z',
      promoEndsAt: '2026-06-01T00:00:00.000Z',
    });
  });

  it("shows Stripe's subscription when it grants premium", () => {
    const view = toSubscriptionView(stripe({ status: 'trialing', trialEnd: at('2026-03-17T12:00:00Z'), cancelAtPeriodEnd: true }), now);
    expect(view).toMatchObject({ status: 'trialing', planType: 'month', trialEnd: '2026-03-17T12:00:00.000Z', cancelAtPeriodEnd: true, daysLeftInTrial: 7 });
  });
});
