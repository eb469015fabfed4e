import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DateTime } from 'luxon';
import ical, { type VEvent } from 'node-ical';
import { randomBytes } from 'node:crypto';
import { eventually, GATEWAY_URL, OccurrenceFeed, uniqueIp, weekAhead } from '@overlap/test-support';
import { expectAccessible } from './support/axe';
import { launchChromium, newPerson, screenshotPath } from './support/browser';
import { DESKTOP, PHONE, settle } from './support/screens';

// Issue 18, ADR 032: the group comparison on a phone, used by touch — paging to Thursday and
// Friday, a tapped tooltip that a tap outside dismisses —, and the student's own calendar out: a
// private link made in Settings that a calendar parser (node-ical) reads without a session.

const ZONE = 'Europe/Stockholm';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const GROUP = 'Thermo crew';

interface Person {
  context: BrowserContext;
  id: string;
}

async function signUp(browser: Browser, email: string, firstName: string, lastName: string): Promise<Person> {
  const context = await newPerson(browser);
  const res = await context.request.post('/api/auth/signup', { data: { email, password: 'compare-pass-1', firstName, lastName }, headers: XHR });
  expect(res.status()).toBe(201);
  return { context, id: ((await res.json()) as { id: string }).id };
}

/** A phone: 390 × 844, touch, no mouse hover; same cookies as the person's desktop context. */
async function phoneOf(browser: Browser, person: Person): Promise<Page> {
  const context = await browser.newContext({
    baseURL: GATEWAY_URL,
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
  });
  await context.addCookies(await person.context.cookies());
  return context.newPage();
}

/** The part of an element the scroll box shows, in px (the sticky time column covers its left edge). */
async function shownWidth(box: Locator, header: Locator): Promise<number> {
  const [b, h, time] = await Promise.all([box.boundingBox(), header.boundingBox(), box.locator('thead th').first().boundingBox()]);
  const left = Math.max(h!.x, b!.x + time!.width);
  const right = Math.min(h!.x + h!.width, b!.x + b!.width);
  return Math.max(0, right - left);
}

/** A group opens on next week by itself at the weekend; on a weekday the student moves there. */
async function toWeek(section: Locator, week: number, language: 'en' | 'da' = 'en') {
  const weekend = ['Sat', 'Sun'].includes(new Date().toLocaleDateString('en-US', { timeZone: ZONE, weekday: 'short' }));
  if (!weekend) await section.getByRole('button', { name: language === 'da' ? 'Næste uge' : 'Next week' }).click({ timeout: 60_000 });
  await section.getByRole('heading', { name: new RegExp(`^(WEEK|UGE) ${week} \\(`) }).waitFor({ timeout: 60_000 });
}

describe('comparison on a phone and the calendar export', () => {
  let browser: Browser;
  const feed = new OccurrenceFeed();
  const tag = randomBytes(4).toString('hex');
  // Next week: the whole of it is still ahead, so every free slot is suggested whichever day this runs (issue 30).
  const week = weekAhead(1, ZONE);
  let ada: Person;
  let ben: Person;
  let groupId: string;

  beforeAll(async () => {
    browser = await launchChromium();
    ada = await signUp(browser, `compare-${tag}-ada@uni.test`, 'Ada', 'Lovelace');
    ben = await signUp(browser, `compare-${tag}-ben@uni.test`, 'Ben', 'Byron');
    const group = await ada.context.request.post('/api/study-groups', { data: { name: GROUP, createdBy: ada.id }, headers: XHR });
    expect(group.status()).toBe(201);
    groupId = ((await group.json()) as { id: string }).id;
    // Groups learns about Ben from identity's events: the first invitations may find no such user yet.
    const invitation = await eventually(
      async () => {
        const res = await ada.context.request.post(`/api/study-groups/${groupId}/invite`, { data: { invitedUserId: ben.id }, headers: XHR });
        if (res.status() !== 201) throw new Error(`invite answered ${res.status()}`);
        return (await res.json()) as { id: string };
      },
      30_000,
      300,
    );
    const accepted = await ben.context.request.put(`/api/invitations/${invitation.id}/respond`, { data: { status: 'accepted' }, headers: XHR });
    expect(accepted.status()).toBe(200);

    // Ada: a lecture every weekday at 10, Thermodynamics on Thursday 13–15, Finance on Friday 14–16.
    // Ben: a seminar every weekday at 11 and an evening lab on Tuesday 18–20 (outside 8–18, inside free time).
    const days = [0, 1, 2, 3, 4];
    await feed.replace(ada.id, [
      ...days.map((d) => ({ title: 'Statistics', start: week.at(d, '10:00'), end: week.at(d, '11:00'), location: 'Aud 1' })),
      { title: 'Thermodynamics', start: week.at(3, '13:00'), end: week.at(3, '15:00'), location: 'Hall T' },
      { title: 'Finance', start: week.at(4, '14:00'), end: week.at(4, '16:00'), location: 'Room F' },
      { title: 'A later week’s lecture', start: weekAhead(2, ZONE).at(1, '09:00'), end: weekAhead(2, ZONE).at(1, '10:00') },
    ]);
    await feed.replace(ben.id, [
      ...days.map((d) => ({ title: 'Seminar', start: week.at(d, '11:00'), end: week.at(d, '12:00'), location: 'Room 2' })),
      { title: 'Evening lab', start: week.at(1, '18:00'), end: week.at(1, '20:00'), location: 'Lab' },
    ]);
    await eventually(
      async () => {
        const res = await ada.context.request.post(`/api/study-groups/${groupId}/compare-schedules?week=${week.week}&year=${week.year}`, { headers: XHR });
        const body = (await res.json()) as { members: { schedules: unknown[] }[] };
        if (body.members?.length !== 2 || body.members.some((m) => m.schedules.length < 6)) throw new Error('schedules not stored yet');
      },
      60_000,
      500,
    );
  }, 120_000);

  let current: Page | undefined;
  afterEach(async () => {
    if (current && !current.isClosed()) await current.screenshot({ path: screenshotPath('compare-phone-last') }).catch(() => undefined);
  });

  afterAll(async () => {
    await feed.disconnect();
    await browser?.close();
  });

  it('pages to Thursday and Friday by touch, and a tap outside dismisses a tapped tooltip', async () => {
    const page = (current = await phoneOf(browser, ada));
    await page.goto(`/study-groups?group=${groupId}`);
    const section = page.getByRole('region', { name: `Compare schedules: ${GROUP}` });
    await toWeek(section, week.week);
    const grid = section.getByRole('grid');
    await grid.waitFor({ timeout: 60_000 });
    const box = section.locator('.sg-grid-scroll');
    const thursday = grid.getByRole('columnheader', { name: /^Thu/ });
    const friday = grid.getByRole('columnheader', { name: /^Fri/ });

    // Monday to Wednesday fit; the pager says so, and the hidden side fades.
    const pager = section.getByRole('group', { name: 'Days' });
    await pager.getByText('Mon – Wed of 7 days').waitFor();
    await section.getByText('Swipe sideways or use the buttons to see the other days.').waitFor();
    expect(await section.locator('.sg-grid-frame').getAttribute('class')).toContain('more-after');
    expect(await shownWidth(box, thursday)).toBeLessThan(2);
    // The grid covers the free-time hours: Ben's lab at 18–20 and the rows up to 20:00.
    await grid.getByRole('rowheader', { name: '19:00' }).waitFor();
    await settle(page);
    await page.screenshot({ path: screenshotPath('compare-phone-en-390-monday') });

    await pager.getByRole('button', { name: 'Later days' }).tap();
    await pager.getByText('Thu – Sat of 7 days').waitFor();
    const thursdayWidth = (await thursday.boundingBox())!.width;
    expect(await shownWidth(box, thursday)).toBeGreaterThan(thursdayWidth - 2);
    expect(await shownWidth(box, friday)).toBeGreaterThan(thursdayWidth - 2);
    // The time column stays in place.
    const time = await grid.getByRole('rowheader', { name: '10:00' }).boundingBox();
    expect(time!.x).toBeLessThan((await box.boundingBox())!.x + 2);

    // A tap on Thursday's Thermodynamics opens its tooltip; a tap outside the grid closes it.
    const thermo = grid.getByRole('gridcell', { name: /^Thursday, .*, 13:00 to 14:00\. Busy: Ada Lovelace \(Thermodynamics/ });
    await thermo.tap();
    const tip = page.locator('.sg-cell-tooltip').filter({ hasText: 'Thermodynamics' });
    await tip.waitFor({ state: 'visible' });
    expect(await tip.innerText()).toContain('Ada Lovelace: Thermodynamics, 13:00–15:00, Hall T');
    await settle(page);
    await page.screenshot({ path: screenshotPath('compare-phone-en-390-tooltip') });
    await section.getByText(/^Times in /).tap();
    await tip.waitFor({ state: 'hidden' });

    // Swiping back with a finger returns to Monday.
    await thermo.scrollIntoViewIfNeeded();
    const at = (await thermo.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: Math.round(at.y + at.height / 2) }] });
    await touch('touchStart', Math.round(at.x + 10));
    for (let step = 1; step <= 12; step++) await touch('touchMove', Math.round(at.x + 10 + step * 25));
    await touch('touchEnd', 0);
    await pager.getByText('Mon – Wed of 7 days').waitFor();

    // Free time: weekdays first, the weekend only when asked for.
    const free = section.getByRole('region', { name: 'Common free time' });
    await free.getByText(/^Weekday times between 08:00 and 20:00 when all 2 selected members are free/).waitFor();
    expect(await free.locator('.sg-free-slot').first().innerText()).toMatch(/^Monday/);
    expect(await free.locator('.sg-free-slot', { hasText: /Saturday|Sunday/ }).count()).toBe(0);
    await free.getByRole('switch', { name: 'Include weekends' }).tap();
    await free.getByText(/Weekend times follow the weekdays\./).waitFor();
    await free.getByRole('button', { name: /^Show all \d+ slots$/ }).tap();
    const listed = await free.locator('.sg-free-slot .sg-free-day').allInnerTexts();
    const firstWeekend = listed.findIndex((d) => /Saturday|Sunday/.test(d));
    expect(firstWeekend).toBeGreaterThan(0);
    expect(listed.slice(firstWeekend).every((d) => /Saturday|Sunday/.test(d))).toBe(true);
    await settle(page);
    await expectAccessible(page, 'comparison at 390 px');
  }, 180_000);

  it('lets a keyboard reach the later days: focus moves the grid along', async () => {
    const page = await ada.context.newPage();
    await page.setViewportSize(PHONE);
    await page.goto(`/study-groups?group=${groupId}`);
    const section = page.getByRole('region', { name: `Compare schedules: ${GROUP}` });
    await toWeek(section, week.week);
    const grid = section.getByRole('grid');
    await grid.getByRole('gridcell').first().focus();
    await page.keyboard.press('End');
    const sunday = grid.getByRole('columnheader', { name: /^Sun/ });
    await page.waitForFunction(() => (document.querySelector('.sg-grid-scroll')?.scrollLeft ?? 0) > 0);
    await settle(page);
    expect(await shownWidth(section.locator('.sg-grid-scroll'), sunday)).toBeGreaterThan((await sunday.boundingBox())!.width - 2);
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^Sunday/);
    await page.close();
  }, 60_000);

  it('keeps pictures of the comparison at 1440 and 390 px in English and Danish', async () => {
    const page = await ada.context.newPage();
    for (const language of ['en', 'da'] as const) {
      await page.goto('/');
      await page.evaluate((lng) => localStorage.setItem('language', lng), language);
      for (const [width, viewport] of [
        [1440, DESKTOP],
        [390, PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(`/study-groups?group=${groupId}`);
        await toWeek(page.locator('.sg-comparison'), week.week, language);
        await page.locator('.sg-comparison .sg-grid').waitFor();
        await page.locator('.sg-comparison .sg-free-slot').first().waitFor();
        await settle(page);
        await page.screenshot({ path: screenshotPath(`compare-${language}-${width}`), fullPage: true });
      }
    }
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.close();
  }, 120_000);

  it('makes a private calendar link in Settings that node-ical reads, without a session, as the schedule API shows it', async () => {
    const page = await ada.context.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto('/profile/settings');
    const card = page.getByRole('region', { name: 'Your calendar in other apps' });
    await card.getByText('You have no private calendar link yet.').waitFor();
    await card.getByRole('button', { name: 'Create private link' }).click();
    const input = card.getByLabel('Your private calendar link');
    await input.waitFor();
    const url = await input.inputValue();
    expect(url).toMatch(/\/api\/ics\/export\/[A-Za-z0-9_-]{43}\.ics$/);
    await settle(page);
    await expectAccessible(page, 'calendar export in Settings');
    await card.screenshot({ path: screenshotPath('export-en-1440') });
    await page.setViewportSize(PHONE);
    await settle(page);
    await card.screenshot({ path: screenshotPath('export-en-390') });

    // A calendar app: no cookies, its own address.
    const res = await fetch(url, { headers: { 'x-forwarded-for': uniqueIp() } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const exported = Object.values(ical.sync.parseICS(await res.text()))
      .filter((c): c is VEvent => c?.type === 'VEVENT')
      .map((e) => `${e.summary} ${e.start.toISOString()}`)
      .sort();
    const monday = DateTime.now().setZone(ZONE).startOf('week');
    const range = `start=${encodeURIComponent(monday.minus({ weeks: 4 }).toISO()!)}&end=${encodeURIComponent(monday.plus({ weeks: 27 }).toISO()!)}`;
    const api = (await (await ada.context.request.get(`/api/ics/events?${range}`)).json()) as { events: { title: string; start: string }[] };
    expect(exported).toEqual(api.events.map((e) => `${e.title} ${new Date(e.start).toISOString()}`).sort());
    expect(exported).toHaveLength(8);

    // The page shows the link once; afterwards it says a link is active, and it can be turned off.
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await card.getByText(/^A private link is active, made /).waitFor();
    await card.getByText(/A calendar app last fetched it/).waitFor();
    await card.getByRole('button', { name: 'Turn off link' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Turn off link' }).click();
    await card.getByText('You have no private calendar link yet.').waitFor();
    expect((await fetch(url, { headers: { 'x-forwarded-for': uniqueIp() } })).status).toBe(404);

    // Danish, with a fresh link.
    await page.evaluate(() => localStorage.setItem('language', 'da'));
    await page.reload();
    const daCard = page.getByRole('region', { name: 'Din kalender i andre apps' });
    await daCard.getByRole('button', { name: 'Opret privat link' }).click();
    await daCard.getByLabel('Dit private kalenderlink').waitFor();
    await settle(page);
    await daCard.screenshot({ path: screenshotPath('export-da-1440') });
    await page.setViewportSize(PHONE);
    await settle(page);
    await daCard.screenshot({ path: screenshotPath('export-da-390') });
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.close();
  }, 120_000);
});
