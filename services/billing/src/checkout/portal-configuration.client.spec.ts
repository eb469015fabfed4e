import type Stripe from 'stripe';
import type { PlansService } from '../plans/plans.service';
import { PortalConfiguration, portalRules } from './portal-configuration.client';

const products = [{ product: 'prod_premium', prices: ['price_m', 'price_y'] }];

describe('the Customer Portal configuration', () => {
  it('follows SPEC §4 FAQ rules: cancel at period end, switch up prorated, switch down at the next cycle', () => {
    const { features } = portalRules(products, 'https://overlap.example/pricing');
    expect(features.subscription_cancel).toMatchObject({ enabled: true, mode: 'at_period_end' });
    expect(features.subscription_update).toMatchObject({
      enabled: true,
      default_allowed_updates: ['price'],
      products,
      proration_behavior: 'create_prorations',
      schedule_at_period_end: { conditions: [{ type: 'decreasing_item_amount' }] },
    });
  });

  it('is created once, with an idempotency key, and found again by its fingerprint', async () => {
    const created: Stripe.BillingPortal.ConfigurationCreateParams[] = [];
    const listed: { id: string; metadata: Record<string, string> }[] = [];
    const stripe = {
      billingPortal: {
        configurations: {
          list: async () => ({ data: listed }),
          create: async (params: Stripe.BillingPortal.ConfigurationCreateParams, options: Stripe.RequestOptions) => {
            expect(options.idempotencyKey).toMatch(/^portal-configuration-/);
            created.push(params);
            listed.push({ id: 'bpc_1', metadata: params.metadata as Record<string, string> });
            return { id: 'bpc_1' };
          },
        },
      },
    } as unknown as Stripe;
    const plans = { products: async () => products } as unknown as PlansService;
    await expect(new PortalConfiguration(plans).id(stripe, 'https://overlap.example/pricing')).resolves.toBe('bpc_1');
    await expect(new PortalConfiguration(plans).id(stripe, 'https://overlap.example/pricing')).resolves.toBe('bpc_1');
    expect(created).toHaveLength(1);
  });
});
