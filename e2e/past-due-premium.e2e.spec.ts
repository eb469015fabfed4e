import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Client } from 'pg';
import { databaseUrlFor } from '@overlap/platform';
import { uniqueIp } from '@overlap/test-support';
import { launchChromium, screenshotPath } from './support/browser';

// A student whose renewal payment failed (Stripe's past_due while it retries) is premium to billing, so
// the app shows premium: no ads, the plan badge, subscriber buttons. Stripe reaches past_due through a
// failed charge, which the local Stripe stand-in cannot make; billing's stored state is set as its
// webhook would have written it, and everything after that is billing's answer and the app.

const APP = process.env.APP_BASE_URL ?? 'http://localhost:8080';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

async function billingDb(sql: string, values: unknown[]): Promise<void> {
  const db = new Client({ connectionString: databaseUrlFor('billing') });
  await db.connect();
  try {
    await db.query(sql, values);
  } finally {
    await db.end();
  }
}

describe('a past-due subscriber in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    if (page && !page.isClosed()) await page.screenshot({ path: screenshotPath('past-due-last') }).catch(() => undefined);
    await browser?.close();
  });

  it('keeps premium: no ad banner, the Monthly badge, Daily Offers coming soon, Current Plan on /pricing', async () => {
    context = await browser.newContext({ baseURL: APP, viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
    const email = `past-due-${randomBytes(4).toString('hex')}@uni.test`;
    const signUp = await context.request.post('/api/auth/signup', {
      data: { email, password: 'past-due-pass-1', firstName: 'Pat', lastName: 'Due' },
      headers: XHR,
    });
    expect(signUp.status()).toBe(201);
    const { id } = (await signUp.json()) as { id: string };
    await billingDb(
      `INSERT INTO entitlements (user_id, plan_type, status, current_period_end, version) VALUES ($1, 'month', 'past_due', now() + interval '20 days', 1)`,
      [id],
    );

    const answer = await context.request.get('/api/subscriptions/user/me', { headers: XHR });
    expect((await answer.json()).subscription).toMatchObject({
      status: 'past_due',
      source: 'stripe',
      hasActiveSubscription: true,
      isAdFree: true,
      isInTrial: false,
    });

    page = await context.newPage();
    await page.goto('/');
    await page.getByRole('banner').getByText('Monthly', { exact: true }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(0);

    await page.goto('/daily-offers');
    await page.getByRole('heading', { name: 'Coming soon' }).waitFor();

    await page.goto('/pricing');
    const monthly = page.locator('.plan-card').filter({ has: page.getByRole('heading', { level: 2, name: 'Monthly', exact: true }) });
    await monthly.getByRole('button', { name: 'Current Plan' }).waitFor();
    expect(await monthly.getByRole('button').allTextContents()).toEqual(['Current Plan', 'Manage Subscription', 'Cancel Subscription']);
  }, 120_000);
});
