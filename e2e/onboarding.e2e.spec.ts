import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FEED_SERVER_PORTS, FeedServer, icsCalendar, uniqueEmail, weekAhead, type IcsEvent } from '@overlap/test-support';
import { launchChromium, newPerson, screenshotPath } from './support/browser';
import { captureScreen, PHONE, settle } from './support/screens';

/**
 * A new student's way in (issue 18, ADR 029) in Chromium through the gateway, against the real
 * presence, ingestion and schedules services: sign-up → onboarding → university → its system's
 * guide → the feed previewed (nothing stored) → saved → the week shows the classes; and skipping it,
 * after which the empty calendar leads back. Screens in English and Dansk at 1440 and 390 px.
 */

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const ZONE = 'Europe/Stockholm';

interface Class {
  key: string;
  day: number;
  start: string;
  end: string;
  title: string;
  location: string;
  type: string;
}

// Wall-clock times in the new student's zone (identity's default, Europe/Stockholm).
const CLASSES: Class[] = [
  { key: 'micro', day: 0, start: '09:15', end: '11:00', title: 'Microeconomics', location: 'Kilen K146', type: 'Lecture' },
  { key: 'stats', day: 2, start: '13:00', end: '14:45', title: 'Business Statistics', location: 'Solbjerg Plads SP213', type: 'Exercise' },
  { key: 'org', day: 3, start: '10:15', end: '12:00', title: 'Organisation Theory', location: 'Porcelænshaven PH 18', type: 'Seminar' },
];

/** The classes of this week and the next two, as a timetable system publishes them. */
function term(): string {
  const events: IcsEvent[] = [];
  for (const offset of [0, 1, 2]) {
    const week = weekAhead(offset, ZONE);
    for (const c of CLASSES)
      events.push({
        uid: `${c.key}-${offset}@onboarding.e2e`,
        summary: c.title,
        start: week.at(c.day, c.start),
        end: week.at(c.day, c.end),
        location: c.location,
        categories: c.type,
      });
  }
  return icsCalendar(events, 'CBS timetable');
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
const h2 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name }).waitFor();

async function signUpInTheForm(page: Page, tag: string) {
  await page.goto('/auth?mode=signup');
  await page.getByLabel('First name (optional)').fill('Ida');
  await page.getByLabel('Last name (optional)').fill('Holm');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail(tag));
  await page.getByLabel('Password', { exact: true }).fill('onboarding-pass-1');
  await page.getByLabel('Confirm password', { exact: true }).fill('onboarding-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function signedUpThroughApi(browser: Browser, language: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPerson(browser);
  await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
  const res = await context.request.post('/api/auth/signup', {
    data: { email: uniqueEmail('onboarding-da'), password: 'onboarding-pass-1', firstName: 'Ida', lastName: 'Holm' },
    headers: XHR,
  });
  expect(res.status()).toBe(201);
  return { context, page: await context.newPage() };
}

describe('onboarding in the browser', () => {
  let browser: Browser;
  const feeds = new FeedServer(FEED_SERVER_PORTS.onboardingBrowser);
  let current: Page | undefined;

  beforeAll(async () => {
    await feeds.start();
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await feeds.stop();
  });
  afterEach(async () => {
    if (current && !current.isClosed()) await current.screenshot({ path: screenshotPath('onboarding-last') }).catch(() => undefined);
  });

  it('takes a new student from sign-up through the guide and a previewed feed to their week', async () => {
    const path = `/cbs-${Date.now()}.ics`;
    feeds.serve(path, term());
    const context = await newPerson(browser);
    const page = await context.newPage();
    current = page;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await signUpInTheForm(page, 'onboarding');
    await page.waitForURL((url) => url.pathname === '/welcome');
    await h1(page, 'Welcome to Overlap');

    // 1. The university, from presence's campus list grouped by university.
    await h2(page, 'Which university do you go to?');
    const cbs = page.getByRole('radio', { name: /Copenhagen Business School/ });
    await cbs.waitFor();
    await expect(page.getByText(/Campuses: Dalgas Have, Kilen, Porcelænshaven, Solbjerg Plads/).count()).resolves.toBe(1);
    await captureScreen(page, 'onboarding-university');
    await cbs.check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // 2. The guide: CBS is not among the known ones, so the student picks their system with the keyboard.
    await h2(page, 'Find your calendar link');
    await page.getByRole('radio', { name: 'TimeEdit' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { name: 'How to get the link from Syllabus Plus / Scientia' }).waitFor();
    await page.getByText('Choose Subscribe or Add to Calendar at the top of the timetable.').waitFor();
    await captureScreen(page, 'onboarding-guide');
    await page.getByRole('button', { name: 'I have my link' }).click();

    // 3. The link: previewed by the server, stored nowhere until saved.
    await h2(page, 'Add your timetable');
    await page.getByLabel(/Calendar link/).fill(feeds.url(path));
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Your first weeks' });
    await preview.waitFor();
    await preview.getByText(`9 events from this week on · times in ${ZONE.replace('_', ' ')}`).waitFor();
    const thisWeek = preview.getByRole('region', { name: `Week ${weekAhead(0, ZONE).week}` });
    await thisWeek.getByText('Microeconomics').waitFor();
    await thisWeek.getByText('09:15–11:00').first().waitFor();
    await thisWeek.getByText('Kilen K146').waitFor();
    const listed = await context.request.get('/api/ics/subscriptions/user/me');
    expect(((await listed.json()) as { status: { total: number } }).status.total).toBe(0);
    await expect(page.getByLabel(/Name in Overlap/).inputValue()).resolves.toBe('Copenhagen Business School – Syllabus Plus / Scientia');
    await captureScreen(page, 'onboarding-preview');
    await page.getByRole('button', { name: 'Save to my calendar' }).click();

    // 4. Classmates, then the calendar with the classes in it.
    await h2(page, 'Study with your classmates');
    await page.getByRole('button', { name: 'Go to Study Groups' }).waitFor();
    await captureScreen(page, 'onboarding-classmates');
    await page.getByRole('button', { name: 'Go to my calendar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await h1(page, /^Week \d+, \d{4}$/);
    for (const c of CLASSES)
      await page
        .getByRole('region', { name: /^Week \d+, \d{4}$/ })
        .getByText(c.title)
        .first()
        .waitFor({ timeout: 30_000 });
    await page.getByText('3 events found').waitFor();
    const feedsNow = (await (await context.request.get('/api/ics/subscriptions/user/me')).json()) as { subscriptions: { name: string; status: string }[] };
    expect(feedsNow.subscriptions).toEqual([expect.objectContaining({ name: 'Copenhagen Business School – Syllabus Plus / Scientia', status: 'active' })]);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('explains a link that is not a calendar, then lets the student skip and come back from the empty calendar', async () => {
    const path = `/login-page-${Date.now()}.ics`;
    feeds.serve(path, { body: '<!doctype html><title>TimeEdit – log in</title>', headers: { 'content-type': 'text/html' } });
    const context = await newPerson(browser);
    const page = await context.newPage();
    current = page;

    await signUpInTheForm(page, 'onboarding-skip');
    await h2(page, 'Which university do you go to?');
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await h2(page, 'Find your calendar link');
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await h2(page, 'Add your timetable');
    await page.getByLabel(/Calendar link/).fill(feeds.url(path));
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('The link did not return a calendar (.ics) file.', { exact: false }).waitFor();
    await captureScreen(page, 'onboarding-preview-error');
    await page.getByRole('button', { name: 'Skip setup' }).click();

    // The empty calendar leads back, to where the student left off.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 2, name: 'No schedule yet' }).waitFor();
    const getStarted = page.getByRole('button', { name: 'Get your timetable in' });
    await getStarted.waitFor();
    await captureScreen(page, 'onboarding-calendar-resume');
    await getStarted.click();
    await page.waitForURL((url) => url.pathname === '/welcome');
    await h2(page, 'Add your timetable');
    await context.close();
  }, 180_000);

  it('reads the same in Danish, on a phone too', async () => {
    const path = `/da-${Date.now()}.ics`;
    feeds.serve(path, term());
    const { context, page } = await signedUpThroughApi(browser, 'da');
    current = page;
    await page.goto('/welcome');
    await h1(page, 'Velkommen til Overlap');
    await page.getByRole('radio', { name: /Lund University/ }).check();
    await captureScreen(page, 'onboarding-university-da');
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await h2(page, 'Find dit kalenderlink');
    // Lund publishes with TimeEdit: its guide comes first.
    await page.getByText('Lund University bruger TimeEdit.').waitFor();
    await captureScreen(page, 'onboarding-guide-da');
    await page.getByRole('button', { name: 'Jeg har mit link' }).click();
    await page.getByLabel(/Kalenderlink/).fill(feeds.url(path));
    await page.getByRole('button', { name: 'Forhåndsvis' }).click();
    await page.getByRole('region', { name: 'Dine første uger' }).waitFor();
    await captureScreen(page, 'onboarding-preview-da');
    await page.getByRole('button', { name: 'Spring opsætningen over' }).click();
    await page.getByRole('button', { name: 'Få dit skema ind' }).waitFor();
    await page.setViewportSize(PHONE);
    await settle(page);
    await captureScreen(page, 'onboarding-calendar-resume-da');
    await context.close();
  }, 180_000);
});
