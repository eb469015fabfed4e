import type Stripe from 'stripe';
import { snapshotOf } from './subscription-snapshot.rules';

const subscription = (over: Record<string, unknown> = {}, interval = 'year') =>
  ({
    id: 'sub_1',
    status: 'trialing',
    trial_end: 1_800_000_000,
    cancel_at_period_end: false,
    cancel_at: null,
    items: { data: [{ current_period_end: 1_800_000_000, price: { id: 'price_y', recurring: { interval } } }] },
    ...over,
  }) as unknown as Stripe.Subscription;

describe('a subscription as Stripe answers it', () => {
  it('gives plan, status, trial and period end (from its item)', () => {
    expect(snapshotOf(subscription())).toEqual({
      subscriptionId: 'sub_1',
      status: 'trialing',
      planType: 'year',
      priceId: 'price_y',
      trialEnd: new Date(1_800_000_000_000),
      currentPeriodEnd: new Date(1_800_000_000_000),
      cancelAtPeriodEnd: false,
    });
  });

  it('counts a scheduled cancellation as cancel at period end, but not once canceled', () => {
    expect(snapshotOf(subscription({ cancel_at: 1_800_000_000 })).cancelAtPeriodEnd).toBe(true);
    expect(snapshotOf(subscription({ cancel_at_period_end: true })).cancelAtPeriodEnd).toBe(true);
    expect(snapshotOf(subscription({ status: 'canceled', cancel_at: 1_800_000_000 })).cancelAtPeriodEnd).toBe(false);
  });

  it('knows no plan for a price that is not monthly or yearly', () => {
    expect(snapshotOf(subscription({}, 'week')).planType).toBeNull();
  });
});
