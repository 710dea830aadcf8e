import type { Locator, Page } from '@playwright/test';

/** Set to take the screenshots the specs save for people to look at (`E2E_SCREENSHOTS=1`). */
const TAKE_SCREENSHOTS = /^(1|true|yes)$/i.test(process.env.E2E_SCREENSHOTS ?? '');

/**
 * A screenshot saved for a person to look at (layout at phone and desktop widths), not checked by
 * any test. Taken only when `E2E_SCREENSHOTS=1`: `npm test` skips them, since the ~150 of them cost
 * the suite time and nothing reads them there.
 */
export async function lookAt(
  target: Page | Locator,
  options: Parameters<Page['screenshot']>[0] & { path: string },
): Promise<void> {
  if (TAKE_SCREENSHOTS) await target.screenshot(options);
}
