import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { GATEWAY_URL, uniqueIp, weekAhead } from '@overlap/test-support';
import { isoWeekOfDate, wallClockAt } from '@overlap/time';
import { randomBytes } from 'node:crypto';
import { launchChromium } from './support/browser';

// Issue 25's push instead of polling, in Chromium: Ben keeps the study-groups page, with the
// comparison of his group with Ada open, and the calendar open in two tabs. With the live stream
// up, the idle tabs send no request for 30 s (counted, not timed) apart from the stream itself and
// a session renewal. Then Ada adds a class, invites him to another group, he clears his week in
// another window and Ada deletes their group: each tab shows it without a reload or a poll. A
// third student whose stream cannot connect gets the invitations polled.

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const ZONE = 'Europe/Stockholm';
const IDLE_MS = 30_000;
const INVITATIONS_POLL_MS = 10_000;
/** At the weekend a group's comparison opens on next week. */
const weekend = () => ['Sat', 'Sun'].includes(new Date().toLocaleDateString('en-US', { timeZone: ZONE, weekday: 'short' }));

interface Person {
  context: BrowserContext;
  id: string;
}

async function person(browser: Browser, email: string, firstName: string): Promise<Person> {
  const context = await browser.newContext({
    baseURL: GATEWAY_URL,
    viewport: { width: 1440, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
  });
  const res = await context.request.post('/api/auth/signup', { data: { email, password: 'live-pass-1', firstName, lastName: 'Student' }, headers: XHR });
  expect(res.status()).toBe(201);
  return { context, id: ((await res.json()) as { id: string }).id };
}

/** Groups learns of a new student from identity's events (through Kafka): until then it answers 404, so a 404 is retried for up to 20 s. */
async function post(p: Person, url: string, data: unknown): Promise<any> {
  const deadline = Date.now() + 20_000;
  let res = await p.context.request.post(url, { data, headers: XHR });
  while (res.status() === 404 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    res = await p.context.request.post(url, { data, headers: XHR });
  }
  expect(res.status()).toBeLessThan(300);
  return res.json();
}

async function inviteAndAccept(owner: Person, groupId: string, invitee: Person): Promise<void> {
  await post(owner, `/api/study-groups/${groupId}/invitations`, { invitedUserIds: [invitee.id] });
  const mine = (await (await invitee.context.request.get(`/api/invitations/user/${invitee.id}`)).json()) as {
    pending: { id: string; group: { id: string } }[];
  };
  const invitation = mine.pending.find((i) => i.group.id === groupId)!;
  expect((await invitee.context.request.put(`/api/invitations/${invitation.id}/respond`, { data: { status: 'accepted' }, headers: XHR })).status()).toBe(200);
}

/** Opens `path` in a new tab and resolves once its live stream answered. */
async function openWithStream(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/live' && r.status() === 200, { timeout: 20_000 });
  await page.goto(path);
  await stream;
  return page;
}

/** What is neither the stream nor a session renewal: what an idle tab must not send. */
const isPolling = (r: Request) => !['/api/live', '/api/auth/refresh'].includes(new URL(r.url()).pathname);

describe('live updates without polling', () => {
  let browser: Browser;
  const tag = randomBytes(4).toString('hex');
  const [shared, later] = [`Live crew ${tag}`, `Second crew ${tag}`];
  let ada: Person;
  let ben: Person;
  let sharedId: string;
  let groupsTab: Page;
  let calendarTab: Page;
  const lecture = `Live lecture ${tag}`;
  let thisWeek: { week: number; year: number };

  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('puts Ada and Ben in a group and gives Ben a class this week', async () => {
    ada = await person(browser, `live-${tag}-ada@uni.test`, 'Ada');
    ben = await person(browser, `live-${tag}-ben@uni.test`, 'Ben');
    sharedId = (await post(ada, '/api/study-groups', { name: shared, createdBy: ada.id })).id;
    await inviteAndAccept(ada, sharedId, ben);
    // Starting now, so it is in the week the calendar opens on (Ben's zone is identity's default).
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    await post(ben, '/api/ics/subscriptions/migrate', {
      events: [{ title: lecture, start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString(), location: 'SP 2.01' }],
    });
    thisWeek = isoWeekOfDate(wallClockAt(start, ZONE).date);
  }, 60_000);

  it('sends no request from two idle tabs for 30 s while the stream is up', async () => {
    groupsTab = await openWithStream(ben.context, '/study-groups');
    await groupsTab.getByRole('article', { name: shared }).getByRole('button', { name: 'Compare Schedules' }).click();
    await groupsTab
      .getByRole('region', { name: `Compare schedules: ${shared}` })
      .getByRole('heading', { name: /^WEEK \d+ \(/ })
      .waitFor();
    calendarTab = await openWithStream(ben.context, '/calendar');
    await calendarTab.getByText(lecture).first().waitFor({ timeout: 20_000 });
    // Whatever the pages asked for while opening has been answered.
    await Promise.all([groupsTab.waitForLoadState('networkidle').catch(() => undefined), calendarTab.waitForLoadState('networkidle').catch(() => undefined)]);

    const sent: string[] = [];
    const record = (r: Request) => isPolling(r) && sent.push(`${r.method()} ${r.url()}`);
    ben.context.on('request', record);
    await groupsTab.waitForTimeout(IDLE_MS);
    ben.context.off('request', record);
    expect(sent).toEqual([]);
  }, 90_000);

  it("shows Ada's new class in the open comparison, her invitation in both tabs, Ben's cleared week in the calendar and the deleted group, without reloading", async () => {
    await Promise.all([groupsTab, calendarTab].map((p) => p.evaluate(() => Object.assign(window, { stillTheSamePage: true }))));
    const sent: string[] = [];
    const record = (r: Request) => isPolling(r) && sent.push(new URL(r.url()).pathname);
    ben.context.on('request', record);

    // Ada gets a class on Monday of the week Ben's open comparison shows: his grid follows.
    const compared = weekAhead(weekend() ? 1 : 0, ZONE);
    const seminar = compared.at(0, '11:00');
    await post(ada, '/api/ics/subscriptions/migrate', {
      events: [{ title: `Seminar ${tag}`, start: seminar.toISOString(), end: new Date(seminar.getTime() + 3_600_000).toISOString(), location: 'SP 1.01' }],
    });
    const monday = `Monday, ${compared.monday.setLocale('en-US').toFormat('MMMM d')}`;
    const comparison = groupsTab.getByRole('region', { name: `Compare schedules: ${shared}` });
    await comparison
      .getByRole('grid')
      .first()
      .getByRole('gridcell', { name: new RegExp(`^${monday}, 11:00 to 12:00\\. Busy: Ada Student`) })
      .waitFor({ timeout: 15_000 });

    const laterId = (await post(ada, '/api/study-groups', { name: later, createdBy: ada.id })).id;
    await post(ada, `/api/study-groups/${laterId}/invitations`, { invitedUserIds: [ben.id] });
    for (const tab of [groupsTab, calendarTab]) await tab.getByRole('button', { name: 'Notifications: 1 pending invitation' }).waitFor({ timeout: 10_000 });
    await groupsTab.getByText(later).first().waitFor();

    // Ben clears this week elsewhere (his phone): the open calendar follows.
    const { week, year } = thisWeek;
    expect((await ben.context.request.delete(`/api/events/clean?week=${week}&year=${year}`, { headers: XHR })).status()).toBe(200);
    await calendarTab.getByText(`Week ${week} is cleared`).waitFor({ timeout: 10_000 });

    expect((await ada.context.request.delete(`/api/study-groups/${sharedId}`, { headers: XHR })).status()).toBe(200);
    await groupsTab.getByRole('article', { name: shared }).waitFor({ state: 'detached', timeout: 10_000 });

    ben.context.off('request', record);
    for (const tab of [groupsTab, calendarTab])
      expect(await tab.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    // Only refetches the events asked for: no invitations poll every 10 s among them.
    expect(sent.filter((path) => path === `/api/invitations/user/${ben.id}`).length).toBeLessThanOrEqual(2);
  }, 60_000);

  it('polls the invitations while the stream cannot connect', async () => {
    const cleo = await person(browser, `live-${tag}-cleo@uni.test`, 'Cleo');
    await cleo.context.route('**/api/live*', (route) => route.abort());
    const polls: string[] = [];
    cleo.context.on('request', (r) => new URL(r.url()).pathname === `/api/invitations/user/${cleo.id}` && polls.push(r.url()));
    const page = await cleo.context.newPage();
    await page.goto('/study-groups');
    await page.getByRole('heading', { name: 'No study groups yet' }).waitFor({ timeout: 20_000 });
    const first = polls.length;
    await page.waitForTimeout(3 * INVITATIONS_POLL_MS + 2_000);
    expect(polls.length - first).toBeGreaterThanOrEqual(3);
    await cleo.context.close();
  }, 60_000);
});
