import { expect, test } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';

// `audit`: axe runs too (the platform pages; the not-found page's contrast is not yet clean).
const PAGES = [
  { name: 'platform-home', path: '/', audit: true },
  { name: 'platform-login', path: '/login', audit: true },
  { name: 'platform-signup', path: '/registro', audit: true },
  { name: 'store-not-found', path: '/tienda/no-existe/', audit: false },
];

// Screenshots for people to look at (test-results/screens), and checks a person would notice:
// nothing spills sideways on a phone or a desktop, and axe finds nothing serious at either width.
// (Every shop home: themes.spec.ts. The platform pages' links and forms: accounts.spec.ts.)
test.describe('pages fit the screen @phone', () => {
  for (const { name, path, audit } of PAGES) {
    test(`${name} has no horizontal overflow`, async ({ page }, testInfo) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectFitsTheScreen(page);
      if (audit) await expectNoSeriousA11yViolations(page, `${name} (${testInfo.project.name})`);
      await lookAt(page, {
        path: `test-results/screens/${testInfo.project.name}-${name}.png`,
        fullPage: false,
      });
    });
  }

  test('an item page shows its photo, price and description', async ({ page }, testInfo) => {
    await page.goto('/tienda/demo/');
    await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Descripción' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/[$€£]\d[\d,]*\.\d{2}/);
    await lookAt(page, { path: `test-results/screens/${testInfo.project.name}-item.png` });
  });
});
