import { api } from '@/lib/api';

/** SPEC.md §3 "Pricing plan": amounts in minor units. */
export interface Plan {
  id: string;
  name: string;
  description?: string;
  amount: number;
  currency: string;
  interval: 'month' | 'year' | string;
}

export const pricingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<Plan[], void>({
      query: () => '/subscriptions/pricing',
      transformResponse: (body: { plans?: Plan[] } | Plan[]) => (Array.isArray(body) ? body : (body.plans ?? [])),
      providesTags: ['Plans'],
    }),
    createCheckoutSession: build.mutation<{ sessionId?: string; url?: string }, { priceId: string; successUrl: string; cancelUrl: string }>({
      query: (body) => ({ url: '/subscriptions/create-checkout-session', method: 'POST', body }),
    }),
    createPortalSession: build.mutation<{ url: string }, { returnUrl: string }>({
      query: (body) => ({ url: '/subscriptions/create-portal-session', method: 'POST', body }),
    }),
    /** A promo code grants premium without a card (SPEC.md §1); the plan changes at once. */
    redeemPromo: build.mutation<unknown, { code: string }>({
      query: (body) => ({ url: '/subscriptions/redeem-promo', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
    }),
  }),
});

export const { useGetPlansQuery, useCreateCheckoutSessionMutation, useCreatePortalSessionMutation, useRedeemPromoMutation } = pricingApi;
