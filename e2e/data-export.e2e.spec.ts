import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { strFromU8, unzipSync } from 'fflate';
import { uniqueEmail, waitForMail } from '@overlap/test-support';
import { expectAccessible } from './support/axe';
import { launchChromium, newPerson, screenshotPath } from './support/browser';
import { PHONE, settle } from './support/screens';

// Issue 28, ADR 048: "Download my data" on Privacy & Security, on a phone in Danish — the export
// is asked for, runs, is mailed about, downloaded and opened.

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

describe('download my data', () => {
  let browser: Browser;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('asks for an export, follows it, gets the e-mail, downloads the ZIP and reads its README, at 390 px in Danish', async () => {
    const context = await newPerson(browser, PHONE);
    await context.addInitScript(() => localStorage.setItem('language', 'da'));
    const email = uniqueEmail('data-export');
    const signup = await context.request.post('/api/auth/signup', {
      data: { email, password: 'export-pass-1', firstName: 'Maja', lastName: 'Holm' },
      headers: XHR,
    });
    expect(signup.status()).toBe(201);
    expect((await context.request.put('/api/users/settings', { data: { language: 'da' }, headers: XHR })).status()).toBe(200);
    expect(
      (
        await context.request.post('/api/events/own', { data: { title: 'Kaffevagt', start: '2026-12-07T09:00', end: '2026-12-07T10:00' }, headers: XHR })
      ).status(),
    ).toBe(201);
    page = await context.newPage();
    await page.goto('/profile/privacy');
    await page.getByRole('heading', { name: 'Hent mine data' }).waitFor();

    const asked = page.waitForResponse((r) => r.url().endsWith('/api/users/me/data-exports') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Forbered mine data' }).click();
    // The export starts running with its parts still to come; the page follows it to the download.
    const started = (await (await asked).json()) as { status: string; partsAnswered: number; partsTotal: number };
    expect(started).toMatchObject({ status: 'running', partsTotal: 6 });
    expect(started.partsAnswered).toBeLessThan(6);
    const download = page.getByRole('button', { name: /^Hent ZIP/ });
    await download.waitFor({ timeout: 60_000 });
    await page.getByText(/Dine data er klar\. Du kan hente dem indtil/).waitFor();
    await settle(page);
    await page.screenshot({ path: screenshotPath('data-export-phone-da'), fullPage: true });

    // Nothing wider than the phone, and the button fully on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const box = (await download.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'privacy page with a ready export');

    const mail = await waitForMail(email, 60_000);
    expect(mail.subject).toBe('Din dataeksport fra Overlap er klar');

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^overlap-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
    const readme = strFromU8(entries['README.txt']!);
    expect(readme).toMatch(/^Dine data fra Overlap/);
    expect(readme).toContain('schedules/own-events.json');
    expect(strFromU8(entries['identity/profile.json']!)).toContain(email);
    expect(strFromU8(entries['schedules/own-events.json']!)).toContain('Kaffevagt');
    await context.close();
  });
});
