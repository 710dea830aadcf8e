import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on the current page: no serious or critical violation (named by `label` on failure).
 * Every rule runs on every element; only the violations are reported in full (`resultTypes`:
 * axe skips working out a selector for each passing element, most of its time on a long page).
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
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
