import type Stripe from 'stripe';
import type { EntitlementsRepository } from '../entitlements/entitlements.repository';
import { NO_PREMIUM, type PremiumState } from '../entitlements/premium-state.rules';
import type { PlansService } from '../plans/plans.service';
import { CheckoutService } from './checkout.service';
import type { PortalConfiguration } from './portal-configuration.client';
import type { StripeCustomers } from './stripe-customers.repository';
import type { DeletedUsersRepository } from '../users/deleted-users.repository';

const APP = 'http://localhost:8080';
const plan = { id: 'price_m', name: 'Monthly', description: '', amount: 499, currency: 'usd', interval: 'month' as const, mostPopular: false };

function setup(state: PremiumState = NO_PREMIUM, stripeConfigured = true, hadSubscription = false, deleted = false) {
  const create = jest.fn(async (_params: Stripe.Checkout.SessionCreateParams, _options: Stripe.RequestOptions) => ({
    id: 'cs_1',
    url: 'https://checkout.example/cs_1',
  }));
  const portal = jest.fn(async (_params: Stripe.BillingPortal.SessionCreateParams, _options: Stripe.RequestOptions) => ({ url: 'https://portal.example/p' }));
  const stripe = { checkout: { sessions: { create } }, billingPortal: { sessions: { create: portal } } } as unknown as Stripe;
  const plans = { planFor: async (id: string) => (id === plan.id ? plan : undefined) } as PlansService;
  const customers = { ensure: async () => 'cus_1', existing: async () => 'cus_1' } as unknown as StripeCustomers;
  const entitlements = { state: async () => state, hadSubscription: async () => hadSubscription } as unknown as EntitlementsRepository;
  const portalConfiguration = { id: async () => 'bpc_rules' } as unknown as PortalConfiguration;
  const deletedUsers = { isDeleted: async () => deleted } as unknown as DeletedUsersRepository;
  return { service: new CheckoutService(stripeConfigured ? stripe : null, plans, customers, entitlements, portalConfiguration, deletedUsers), create, portal };
}

describe('checkout sessions', () => {
  it('are subscription mode with a 7-day trial, the caller as reference, promotion codes and an idempotency key', async () => {
    const { service, create } = setup();
    await expect(service.checkout('user-1', 'price_m', `${APP}/?subscription=success`, `${APP}/pricing?subscription=cancelled`)).resolves.toEqual({
      sessionId: 'cs_1',
      url: 'https://checkout.example/cs_1',
    });
    const [params, options] = create.mock.calls[0]!;
    expect(params).toMatchObject({
      mode: 'subscription',
      customer: 'cus_1',
      client_reference_id: 'user-1',
      line_items: [{ price: 'price_m', quantity: 1 }],
      allow_promotion_codes: true,
      subscription_data: { trial_period_days: 7, metadata: { userId: 'user-1' } },
      success_url: `${APP}/?subscription=success`,
      cancel_url: `${APP}/pricing?subscription=cancelled`,
    });
    expect(options.idempotencyKey).toMatch(/^checkout-/);
  });

  it('are refused (401) to the still valid token of a deleted account, before any Stripe customer is made', async () => {
    const { service, create } = setup(NO_PREMIUM, true, false, true);
    await expect(service.checkout('user-1', 'price_m', `${APP}/`, `${APP}/pricing`)).rejects.toMatchObject({
      status: 401,
      message: 'This account has been deleted.',
    });
    expect(create).not.toHaveBeenCalled();
  });

  it('give the free trial only to a first subscription', async () => {
    const { service, create } = setup({ ...NO_PREMIUM, status: 'canceled', planType: 'month' }, true, true);
    await service.checkout('user-1', 'price_m', `${APP}/`, `${APP}/pricing`);
    expect(create.mock.calls[0]![0].subscription_data).toEqual({ metadata: { userId: 'user-1' } });
  });

  it('are refused to a subscriber of that plan, and for an address elsewhere', async () => {
    const subscribed = setup({ ...NO_PREMIUM, status: 'active', planType: 'month' });
    await expect(subscribed.service.checkout('user-1', 'price_m', `${APP}/`, `${APP}/pricing`)).rejects.toMatchObject({
      status: 409,
      message: 'You are already subscribed to this plan!',
    });
    const { service, create } = setup();
    await expect(service.checkout('user-1', 'price_m', 'https://evil.example/', `${APP}/pricing`)).rejects.toMatchObject({ status: 400 });
    expect(create).not.toHaveBeenCalled();
  });

  it('answer the development-mode message without a payment provider', async () => {
    const { service } = setup(NO_PREMIUM, false);
    await expect(service.checkout('user-1', 'price_m', `${APP}/`, `${APP}/pricing`)).rejects.toMatchObject({
      status: 503,
      code: 'payments_unavailable',
      message: 'Payment processing is not available in development mode.',
    });
  });

  it('open the portal with the FAQ rules configuration for the caller, with an idempotency key', async () => {
    const { service, portal } = setup();
    await expect(service.portal('user-1', `${APP}/pricing`)).resolves.toEqual({ url: 'https://portal.example/p' });
    expect(portal.mock.calls[0]![0]).toEqual({ customer: 'cus_1', return_url: `${APP}/pricing`, configuration: 'bpc_rules' });
    expect(portal.mock.calls[0]![1].idempotencyKey).toMatch(/^portal-/);
  });
});
