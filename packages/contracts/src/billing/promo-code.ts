/** The longest promo code there is: billing refuses longer input, and the UI says "does not exist" without asking. */
export const PROMO_CODE_MAX = 40;
