import type { Browser, Page } from 'playwright-core';
import { uniqueEmail } from '@overlap/test-support';
import { launchChromium, newPerson, screenshotPath } from './support/browser';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** The focused element's tag and text, as a screen reader would start reading from it. */
const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`);

// Issue 30: every page had the title 'Overlap'; WCAG 2.4.2 wants each to say what it is, and a
// route change should leave focus on the new page's heading (WCAG 2.4.3).
describe('page titles and focus after a route change', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  let current: Page | undefined;
  afterEach(async () => {
    if (current && !current.isClosed()) await current.screenshot({ path: screenshotPath('page-titles-last') }).catch(() => undefined);
  });

  it('names each page in the interface language and focuses its heading after sign-in and navigation', async () => {
    const email = uniqueEmail('titles');
    const password = 'titles-pass-123';
    const signupContext = await newPerson(browser);
    const signup = (
      await signupContext.request.post('/api/auth/signup', { data: { email, password, firstName: 'Tia', lastName: 'Title' }, headers: XHR })
    ).status();
    await signupContext.close();
    expect(signup).toBe(201);

    const context = await newPerson(browser);
    const page = (current = await context.newPage());
    await page.goto('/auth');
    await page.waitForFunction(() => document.title === 'Sign in – Overlap');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // Signed in: the first page's heading has focus, and the title names the page.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.title()).toMatch(/^(Welcome|Calendar) – Overlap$/);

    const pages: [string, string][] = [
      ['/calendar', 'Calendar'],
      ['/upload', 'Calendar Subscriptions'],
      ['/ai-schedule', 'AI Schedule Import'],
      ['/study-groups', 'Study Groups'],
      ['/daily-offers', 'Daily Offers'],
      ['/pricing', 'Pricing'],
      ['/profile', 'Profile'],
      ['/profile/settings', 'Settings'],
      ['/profile/privacy', 'Privacy & Security'],
      ['/welcome', 'Welcome'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await page.waitForFunction((t) => document.title === t, `${title} – Overlap`);
    }

    // A link inside the app: focus leaves the link for the new page's heading.
    await page.goto('/calendar');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Study Groups' }).first().click();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focused(page)).toBe('H1 Study Groups');
    expect(await page.title()).toBe('Study Groups – Overlap');

    // German: the same pages in the interface language.
    await page.evaluate(() => localStorage.setItem('language', 'de'));
    await page.goto('/study-groups');
    await page.waitForFunction(() => document.title === 'Lerngruppen – Overlap');
    await page.getByRole('navigation').getByRole('link', { name: 'Kalender' }).first().click();
    await page.waitForFunction(() => document.title === 'Kalender – Overlap');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await page.goto('/profile/settings');
    await page.waitForFunction(() => document.title === 'Einstellungen – Overlap');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await context.close();
  }, 120_000);
});
