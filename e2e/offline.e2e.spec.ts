import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { eventually, GATEWAY_URL, uniqueEmail, weekAhead } from '@overlap/test-support';
import { CHROMIUM_OPTIONS, launchChromium, newPerson, screenshotPath } from './support/browser';
import { lighthouseCategory } from './support/lighthouse';
import { captureScreen } from './support/screens';
import { chooseMenuItem } from './support/settled-clicks';

/**
 * The installable app of ADR 033 in Chromium through the gateway: the service worker keeps the
 * student's last loaded week, an offline reload shows it with the offline notice (English and
 * Dansk), signing out forgets it; Chrome finds the app installable and Lighthouse's
 * best-practices audit passes.
 */

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const TITLE = 'Offline Algebra';
const LANDING = 'Your week, your study group, one shared grid.';
const DATA_CACHE = 'overlap-offline-data';

/** The paths kept in the offline data cache, without creating the cache when it is not there. */
const cachedPaths = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, DATA_CACHE);

/** Premium without a card: the operators' command line makes a promo code (as billing's journey does). */
const createPromoCode = (code: string) =>
  promisify(execFile)(process.execPath, ['dist/promo/promo.cli.js', 'create', '--code', code, '--days', '90', '--max', '1', '--expires', '2099-01-31'], {
    cwd: join(__dirname, '..', 'services', 'billing'),
  });

const serviceWorkerInControl = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });

/** A student with a class every weekday of this week, from a saved timetable screenshot. */
async function studentWithAWeek(context: BrowserContext) {
  const email = uniqueEmail('offline');
  const password = 'offline-pass-1';
  const signup = await context.request.post('/api/auth/signup', { data: { email, password, firstName: 'Olive', lastName: 'Offline' }, headers: XHR });
  expect(signup.status()).toBe(201);
  const classes = (['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const).map((weekday) => ({
    weekday,
    start: '10:00',
    end: '12:00',
    title: TITLE,
    location: 'Room 101',
    type: 'Lecture',
  }));
  const saved = await context.request.post('/api/parse/screenshot/save', { data: { name: 'My week', events: classes }, headers: XHR });
  expect(saved.status()).toBe(201);
  const { week, year } = weekAhead(0);
  await eventually(async () => {
    const answer = (await (await context.request.get(`/api/events?week=${week}&year=${year}&userId=me`)).json()) as { events: unknown[] };
    if (answer.events.length < 5) throw new Error(`${answer.events.length} classes in this week so far`);
  });
  // Signed in through the form below, as a student would.
  await context.clearCookies();
  return { email, password };
}

describe('the installable app offline (ADR 033)', () => {
  let browser: Browser;
  let current: Page | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(() => browser?.close());
  afterEach(async () => {
    if (current && !current.isClosed()) await current.screenshot({ path: screenshotPath('offline-last') }).catch(() => undefined);
  });

  it('shows the last loaded week offline with the offline notice, in English and Dansk, and forgets it on sign-out', async () => {
    const context = await newPerson(browser);
    const { email, password } = await studentWithAWeek(context);
    const page = (current = await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const classes = page.getByRole('button').filter({ hasText: TITLE });

    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await classes.first().waitFor();
    // The worker installs with the first visit; the week loaded after that is the one kept.
    await serviceWorkerInControl(page);
    await page.reload();
    await classes.first().waitFor();
    await eventually(async () => expect(await cachedPaths(page)).toEqual(expect.arrayContaining(['/api/auth/user', '/api/users/settings', '/api/events'])));
    expect(await page.getByRole('status').filter({ hasText: "You're offline." }).count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page
      .getByRole('status')
      .filter({ hasText: "You're offline. Showing your schedule as it was last loaded. Saving changes needs a connection." })
      .waitFor();
    await page.getByRole('heading', { level: 1, name: /^Week \d+, \d{4}$/ }).waitFor();
    await classes.nth(4).waitFor();
    expect(await classes.count()).toBe(5);
    // The worker really is offline: a week it never kept does not load.
    expect(
      await page.evaluate(() =>
        fetch('/api/events?week=1&year=2001&userId=me').then(
          (r) => `answered ${r.status}`,
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    await captureScreen(page, 'offline-week-en');

    // Another language offline: the app's translations are part of what the worker keeps.
    await page.evaluate(() => localStorage.setItem('language', 'da'));
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Du er offline. Viser dit skema, som det sidst blev hentet.' }).waitFor();
    await page.getByRole('heading', { level: 1, name: /^Uge \d+, \d{4}$/ }).waitFor();
    await classes.nth(4).waitFor();
    expect(await classes.count()).toBe(5);
    await captureScreen(page, 'offline-week-da');
    await page.evaluate(() => localStorage.setItem('language', 'en'));

    // Back online the notice goes; signing out forgets the week.
    await context.setOffline(false);
    await page.reload();
    await classes.first().waitFor();
    expect(await page.getByRole('status').filter({ hasText: "You're offline." }).count()).toBe(0);
    await chooseMenuItem(page, page.getByRole('button', { name: 'Olive Offline account menu' }), 'Log out');
    await page.getByRole('heading', { level: 1, name: LANDING }).waitFor();
    await eventually(async () => expect(await cachedPaths(page)).toEqual([]));

    // Offline again, nobody's week opens: the visitor's page with the notice.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: LANDING }).waitFor();
    await page.getByRole('status').filter({ hasText: "You're offline. Signing in and sending anything need a connection." }).waitFor();
    expect(await classes.count()).toBe(0);
    expect(await cachedPaths(page)).toEqual([]);
    await captureScreen(page, 'offline-visitor');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('right after the first visit stays signed in offline, keeps the groups and the plan, and catches up by itself online (issue 30)', async () => {
    const context = await newPerson(browser);
    const { email, password } = await studentWithAWeek(context);
    const page = (current = await context.newPage());
    const classes = page.getByRole('button').filter({ hasText: TITLE });
    const offlineNotice = page.getByRole('status').filter({ hasText: "You're offline." });

    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await classes.first().waitFor();
    // A group and premium from a promo code, through the app's own calls.
    const group = await page.request.post('/api/study-groups', { data: { name: 'Offline crew', createdBy: 'me' }, headers: XHR });
    expect(group.status()).toBe(201);
    const code = `OFF${randomBytes(4).toString('hex')}`.toUpperCase();
    await createPromoCode(code);
    expect((await page.request.post('/api/subscriptions/redeem-promo', { data: { code }, headers: XHR })).status()).toBe(200);
    await serviceWorkerInControl(page);

    // The first visit only, then offline: never the visitor's page or the sign-in form.
    await context.setOffline(true);
    await page.reload();
    await offlineNotice.first().waitFor();
    await page.getByRole('heading', { level: 1, name: /^Week \d+, \d{4}$/ }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: LANDING }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign In', exact: true }).count()).toBe(0);

    // Back online without a reload: the notice goes and the page asks again by itself (the plan redeemed
    // meanwhile shows up: the badge, and no ad).
    await context.setOffline(false);
    await page.getByText('Premium Plan').first().waitFor();
    expect(await offlineNotice.count()).toBe(0);
    await classes.first().waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Study Groups' }).first().click();
    await page.getByRole('article', { name: 'Offline crew' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(0);
    await eventually(async () => {
      const kept = await cachedPaths(page);
      expect(kept).toEqual(expect.arrayContaining(['/api/auth/user', '/api/subscriptions/user/me']));
      expect(kept.some((path) => path.startsWith('/api/study-groups/user/'))).toBe(true);
    });

    // Offline again: the kept groups and plan hold — the group is listed and premium shows no ads.
    await context.setOffline(true);
    await page.reload();
    await offlineNotice.first().waitFor();
    await page.getByRole('article', { name: 'Offline crew' }).waitFor();
    await page.getByText('Premium Plan').first().waitFor();
    expect(await page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(0);
    await captureScreen(page, 'offline-groups-premium');
    await context.setOffline(false);
    await context.close();
  }, 180_000);

  it('is installable in Chrome and passes the best-practices audit', async () => {
    // Chrome never offers to install from an off-the-record profile, which is what a new context is.
    const profile = mkdtempSync(join(tmpdir(), 'overlap-install-'));
    const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM_OPTIONS, baseURL: GATEWAY_URL });
    try {
      const page = (current = context.pages()[0] ?? (await context.newPage()));
      await page.goto('/');
      await serviceWorkerInControl(page);
      const cdp = await context.newCDPSession(page);
      expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });
      const manifest = await cdp.send('Page.getAppManifest');
      expect([manifest.url, manifest.errors]).toEqual([`${GATEWAY_URL}/manifest.webmanifest`, []]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }

    // Best practices for a visitor and for a signed-in student's calendar.
    const student = await newPerson(browser);
    const signup = await student.request.post('/api/auth/signup', { data: { email: uniqueEmail('lighthouse'), password: 'lighthouse-pass-1' }, headers: XHR });
    expect(signup.status()).toBe(201);
    const cookie = (await student.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    await student.close();
    for (const [who, headers] of [
      ['visitor', {}],
      ['student', { Cookie: cookie }],
    ] as const) {
      const result = await lighthouseCategory(`${GATEWAY_URL}/`, 'best-practices', headers);
      expect({ who, passes: result.score >= 0.9, failed: result.failed }).toEqual({ who, passes: true, failed: result.failed });
    }
  }, 240_000);
});
