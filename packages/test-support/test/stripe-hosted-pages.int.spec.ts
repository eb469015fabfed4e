import { LOCAL_STRIPE, signUpUser, type ApiClient } from '../src';

// The hosted-pages stand-in of the local stack (part stripe-pages) against the real billing:
// the pages, the signed events they post through the gateway and what billing then answers.

jest.setTimeout(60_000);

const APP = 'http://localhost:8080';
const PAGES = `http://localhost:${process.env.STRIPE_PAGES_PORT ?? 12112}`;

const mySubscription = async (client: ApiClient) => (await client.get('/api/subscriptions/user/me')).body.subscription;
const form = (url: string) => fetch(url, { method: 'POST', redirect: 'manual' });

async function checkout(client: ApiClient, priceId: string) {
  const res = await client.post('/api/subscriptions/create-checkout-session', {
    priceId,
    successUrl: `${APP}/?subscription=success`,
    cancelUrl: `${APP}/pricing?subscription=cancelled`,
  });
  expect(res.status).toBe(200);
  return res.body as { sessionId: string; url: string };
}

async function portal(client: ApiClient): Promise<string> {
  const res = await client.post('/api/subscriptions/create-portal-session', { returnUrl: `${APP}/pricing` });
  expect(res.status).toBe(200);
  expect(res.body.url).toMatch(new RegExp(`^${PAGES}/portal/bps_`));
  return res.body.url;
}

describe('Stripe hosted pages stand-in', () => {
  it('shows the plan with its trial, a test-card button and a link back to the cancel address', async () => {
    const { client } = await signUpUser();
    const session = await checkout(client, LOCAL_STRIPE.priceYearly);
    expect(session.url).toBe(`${PAGES}/checkout/${session.sessionId}`);
    const page = await fetch(session.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('$42.88');
    expect(html).toContain('7 days free');
    expect(html).toContain('Pay with test card');
    expect(html).toContain(`href="${APP}/pricing?subscription=cancelled"`);
    // Nothing happens before the button.
    expect((await mySubscription(client)).hasActiveSubscription).toBe(false);
  });

  it('pays: signed events make the student a trialing subscriber, then the browser goes to the success address', async () => {
    const { client } = await signUpUser();
    const session = await checkout(client, LOCAL_STRIPE.priceMonthly);
    const paid = await form(`${session.url}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${APP}/?subscription=success`);
    expect(await mySubscription(client)).toMatchObject({
      planType: 'month',
      status: 'trialing',
      isInTrial: true,
      daysLeftInTrial: 7,
      isAdFree: true,
      source: 'stripe',
    });

    // Pressing the button again creates no second subscription.
    expect((await form(`${session.url}/pay`)).status).toBe(303);
    expect(await mySubscription(client)).toMatchObject({ planType: 'month', status: 'trialing' });
  });

  it('portal: cancel at period end keeps premium, renew undoes it, the switch moves to the other plan', async () => {
    const { client } = await signUpUser();
    expect((await form(`${(await checkout(client, LOCAL_STRIPE.priceMonthly)).url}/pay`)).status).toBe(303);
    const url = await portal(client);
    const page = await (await fetch(url)).text();
    expect(page).toContain('Cancel plan');
    expect(page).toContain('Switch to Yearly');
    expect(page).toContain(`href="${APP}/pricing"`);

    const cancelled = await form(`${url}/cancel`);
    expect(cancelled.status).toBe(303);
    expect(await mySubscription(client)).toMatchObject({ cancelAtPeriodEnd: true, hasActiveSubscription: true, isAdFree: true });
    expect(await (await fetch(url)).text()).toContain('Renew plan');

    expect((await form(`${url}/renew`)).status).toBe(303);
    expect(await mySubscription(client)).toMatchObject({ cancelAtPeriodEnd: false, hasActiveSubscription: true });

    expect((await form(`${url}/switch`)).status).toBe(303);
    expect(await mySubscription(client)).toMatchObject({ planType: 'year', hasActiveSubscription: true });
  });

  it('answers 404 for anything else', async () => {
    expect((await fetch(`${PAGES}/checkout/cs_missing/refund`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${PAGES}/admin`)).status).toBe(404);
  });
});
