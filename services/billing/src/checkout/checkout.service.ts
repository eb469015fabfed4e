import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { badRequest, conflict, notFound, unauthorized } from '@overlap/platform';
import type Stripe from 'stripe';
import { billingConfig, TRIAL_DAYS } from '../config';
import { EntitlementsRepository } from '../entitlements/entitlements.repository';
import { stripeEntitled } from '../entitlements/premium-state.rules';
import { PlansService } from '../plans/plans.service';
import { paymentsUnavailable } from '../stripe/payments-unavailable.errors';
import { STRIPE } from '../stripe/stripe.client';
import { DeletedUsersRepository } from '../users/deleted-users.repository';
import type { CheckoutSessionView, PortalSessionView } from './checkout.views';
import { PortalConfiguration } from './portal-configuration.client';
import { ownOriginUrl } from './return-url.dto';
import { StripeCustomers } from './stripe-customers.repository';

/** Hosted Checkout and Customer Portal sessions for the caller (checkout and the FAQ's rules: docs/product/premium.md). */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe | null,
    private readonly plans: PlansService,
    private readonly customers: StripeCustomers,
    private readonly entitlements: EntitlementsRepository,
    private readonly portalConfiguration: PortalConfiguration,
    private readonly deletedUsers: DeletedUsersRepository,
  ) {}

  async checkout(userId: string, priceId: string, successUrl: string, cancelUrl: string): Promise<CheckoutSessionView> {
    const stripe = this.requireStripe();
    const success = ownOriginUrl(successUrl, billingConfig.appBaseUrl, 'successUrl');
    const cancel = ownOriginUrl(cancelUrl, billingConfig.appBaseUrl, 'cancelUrl');
    const plan = await this.plans.planFor(priceId);
    if (!plan) throw badRequest('This plan is not available.', 'priceId');
    const state = await this.entitlements.state(userId);
    if (stripeEntitled(state)) {
      // Changing plans happens in the portal (prorated up, next cycle down), never as a second subscription.
      throw conflict(state.planType === plan.interval ? 'You are already subscribed to this plan!' : 'Please change your plan through Manage Subscription.');
    }
    // An access token outlives its account by up to 15 minutes: no new Stripe customer for a deleted one.
    if (await this.deletedUsers.isDeleted(userId)) throw unauthorized('This account has been deleted.');
    const customer = await this.customers.ensure(stripe, userId);
    const returning = await this.entitlements.hadSubscription(userId);
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer,
        client_reference_id: userId,
        line_items: [{ price: plan.id, quantity: 1 }],
        allow_promotion_codes: true,
        // The 7-day trial is for a first subscription; a returning subscriber pays from the start.
        subscription_data: { ...(returning ? {} : { trial_period_days: TRIAL_DAYS }), metadata: { userId } },
        metadata: { userId, priceId: plan.id },
        success_url: success,
        cancel_url: cancel,
      },
      { idempotencyKey: `checkout-${randomUUID()}` },
    );
    if (!session.url) throw badRequest('The payment provider did not return a checkout page.');
    return { sessionId: session.id, url: session.url };
  }

  async portal(userId: string, returnUrl: string): Promise<PortalSessionView> {
    const stripe = this.requireStripe();
    const target = ownOriginUrl(returnUrl, billingConfig.appBaseUrl, 'returnUrl');
    const customer = await this.customers.existing(userId);
    if (!customer) throw notFound('No subscription to manage yet.');
    const configuration = await this.portalConfiguration.id(stripe, `${billingConfig.appBaseUrl}/pricing`);
    const session = await stripe.billingPortal.sessions.create({ customer, return_url: target, configuration }, { idempotencyKey: `portal-${randomUUID()}` });
    return { url: session.url };
  }

  private requireStripe(): Stripe {
    if (!this.stripe) throw paymentsUnavailable();
    return this.stripe;
  }
}
