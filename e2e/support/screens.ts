import type { Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { screenshotPath } from './browser';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Lets antd's transitions finish before a picture or an axe run. */
export const settle = (page: Page) => page.waitForTimeout(400);

/**
 * Checks a screen with axe and keeps full-page pictures of it at 1440 and 390 px
 * (.artifacts/screenshots/<name>-1440.png and -390.png); the viewport goes back to desktop.
 */
export async function captureScreen(page: Page, name: string, { axe = true }: { axe?: boolean } = {}): Promise<void> {
  await settle(page);
  if (axe) await expectAccessible(page, `${name} at 1440 px`);
  await page.screenshot({ path: screenshotPath(`${name}-1440`), fullPage: true });
  await page.setViewportSize(PHONE);
  await settle(page);
  if (axe) await expectAccessible(page, `${name} at 390 px`);
  await page.screenshot({ path: screenshotPath(`${name}-390`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await settle(page);
}
