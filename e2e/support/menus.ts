import type { Locator, Page } from 'playwright-core';

/**
 * Opens a dropdown with `trigger` and clicks its item `name` once the menu has stopped moving.
 * antd's dropdowns open with a scale animation that moves the lower items by ~35 px; on a
 * loaded machine Playwright can see two equal frames mid-animation, click where the item was,
 * and hit the item above it.
 */
export async function chooseMenuItem(page: Page, trigger: Locator, name: string): Promise<void> {
  await trigger.click();
  const item = page.getByRole('menuitem', { name });
  await item.waitFor();
  let last = await item.boundingBox();
  for (let settled = 0; settled < 2;) {
    await page.waitForTimeout(60);
    const box = await item.boundingBox();
    settled = box && last && box.x === last.x && box.y === last.y && box.height === last.height ? settled + 1 : 0;
    last = box;
  }
  await item.click();
}
