import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { screenshotPath } from './browser';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * Lets antd's transitions finish before a picture or an axe run. The pause covers transitions that
 * start a moment later (a refetch ending re-enables a button); the wait covers any still running, since
 * axe sampling a colour mid-fade reports contrast the user never sees at rest. Endless animations
 * (spinners, skeletons) are not waited for.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(400);
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 5_000 },
  );
}

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

/** The toasts on screen: the messages of the notifications region (components/toasts/toaster.tsx), a status or an alert. */
export function toasts(page: Page): Locator {
  const region = page.getByRole('region', { name: /\(F8\)$/ });
  return region.getByRole('status').or(region.getByRole('alert'));
}
