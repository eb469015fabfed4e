import { Inject, Injectable } from '@nestjs/common';
import { LOGGER } from '@overlap/platform';
import type pino from 'pino';
import type Stripe from 'stripe';
import { billingConfig } from '../config';
import { planTypeOf, type PlanType } from '../entitlements/premium-state.rules';
import { STRIPE } from '../stripe/stripe.client';
import type { PlanView, PricingView } from './plan.views';

const PLAN_NAMES: Record<PlanType, { name: string; description: string }> = {
  month: { name: 'Monthly', description: 'Billed every month after the 7-day free trial' },
  year: { name: 'Yearly', description: 'Billed once a year after the 7-day free trial' },
};

export type PlanProducts = { product: string; prices: string[] }[];

/** Maps a Stripe Price to a plan (docs/product/premium.md); a price that is not a monthly or yearly recurring one is no plan. */
export function toPlan(price: Stripe.Price): PlanView | null {
  const interval = planTypeOf(price);
  if (!interval || price.recurring?.interval_count !== 1 || price.unit_amount === null) return null;
  const product =
    typeof price.product === 'object' && price.product && !('deleted' in price.product && price.product.deleted) ? (price.product as Stripe.Product) : null;
  return {
    id: price.id,
    name: price.nickname ?? PLAN_NAMES[interval].name,
    description: product?.description ?? PLAN_NAMES[interval].description,
    amount: price.unit_amount,
    currency: price.currency,
    interval,
    mostPopular: interval === 'year',
  };
}

/** The plans are the Stripe Prices named by STRIPE_PRICE_MONTHLY and STRIPE_PRICE_YEARLY, read and cached. */
@Injectable()
export class PlansService {
  private cached: { at: number; plans: PlanView[]; products: PlanProducts } | undefined;

  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe | null,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  async pricing(): Promise<PricingView> {
    const plans = await this.plans();
    const month = plans.find((p) => p.interval === 'month');
    const year = plans.find((p) => p.interval === 'year');
    return { plans, yearlySavings: month && year ? 12 * month.amount - year.amount : 0, paymentsAvailable: this.stripe !== null };
  }

  async plans(): Promise<PlanView[]> {
    return (await this.read()).plans;
  }

  /** The plans' prices by their Stripe product, as the portal's plan switching names them. */
  async products(): Promise<PlanProducts> {
    return (await this.read()).products;
  }

  private async read(): Promise<{ plans: PlanView[]; products: PlanProducts }> {
    if (!this.stripe) return { plans: [], products: [] };
    if (this.cached && Date.now() - this.cached.at < billingConfig.priceCacheMs) return this.cached;
    const ids = [billingConfig.priceMonthly, billingConfig.priceYearly].filter((id): id is string => Boolean(id));
    const prices = await Promise.all(ids.map((id) => this.stripe!.prices.retrieve(id, { expand: ['product'] })));
    const plans = prices.map(toPlan).filter((p): p is PlanView => p !== null);
    if (plans.length < prices.length) this.logger.warn({ ids }, 'a configured Stripe price is not a monthly or yearly recurring price');
    const products = new Map<string, string[]>();
    for (const price of prices.filter((p) => plans.some((plan) => plan.id === p.id))) {
      const product = typeof price.product === 'string' ? price.product : price.product.id;
      products.set(product, [...(products.get(product) ?? []), price.id]);
    }
    this.cached = { at: Date.now(), plans, products: [...products].map(([product, priceIds]) => ({ product, prices: priceIds })) };
    return this.cached;
  }

  async planFor(priceId: string): Promise<PlanView | undefined> {
    return (await this.plans()).find((p) => p.id === priceId);
  }
}
