import { expect, type Page, test } from './support/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';
import { signUpWithFreshShop } from './support/fresh-shop';
import { lookAt } from './support/look-at';

const sameOrigin = { 'sec-fetch-site': 'same-origin' };
// The demo's published franchise and affinity stores, by name.
const ALTURA = 'Café de Altura';
const NORTENO = 'Café Norteño Franquicias';

/** Turns the franchises section on for a fresh shop (as its settings page does). */
async function enableFranchises(page: Page, slug: string) {
  const shop = await page.request.get(`/api/shops/${slug}`);
  const sections = ((await shop.json()) as { store_theme_info: { sections_info: string[] } })
    .store_theme_info.sections_info;
  const saved = await page.request.patch(`/api/shops/${slug}`, {
    headers: sameOrigin,
    data: { sections_info: [...sections, 'franchises'] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('a shop owner adds franchises from the dialog, undoes a removal, and visitors see the section', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { slug } = await signUpWithFreshShop(page, `franchises-${testInfo.project.name}`);
  await enableFranchises(page, slug);

  // The page's clock is moved past the 5 s of Undo (and the search pause) instead of waiting.
  await page.clock.install();
  await page.goto(`/tienda/${slug}/franquicias`);
  await expect(page.getByRole('heading', { level: 1, name: 'Franquicias' })).toBeVisible();
  await expect(page.getByText('Esta tienda aún no tiene franquicias.')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Secciones de la tienda' });
  await expect(menu.getByRole('link', { name: 'Franquicias' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Agregar franquicias' })).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Agregar franquicias' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar franquicias' });
  await expect(dialog.getByText(ALTURA)).toBeVisible();
  await expect(dialog.getByText(NORTENO)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'franchise dialog', '[role="dialog"]');
  await expectFitsTheScreen(page, dialog);
  await lookAt(page, {
    path: `test-results/screens-franchises/${testInfo.project.name}-dialog.png`,
  });

  // A search narrows the list (after the typing pause).
  await dialog.getByRole('searchbox', { name: 'Buscar franquicias' }).fill('altura');
  await page.clock.runFor(500);
  await expect(dialog.getByText(NORTENO)).toBeHidden();
  await expect(dialog.getByText('1 resultado')).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Buscar franquicias' }).fill('');
  await page.clock.runFor(500);
  await expect(dialog.getByText(NORTENO)).toBeVisible();

  for (const name of [ALTURA, NORTENO]) {
    await dialog.getByRole('button', { name: `Agregar ${name} a mi tienda` }).click();
    await expect(dialog.getByRole('button', { name: `Quitar ${name} de mi tienda` })).toBeVisible();
  }
  await expect(dialog.getByText('La franquicia se agregó a tu tienda')).toBeVisible();

  // Remove, then Undo within the 5 seconds: it stays.
  const removeNorteno = dialog.getByRole('button', { name: `Quitar ${NORTENO} de mi tienda` });
  await removeNorteno.click();
  const undo = dialog.getByRole('button', { name: `Deshacer: conservar ${NORTENO}` });
  await expect(undo).toBeFocused();
  await undo.click();
  await expect(removeNorteno).toBeFocused();
  await page.clock.runFor(5_500);
  await expect(removeNorteno).toBeVisible();

  // Remove for real: gone when the 5 seconds pass.
  await dialog.getByRole('button', { name: `Quitar ${ALTURA} de mi tienda` }).click();
  await page.clock.runFor(5_500);
  await expect(dialog.getByRole('button', { name: `Agregar ${ALTURA} a mi tienda` })).toBeVisible();
  await expect(dialog.getByText('La franquicia se eliminó de tu tienda')).toBeVisible();

  // Closing shows the section as it is now.
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await page.clock.runFor(2_000);
  const list = page.getByRole('list', { name: 'Franquicias' });
  await expect(list.getByRole('link', { name: `Visitar ${NORTENO}` })).toBeVisible();
  await expect(list.getByRole('link')).toHaveCount(1);

  // A visitor sees it, and no admin control.
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/tienda/${slug}/franquicias`);
  const visitorList = anonymous.getByRole('list', { name: 'Franquicias' });
  await expect(visitorList.getByRole('link', { name: `Visitar ${NORTENO}` })).toHaveAttribute(
    'href',
    /franquicia/,
  );
  await expect(anonymous.getByText('1 franquicia')).toBeVisible();
  await expect(anonymous.getByRole('button', { name: 'Agregar franquicias' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(anonymous, 'franchises page');
  await visitor.close();
});

test('the demo franchise store lists the affinity root in its franchises section @phone', async ({
  page,
}, testInfo) => {
  await page.goto('/tienda/franquicia/franquicias');
  const list = page.getByRole('list', { name: 'Franquicias' });
  await expect(list.getByRole('link', { name: `Visitar ${ALTURA}` })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Secciones de la tienda' }).getByRole('link', {
      name: 'Franquicias',
    }),
  ).toBeVisible();
  await expectFitsTheScreen(page);
  await lookAt(page, { path: `test-results/screens-franchises/${testInfo.project.name}-page.png` });
});
