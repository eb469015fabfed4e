import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  FAKE_OPENAI_PORT,
  FEED_SERVER_PORTS,
  FeedServer,
  icsCalendar,
  markedPng,
  startFakeOpenAiServer,
  uniqueEmail,
  type IcsEvent,
} from '@overlap/test-support';
import { expectAccessible } from './support/axe';
import { launchChromium, newPerson, screenshotPath } from './support/browser';
import { captureScreen, DESKTOP, PHONE, settle, toasts } from './support/screens';
import { clickWhenStill } from './support/settled-clicks';

/**
 * The calendar of issue 4 in Chromium through the gateway, against the real ingestion and
 * schedules services: a feed added on /upload shows its classes in the week, weeks and months
 * are navigated, a cleaned week stays clean through a sync and comes back on restore; a timetable
 * screenshot is read by the OpenAI-protocol test server, corrected and saved; users in other
 * The zones the settings screen offers see the same classes at their local times.
 */

const DAY = 86_400_000;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** Monday 00:00 UTC of the current week: the feed's classes are placed from it. */
const MONDAY = (() => {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return today - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
})();

interface Class {
  key: string;
  day: number;
  start: [number, number];
  end: [number, number];
  title: string;
  location: string;
  type?: string;
}

// Times in UTC: Stockholm shows them one hour later in winter (two in summer), Los Angeles
// 7–8 hours earlier (the Thursday 05:00 class falls on Wednesday evening there), Sydney 10–11
// hours later (the Wednesday 12:15–14:00 class runs past midnight there).
const CLASSES: Class[] = [
  { key: 'la', day: 0, start: [9, 15], end: [11, 0], title: 'Linear Algebra', location: 'Ångström 4001', type: 'Lecture' },
  { key: 'prog', day: 0, start: [12, 15], end: [14, 0], title: 'Programming I', location: 'Polacksbacken 1515', type: 'Lab' },
  { key: 'stats', day: 2, start: [12, 15], end: [14, 0], title: 'Statistics', location: 'Häggsalen', type: 'Lecture' },
  { key: 'tut', day: 2, start: [13, 0], end: [15, 0], title: 'Linear Algebra tutorial', location: 'Ångström 2001', type: 'Tutorial' },
  { key: 'row', day: 3, start: [5, 0], end: [6, 0], title: 'Rowing practice', location: 'Fyrisån' },
];
const EXTRA: Class = { key: 'extra', day: 1, start: [10, 0], end: [11, 0], title: 'Extra seminar', location: 'ITC 2146', type: 'Seminar' };

const instant = (week: number, c: Class, which: 'start' | 'end') => new Date(MONDAY + (week * 7 + c.day) * DAY + (c[which][0] * 60 + c[which][1]) * 60_000);

function feed(weeks: number[], classes: Class[]): string {
  const events: IcsEvent[] = [];
  for (const week of weeks)
    for (const c of classes)
      events.push({
        uid: `${c.key}-${week}@e2e`,
        summary: c.title,
        start: instant(week, c, 'start'),
        end: instant(week, c, 'end'),
        location: c.location,
        categories: c.type,
      });
  return icsCalendar(events, 'Uppsala TimeEdit');
}

const clock = (d: Date, zone: string) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(d);
const localDate = (d: Date, zone: string) => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone }).format(d);
const dayName = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

function isoWeek(date: string): { week: number; year: number } {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 3 - ((d.getUTCDay() + 6) % 7));
  const year = d.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() + 3 - ((firstThursday.getUTCDay() + 6) % 7));
  return { week: 1 + Math.round((d.getTime() - firstThursday.getTime()) / (7 * DAY)), year };
}
const weekTitle = (date: string) => {
  const { week, year } = isoWeek(date);
  return `Week ${week}, ${year}`;
};
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

/** Where a class of week `week` appears for a viewer in `zone`: its day column and block name (a class past midnight shows its first day's piece, to 23:59). */
function expected(week: number, c: Class, zone: string) {
  const start = instant(week, c, 'start');
  const end = instant(week, c, 'end');
  const date = localDate(start, zone);
  const until = localDate(end, zone) === date ? clock(end, zone) : '23:59';
  const name = `${clock(start, zone)}–${until}, ${c.title}, ${c.type ?? 'Class'}, ${c.location}`;
  return { date, day: dayName(date), name };
}

const block = (page: Page, week: number, c: Class, zone: string) => {
  const e = expected(week, c, zone);
  return page.getByRole('group', { name: e.day, exact: true }).getByRole('button', { name: e.name, exact: true });
};

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
/** The events of the week grid: each day column is a group, its buttons are its events. */
const gridEvents = (page: Page) => page.getByRole('group').getByRole('button');
const toast = (page: Page, text: string | RegExp) => toasts(page).filter({ hasText: text }).waitFor();

async function signedInPerson(browser: Browser, options: { language?: string; dark?: boolean; timezone?: string } = {}) {
  const context = await newPerson(browser);
  if (options.language) await context.addInitScript((lng) => localStorage.setItem('language', lng), options.language);
  if (options.dark) await context.addInitScript(() => localStorage.setItem('darkMode', 'true'));
  const res = await context.request.post('/api/auth/signup', {
    data: { email: uniqueEmail('calendar'), password: 'calendar-pass-1', firstName: 'Ada', lastName: 'Lovelace' },
    headers: XHR,
  });
  expect(res.status()).toBe(201);
  const user = (await res.json()) as { id: string };
  if (options.timezone) {
    const settings = await context.request.put('/api/users/settings', { data: { timezone: options.timezone }, headers: XHR });
    expect(settings.status()).toBe(200);
  }
  return { context, page: await context.newPage(), userId: user.id };
}

/** Subscribes through the API and waits until the schedules service answers the feed's classes for `date`'s week. */
async function subscribe(context: BrowserContext, userId: string, url: string, date: string) {
  const res = await context.request.post('/api/ics/subscriptions', { data: { userId, name: 'Uppsala TimeEdit', url, syncInterval: 30 }, headers: XHR });
  expect(res.status()).toBe(201);
  const { week, year } = isoWeek(date);
  for (const started = Date.now(); Date.now() - started < 30_000; await new Promise((r) => setTimeout(r, 250))) {
    const answer = (await (await context.request.get(`/api/events?week=${week}&year=${year}&userId=me`)).json()) as { events: unknown[] };
    if (answer.events.length) return;
  }
  throw new Error('the feed never reached the week API');
}

/** Starts the OpenAI-protocol test server unless the test runner (scripts/test.ts) already did. */
async function fakeOpenAi() {
  try {
    return await startFakeOpenAiServer({ port: FAKE_OPENAI_PORT });
  } catch (err) {
    if ((err as { code?: string }).code === 'EADDRINUSE') return undefined;
    throw err;
  }
}

describe('calendar, feeds and screenshot import in the browser', () => {
  let browser: Browser;
  let feeds: FeedServer;
  let openAi: Awaited<ReturnType<typeof startFakeOpenAiServer>> | undefined;
  let current: Page | undefined;

  beforeAll(async () => {
    feeds = new FeedServer(FEED_SERVER_PORTS.browser);
    await feeds.start();
    openAi = await fakeOpenAi();
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await feeds?.stop();
    await openAi?.close();
  });
  afterEach(async () => {
    if (current && !current.isClosed()) await current.screenshot({ path: screenshotPath('calendar-last') }).catch(() => undefined);
  });

  it('adds a feed on /upload, shows its classes, navigates weeks and months, and keeps a cleaned week clean through a sync until it is restored', async () => {
    const zone = 'Europe/Stockholm';
    const path = `/feed-${Date.now()}.ics`;
    feeds.serve(path, feed([-1, 0, 1, 2, 3], CLASSES));
    const { context, page } = await signedInPerson(browser);
    current = page;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // Empty calendar first: the no-schedule state with its upload button.
    await page.goto('/');
    await page.getByRole('heading', { level: 2, name: 'No schedule yet' }).waitFor();
    await page.getByText('0 events found').waitFor();
    await captureScreen(page, 'calendar-empty');

    // The form's own messages (docs/product/calendar-feeds.md), then a real feed.
    await page.getByRole('button', { name: 'Upload Schedule' }).first().click();
    await h1(page, 'Calendar Subscriptions');
    await page.getByRole('button', { name: 'Add Subscription' }).click();
    await page.getByText('Subscription name is required').waitFor();
    await page.getByText('ICS URL is required').waitFor();
    await page.getByLabel('Subscription name').fill('Uppsala TimeEdit');
    await expect(page.getByText('Subscription name is required').count()).resolves.toBe(0);
    await page.getByLabel('ICS URL').fill('my timetable');
    await page.getByRole('button', { name: 'Add Subscription' }).click();
    await page.getByText('Please enter a valid URL').waitFor();
    await captureScreen(page, 'upload-errors');
    await page.getByLabel('ICS URL').fill(feeds.url(path));
    await page.getByRole('button', { name: 'Add Subscription' }).click();
    await toast(page, 'Calendar added');

    // The calendar opens after 1 s and shows the feed's classes.
    await page.waitForURL((url) => url.pathname === '/');
    const today = localDate(new Date(), zone);
    await h1(page, weekTitle(today));
    await gridEvents(page).first().waitFor({ timeout: 20_000 });

    // A week with every class: next week, reached with the Next button (today may be any day).
    const target = mondayOf(localDate(instant(1, CLASSES[0]!, 'start'), zone));
    const steps = Math.round((Date.parse(target) - Date.parse(mondayOf(today))) / (7 * DAY));
    for (let i = 0; i < steps; i++) await page.getByRole('button', { name: 'Next week' }).click();
    await h1(page, weekTitle(target));
    for (const c of CLASSES) await block(page, 1, c, zone).waitFor();
    expect(await block(page, 1, CLASSES[0]!, zone).textContent()).toContain(`${clock(instant(1, CLASSES[0]!, 'start'), zone)}–`);
    await page.getByText(`${CLASSES.length} events found`).waitFor();
    // Overlapping Wednesday classes stand side by side; the early Thursday class widens the grid before 08:00.
    const [stats, tutorial] = [await block(page, 1, CLASSES[2]!, zone).boundingBox(), await block(page, 1, CLASSES[3]!, zone).boundingBox()];
    expect(stats!.x + stats!.width).toBeLessThanOrEqual(tutorial!.x + 1);
    await page.getByText(`${clock(instant(1, CLASSES[4]!, 'start'), zone).slice(0, 2)}:00`, { exact: true }).waitFor();
    await captureScreen(page, 'calendar-week');

    // A block opens its details by keyboard and closes with Escape.
    await block(page, 1, CLASSES[0]!, zone).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('tooltip').filter({ hasText: 'Ångström 4001' }).waitFor();
    await settle(page);
    await expectAccessible(page, 'event details popover');
    await page.screenshot({ path: screenshotPath('calendar-event-details-1440') });
    await page.keyboard.press('Escape');
    await page.getByRole('tooltip').waitFor({ state: 'hidden' });

    // Previous, next, Today.
    await page.getByRole('button', { name: 'Next week' }).click();
    await h1(page, weekTitle(addDays(target, 7)));
    await block(page, 2, CLASSES[1]!, zone).waitFor();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await h1(page, weekTitle(target));
    await page.getByRole('button', { name: 'Today' }).click();
    await h1(page, weekTitle(today));

    // Month view: ISO-week rows with counts; a day opens its week.
    await page.getByText('Month', { exact: true }).click();
    await page.getByRole('table').waitFor();
    await page.getByRole('rowheader', { name: new RegExp(`^W${isoWeek(target).week} `) }).waitFor();
    await captureScreen(page, 'calendar-month');
    const targetMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${target}T00:00:00Z`));
    while (!(await page.getByRole('heading', { level: 1, name: targetMonth }).count())) await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: new RegExp(`^${dayName(target)}, \\d+ events?, open week`) }).click();
    await h1(page, weekTitle(target));

    // Clean the week: the exact confirmation, then the success message and the cleared state.
    await page.getByRole('button', { name: 'Clean Week' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Are you sure you want to clear all events for Week ${isoWeek(target).week}? This cannot be undone.`, { exact: true }).waitFor();
    await settle(page);
    await expectAccessible(page, 'clean week confirmation');
    await page.screenshot({ path: screenshotPath('calendar-clean-confirm-1440') });
    await dialog.getByRole('button', { name: 'Clean Week' }).click();
    await toast(page, `Schedule for Week ${isoWeek(target).week} has been cleared!`);
    await page.getByRole('heading', { level: 2, name: `Week ${isoWeek(target).week} is cleared` }).waitFor();
    expect(await gridEvents(page).count()).toBe(0);
    await captureScreen(page, 'calendar-cleared');

    // The source changes, the feed syncs: the cleared week stays clean, the next one shows the change.
    feeds.serve(path, feed([-1, 0, 1, 2, 3], [...CLASSES, EXTRA]));
    await page.getByRole('button', { name: 'Upload Schedule' }).first().click();
    await h1(page, 'Calendar Subscriptions');
    await page.getByText('Synced').first().waitFor();
    await captureScreen(page, 'upload-with-feed');
    await page.getByRole('button', { name: 'Sync Now' }).click();
    await toast(page, 'Uppsala TimeEdit is up to date');
    await page.waitForURL((url) => url.pathname === '/');
    await h1(page, weekTitle(today));
    for (let i = 0; i < steps; i++) await page.getByRole('button', { name: 'Next week' }).click();
    await h1(page, weekTitle(target));
    await page.getByRole('heading', { level: 2, name: `Week ${isoWeek(target).week} is cleared` }).waitFor();
    await page.getByRole('button', { name: 'Next week' }).click();
    await block(page, 2, EXTRA, zone).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Previous week' }).click();
    await h1(page, weekTitle(target));
    await page.getByRole('heading', { level: 2, name: `Week ${isoWeek(target).week} is cleared` }).waitFor();
    expect(await gridEvents(page).count()).toBe(0);

    // Restore brings the week back, with the class the sync added.
    await page.getByRole('button', { name: 'Restore Week' }).click();
    await toast(page, `Schedule for Week ${isoWeek(target).week} has been restored.`);
    await block(page, 1, EXTRA, zone).waitFor();
    await block(page, 1, CLASSES[0]!, zone).waitFor();
    await page.getByText(`${CLASSES.length + 1} events found`).waitFor();

    // Phone: the week as a day-by-day agenda.
    await page.setViewportSize(PHONE);
    await page.getByRole('heading', { level: 2, name: dayName(expected(1, CLASSES[0]!, zone).date) }).waitFor();
    await page.getByRole('button', { name: expected(1, CLASSES[0]!, zone).name }).waitFor();
    await page.setViewportSize(DESKTOP);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('explains a feed that does not work, fixes its link by editing, then deletes it after the confirmation', async () => {
    const gone = `/gone-${Date.now()}.ics`;
    const good = `/fixed-${Date.now()}.ics`;
    feeds.serve(gone, { body: 'Not here any more', status: 404 });
    feeds.serve(good, feed([0, 1], CLASSES));
    const { context, page } = await signedInPerson(browser);
    current = page;

    await page.goto('/upload');
    await h1(page, 'Calendar Subscriptions');
    await page.getByLabel('Subscription name').fill('Old term');
    await page.getByLabel('ICS URL').fill(feeds.url(gone));
    await page.getByRole('button', { name: 'Add Subscription' }).click();
    await toast(page, 'There is a problem with "Old term"');
    const item = page.locator('.feed-item').filter({ hasText: 'Old term' });
    await item.getByText('Disconnected', { exact: true }).waitFor();
    await item.getByText('The calendar is no longer at this address.').waitFor();
    await page.getByLabel('Subscription status').getByText('Disconnected').waitFor();
    expect(new URL(page.url()).pathname).toBe('/upload');
    await captureScreen(page, 'upload-problem');

    await item.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit calendar feed' }).waitFor();
    await page.getByLabel('ICS URL').fill(feeds.url(good));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Subscription updated');
    await page.waitForURL((url) => url.pathname === '/');
    await gridEvents(page).first().waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Manage Subscriptions' }).click();
    await page.locator('.feed-item').filter({ hasText: 'Old term' }).getByText('Active', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this subscription? This will remove all associated events.', { exact: true }).waitFor();
    await clickWhenStill(page, dialog.getByRole('button', { name: 'Delete' }));
    await toast(page, '"Old term" was deleted');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 2, name: 'No schedule yet' }).waitFor({ timeout: 20_000 });
    await context.close();
  }, 120_000);

  it('imports the events an earlier version kept in this browser, once', async () => {
    const { context, page } = await signedInPerson(browser);
    current = page;
    const start = instant(1, CLASSES[0]!, 'start');
    const end = instant(1, CLASSES[0]!, 'end');
    // The old app's list, as it was in this browser before the first load of this version.
    await context.addInitScript(
      (events) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', 'yes');
        localStorage.setItem('events', events);
      },
      JSON.stringify([
        { id: 'local-1', title: 'Study session', start: start.toISOString(), end: end.toISOString(), location: 'Library', color: 'bg-blue-500' },
      ]),
    );
    const target = expected(1, CLASSES[0]!, 'Europe/Stockholm').date;
    await page.goto(`/?date=${target}`);
    await toast(page, 'Events imported');
    const name = expected(1, { ...CLASSES[0]!, title: 'Study session', location: 'Library', type: undefined }, 'Europe/Stockholm').name;
    await page.getByRole('button', { name }).waitFor({ timeout: 40_000 });
    expect(await page.evaluate(() => localStorage.getItem('events'))).toBeNull();
    await page.reload();
    await page.getByRole('button', { name }).waitFor();
    expect(await toasts(page).filter({ hasText: 'Events imported' }).count()).toBe(0);
    await context.close();
  }, 120_000);

  it.each(['America/Los_Angeles', 'Australia/Sydney'])(
    'shows the same classes at local times to a user in %s',
    async (zone) => {
      const path = `/zone-${zone.replace('/', '-')}-${Date.now()}.ics`;
      feeds.serve(path, feed([0, 1, 2], CLASSES));
      const { context, page, userId } = await signedInPerson(browser, { timezone: zone });
      current = page;
      const target = expected(1, CLASSES[0]!, zone).date;
      await subscribe(context, userId, feeds.url(path), target);
      await page.goto(`/?date=${target}`);
      await h1(page, weekTitle(target));
      await page.getByText(`Times in ${zone.replace('_', ' ')}`).waitFor();
      for (const c of CLASSES) {
        const e = expected(1, c, zone);
        // Every class of the week that starts in this local week shows on its local day at its local time.
        if (mondayOf(e.date) === mondayOf(target)) await block(page, 1, c, zone).waitFor();
      }
      await captureScreen(page, `calendar-${zone.split('/')[1]!.toLowerCase()}`);
      await context.close();
    },
    120_000,
  );

  it('reloads the week in the new time zone when the settings change', async () => {
    const path = `/zone-change-${Date.now()}.ics`;
    feeds.serve(path, feed([0, 1, 2], CLASSES));
    const { context, page, userId } = await signedInPerson(browser);
    current = page;
    const target = expected(1, CLASSES[0]!, 'Europe/Stockholm').date;
    await subscribe(context, userId, feeds.url(path), target);
    await page.goto(`/?date=${target}`);
    await block(page, 1, CLASSES[0]!, 'Europe/Stockholm').waitFor();

    await page.goto('/profile/settings');
    await h1(page, 'Settings');
    await page.getByLabel('Time zone').click();
    await page.keyboard.type('Los Angeles');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Settings Updated');
    // In-app navigation: the calendar reads the zone from the settings it already holds.
    await page.getByRole('link', { name: 'Calendar' }).click();
    await page.getByText('Times in America/Los Angeles').waitFor({ timeout: 20_000 });
    const la = expected(1, CLASSES[0]!, 'America/Los_Angeles');
    await page.getByRole('button', { name: 'Today' }).click();
    const steps = Math.round((Date.parse(mondayOf(la.date)) - Date.parse(mondayOf(localDate(new Date(), 'America/Los_Angeles')))) / (7 * DAY));
    for (let i = 0; i < steps; i++) await page.getByRole('button', { name: 'Next week' }).click();
    await block(page, 1, CLASSES[0]!, 'America/Los_Angeles').waitFor();
    await context.close();
  }, 120_000);

  it('imports a timetable screenshot: checks the file, shows a malformed answer clearly, reviews, corrects and saves', async () => {
    const { context, page } = await signedInPerson(browser);
    current = page;
    const status = await context.request.get('/api/parse/status');
    expect(await status.json()).toEqual({ configured: true, vision: true, onDevice: true });

    await page.goto('/ai-schedule');
    await h1(page, 'AI Schedule Import');
    const input = page.locator('input[type="file"]');
    await input.waitFor({ state: 'attached' });
    await captureScreen(page, 'ai-schedule');

    // Checked in the browser before anything is sent.
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5_242_881, 1) });
    await page.getByText('File is too large. Maximum size is 5 MB.').waitFor();
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Monday 10:15 Linear Algebra') });
    await page.getByText('Only JPG, PNG or GIF images can be uploaded').waitFor();

    // A malformed model answer (422) says what happened.
    await input.setInputFiles({ name: 'blurry.png', mimeType: 'image/png', buffer: markedPng('prose-answer') });
    await page.getByText('The screenshot could not be read').waitFor({ timeout: 30_000 });
    await page.getByText('The AI answer could not be understood, so nothing was imported.', { exact: false }).waitFor();
    await captureScreen(page, 'ai-schedule-error');

    // The recorded week: three classes to review.
    await input.setInputFiles({ name: 'timetable.png', mimeType: 'image/png', buffer: markedPng('timetable-week') });
    await page.getByText('Found 3 events from AI analysis').waitFor({ timeout: 30_000 });
    await expect(page.getByLabel('Title, row 1').inputValue()).resolves.toBe('Linear Algebra');
    await captureScreen(page, 'ai-schedule-review');

    // Correct a row, add one and remove it, then a rule: a class must end after it starts.
    await page.getByLabel('Title, row 2').fill('Linear Algebra exercises');
    await page.getByLabel('Location, row 2').fill('Ångström 2002');
    await page.getByRole('button', { name: 'Add a class' }).click();
    await page.getByLabel('Title, row 4').waitFor();
    await page.getByRole('button', { name: 'Save 4 Classes' }).click();
    await page.getByText('Each class needs a title').waitFor();
    await page.getByRole('button', { name: 'Remove row 4' }).click();
    await page.getByLabel('End, row 3').fill('08:00');
    await page.getByRole('button', { name: 'Save 3 Classes' }).click();
    await page.getByText('A class must end after it starts').waitFor();
    await page.getByLabel('End, row 3').fill('10:00');
    await page.getByRole('button', { name: 'Save 3 Classes' }).click();
    await toast(page, 'Timetable saved');

    // The classes repeat weekly from this week: this week's grid shows the corrected one.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: '13:15–15:00, Linear Algebra exercises, Tutorial, Ångström 2002', exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: '10:15–12:00, Linear Algebra, Lecture, Ångström 4001', exact: true }).waitFor();

    // The import is listed and can be removed.
    await page.goto('/ai-schedule');
    await page.getByRole('heading', { level: 2, name: 'Your screenshot imports' }).waitFor();
    await page.getByText(/3 classes, weekly from/).waitFor();
    await context.close();
  }, 180_000);

  it('shows the calendar screens in Danish and in dark mode', async () => {
    const path = `/looks-${Date.now()}.ics`;
    feeds.serve(path, feed([-1, 0, 1, 2], [...CLASSES, EXTRA]));
    for (const [options, suffix, title] of [
      [{ language: 'da' }, 'da', /^Uge \d+, \d{4}$/],
      [{ dark: true }, 'dark', /^Week \d+, \d{4}$/],
    ] as const) {
      const { context, page, userId } = await signedInPerson(browser, options);
      current = page;
      const target = expected(1, CLASSES[0]!, 'Europe/Stockholm').date;
      await subscribe(context, userId, feeds.url(path), target);
      await page.goto(`/?date=${target}`);
      await h1(page, title);
      await gridEvents(page).first().waitFor();
      await captureScreen(page, `calendar-week-${suffix}`);
      await page.goto(`/?date=${target}&view=month`);
      await page.getByRole('table').waitFor();
      await captureScreen(page, `calendar-month-${suffix}`);
      await page.goto('/upload');
      await page.locator('.feed-item').first().waitFor();
      await captureScreen(page, `upload-${suffix}`);
      await page.goto('/ai-schedule');
      await page.locator('.ai-schedule-page').waitFor();
      await captureScreen(page, `ai-schedule-${suffix}`);
      await context.close();
    }
  }, 240_000);
});
