import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { uniqueIp } from '@overlap/test-support';
import { launchChromium, screenshotPath } from './support/browser';
import { captureScreen, DESKTOP, PHONE, settle } from './support/screens';

// Issue 14's journeys: a student with ads starts a free trial through checkout (the local stand-in
// for Stripe's hosted page, which posts signed webhooks to billing), comes back ad-free with the plan
// and trial badges, and cancels in the portal stand-in while keeping premium until the period ends;
// a second student, in Danish on a phone, redeems a promo code made with the operators' CLI.

// Billing accepts return addresses on the app's own origin (APP_BASE_URL, localhost locally).
const APP = process.env.APP_BASE_URL ?? 'http://localhost:8080';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const INTERSTITIAL = 'Study without interruptions';
const run = promisify(execFile);

interface Student {
  context: BrowserContext;
  page: Page;
  id: string;
}

async function signUp(browser: Browser, firstName: string, viewport = { width: 1440, height: 900 }): Promise<Student> {
  const context = await browser.newContext({ baseURL: APP, viewport, extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  const email = `billing-${firstName.toLowerCase()}-${randomBytes(4).toString('hex')}@uni.test`;
  const res = await context.request.post('/api/auth/signup', { data: { email, password: 'billing-pass-1', firstName, lastName: 'Student' }, headers: XHR });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { context, page: await context.newPage(), id };
}

/** The operators' command line (`npm run promo -w services/billing -- create …`). */
async function createPromoCode(code: string): Promise<void> {
  await run(process.execPath, ['dist/promo/promo.cli.js', 'create', '--code', code, '--days', '90', '--max', '5', '--expires', '2099-01-31'], {
    cwd: join(__dirname, '..', 'services', 'billing'),
  });
}

const adBanner = (page: Page) => page.getByRole('complementary', { name: 'Advertisement' });
/** The top bar: the page's banner landmark. */
const topBar = (page: Page) => page.getByRole('banner');
const planCard = (page: Page, name: string) => page.locator('.plan-card').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** Five compare actions: the fifth opens the interstitial for students with ads (docs/product/premium.md). */
async function compareFiveTimes(page: Page): Promise<boolean> {
  await page.goto('/study-groups');
  await page.evaluate(() => sessionStorage.removeItem('compareActions'));
  const compare = page.getByRole('button', { name: 'Compare Schedules' });
  for (let i = 0; i < 5; i++) await compare.click();
  await page.waitForTimeout(400);
  return (await page.getByRole('dialog', { name: INTERSTITIAL }).count()) > 0;
}

describe('premium in the browser: trial checkout, portal cancel, promo code', () => {
  let browser: Browser;
  let current: Page | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    if (current && !current.isClosed()) await current.screenshot({ path: screenshotPath('billing-last') }).catch(() => undefined);
  });

  let ada: Student;

  it('shows a student ads, then plans with Start Free Trial, and says so when checkout is cancelled', async () => {
    ada = await signUp(browser, 'Ada');
    const page = (current = ada.page);
    const group = await ada.context.request.post('/api/study-groups', { data: { name: 'Premium study', createdBy: ada.id }, headers: XHR });
    expect(group.status()).toBe(201);

    await page.goto('/');
    await adBanner(page).waitFor();
    expect(await compareFiveTimes(page)).toBe(true);

    await page.goto('/pricing');
    await planCard(page, 'Yearly').getByText('Most Popular').waitFor();
    expect(await planCard(page, 'Monthly').getByRole('button').allTextContents()).toEqual(['Start Free Trial']);
    await planCard(page, 'Yearly').getByText('Save $17.00 compared with monthly').waitFor();
    await captureScreen(page, 'billing-pricing-free');

    await planCard(page, 'Monthly').getByRole('button', { name: 'Start Free Trial' }).click();
    await page.waitForURL(/localhost:12112\/checkout\//);
    await page.getByRole('button', { name: 'Pay with test card' }).waitFor();
    await page.getByRole('link', { name: 'Cancel and return' }).click();
    await page.waitForURL(`${APP}/pricing`);
    await page.getByText('Checkout cancelled').waitFor();
  }, 120_000);

  it('starts the free trial in the checkout stand-in and comes back premium: badges, no banner, no interstitial', async () => {
    const page = (current = ada.page);
    await page.goto('/pricing');
    await planCard(page, 'Monthly').getByRole('button', { name: 'Start Free Trial' }).click();
    await page.waitForURL(/localhost:12112\/checkout\//);
    await page.getByText('7 days free').waitFor();
    await captureScreen(page, 'billing-checkout-stand-in', { axe: false });
    await page.getByRole('button', { name: 'Pay with test card' }).click();

    // Back at /?subscription=success: the parameter leaves the address, the plan is read again.
    await page.waitForURL(`${APP}/`);
    await topBar(page).getByText('Monthly', { exact: true }).waitFor();
    await topBar(page).getByText('7 days left').waitFor();
    await page.getByText('Welcome to the premium plan! Your free trial has started and ads are now removed.').waitFor();
    expect(await adBanner(page).count()).toBe(0);
    expect(await compareFiveTimes(page)).toBe(false);

    await page.goto('/pricing');
    await page.getByText('Free Trial Active — 7 days left').waitFor();
    expect(await planCard(page, 'Monthly').getByRole('button').allTextContents()).toEqual(['Current Plan', 'Manage Subscription', 'Cancel Subscription']);
    expect(await planCard(page, 'Monthly').getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
    expect(await planCard(page, 'Yearly').getByRole('button').allTextContents()).toEqual(['Upgrade to Yearly', 'Manage Current Subscription']);
    await captureScreen(page, 'billing-pricing-monthly-trial');
  }, 120_000);

  it('cancels in the portal stand-in and stays premium until the period ends', async () => {
    const page = (current = ada.page);
    await page.goto('/pricing');
    await page.getByText(/^Renews on /).waitFor();
    // The app says what cancelling means before it leaves for the portal (issue 30).
    await planCard(page, 'Monthly').getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Premium?' });
    await dialog.getByText(/^Your free trial ends on .+\. Cancel now and you are not charged; Premium ends with the trial\.$/).waitFor();
    await dialog
      .getByText('Then your account moves to the free plan: ads come back, and your schedules, study groups and comparisons stay as they are.')
      .waitFor();
    await captureScreen(page, 'billing-cancel-explained');
    const [portal] = await Promise.all([ada.context.waitForEvent('page'), dialog.getByRole('button', { name: 'Continue to cancel' }).click()]);
    await portal.waitForURL(/localhost:12112\/portal\//);
    await portal.getByRole('button', { name: 'Cancel plan' }).click();
    await portal.getByText(/^Cancels on /).waitFor();
    await portal.screenshot({ path: screenshotPath('billing-portal-stand-in-1440') });
    await portal.close();

    // Back on the app's tab, without a reload: the page reads the plan again when the tab has focus again.
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByText(/^Cancelled: you keep Premium until .+, then your account moves to the free plan\.$/).waitFor();
    await topBar(page).getByText('Monthly', { exact: true }).waitFor();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settle(page);
    expect(await adBanner(page).count()).toBe(0);
    await captureScreen(page, 'billing-pricing-cancelled-home', { axe: false });
  }, 120_000);

  it('lets a second student, in Danish on a phone, redeem a promo code and be ad-free', async () => {
    const code = `E2E${randomBytes(4).toString('hex')}`.toUpperCase();
    await createPromoCode(code);
    const ben = await signUp(browser, 'Ben', PHONE);
    const page = (current = ben.page);
    await page.addInitScript(() => localStorage.setItem('language', 'da'));
    await page.goto('/pricing');
    await page.getByRole('heading', { level: 1, name: 'Vælg dit abonnement' }).waitFor();
    await page.getByLabel('Rabatkode').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Indløs' }).click();
    await page.getByText('Rabatkoden er indløst! Du har nu Premium, og reklamerne er væk.').waitFor();
    await page.getByLabel('Rabatkode').fill(code);
    await page.getByRole('button', { name: 'Indløs' }).click();
    await page.getByText('Du har allerede indløst denne rabatkode.').waitFor();
    await page.getByText(/^Fra din rabatkode, indtil .+\. Intet kort, intet at opsige\. Vælg en plan nedenfor for at beholde Premium derefter\.$/).waitFor();
    // Premium from a code alone keeps the plans' checkout, honest about when the trial starts (ADR 019).
    expect(await page.getByRole('button', { name: 'Start gratis prøveperiode nu' }).count()).toBe(2);
    expect(await page.getByRole('link', { name: 'Kontakt support' }).count()).toBe(0);

    // On a phone the plan badge is in the menu.
    await page.goto('/');
    await page.getByRole('button', { name: 'Åbn menu' }).click();
    await page.locator('.ant-drawer').getByText('Premium-abonnement').waitFor();
    await settle(page);
    await page.screenshot({ path: screenshotPath('billing-menu-promo-da-390') });
    await page.keyboard.press('Escape');
    expect(await adBanner(page).count()).toBe(0);

    await page.setViewportSize(DESKTOP);
    await page.goto('/pricing');
    await page.getByText(/^Fra din rabatkode/).waitFor();
    await captureScreen(page, 'billing-pricing-promo-da');
    await topBar(page).getByText('Premium-abonnement').waitFor();
    await page.goto('/daily-offers');
    await page.getByRole('heading', { name: 'Kommer snart' }).waitFor();
  }, 120_000);
});
