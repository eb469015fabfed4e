import type { Browser } from 'playwright-core';
import { uniqueEmail } from '@overlap/test-support';
import { launchChromium, newPerson, screenshotPath } from './support/browser';

describe('the app served by the gateway, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(() => browser?.close());

  it('loads the page and reflects the identity session', async () => {
    const context = await newPerson(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && !/\b(401|503)\b/.test(m.text()) && errors.push(m.text()));

    await page.goto('/');
    // Visitors get the landing page with the way in.
    await page.getByRole('heading', { level: 1, name: 'Your week, your study group, one shared grid.' }).waitFor();
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    await page.screenshot({ path: screenshotPath('smoke-visitor') });

    // Sign up through the API with the page's own cookie jar, then reload.
    const res = await context.request.post('/api/auth/signup', {
      data: { email: uniqueEmail('e2e'), password: 'browser-pass-1', firstName: 'Chromium' },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.status()).toBe(201);
    await page.reload();
    // Signed in: the calendar home with the top navigation.
    await page.getByRole('heading', { level: 1, name: /^Week \d+, \d{4}$/ }).waitFor();
    await page.getByRole('button', { name: 'Chromium account menu' }).waitFor();
    await page.screenshot({ path: screenshotPath('smoke-signed-in') });
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
