import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { GATEWAY_URL, uniqueIp } from '@overlap/test-support';

export const SCREENSHOTS = resolve(__dirname, '..', '..', '.artifacts', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

/** Debian's Chromium, headless, with the background networking this sandbox refuses turned off. */
export const CHROMIUM_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_OPTIONS);
}

/** One browser "person": own cookies and own client address for identity's per-address sign-in counters. */
export function newPerson(browser: Browser, viewport = { width: 1440, height: 900 }): Promise<BrowserContext> {
  return browser.newContext({ baseURL: GATEWAY_URL, viewport, extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
}

export const screenshotPath = (name: string) => join(SCREENSHOTS, `${name}.png`);
