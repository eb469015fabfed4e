import type { Browser, Page } from 'playwright-core';
import { FAKE_OPENAI_PORT, FAKE_MARKER_PREFIX, startFakeOpenAiServer, uniqueEmail } from '@overlap/test-support';
import { renderScreens } from '@overlap/test-support/src/timetable-screens/render-screens';
import type { TruthClass } from '@overlap/test-support/src/timetable-screens/timetable-week';
import { launchChromium, newPerson, screenshotPath } from './support/browser';
import { captureScreen, toasts } from './support/screens';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** A week this side of any zone's date line: Monday to Wednesday, one class a day, the times printed in the blocks. */
const WEEK: TruthClass[] = [
  { weekday: 'Mon', start: '09:15', end: '11:00', title: 'Linear Algebra', location: 'A-101', type: 'Lecture' },
  { weekday: 'Tue', start: '13:00', end: '14:45', title: 'Statistics', location: 'B 204', type: 'Seminar' },
  // One hour with four lines of text: the last is cut off by the block, and read unsurely.
  { weekday: 'Wed', start: '10:00', end: '11:00', title: 'Organic Chemistry', location: 'C-310', type: 'Workshop' },
];

async function startFake() {
  try {
    return await startFakeOpenAiServer({ port: FAKE_OPENAI_PORT });
  } catch (err) {
    if ((err as { code?: string }).code === 'EADDRINUSE') return undefined;
    throw err;
  }
}

/**
 * Screenshot import read on this server: a timetable rendered in Chromium is uploaded; where a
 * vision model is configured it reads first (the OpenAI-protocol test server's recorded week),
 * the student switches to text recognition, reviews the unsure fields marked, corrects or confirms
 * each (Save waits for that) and saves, and the classes appear in the week.
 */
describe('screenshot import with the on-device reader in the browser', () => {
  let browser: Browser;
  let openAi: Awaited<ReturnType<typeof startFakeOpenAiServer>> | undefined;
  let current: Page | undefined;

  beforeAll(async () => {
    openAi = await startFake();
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await openAi?.close();
  });
  afterEach(async () => {
    if (current && !current.isClosed()) await current.screenshot({ path: screenshotPath('screenshot-ocr-last') }).catch(() => undefined);
  });

  it('uploads a rendered timetable, reviews the highlighted unsure fields, corrects or confirms each and saves: the classes are in the week', async () => {
    const [screen] = await renderScreens([{ style: 'timeedit', scheme: 'light', width: 1440, language: 'en', classes: WEEK }]);
    // The marker after the image's end picks the vision test server's recorded week; image readers ignore it.
    const upload = Buffer.concat([screen.png, Buffer.from(`${FAKE_MARKER_PREFIX}timetable-week;`, 'latin1')]);

    const context = await newPerson(browser);
    const signup = await context.request.post('/api/auth/signup', {
      data: { email: uniqueEmail('ocr'), password: 'calendar-pass-1', firstName: 'Ada', lastName: 'Lovelace' },
      headers: XHR,
    });
    expect(signup.status()).toBe(201);
    const status = (await (await context.request.get('/api/parse/status')).json()) as { vision: boolean; onDevice: boolean };
    expect(status.onDevice).toBe(true);
    const page = (current = await context.newPage());
    await page.goto('/ai-schedule');
    await page.locator('input[type="file"]').setInputFiles({ name: 'week.png', mimeType: 'image/png', buffer: upload });

    if (status.vision) {
      await page.getByText('Found 3 events from AI analysis').waitFor({ timeout: 30_000 });
      await page.getByText('Read by the AI model').waitFor();
      await page.getByRole('button', { name: 'Try text recognition on this server' }).click();
    }
    await page.getByText('Found 3 events by text recognition').waitFor({ timeout: 30_000 });
    await page.getByText('Read on this server by text recognition', { exact: false }).waitFor();
    await expect(page.getByLabel('Title, row 1').inputValue()).resolves.toBe('Linear Algebra');
    await expect(page.getByLabel('Start, row 2').inputValue()).resolves.toBe('13:00');

    // Fields read unsurely are marked; the student corrects every row against the picture.
    await page.locator('[aria-describedby$="-unsure"]').first().waitFor();
    await page.getByText('Unsure: please check').first().waitFor();
    await captureScreen(page, 'ai-schedule-ocr-review');
    const marked = await page.locator('[aria-describedby$="-unsure"]').count();
    // Nothing is saved while a marked field is neither corrected nor confirmed.
    const save = page.getByRole('button', { name: 'Save 3 Classes' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByText(/Correct or confirm the (\d+ )?marked fields? to save\./).waitFor();
    for (const [i, c] of WEEK.entries()) {
      const row = i + 1;
      for (const [column, value] of [
        ['Start', c.start],
        ['End', c.end],
        ['Title', c.title],
        ['Location', c.location],
      ] as const)
        if ((await page.getByLabel(`${column}, row ${row}`).inputValue()) !== value) await page.getByLabel(`${column}, row ${row}`).fill(value);
      const shown = page.locator('.review-table tbody tr').nth(i).locator('.cell-type');
      if ((await shown.innerText()).trim() !== c.type) {
        await page.getByLabel(`Type, row ${row}`).click();
        await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${c.type}"]`).click();
        await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
      }
    }
    // A corrected field is no longer marked; one read right but unsurely is confirmed as read, from the keyboard.
    expect(await page.locator('[aria-describedby$="-unsure"]').count()).toBeLessThan(marked);
    for (let left = await page.locator('.confirm-field').count(); left > 0; left--) {
      await page.locator('.confirm-field').first().focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.confirm-field').count()).resolves.toBe(left - 1);
    }
    expect(await page.locator('[aria-describedby$="-unsure"]').count()).toBe(0);
    await captureScreen(page, 'ai-schedule-ocr-confirmed', { axe: false });

    await save.click();
    await toasts(page).filter({ hasText: 'Timetable saved' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: '09:15–11:00, Linear Algebra, Lecture, A-101', exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: '13:00–14:45, Statistics, Seminar, B 204', exact: true }).waitFor();
    await page.getByRole('button', { name: '10:00–11:00, Organic Chemistry, Workshop, C-310', exact: true }).waitFor();
    await context.close();
  }, 120_000);
});
