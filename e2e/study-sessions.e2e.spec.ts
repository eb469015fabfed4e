import { uniqueEmail } from '@overlap/test-support';
import { DateTime } from 'luxon';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { launchChromium, newPerson, screenshotPath } from './support/browser';
import { captureScreen, DESKTOP, PHONE, settle } from './support/screens';

/**
 * Study sessions in Chromium through the gateway (docs/product/groups-and-comparison.md, ADR 052):
 * Ann books a session from the group's common free time; Bo, with the group open at 390 px in
 * Danish, sees it arrive live and answers "Kommer"; Ann's card shows his answer live; both find
 * the session in their week.
 */

jest.setTimeout(150_000);

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const monday = DateTime.now().setZone('Europe/Stockholm').startOf('week');
const date = (day: number) => monday.plus({ days: day }).toISODate()!;

async function student(browser: Browser, firstName: string, language: string, viewport?: { width: number; height: number }) {
  const context = await newPerson(browser, viewport);
  await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
  const res = await context.request.post('/api/auth/signup', {
    data: { email: uniqueEmail('sessions'), password: 'sessions-pass-1', firstName, lastName: 'Holm' },
    headers: XHR,
  });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { id: string }).id;
  return { context, id, page: await context.newPage() };
}

/** Retries a create until groups knows the new students (identity's events travel through Kafka). */
async function created(page: Page, send: () => ReturnType<BrowserContext['request']['post']>) {
  for (let i = 0; i < 100; i++) {
    const res = await send();
    if (res.status() === 201) return (await res.json()) as { id: string };
    await page.waitForTimeout(200);
  }
  throw new Error('not created');
}

describe('study sessions in the browser', () => {
  let browser: Browser;
  const pages: Page[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(() => browser?.close());
  afterEach(async () => {
    for (const [i, page] of pages.entries())
      if (!page.isClosed()) await page.screenshot({ path: screenshotPath(`study-sessions-last-${i}`) }).catch(() => undefined);
  });

  it('books a common slot; the other member accepts it live at 390 px in Danish; both see it in their week', async () => {
    const ann = await student(browser, 'Ann', 'en');
    const bo = await student(browser, 'Bo', 'da', PHONE);
    pages.push(ann.page, bo.page);
    // A weekly class for Ann, so the comparison has entries this week and next (a group opens on next week at the weekend).
    const weekly = await ann.context.request.post('/api/events/own', {
      data: { title: 'Lecture', start: `${date(0)}T09:00`, end: `${date(0)}T10:00`, repeat: 'weekly' },
      headers: XHR,
    });
    expect(weekly.status()).toBe(201);
    const group = await created(ann.page, () => ann.context.request.post('/api/study-groups', { data: { name: 'Makro', createdBy: ann.id }, headers: XHR }));
    const invitation = await created(ann.page, () =>
      ann.context.request.post(`/api/study-groups/${group.id}/invite`, { data: { invitedUserId: bo.id }, headers: XHR }),
    );
    expect((await bo.context.request.put(`/api/invitations/${invitation.id}/respond`, { data: { status: 'accepted' }, headers: XHR })).status()).toBe(200);

    // Bo has the group open before anything is booked.
    await bo.page.goto(`/study-groups?group=${group.id}`);
    await bo.page.getByText('Ingen studiesessioner booket endnu.', { exact: false }).waitFor();

    await ann.page.goto(`/study-groups?group=${group.id}`);
    const book = ann.page.getByRole('button', { name: /^Book a study session / }).first();
    await book.waitFor();
    const slotName = (await book.getAttribute('aria-label'))!;
    await book.click();
    const dialog = ann.page.getByRole('dialog');
    await dialog.getByLabel('Title', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe('Study session – Makro');
    await dialog.getByLabel('Campus', { exact: true }).selectOption({ index: 1 });
    await dialog.getByLabel('Room', { exact: true }).fill('SP 2.13');
    await settle(ann.page);
    await expectAccessible(ann.page, 'booking dialog');
    await ann.page.screenshot({ path: screenshotPath('study-session-dialog-en-1440') });
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const annCard = ann.page.locator('.sg-session').filter({ hasText: 'Study session – Makro' });
    await annCard.getByText('Ann Holm: Going').waitFor();

    // Live on Bo's page: the session arrives, he answers "Kommer", and Ann's card shows it.
    const boCard = bo.page.locator('.sg-session').filter({ hasText: 'Study session – Makro' });
    await boCard.getByText('Bo Holm: Intet svar').waitFor();
    // The bell counts it and lists it until Bo answers.
    const bell = bo.page.getByRole('button', { name: /1 studiesession at se på$/ });
    await bell.click();
    await bo.page
      .getByRole('list', { name: 'Studiesessioner' })
      .getByRole('button', { name: /Study session – Makro/ })
      .waitFor();
    await settle(bo.page);
    await expectAccessible(bo.page, 'the bell with a session at 390 px in Danish');
    await bo.page.screenshot({ path: screenshotPath('study-session-bell-da-390') });
    await bell.click();
    // antd's radio buttons hide the input under their label: the label is what a finger presses.
    await boCard.locator('label.ant-radio-button-wrapper', { hasText: 'Kommer' }).click();
    await boCard.getByText('Bo Holm: Kommer').waitFor();
    expect(await boCard.getByRole('radio', { name: 'Kommer' }).isChecked()).toBe(true);
    await annCard.getByText('Bo Holm: Going').waitFor();
    await expect(bell.waitFor({ state: 'detached', timeout: 10_000 })).resolves.toBeUndefined();
    // The cards in both languages at both widths, axe at each.
    await bo.page.setViewportSize(DESKTOP);
    await captureScreen(bo.page, 'study-session-card-da');
    await bo.page.setViewportSize(PHONE);
    await captureScreen(ann.page, 'study-session-card-en');

    // Both weeks show it (the week the slot is in: this one, or next at the weekend).
    const slotDay = /Book a study session (.+?) \d\d:\d\d/.exec(slotName)![1]!;
    for (const [who, page, next] of [
      ['Ann', ann.page, 'Next week'],
      ['Bo', bo.page, 'Næste uge'],
    ] as const) {
      await page.goto('/');
      const session = page.getByRole('button').filter({ hasText: 'Study session – Makro' }).first();
      if (!(await session.isVisible({ timeout: 4_000 }).catch(() => false))) await page.getByRole('button', { name: next }).click();
      await session.waitFor();
      await settle(page);
      await expectAccessible(page, `${who}'s week with the session (${slotDay})`);
      await page.screenshot({ path: screenshotPath(`study-session-week-${who === 'Ann' ? 'en-1440' : 'da-390'}`), fullPage: true });
    }

    // Reminders are chosen in the settings: Bo (Danish, 390 px) picks an hour before.
    await bo.page.goto('/profile/settings');
    const reminder = bo.page.getByLabel('Påmindelser om studiesessioner');
    // The choice is disabled until the student's setting has loaded.
    const loaded = () => bo.page.waitForFunction(() => (document.getElementById('session-reminder') as HTMLSelectElement | null)?.disabled === false);
    await loaded();
    await expect(reminder.inputValue()).resolves.toBe('30');
    await reminder.selectOption('60');
    await bo.page.getByText('Påmindelsen er gemt.').waitFor();
    await settle(bo.page);
    await expectAccessible(bo.page, 'the reminder setting at 390 px in Danish');
    await reminder.scrollIntoViewIfNeeded();
    await bo.page.screenshot({ path: screenshotPath('study-session-reminder-setting-da-390') });
    await bo.page.reload();
    await loaded();
    await expect(bo.page.getByLabel('Påmindelser om studiesessioner').inputValue()).resolves.toBe('60');
  });

  it('books from a free cell of the comparison grid by keyboard at 1440 px, and by a tap at 390 px in Danish', async () => {
    const ann = await student(browser, 'Ann', 'en');
    const bo = await student(browser, 'Bo', 'da', PHONE);
    pages.push(ann.page, bo.page);
    const weekly = await ann.context.request.post('/api/events/own', {
      data: { title: 'Lecture', start: `${date(0)}T09:00`, end: `${date(0)}T10:00`, repeat: 'weekly' },
      headers: XHR,
    });
    expect(weekly.status()).toBe(201);
    const group = await created(ann.page, () => ann.context.request.post('/api/study-groups', { data: { name: 'Grid', createdBy: ann.id }, headers: XHR }));
    const invitation = await created(ann.page, () =>
      ann.context.request.post(`/api/study-groups/${group.id}/invite`, { data: { invitedUserId: bo.id }, headers: XHR }),
    );
    expect((await bo.context.request.put(`/api/invitations/${invitation.id}/respond`, { data: { status: 'accepted' }, headers: XHR })).status()).toBe(200);

    // Ann moves into the grid and to its last cell (Sunday's last hour, always ahead: a group opens on next week at the weekend), then presses Enter.
    await ann.page.goto(`/study-groups?group=${group.id}`);
    // The group's grid (the page also shows one's own week, which books nothing).
    const grid = ann.page.getByRole('grid').filter({ has: ann.page.locator('td[data-book]') });
    await grid.waitFor();
    await grid.locator('td[tabindex="0"]').focus();
    await ann.page.keyboard.press('Control+End');
    const last = grid.locator('td:focus');
    await expect(last.getAttribute('aria-haspopup')).resolves.toBe('dialog');
    const named = /^Sunday, [^,]+, (\d\d):00 to (\d\d):00\. Everyone free\. Book a study session\./.exec((await last.textContent()) ?? '');
    expect(named).not.toBeNull();
    const [hour, end] = [Number(named![1]), named![2]];
    await ann.page.keyboard.press('Enter');
    const dialog = ann.page.getByRole('dialog', { name: 'Book a study session' });
    await dialog.waitFor();
    // The contiguous free time around the cell (the whole of Sunday on the grid), starting at the cell, the rest of it (an hour).
    await dialog.getByText(new RegExp(`^Free for everyone: Sunday, .+, 08:00–${end}:00$`)).waitFor();
    await expect(dialog.getByLabel('Start', { exact: true }).inputValue()).resolves.toBe(String(hour * 60));
    await expect(dialog.getByLabel('Length', { exact: true }).inputValue()).resolves.toBe('60');
    expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe('Study session – Grid');
    await dialog.getByLabel('Campus', { exact: true }).selectOption({ index: 1 });
    await settle(ann.page);
    await expectAccessible(ann.page, 'booking from a grid cell');
    await ann.page.screenshot({ path: screenshotPath('study-session-grid-dialog-en-1440') });
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const annCard = ann.page.locator('.sg-session').filter({ hasText: 'Study session – Grid' });
    await annCard.getByText('Ann Holm: Going').waitFor();
    // Focus is back on the cell it was booked from.
    await expect(grid.locator('td:focus').getAttribute('data-cell')).resolves.toMatch(/-6$/);

    // Bo, at 390 px in Danish, taps a free cell in view.
    await bo.page.goto(`/study-groups?group=${group.id}`);
    await bo.page.locator('.sg-session').filter({ hasText: 'Study session – Grid' }).waitFor();
    const boGrid = bo.page.getByRole('grid').filter({ has: bo.page.locator('td[data-book]') });
    await boGrid.scrollIntoViewIfNeeded();
    const free = boGrid.getByRole('gridcell', { name: /Alle er fri\. Book en studiesession\.$/ }).first();
    await free.click();
    const boDialog = bo.page.getByRole('dialog', { name: 'Book en studiesession' });
    await boDialog.getByText(/^Ledigt for alle: /).waitFor();
    await settle(bo.page);
    await expectAccessible(bo.page, 'booking from a grid cell at 390 px in Danish');
    await bo.page.screenshot({ path: screenshotPath('study-session-grid-dialog-da-390') });
    await bo.page.keyboard.press('Escape');
    await boDialog.waitFor({ state: 'detached' });
  });
});
