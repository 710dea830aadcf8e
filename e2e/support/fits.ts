import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Nothing spills sideways: the page is no wider than the screen, and the open dialog (if any) is
 * no wider than the screen either. The check every layout test makes at phone and desktop width.
 */
export async function expectFitsTheScreen(page: Page, dialog?: Locator) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  if (dialog)
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}
