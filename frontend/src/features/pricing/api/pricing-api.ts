import { billingApi, type PlanView } from '@/lib/api-generated/billing';

/** SPEC.md §3 "Pricing plan": amounts in minor units. */
export type Plan = PlanView;

export const pricingApi = billingApi.enhanceEndpoints({
  endpoints: {
    getPricing: { providesTags: ['Plans'] },
    // A promo code grants premium without a card (SPEC.md §1): the plan changes at once.
    redeemPromoCode: { invalidatesTags: ['Subscription'] },
  },
});

export const { useGetPricingQuery, useCreateCheckoutSessionMutation, useCreatePortalSessionMutation, useRedeemPromoCodeMutation } = pricingApi;
