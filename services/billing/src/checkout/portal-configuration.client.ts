import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { PlansService, type PlanProducts } from '../plans/plans.service';

const RULES_KEY = 'overlap_rules';

/**
 * The FAQ's rules (docs/product/premium.md) as a Customer Portal configuration: cancelling keeps access to the end of
 * the billing period; monthly → yearly is prorated with credit; yearly → monthly (a lower amount)
 * takes effect at the next billing cycle.
 */
export function portalRules(products: PlanProducts, returnUrl: string): Stripe.BillingPortal.ConfigurationCreateParams {
  return {
    business_profile: { headline: 'Overlap Premium' },
    default_return_url: returnUrl,
    features: {
      subscription_cancel: { enabled: true, mode: 'at_period_end', proration_behavior: 'none' },
      subscription_update: {
        enabled: true,
        default_allowed_updates: ['price'],
        products,
        proration_behavior: 'create_prorations',
        schedule_at_period_end: { conditions: [{ type: 'decreasing_item_amount' }] },
      },
      payment_method_update: { enabled: true },
      invoice_history: { enabled: true },
    },
  };
}

/** The portal configuration billing's sessions use: found by its rules' fingerprint, else created once. */
@Injectable()
export class PortalConfiguration {
  private known = new Map<string, string>();

  constructor(private readonly plans: PlansService) {}

  async id(stripe: Stripe, returnUrl: string): Promise<string> {
    const params = portalRules(await this.plans.products(), returnUrl);
    const fingerprint = createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 32);
    const cached = this.known.get(fingerprint);
    if (cached) return cached;
    const existing = (await stripe.billingPortal.configurations.list({ active: true, limit: 100 })).data.find((c) => c.metadata?.[RULES_KEY] === fingerprint);
    const id =
      existing?.id ??
      (
        await stripe.billingPortal.configurations.create(
          { ...params, metadata: { [RULES_KEY]: fingerprint } },
          { idempotencyKey: `portal-configuration-${fingerprint}` },
        )
      ).id;
    this.known.set(fingerprint, id);
    return id;
  }
}
