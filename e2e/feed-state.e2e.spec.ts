import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FEED_SERVER_PORTS, FeedServer, icsCalendar, uniqueEmail } from '@overlap/test-support';
import { launchChromium, newPerson, screenshotPath } from './support/browser';
import { captureScreen, toasts } from './support/screens';

/**
 * A feed whose server fails, in Chromium through the gateway against the real ingestion service
 * (ADR 030): the calendar names it in a banner with the reason and 'Fix', the sidebar counts it
 * as an error, the empty week says it may be incomplete, and 'Fix' opens the feed on /upload,
 * whose texts say what happened (never a last good sync it never had). Once the server answers
 * again and the feed syncs, the week shows its class and the banner is gone.
 */

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const FEED_NAME = 'Macro TimeEdit';

/** Today (in Stockholm, the new account's zone) 09:00–11:00 UTC: inside the week the calendar opens at. */
function todaysClass(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const start = new Date(`${today}T09:00:00Z`);
  return icsCalendar(
    [{ uid: `macro-${start.getTime()}@e2e`, summary: 'Macroeconomics', start, end: new Date(start.getTime() + 2 * 3_600_000), location: 'Ekonomikum, Hall 2' }],
    FEED_NAME,
  );
}

async function signedInPerson(browser: Browser, language = 'en'): Promise<{ context: BrowserContext; page: Page; userId: string }> {
  const context = await newPerson(browser);
  await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
  const res = await context.request.post('/api/auth/signup', {
    data: { email: uniqueEmail('feedstate'), password: 'feed-state-pass-1', firstName: 'Maja', lastName: 'Holm' },
    headers: XHR,
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { context, page: await context.newPage(), userId: id };
}

describe('a broken calendar feed in the browser', () => {
  let browser: Browser;
  let feeds: FeedServer;
  let current: Page | undefined;

  beforeAll(async () => {
    feeds = new FeedServer(FEED_SERVER_PORTS.feedStateBrowser);
    await feeds.start();
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await feeds?.stop();
  });
  afterEach(async () => {
    if (current && !current.isClosed()) await current.screenshot({ path: screenshotPath('feed-state-last') }).catch(() => undefined);
  });

  it('is named on the calendar, counted in the sidebar and explained on /upload, where Fix leads; a repaired feed fills the week', async () => {
    const path = `/broken-${Date.now()}.ics`;
    feeds.serve(path, { body: 'Internal Server Error', status: 500 });
    const { context, page, userId } = await signedInPerson(browser);
    current = page;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // The first sync runs while the feed is added, and fails.
    const added = await context.request.post('/api/ics/subscriptions', {
      data: { userId, name: FEED_NAME, url: feeds.url(path), syncInterval: 30 },
      headers: XHR,
    });
    expect(added.status()).toBe(201);
    const feed = (await added.json()) as { id: string; status: string; lastSync: string | null };
    expect(feed).toMatchObject({ status: 'error', lastSync: null });

    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Calendar feeds that need attention' });
    await banner.getByText(`“${FEED_NAME}” could not be synced`).waitFor();
    await banner.getByText('The calendar server had a problem (HTTP 500). We will keep trying.').waitFor();
    await banner.getByText('None of its events are in your calendar yet.').waitFor();

    const sidebar = page.getByRole('complementary', { name: 'Your account and shortcuts' });
    const count = (label: string) =>
      sidebar
        .locator('.sidebar-counts > div', { has: page.getByText(label, { exact: true }) })
        .locator('dd')
        .innerText();
    expect(await count('Total')).toBe('1');
    expect(await count('Active')).toBe('0');
    expect(await count('Errors')).toBe('1');

    // Not 'Nothing scheduled … Enjoy the free time': the week may be incomplete, and why.
    await page.getByRole('heading', { level: 2, name: /^Week \d+ may be incomplete$/ }).waitFor();
    await page.getByText(`We could not sync “${FEED_NAME}”, so classes may be missing from this week.`).waitFor();
    expect(await page.getByText(/Nothing scheduled|Enjoy the free time/).count()).toBe(0);
    await captureScreen(page, 'feed-state-calendar');

    // Fix, by keyboard: /upload opens at that feed, focused, saying what happened.
    await banner.getByRole('button', { name: `Fix “${FEED_NAME}”` }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/upload?feed=${feed.id}`);
    const item = page.locator(`#feed-${feed.id}`);
    await item.getByText('It has never synced, so none of its events are in your calendar.').waitFor();
    await page.waitForFunction((id) => document.activeElement?.id === `feed-${id}`, feed.id);
    expect(await item.getAttribute('class')).toContain('is-target');
    const text = await item.innerText();
    expect(text).toContain('The last sync failed.');
    expect(text).toContain('Not synced yet');
    expect(text).not.toMatch(/last good sync|Next sync/);
    await captureScreen(page, 'feed-state-upload');

    // The server answers again: Sync Now brings the class into the week and the banner goes.
    feeds.serve(path, todaysClass());
    await item.getByRole('button', { name: 'Sync Now' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The toast of that sync (5 s) leaves the ad banner's close button free (it sat on it at the top right).
    const shownToast = await toasts(page)
      .filter({ hasText: `${FEED_NAME} is up to date` })
      .boundingBox();
    const dismiss = await page.getByRole('complementary', { name: 'Advertisement' }).getByRole('button', { name: 'Dismiss' }).boundingBox();
    expect(shownToast && dismiss).toBeTruthy();
    const overlaps = (a: NonNullable<typeof dismiss>, b: NonNullable<typeof dismiss>) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps(shownToast!, dismiss!)).toBe(false);
    await page.getByRole('button', { name: /Macroeconomics, Class, Ekonomikum, Hall 2$/ }).waitFor({ timeout: 30_000 });
    await banner.waitFor({ state: 'detached' });
    expect(await count('Errors')).toBe('0');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('speaks the student’s language (中文) and keeps the sidebar collapsed once hidden', async () => {
    const path = `/broken-zh-${Date.now()}.ics`;
    feeds.serve(path, { body: 'Internal Server Error', status: 500 });
    const { context, page, userId } = await signedInPerson(browser, 'zh');
    current = page;
    const added = await context.request.post('/api/ics/subscriptions', {
      data: { userId, name: FEED_NAME, url: feeds.url(path), syncInterval: 30 },
      headers: XHR,
    });
    expect(added.status()).toBe(201);

    await page.goto('/');
    const banner = page.getByRole('region', { name: '需要处理的日历订阅' });
    await banner.getByText(`“${FEED_NAME}”无法同步`).waitFor();
    await page.getByRole('heading', { level: 2, name: /^第 \d+ 周可能不完整$/ }).waitFor();
    await captureScreen(page, 'feed-state-calendar-zh');

    // The week gets the whole width; the choice survives a reload.
    await page.getByRole('button', { name: '隐藏侧栏' }).click();
    await page.getByRole('button', { name: '显示侧栏' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: '显示侧栏' }).waitFor();
    expect(
      await page
        .getByRole('complementary', { name: /./ })
        .filter({ has: page.locator('.sidebar-counts') })
        .count(),
    ).toBe(0);
    await page.getByRole('button', { name: '显示侧栏' }).click();
    await page.locator('.sidebar-counts').waitFor();
    await context.close();
  }, 120_000);
});
