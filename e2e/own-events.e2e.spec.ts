import { uniqueEmail } from '@overlap/test-support';
import { DateTime } from 'luxon';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { launchChromium, newPerson, screenshotPath } from './support/browser';
import { captureScreen, PHONE, settle } from './support/screens';

/**
 * A student's own events in Chromium through the gateway (docs/product/calendar.md, "Your own events"):
 * one added by clicking on empty time of the week grid, edited from its popover and deleted; one added
 * by dragging and one by keyboard; and, at 390 px in Danish, one added from the day-by-day agenda.
 */

jest.setTimeout(120_000);

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
// A student who never chose a zone is shown Europe/Stockholm; the week is this week there.
const monday = DateTime.now().setZone('Europe/Stockholm').startOf('week');
const date = (day: number) => monday.plus({ days: day }).toISODate()!;
const dayName = (day: number) => monday.plus({ days: day }).setLocale('en-US').toFormat('cccc, MMMM d');

async function student(browser: Browser, language: string, viewport?: { width: number; height: number }) {
  const context = await newPerson(browser, viewport);
  await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
  const res = await context.request.post('/api/auth/signup', {
    data: { email: uniqueEmail('own-events'), password: 'own-events-pass-1', firstName: 'Maja', lastName: 'Holm' },
    headers: XHR,
  });
  expect(res.status()).toBe(201);
  // One event already there, so the week shows its grid (an empty week shows the way to add a timetable).
  const first = await context.request.post('/api/events/own', {
    data: { title: 'Café shift', start: `${date(0)}T09:00`, end: `${date(0)}T10:00` },
    headers: XHR,
  });
  expect(first.status()).toBe(201);
  return { context, page: await context.newPage() };
}

const dialog = (page: Page) => page.getByRole('dialog');

describe('own events in the browser', () => {
  let browser: Browser;
  let current: Page | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(() => browser?.close());
  afterEach(async () => {
    if (current && !current.isClosed()) await current.screenshot({ path: screenshotPath('own-events-last') }).catch(() => undefined);
  });

  it('adds an event by clicking on empty time of the week, edits and deletes it; by dragging and by keyboard too', async () => {
    const { page } = await student(browser, 'en');
    current = page;
    await page.goto('/');
    const wednesday = page.getByRole('group', { name: dayName(2), exact: true });
    await page
      .getByRole('group', { name: dayName(0), exact: true })
      .getByRole('button', { name: '09:00–10:00, Café shift, Personal', exact: true })
      .waitFor();

    // A click at 14:10 on Wednesday's empty time (the column's own box): an hour from 14:00 (the grid starts at 08:00, 64 px an hour).
    await wednesday.click({ position: { x: 30, y: 6 * 64 + 10 } });
    await dialog(page).getByText('New event').waitFor();
    expect(await dialog(page).getByLabel('Starts', { exact: true }).inputValue()).toBe('14:00');
    expect(await dialog(page).getByLabel('Ends', { exact: true }).inputValue()).toBe('15:00');
    expect(await dialog(page).getByLabel('Day', { exact: true }).inputValue()).toBe(date(2));
    await dialog(page).getByLabel('Title', { exact: true }).fill('Dentist');
    await dialog(page).getByLabel('Place (optional)', { exact: true }).fill('Smile clinic');
    await settle(page);
    await expectAccessible(page, 'new own event dialog');
    await page.screenshot({ path: screenshotPath('own-event-dialog-en-1440') });
    await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
    const dentist = wednesday.getByRole('button', { name: '14:00–15:00, Dentist, Personal, Smile clinic', exact: true });
    await dentist.waitFor();
    await captureScreen(page, 'own-events-week-en');

    // Its popover edits it: a later end.
    await dentist.click();
    await page.locator('.ant-popover').getByRole('button', { name: 'Edit' }).click();
    await dialog(page).getByText('Edit event').waitFor();
    await dialog(page).getByLabel('Ends', { exact: true }).fill('15:30');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    const moved = wednesday.getByRole('button', { name: '14:00–15:30, Dentist, Personal, Smile clinic', exact: true });
    await moved.waitFor();

    // Ending before it starts is refused in the dialog, with the server's words.
    await moved.click();
    await page.locator('.ant-popover').getByRole('button', { name: 'Edit' }).click();
    await dialog(page).getByLabel('Ends', { exact: true }).fill('13:00');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await dialog(page).getByText('The event must end after it starts.').waitFor();
    // Deleting asks first.
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await moved.waitFor({ state: 'detached' });

    // A drag from 10:00 to 11:30 on Thursday.
    const thursday = page.getByRole('group', { name: dayName(3), exact: true });
    const box = (await thursday.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + 2 * 64 + 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 30, box.y + 3 * 64 + 20, { steps: 5 });
    await page.mouse.move(box.x + 30, box.y + 3.5 * 64, { steps: 3 });
    await page.mouse.up();
    expect(await dialog(page).getByLabel('Starts', { exact: true }).inputValue()).toBe('10:00');
    expect(await dialog(page).getByLabel('Ends', { exact: true }).inputValue()).toBe('11:30');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    // By keyboard: the header's Add event, typed in, Enter to save; weekly from Friday.
    await page.getByRole('button', { name: 'Add event' }).focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByLabel('Title', { exact: true }).waitFor();
    await page.keyboard.type('Handball training');
    await dialog(page).getByLabel('Day', { exact: true }).fill(date(4));
    await dialog(page).getByLabel('Starts', { exact: true }).fill('17:00');
    await dialog(page).getByLabel('Ends', { exact: true }).fill('18:30');
    await dialog(page).getByRole('checkbox', { name: 'Repeat every week' }).check();
    await dialog(page).getByLabel('Title', { exact: true }).press('Enter');
    await page
      .getByRole('group', { name: dayName(4), exact: true })
      .getByRole('button', { name: '17:00–18:30, Handball training, Personal', exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Next week' }).click();
    await page.getByRole('button', { name: /^17:00–18:30, Handball training, Personal$/ }).waitFor();

    // The month shows them too, apart from classes; its Add event opens the same dialog.
    await page.getByText('Month', { exact: true }).click();
    // Apart from classes by a dashed edge (a chip is drawn only: the day's button names its events' count).
    const chip = page.getByRole('table').getByText('Handball training').first();
    await chip.waitFor();
    expect(await chip.evaluate((el) => getComputedStyle(el).borderLeftStyle)).toBe('dashed');
    await captureScreen(page, 'own-events-month-en');
    await page.getByRole('button', { name: 'Add event' }).click();
    await dialog(page).getByText('New event').waitFor();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  });

  it('shows a member’s event to the group as busy, without its title', async () => {
    const { context: annContext, page } = await student(browser, 'en');
    current = page;
    const bob = await student(browser, 'en');
    const bobId = ((await (await bob.context.request.get('/api/auth/user')).json()) as { id: string }).id;
    const annId = ((await (await annContext.request.get('/api/auth/user')).json()) as { id: string }).id;
    // A weekly appointment: the group opens on next week at the weekend, this week otherwise.
    const dentist = await bob.context.request.post('/api/events/own', {
      data: { title: 'Dentist', start: `${date(1)}T10:00`, end: `${date(1)}T12:00`, location: 'Smile clinic', repeat: 'weekly' },
      headers: XHR,
    });
    expect(dentist.status()).toBe(201);
    // Groups knows a new student once identity's event has arrived.
    const retry = async (send: () => Promise<{ status: () => number; json: () => Promise<unknown> }>) => {
      for (let i = 0; i < 100; i++) {
        const res = await send();
        if (res.status() === 201) return (await res.json()) as { id: string };
        await page.waitForTimeout(200);
      }
      throw new Error('not created');
    };
    const group = await retry(() => annContext.request.post('/api/study-groups', { data: { name: 'Own events', createdBy: annId }, headers: XHR }));
    const invitation = await retry(() => annContext.request.post(`/api/study-groups/${group.id}/invite`, { data: { invitedUserId: bobId }, headers: XHR }));
    expect((await bob.context.request.put(`/api/invitations/${invitation.id}/respond`, { data: { status: 'accepted' }, headers: XHR })).status()).toBe(200);

    await page.goto(`/study-groups?group=${group.id}`);
    const section = page.getByRole('region', { name: 'Compare schedules: Own events' });
    const busy = section
      .getByRole('grid')
      .first()
      .getByRole('gridcell', { name: /, 10:00 to 11:00\. Busy: Maja Holm \(Busy, 10:00–12:00\)\./ });
    await busy.waitFor();
    expect(await page.content()).not.toMatch(/Dentist|Smile clinic/);
    await captureScreen(page, 'own-events-compare-busy');
  });

  it('adds an event from the day-by-day week at 390 px in Danish', async () => {
    const { page } = await student(browser, 'da', PHONE);
    current = page;
    await page.goto('/');
    await page.getByRole('button', { name: '09:00–10:00, Café shift, Personlig', exact: true }).waitFor();
    // Wednesday's add button (the third day of the agenda).
    await page
      .getByRole('button', { name: /^Tilføj en begivenhed / })
      .nth(2)
      .click();
    await dialog(page).getByText('Ny begivenhed').waitFor();
    expect(await dialog(page).getByLabel('Dag', { exact: true }).inputValue()).toBe(date(2));
    await dialog(page).getByLabel('Titel', { exact: true }).fill('Træning');
    await dialog(page).getByLabel('Starter', { exact: true }).fill('18:00');
    await dialog(page).getByLabel('Slutter', { exact: true }).fill('19:30');
    await dialog(page).getByLabel('Sted (valgfrit)', { exact: true }).fill('Fælledparken');
    await dialog(page).getByRole('switch').click();
    await dialog(page).getByText('Dine grupper ser titlen og tidspunktet, aldrig stedet eller noten.').waitFor();
    await settle(page);
    await expectAccessible(page, 'own event dialog at 390 px in Danish');
    await page.screenshot({ path: screenshotPath('own-event-dialog-da-390') });
    await dialog(page).getByRole('button', { name: 'Tilføj', exact: true }).click();
    await page.getByRole('button', { name: '18:00–19:30, Træning, Personlig, Fælledparken', exact: true }).waitFor();
    await page.getByRole('button', { name: '18:00–19:30, Træning, Personlig, Fælledparken', exact: true }).click();
    await page.locator('.ant-popover').getByText('Din egen begivenhed').waitFor();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
    await captureScreen(page, 'own-events-week-da');
  });
});
