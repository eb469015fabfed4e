import type Stripe from 'stripe';
import { toPlan } from './plans.service';

const price = (over: Record<string, unknown>) =>
  ({
    id: 'price_m',
    nickname: null,
    unit_amount: 499,
    currency: 'usd',
    recurring: { interval: 'month', interval_count: 1 },
    product: 'prod_1',
    ...over,
  }) as unknown as Stripe.Price;

describe('a Stripe price as a plan', () => {
  it('answers SPEC §3 fields in minor units, the yearly plan most popular', () => {
    expect(toPlan(price({}))).toEqual({
      id: 'price_m',
      name: 'Monthly',
      description: 'Billed every month after the 7-day free trial',
      amount: 499,
      currency: 'usd',
      interval: 'month',
      mostPopular: false,
    });
    expect(
      toPlan(
        price({
          id: 'price_y',
          unit_amount: 4288,
          recurring: { interval: 'year', interval_count: 1 },
          nickname: 'Yearly',
          product: { id: 'prod_1', description: 'Ad-free' },
        }),
      ),
    ).toEqual({
      id: 'price_y',
      name: 'Yearly',
      description: 'Ad-free',
      amount: 4288,
      currency: 'usd',
      interval: 'year',
      mostPopular: true,
    });
  });

  it('is no plan when not a plain monthly or yearly price', () => {
    expect(toPlan(price({ recurring: { interval: 'month', interval_count: 3 } }))).toBeNull();
    expect(toPlan(price({ recurring: null }))).toBeNull();
    expect(toPlan(price({ unit_amount: null }))).toBeNull();
  });
});
