/**
 * Fixed local ports of test doubles, one registry for the tests, the test runner and the local
 * stack's ingestion settings (scripts/lib/app-services.ts). Feed servers get one port per test
 * file because Jest runs files in parallel; ingestion may fetch from exactly these (and nothing
 * else on loopback) through FEED_FETCH_ALLOWED_HOSTS.
 */
export const FEED_SERVER_PORTS = {
  subscriptions: 18091,
  sync: 18093,
  replicas: 18094,
  outage: 18095,
  bench: 18096,
  browser: 18097,
  identityEvents: 18098,
  groupsBrowser: 18099,
  onboarding: 18110,
  onboardingBrowser: 18111,
  feedStateBrowser: 18112,
  deletionScan: 18113,
  dataExport: 18114,
  dataExportBrowser: 18115,
} as const;

/** The OpenAI-protocol test server (fake-openai-server.ts) started by scripts/test.ts. */
export const FAKE_OPENAI_PORT = 18092;

export const feedFetchAllowedHosts = (): string =>
  Object.values(FEED_SERVER_PORTS)
    .map((port) => `127.0.0.1:${port}`)
    .join(',');

/**
 * The local stack's Stripe: stripe-mock's address, a test-mode key it accepts, the webhook
 * secret billing verifies with (the local checkout stand-in signs with it) and the demo price ids.
 * Never used outside the local stack and tests.
 */
export const LOCAL_STRIPE = {
  apiBase: 'http://127.0.0.1:12111',
  secretKey: 'sk_test_overlaplocal',
  webhookSecret: 'whsec_overlap_local_webhook_secret',
  priceMonthly: 'price_overlap_monthly',
  priceYearly: 'price_overlap_yearly',
} as const;
