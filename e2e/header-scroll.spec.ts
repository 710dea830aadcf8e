import { expect, test } from './support/test';

// The hide-on-scroll header (issue 20): on a long list it slides away while the shopper scrolls
// down and comes back on the first scroll up; at the top of the page it is simply there.
test('the header hides on scroll down and returns on scroll up @phone', async ({ page }) => {
  await page.goto('/tienda/demo/productos');
  const header = page.getByRole('banner').first();
  await expect(header).toHaveAttribute('data-header-state', 'unfixed');
  // The island is there once the page has hydrated (the header's own button works).
  await expect(page.getByRole('button', { name: /^Carrito/ })).toBeVisible();
  const bottomOf = async () => {
    const box = await header.boundingBox();
    return box ? box.y + box.height : Number.NaN;
  };

  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-header-state', 'unpinned', { timeout: 1_000 });
  }).toPass();
  // Slid out of the screen once its transition ends.
  await expect.poll(bottomOf).toBeLessThanOrEqual(0);

  await expect(async () => {
    await page.mouse.wheel(0, -120);
    await expect(header).toHaveAttribute('data-header-state', 'pinned', { timeout: 1_000 });
  }).toPass();
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  await expect(page.getByRole('button', { name: /^Carrito/ })).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-header-state', 'unfixed');
});
