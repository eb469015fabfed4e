import { eventually, GATEWAY_URL, middayZone, uniqueEmail, uniqueIp } from '@overlap/test-support';
import { wallClockAt } from '@overlap/time';
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { launchChromium, screenshotPath } from './support/browser';
import { captureScreen, DESKTOP, PHONE, settle, toasts } from './support/screens';

/**
 * "Free together on campus now" with "Meet now" (issue 27, docs/product/presence.md): Ann and Bo
 * share presence on one campus and are both free now; each group card says so with both names and
 * the campus; Bo reads Danish (the footer's language setting); Ann presses Meet now with the keyboard and a study session is booked there until her
 * next class; Bo, on a phone in Danish, sees the group meeting now without reloading.
 *
 * Both students' clocks read about noon whenever this runs (a fixed-offset zone chosen from the
 * hour), so "free until Ann's class in an hour" is always today.
 */

jest.setTimeout(150_000);

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const MINUTE = 60_000;

interface Campus {
  id: string;
  name: string;
  latitude: string;
  longitude: string;
}

interface Student {
  context: BrowserContext;
  page: Page;
  id: string;
}

async function student(browser: Browser, firstName: string, language: string, zone: string, campus: Campus, viewport = DESKTOP): Promise<Student> {
  const context = await browser.newContext({
    baseURL: GATEWAY_URL,
    viewport,
    timezoneId: zone,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
    geolocation: { latitude: Number(campus.latitude), longitude: Number(campus.longitude) },
    permissions: ['geolocation'],
  });
  await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
  const res = await context.request.post('/api/auth/signup', {
    data: { email: uniqueEmail('together'), password: 'together-pass-1', firstName, lastName: 'Holm' },
    headers: XHR,
  });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { id: string }).id;
  expect((await context.request.put('/api/users/settings', { data: { timezone: zone }, headers: XHR })).status()).toBe(200);
  return { context, id, page: await context.newPage() };
}

/** Retries a create until groups knows the new students (identity's events travel through Kafka). */
async function created(send: () => ReturnType<BrowserContext['request']['post']>) {
  return eventually(async () => {
    const res = await send();
    if (res.status() !== 201) throw new Error(`not created: ${res.status()}`);
    return (await res.json()) as { id: string };
  }, 20_000);
}

const card = (page: Page, group: string): Locator => page.getByRole('article', { name: group });

describe('free together on campus now, in two browsers', () => {
  let browser: Browser;
  const pages: Page[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(() => browser?.close());
  afterEach(async () => {
    for (const [i, page] of pages.entries())
      if (!page.isClosed()) await page.screenshot({ path: screenshotPath(`free-together-last-${i}`) }).catch(() => undefined);
  });

  it('shows both students free together at the campus; Meet now books a session there that the other sees live', async () => {
    const zone = middayZone();
    const probe = await browser.newContext({ baseURL: GATEWAY_URL, extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
    await probe.request.post('/api/auth/signup', { data: { email: uniqueEmail('together-probe'), password: 'together-pass-1' }, headers: XHR });
    const campuses = (await (await probe.request.get('/api/campuses')).json()) as Campus[];
    await probe.close();
    const campus = campuses.find((c) => c.id === 'cbs-kilen') ?? campuses[0]!;

    const ann = await student(browser, 'Ann', 'en', zone, campus);
    const bo = await student(browser, 'Bo', 'en', zone, campus, PHONE);
    pages.push(ann.page, bo.page);

    // Ann's next class starts in an hour (whole minutes); Bo has none today. Both are free now.
    const classStart = new Date(Math.floor(Date.now() / MINUTE) * MINUTE + 60 * MINUTE);
    const migrated = await ann.context.request.post('/api/ics/subscriptions/migrate', {
      data: { events: [{ title: 'Statistics Exercise', start: classStart.toISOString(), end: new Date(classStart.getTime() + 90 * MINUTE).toISOString() }] },
      headers: XHR,
    });
    expect(migrated.status()).toBe(200);
    const until = wallClockAt(classStart, zone).time;

    const groupName = `Makro ${randomBytes(3).toString('hex')}`;
    const group = await created(() => ann.context.request.post('/api/study-groups', { data: { name: groupName, createdBy: ann.id }, headers: XHR }));
    const invitation = await created(() => ann.context.request.post(`/api/study-groups/${group.id}/invite`, { data: { invitedUserId: bo.id }, headers: XHR }));
    expect((await bo.context.request.put(`/api/invitations/${invitation.id}/respond`, { data: { status: 'accepted' }, headers: XHR })).status()).toBe(200);

    for (const s of [ann, bo]) {
      expect((await s.context.request.post('/api/presence/toggle-sharing', { data: { enabled: true, keepSharing: false }, headers: XHR })).status()).toBe(200);
      expect((await s.context.request.post('/api/presence/update', { data: { campusId: campus.id, status: 'on_campus' }, headers: XHR })).status()).toBe(200);
    }
    // Presence learns the group, the zones and Ann's class through Kafka: the pages open once it knows them.
    await eventually(async () => {
      const res = await bo.context.request.get(`/api/study-groups/${group.id}/presence/free-together`);
      const sets = res.ok() ? ((await res.json()) as { until: string; memberIds: string[] }[]) : [];
      if (sets[0]?.until !== until || sets[0].memberIds.length !== 2) throw new Error(`free together: ${res.status()} ${JSON.stringify(sets)}`);
    }, 30_000);

    // Bo reads Danish, chosen with the footer's language setting.
    await bo.page.goto('/study-groups');
    await bo.page.getByLabel('Language').selectOption('da');
    await bo.page.getByRole('heading', { level: 1, name: 'Studiegrupper' }).waitFor();
    const boCard = card(bo.page, groupName);
    await boCard.getByText(`Fri sammen nu indtil ${until}`).waitFor();
    await boCard.getByText(`Ann Holm og Bo Holm (dig) · ${campus.name}`).waitFor();

    await ann.page.goto('/study-groups');
    const annCard = card(ann.page, groupName);
    await annCard.getByText(`Free together now until ${until}`).waitFor();
    await annCard.getByText(`Ann Holm (you) and Bo Holm · ${campus.name}`).waitFor();
    const meetNow = annCard.getByRole('button', { name: 'Meet now' });
    await meetNow.waitFor();
    await captureScreen(ann.page, 'free-together-en');
    await bo.page.setViewportSize(DESKTOP);
    await captureScreen(bo.page, 'free-together-da');
    await bo.page.setViewportSize(PHONE);

    // The keyboard: the button takes focus and Enter presses it.
    await meetNow.focus();
    const pressed = Date.now();
    await ann.page.keyboard.press('Enter');
    const title = `Study session – ${groupName}`;
    await toasts(ann.page)
      .filter({ hasText: `Study session booked: ${title}` })
      .waitFor();
    await annCard.getByText(`Meeting now until ${until} · ${campus.name}`).waitFor();
    await annCard.getByText(title).waitFor();
    await expect(annCard.getByRole('button', { name: 'Meet now' }).count()).resolves.toBe(0);

    // Booked at the campus from this minute until Ann's class, Ann going.
    const sessions = (await (await ann.context.request.get(`/api/study-groups/${group.id}/sessions`)).json()) as {
      title: string;
      start: string;
      end: string;
      campusId: string;
      answers: { userId: string; answer: string }[];
    }[];
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ title, campusId: campus.id, end: classStart.toISOString() });
    expect(Date.parse(sessions[0]!.start)).toBeGreaterThanOrEqual(Math.floor(pressed / MINUTE) * MINUTE);
    expect(Date.parse(sessions[0]!.start)).toBeLessThanOrEqual(pressed + 2 * MINUTE);
    expect(sessions[0]!.answers.find((a) => a.userId === ann.id)?.answer).toBe('going');

    // Bo's open page, on a phone in Danish: the group meets now, without reloading; its card is one press away.
    await bo.page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await boCard.getByText(`Mødes nu indtil ${until} · ${campus.name}`).waitFor({ timeout: 15_000 });
    await expect(boCard.getByRole('button', { name: 'Mødes nu' }).count()).resolves.toBe(0);
    expect(await bo.page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await settle(bo.page);
    await expectAccessible(bo.page, 'meeting now at 390 px in Danish');
    await bo.page.screenshot({ path: screenshotPath('free-together-meeting-da-390'), fullPage: true });
    await boCard.getByRole('button', { name: 'Vis session' }).click();
    await bo.page.locator('.sg-session').filter({ hasText: title }).getByText('Bo Holm: Intet svar').waitFor();
  });
});
