import { api } from '@/lib/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPricing: build.query<GetPricingApiResponse, GetPricingApiArg>({
      query: () => ({ url: `/subscriptions/pricing` }),
    }),
    getMySubscription: build.query<GetMySubscriptionApiResponse, GetMySubscriptionApiArg>({
      query: (queryArg) => ({ url: `/subscriptions/user/${encodeURIComponent(String(queryArg))}` }),
    }),
    createCheckoutSession: build.mutation<CreateCheckoutSessionApiResponse, CreateCheckoutSessionApiArg>({
      query: (queryArg) => ({ url: `/subscriptions/create-checkout-session`, method: 'POST', body: queryArg }),
    }),
    createPortalSession: build.mutation<CreatePortalSessionApiResponse, CreatePortalSessionApiArg>({
      query: (queryArg) => ({ url: `/subscriptions/create-portal-session`, method: 'POST', body: queryArg }),
    }),
    redeemPromoCode: build.mutation<RedeemPromoCodeApiResponse, RedeemPromoCodeApiArg>({
      query: (queryArg) => ({ url: `/subscriptions/redeem-promo`, method: 'POST', body: queryArg }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as billingApi };
export type GetPricingApiResponse = /** status 200  */ PricingView;
export type GetPricingApiArg = void;
export type GetMySubscriptionApiResponse = /** status 200  */ MySubscriptionView;
export type GetMySubscriptionApiArg = string;
export type CreateCheckoutSessionApiResponse = /** status 200  */ CheckoutSessionView;
export type CreateCheckoutSessionApiArg = CreateCheckoutSessionDto;
export type CreatePortalSessionApiResponse = /** status 200  */ PortalSessionView;
export type CreatePortalSessionApiArg = CreatePortalSessionDto;
export type RedeemPromoCodeApiResponse = /** status 200  */ RedeemedPromoView;
export type RedeemPromoCodeApiArg = RedeemPromoDto;
export type PlanView = {
  /** the Stripe Price id, sent back as priceId at checkout */
  id: string;
  name: string;
  description: string;
  /** minor units (cents) */
  amount: number;
  currency: string;
  interval: 'month' | 'year';
  /** the yearly plan */
  mostPopular: boolean;
};
export type PricingView = {
  plans: PlanView[];
  /** twelve monthly payments minus the yearly price, minor units; 0 without both plans */
  yearlySavings: number;
  /** false when no payment provider is configured: checkout is not available */
  paymentsAvailable: boolean;
};
export type SubscriptionView = {
  /** null for a promo grant or no subscription */
  planType: ('month' | 'year') | null;
  /** Stripe's status; 'active' for a promo grant */
  status: 'none' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete' | 'incomplete_expired' | 'paused';
  trialEnd: string | null;
  /** end of the paid period, or of the promo grant */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** what grants premium now */
  source: ('stripe' | 'promo') | null;
  /** end of a redeemed promo grant */
  promoEndsAt: string | null;
  hasActiveSubscription: boolean;
  isInTrial: boolean;
  /** whole days until trialEnd, rounded up; 0 outside a trial */
  daysLeftInTrial: number;
  isAdFree: boolean;
};
export type MySubscriptionView = {
  subscription: SubscriptionView;
};
export type CheckoutSessionView = {
  sessionId: string;
  /** the provider's hosted checkout page */
  url: string;
};
export type CreateCheckoutSessionDto = {
  /** a plan id from GET /api/subscriptions/pricing */
  priceId: string;
  /** an address on the app's own origin */
  successUrl: string;
  /** an address on the app's own origin */
  cancelUrl: string;
};
export type PortalSessionView = {
  /** the provider's hosted customer portal */
  url: string;
};
export type CreatePortalSessionDto = {
  /** an address on the app's own origin */
  returnUrl: string;
};
export type RedeemedPromoView = {
  message: string;
  /** premium from this code lasts until then */
  premiumUntil: string;
  subscription: SubscriptionView;
};
export type RedeemPromoDto = {
  /** case-insensitive */
  code: string;
};
