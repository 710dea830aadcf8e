import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** sonner's toasts while they come in or go out. */
const TOASTS_IN_TRANSITION =
  '[data-sonner-toast][data-mounted="false"], [data-sonner-toast][data-removed="true"]';

/**
 * axe-core on the current page, or on the part `within` selects (the nav bar, a dialog: what a
 * test is about, on a page whole checked elsewhere): no serious or critical violation (named by
 * `label` on failure). Every rule runs on every element; only the violations are reported in full
 * (`resultTypes`: axe skips working out a selector for each passing element, most of its time on a
 * long page).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label: string,
  within?: string,
): Promise<void> {
  // After a client-side navigation Next sets the new page's <title> once its metadata resolves,
  // which can be after the content a test waited for: axe would read a document without a title.
  await expect(page).toHaveTitle(/\S/);
  // Colours as a person reads them, not under the pointer the last click left on a button (its
  // hover state, e.g. 90 % opacity, is not what the contrast rule is about).
  await page.mouse.move(0, 0);
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (within) builder.include(within);
  // A toast fading in or out is drawn at part of its opacity: axe would measure its contrast in
  // that passing moment, not as a person reads it (a busy machine makes the moments meet).
  builder.exclude(TOASTS_IN_TRANSITION);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect({
    label,
    violations: serious.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  }).toEqual({
    label,
    violations: [],
  });
}
