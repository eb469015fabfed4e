import { LOCAL_STRIPE } from '../test-ports';
import { localStripe, postStripeWebhook, signStripePayload, stripeEventPayload } from '../stripe-events';
import { startHostedPages } from './hosted-pages.server';

// The local stack's part `stripe-pages` (infra/local/parts/stripe-pages.sh) runs this file.
const port = Number(process.env.STRIPE_PAGES_PORT ?? 12112);
const secret = process.env.STRIPE_WEBHOOK_SECRET ?? LOCAL_STRIPE.webhookSecret;

startHostedPages({
  port,
  stripe: localStripe(),
  event: stripeEventPayload,
  deliver: async (payload) => (await postStripeWebhook(payload, signStripePayload(payload, secret))).status,
  prices: { month: process.env.STRIPE_PRICE_MONTHLY ?? LOCAL_STRIPE.priceMonthly, year: process.env.STRIPE_PRICE_YEARLY ?? LOCAL_STRIPE.priceYearly },
  ...(process.env.STRIPE_PAGES_STATE ? { statePath: process.env.STRIPE_PAGES_STATE } : {}),
}).then(
  (pages) => {
    console.log(`Stripe hosted pages stand-in on ${pages.url} (checkout: ${pages.url}/checkout, portal: ${pages.url}/portal)`);
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void pages.close().then(() => process.exit(0)));
  },
  (err: Error) => {
    console.error(err);
    process.exit(1);
  },
);
