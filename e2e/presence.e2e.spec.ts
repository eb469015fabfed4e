import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { GATEWAY_URL, uniqueIp } from '@overlap/test-support';
import { wallClockAt } from '@overlap/time';
import { randomBytes } from 'node:crypto';
import { launchChromium, screenshotPath } from './support/browser';
import { captureScreen, DESKTOP, PHONE, toasts } from './support/screens';

// Issue 15's journey: two students in their own Chromium, both allowed to read the position,
// which Playwright fixes on a campus. A has a class now and turns sharing on; B's open group page
// shows A on campus, in class until the class ends, without reloading (the live stream); A walks
// off campus and B sees that too. A third student who refuses location gets the 'Location Access Denied' toast (docs/product/presence.md).
// Finally B reads it on a phone in Danish. Only {campusId, status} ever leaves A's browser.

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const ZONE = 'Europe/Stockholm';
const CLASS = 'Macroeconomics Lecture';

interface Campus {
  id: string;
  name: string;
  latitude: string;
  longitude: string;
}

interface Person {
  context: BrowserContext;
  page: Page;
  id: string;
  name: string;
}

async function person(
  browser: Browser,
  email: string,
  firstName: string,
  options: { geolocation?: { latitude: number; longitude: number }; language?: string } = {},
): Promise<Person> {
  const context = await browser.newContext({
    baseURL: GATEWAY_URL,
    viewport: { width: 1440, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
    ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
  });
  if (options.language) await context.addInitScript((lng) => localStorage.setItem('language', lng), options.language);
  const res = await context.request.post('/api/auth/signup', { data: { email, password: 'presence-pass-1', firstName, lastName: 'Student' }, headers: XHR });
  expect(res.status()).toBe(201);
  const user = (await res.json()) as { id: string };
  return { context, page: await context.newPage(), id: user.id, name: `${firstName} Student` };
}

const toast = (page: Page, text: string) => toasts(page).filter({ hasText: text }).waitFor();
const onCampusNow = (page: Page, group: string, title = 'On Campus Now'): Locator =>
  page.getByRole('article', { name: group }).getByRole('region', { name: new RegExp(title) });

describe('campus presence in two browsers', () => {
  let browser: Browser;
  const tag = randomBytes(4).toString('hex');
  const group = `Macro crew ${tag}`;
  let campus: Campus;
  let a: Person;
  let b: Person;
  let classEnds: string;
  /** Every body A's browser sent to the presence update route. */
  const updates: unknown[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('gives A a class now and puts A and B in one group', async () => {
    const probe = await browser.newContext({ baseURL: GATEWAY_URL, extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
    await probe.request.post('/api/auth/signup', { data: { email: `presence-${tag}-probe@uni.test`, password: 'presence-pass-1' }, headers: XHR });
    const campuses = (await (await probe.request.get('/api/campuses')).json()) as Campus[];
    await probe.close();
    campus = campuses.find((c) => c.id.includes('solbjerg')) ?? campuses[0]!;
    const there = { latitude: Number(campus.latitude), longitude: Number(campus.longitude) };

    a = await person(browser, `presence-${tag}-ada@uni.test`, 'Ada', { geolocation: there });
    b = await person(browser, `presence-${tag}-ben@uni.test`, 'Ben', { geolocation: there });

    // A class from 30 minutes ago to 60 minutes from now, whole minutes.
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 30 * 60_000);
    const end = new Date(start.getTime() + 90 * 60_000);
    classEnds = wallClockAt(end, ZONE).time;
    const migrated = await a.context.request.post('/api/ics/subscriptions/migrate', {
      data: { events: [{ title: CLASS, start: start.toISOString(), end: end.toISOString(), location: 'SP 2.01' }] },
      headers: XHR,
    });
    expect(migrated.status()).toBe(200);

    const created = await a.context.request.post('/api/study-groups', { data: { name: group, createdBy: a.id }, headers: XHR });
    expect(created.status()).toBe(201);
    const groupId = ((await created.json()) as { id: string }).id;
    const invited = await a.context.request.post(`/api/study-groups/${groupId}/invitations`, { data: { invitedUserIds: [b.id] }, headers: XHR });
    expect(invited.status()).toBe(201);
    const mine = (await (await b.context.request.get(`/api/invitations/user/${b.id}`)).json()) as { pending: { id: string }[] };
    const accepted = await b.context.request.put(`/api/invitations/${mine.pending[0]!.id}/respond`, { data: { status: 'accepted' }, headers: XHR });
    expect(accepted.status()).toBe(200);
  }, 60_000);

  it("A turns sharing on at the campus; B's open page shows A in class without reloading", async () => {
    await b.page.goto('/study-groups');
    const bPanel = onCampusNow(b.page, group);
    await bPanel.getByText('Nobody from this group is on campus right now').waitFor();
    await b.page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    a.page.on('request', (r) => {
      if (r.url().endsWith('/api/presence/update')) updates.push(r.postDataJSON());
    });
    await a.page.goto('/study-groups');
    const toggle = a.page.getByRole('switch', { name: 'Share my campus presence' });
    await toggle.click();
    await toast(a.page, 'Campus Presence Enabled');
    await a.page.getByText('Your location is now shared with group members').waitFor();
    await a.page.getByText(`You: On campus · ${campus.name}`).waitFor();
    await a.page.getByText('Sharing ends tonight at midnight').waitFor();

    await bPanel.getByText('Ada Student').waitFor({ timeout: 5_000 });
    await bPanel.getByText(`On campus · ${campus.name}`).waitFor();
    await bPanel.getByText(`In class until ${classEnds} · ${CLASS}`).waitFor({ timeout: 10_000 });
    const whoIsOn = b.page.getByRole('region', { name: /Who is on campus/ });
    await whoIsOn.getByText('Ada Student').waitFor();
    expect(await b.page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    expect(updates).toEqual([{ campusId: campus.id, status: 'on_campus' }]);
    await captureScreen(b.page, 'presence-on-campus');
    await captureScreen(a.page, 'presence-sharing');
  }, 60_000);

  it('A walks off campus and B sees it change', async () => {
    await a.context.setGeolocation({ latitude: Number(campus.latitude) + 0.05, longitude: Number(campus.longitude) });
    await a.page.getByText('You: Off campus').waitFor({ timeout: 10_000 });
    const bPanel = onCampusNow(b.page, group);
    await bPanel.getByText('Nobody from this group is on campus right now').waitFor({ timeout: 5_000 });
    expect(updates).toEqual([
      { campusId: campus.id, status: 'on_campus' },
      { campusId: null, status: 'off_campus' },
    ]);
    expect(await b.page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  }, 30_000);

  it("a student who refuses location gets 'Location Access Denied'", async () => {
    const cleo = await person(browser, `presence-${tag}-cleo@uni.test`, 'Cleo');
    await cleo.page.goto('/study-groups');
    await cleo.page.getByRole('switch', { name: 'Share my campus presence' }).click();
    await toast(cleo.page, 'Location Access Denied');
    await cleo.page.getByText('Please enable location access in your browser settings').waitFor();
    await cleo.page.screenshot({ path: screenshotPath('presence-denied') });
    await cleo.context.close();
  }, 30_000);

  it('B reads it on a phone in Danish', async () => {
    await a.context.setGeolocation({ latitude: Number(campus.latitude), longitude: Number(campus.longitude) });
    await a.page.getByText(`You: On campus · ${campus.name}`).waitFor({ timeout: 10_000 });
    await b.page.evaluate(() => localStorage.setItem('language', 'da'));
    await b.page.setViewportSize(PHONE);
    await b.page.reload();
    const bPanel = onCampusNow(b.page, group, 'På campus nu');
    await bPanel.getByText(`I undervisning indtil ${classEnds} · ${CLASS}`).waitFor({ timeout: 10_000 });
    await b.page.getByRole('heading', { name: 'Hvem er på campus' }).waitFor();
    await b.page.setViewportSize(DESKTOP);
    await captureScreen(b.page, 'presence-da');
    // Nothing about where A is ever left A's browser.
    for (const body of updates) expect(Object.keys(body as object).sort()).toEqual(['campusId', 'status']);
  }, 30_000);
});
