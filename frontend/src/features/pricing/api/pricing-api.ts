import { billingApi, type PlanView } from '@/lib/api-generated/billing';

/** A pricing plan: amounts in minor units. */
export type Plan = PlanView;

export const pricingApi = billingApi.enhanceEndpoints({
  endpoints: {
    getPricing: { providesTags: ['Plans'] },
    // A promo code grants premium without a card (docs/product/premium.md): the plan changes at once.
    redeemPromoCode: { invalidatesTags: ['Subscription'] },
  },
});

export const { useGetPricingQuery, useCreateCheckoutSessionMutation, useCreatePortalSessionMutation, useRedeemPromoCodeMutation } = pricingApi;
