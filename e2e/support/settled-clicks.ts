import type { Locator, Page } from 'playwright-core';

/**
 * Clicks `target` once it has stopped moving. antd opens dropdowns and dialogs with scale
 * animations that move their items by tens of pixels; on a loaded machine Playwright can see
 * two equal frames mid-animation and click where the element was — the item above it, or the
 * dialog's body next to its button (CI failures of the account and study-groups journeys).
 */
export async function clickWhenStill(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  let last = await target.boundingBox();
  for (let still = 0; still < 2;) {
    await page.waitForTimeout(60);
    const box = await target.boundingBox();
    const same = box && last && box.x === last.x && box.y === last.y && box.width === last.width && box.height === last.height;
    still = same ? still + 1 : 0;
    last = box;
  }
  await target.click();
}

/** Opens a dropdown with `trigger` and clicks its item `name` once the menu has stopped moving. */
export async function chooseMenuItem(page: Page, trigger: Locator, name: string): Promise<void> {
  await trigger.click();
  await clickWhenStill(page, page.getByRole('menuitem', { name }));
}
