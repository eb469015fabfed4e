/**
 * Billing answers refusals as domain errors with a `code` (ADR 007's shape). These are the codes
 * the pricing page turns into its own texts; any other refusal shows the server's message.
 */
export const PROMO_ERROR_KEYS: Record<string, string> = {
  not_found: 'pricing:promo.errors.notFound',
  promo_expired: 'pricing:promo.errors.expired',
  promo_used_up: 'pricing:promo.errors.exhausted',
  conflict: 'pricing:promo.errors.alreadyRedeemed',
};

/** Checkout refused because the caller already has a plan: billing's message says which (docs/product/premium.md). */
export const CONFLICT_CODE = 'conflict';
/** Billing runs without a card payment provider configured (development mode). */
export const PAYMENTS_UNAVAILABLE_CODE = 'payments_unavailable';

/** The hosted checkout page must be an http(s) address; anything else is a payment error. */
export function checkoutAddress(url: string | undefined): { ok: true; url: string } | { ok: false; reason: string } | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return { ok: true, url: parsed.href };
    return { ok: false, reason: `unsupported address ${parsed.protocol}` };
  } catch {
    return { ok: false, reason: 'invalid checkout address' };
  }
}
