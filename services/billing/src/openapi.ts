import type { OpenApiOptions } from '@overlap/platform';

/** What billing's public API document says about itself (served at /docs locally, written to openapi.json). */
export const openApi: OpenApiOptions = {
  service: 'billing',
  description: 'Plans, checkout and portal sessions, Stripe webhooks, trials, promo codes and entitlements.',
};
