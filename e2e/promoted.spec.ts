import { expectNoSeriousA11yViolations } from './support/a11y';
import { lookAt } from './support/look-at';
import { signInDemo } from './support/pick-up-order';
import { type Page, expect, test } from './support/test';

// The promoted list (issue 19; spec 03 §2 `{base}/promoted`, §4 "Follow", §8 follow failure):
// the demo reseller's referral tree as the seed made it (lib/db/seed/referrals.ts), its filters
// as links, and follow / unfollow applied at once and undone when the request fails.

const PATH = '/tienda/demo/promoted';

/** Each repeat of the follow test toggles its own person (repeats may run side by side). */
const TARGETS = ['Gabriela Ríos', 'Héctor Vidal', 'Mónica Arias'];

const row = (page: Page, name: string) => page.locator('[data-promoted]').filter({ hasText: name });

test('the promoted list, its parent filter and direct referrals read without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await signInDemo(context.request, 'dueno.demo@tienda.test');
    const page = await context.newPage();
    // Direct referrals: one page (the whole network below the reseller takes two).
    await page.goto(`${PATH}?OnlyChilds=true`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tus promovidos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Solo referidos directos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The seeded follow shows as rendered.
    await expect(row(page, 'Paola Medina').getByRole('button')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(row(page, 'Paola Medina').getByRole('button')).toHaveAccessibleName(
      'Siguiendo a Paola Medina',
    );

    await row(page, 'Paola Medina')
      .getByRole('link', { name: /Ver sus promovidos \(2\)/ })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Promovidos de Paola Medina' }),
    ).toBeVisible();
    await expect(page.locator('[data-promoted] p.font-semibold')).toHaveText([
      'Sara Ibarra',
      'Jorge Luna',
    ]);
    await page.getByRole('link', { name: 'Toda la red' }).click();
    await expect(page.getByRole('link', { name: 'Toda la red' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.locator('[data-promoted] p.font-semibold')).toHaveText([
      'Iker Salas',
      'Sara Ibarra',
      'Jorge Luna',
    ]);

    // Someone outside the reseller's tree cannot be opened.
    await page.goto(`${PATH}?PromotedList=usr_owner_moda`);
    await expect(page.getByRole('alert')).toHaveText('Esa persona no está en tu red de referidos.');
  } finally {
    await context.close();
  }
});

test('follow and unfollow apply at once, persist, and revert when the request fails', async ({
  page,
}, testInfo) => {
  const name = TARGETS[testInfo.repeatEachIndex % TARGETS.length]!;
  await signInDemo(page.request, 'dueno.demo@tienda.test');
  await page.goto(`${PATH}?OnlyChilds=true`);
  const button = row(page, name).getByRole('button');
  await expect(button).toHaveAttribute('data-ready', 'true');
  // A run stopped half-way may have left them followed: start from not following.
  if ((await button.getAttribute('aria-pressed')) === 'true') {
    const undone = page.waitForResponse((res) => res.request().method() === 'DELETE');
    await button.click();
    expect((await undone).status()).toBe(204);
  }
  await expect(button).toHaveAccessibleName(`Seguir a ${name}`);

  const followed = page.waitForResponse(
    (res) => res.url().includes('/api/me/follows/') && res.request().method() === 'PUT',
  );
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  expect((await followed).status()).toBe(200);
  await expect(button).toHaveAttribute('data-follow-state', 'following');
  await page.reload();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveAccessibleName(`Siguiendo a ${name}`);
  await expect(button).toHaveAttribute('data-ready', 'true');

  // The request fails (the network drops it): the unfollow shows at once, then is undone.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/me/follows/**', async (route) => {
    await held;
    await route.abort('failed');
  });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(button).toHaveAttribute('data-follow-state', 'loading');
  release();
  const toast = page.getByRole('alert').filter({ hasText: 'Error en la suscripción' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(
    'No se pudo completar la acción de seguir. Inténtalo más tarde.',
  );
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveAttribute('data-follow-state', 'following');
  await expectNoSeriousA11yViolations(page, 'promoted list with a follow failure');
  await lookAt(page, { path: testInfo.outputPath('promoted-failure.png'), fullPage: true });
  await page.unroute('**/api/me/follows/**');

  const unfollowed = page.waitForResponse(
    (res) => res.url().includes('/api/me/follows/') && res.request().method() === 'DELETE',
  );
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  expect((await unfollowed).status()).toBe(204);
  await page.reload();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
});

test('the promoted list on a phone @phone', async ({ page }, testInfo) => {
  await signInDemo(page.request, 'dueno.demo@tienda.test');
  await page.goto(`${PATH}?OnlyChilds=true`);
  await expect(row(page, 'Paola Medina')).toBeVisible();
  await expect(row(page, 'Paola Medina').getByRole('button')).toHaveAttribute('data-ready', 'true');
  await expectNoSeriousA11yViolations(page, 'promoted list');
  await lookAt(page, {
    path: `test-results/screens-promoted/${testInfo.project.name}-list.png`,
    fullPage: true,
  });
});
