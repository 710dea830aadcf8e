import { expect, test } from './support/test';

const PAGES = [
  { name: 'platform-home', path: '/' },
  { name: 'store-not-found', path: '/tienda/no-existe/' },
];

// Screenshots for people to look at (test-results/screens), and a check a person would notice:
// nothing spills sideways on a phone or a desktop. (Every shop home: themes.spec.ts.)
test.describe('pages fit the screen @phone', () => {
  for (const { name, path } of PAGES) {
    test(`${name} has no horizontal overflow`, async ({ page }, testInfo) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-${name}.png`, fullPage: false });
    });
  }

  test('an item page shows its photo, price and description', async ({ page }, testInfo) => {
    await page.goto('/tienda/demo/');
    await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Descripción' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/[$€£]\d[\d,]*\.\d{2}/);
    await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-item.png` });
  });
});
