import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';
import { signUpWithFreshShop } from './support/fresh-shop';
import { lookAt } from './support/look-at';
import { signInDemo } from './support/pick-up-order';
import { expect, type Page, type TestInfo, test } from './support/test';

// A shop's collaborators page (issue 19, spec 03 §3 "Collaborator", §7 "Collaborators", §9 page
// size 10): `{base}admin/colaboradores`, in the back office's side menu, for the shop's owner and
// admins. The demo owner reads the seeded list (six stores, newest first), searches it and sees
// the add form's refusals; adding, refreshing and removing change a fresh shop's list (the demo
// shop's list is read by network.spec.ts at the same time), once with JavaScript off — every form
// is a plain POST answered with a 303 back to the page. Shoppers and other staff get its 404.
// Then the storefront's way in for staff who are not admins (issue 20): an "Administración" link.

const OWNER = 'dueno.demo@tienda.test';
const PAGE = '/tienda/demo/admin/colaboradores';
const SEEDED = [
  'Moda Mexicana',
  'Café de Altura',
  'Café Norteño Franquicias',
  'Artesanías Básicas',
  'Espejo Demo',
  'Mi Tienda Nueva',
];

// Each test reads and writes several pages (and runs axe): room for a busy machine.
test.describe.configure({ timeout: 180_000 });

const listOf = (page: Page) => page.getByRole('region', { name: 'Tiendas colaboradoras' });
const namesOf = (page: Page) => listOf(page).getByRole('heading', { level: 3 });
const rowOf = (page: Page, name: string) =>
  listOf(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name }) });
const storeField = (page: Page) => page.getByRole('textbox', { name: 'Dominio de la tienda' });
/** The page's notice (a polite status for what went well). */
const noticeOf = (page: Page, text: string) =>
  page.getByRole('main').getByRole('status').filter({ hasText: text });

async function addStore(page: Page, slug: string) {
  await storeField(page).fill(slug);
  await page
    .getByRole('region', { name: 'Agregar un colaborador' })
    .getByRole('button', { name: 'Agregar' })
    .click();
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await lookAt(page, {
    path: `test-results/screens-collaborators/${testInfo.project.name}-${name}.png`,
    fullPage: true,
  });
}

test('the demo owner opens the collaborators page from the side menu and reads the list @phone', async ({
  page,
}, testInfo) => {
  await signInDemo(page.request, OWNER);
  await page.goto('/tienda/demo/admin/ordenes');
  await expect(page.getByRole('heading', { level: 1, name: 'Órdenes' })).toBeVisible();
  // On a phone the side menu hides behind its button.
  const disclosure = page.locator('[data-admin-menu-disclosure] summary');
  if (await disclosure.isVisible()) await disclosure.click();
  const menu = page.getByRole('navigation', { name: 'Menú de administración' });
  await menu.getByRole('link', { name: 'Colaboradores' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Colaboradores' })).toBeVisible();
  await expect(page).toHaveURL(/\/tienda\/demo\/admin\/colaboradores$/);
  await expect(namesOf(page)).toHaveText(SEEDED);
  await expect(listOf(page).getByText('6 tiendas colaboradoras')).toBeVisible();
  await expect(listOf(page).getByRole('link', { name: 'Moda Mexicana' })).toHaveAttribute(
    'href',
    /^http:\/\/moda\.localhost:\d+\/$/,
  );
  await expectFitsTheScreen(page);
  await expectNoSeriousA11yViolations(page, 'collaborators page');
  await screenshot(page, testInfo, 'list');
});

test('the demo owner searches the collaborators and is told why a store cannot be added @phone', async ({
  page,
}, testInfo) => {
  await signInDemo(page.request, OWNER);
  await page.goto(PAGE);
  await expect(namesOf(page)).toHaveText(SEEDED);

  // By name, accents aside.
  await listOf(page).getByRole('searchbox', { name: 'Buscar por nombre' }).fill('cafe');
  await listOf(page).getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\?buscar=cafe$/);
  await expect(namesOf(page)).toHaveText(['Café de Altura', 'Café Norteño Franquicias']);
  await expect(listOf(page).getByText('2 resultados para «cafe»')).toBeVisible();
  await listOf(page).getByRole('link', { name: 'Limpiar búsqueda' }).click();
  await expect(namesOf(page)).toHaveText(SEEDED);

  // A store that collaborates already: nothing changes, and the list shows it.
  await addStore(page, 'moda');
  await expect(noticeOf(page, '«Moda Mexicana» ya colabora con tu tienda.')).toBeVisible();
  await expect(namesOf(page)).toHaveText(['Moda Mexicana']);

  // The add form's refusals, on its field.
  for (const [slug, reason] of [
    ['demo', 'Tu tienda no puede ser su propia colaboradora.'],
    ['no-existe-nunca', 'No existe una tienda con ese dominio.'],
  ]) {
    await addStore(page, slug!);
    await expect(storeField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(storeField(page)).toHaveAccessibleDescription(new RegExp(`${reason}$`));
    await expect(storeField(page)).toHaveValue(slug!);
    await expect(storeField(page)).toBeFocused();
  }
  await expectNoSeriousA11yViolations(page, 'collaborators page with a refused store');
  await screenshot(page, testInfo, 'refused');
});

test('an owner adds a store by its slug, refreshes it and removes it after confirming @phone', async ({
  page,
}, testInfo) => {
  const { slug } = await signUpWithFreshShop(page, 'colab');
  await page.goto(`/tienda/${slug}/admin/colaboradores`);
  await expect(page.getByRole('heading', { level: 1, name: 'Colaboradores' })).toBeVisible();
  await expect(listOf(page).getByText('Aún no tienes colaboradores.')).toBeVisible();

  await addStore(page, 'cafe');
  await expect(
    noticeOf(page, '«Café de Altura» se agregó a tu tienda como colaborador.'),
  ).toBeVisible();
  await expect(namesOf(page)).toHaveText(['Café de Altura']);
  await addStore(page, 'moda');
  await expect(
    noticeOf(page, '«Moda Mexicana» se agregó a tu tienda como colaborador.'),
  ).toBeVisible();
  // Newest first.
  await expect(namesOf(page)).toHaveText(['Moda Mexicana', 'Café de Altura']);
  await expect(storeField(page)).toHaveValue('');

  await rowOf(page, 'Café de Altura').getByRole('button', { name: 'Actualizar' }).click();
  await expect(noticeOf(page, '«Café de Altura» se actualizó.')).toBeVisible();
  await expect(namesOf(page)).toHaveText(['Moda Mexicana', 'Café de Altura']);

  // Removing asks first; cancelling keeps it.
  await rowOf(page, 'Moda Mexicana').getByRole('link', { name: 'Quitar' }).click();
  const ask = page.getByRole('group', { name: '¿Quitar «Moda Mexicana» de tus colaboradores?' });
  await expect(ask).toBeVisible();
  await expectFitsTheScreen(page);
  await expectNoSeriousA11yViolations(page, 'collaborators page asking to remove');
  await screenshot(page, testInfo, 'confirm');
  await ask.getByRole('link', { name: 'Cancelar' }).click();
  await expect(ask).toBeHidden();
  await expect(namesOf(page)).toHaveText(['Moda Mexicana', 'Café de Altura']);

  await rowOf(page, 'Moda Mexicana').getByRole('link', { name: 'Quitar' }).click();
  await ask.getByRole('button', { name: 'Sí, quitar' }).click();
  await expect(noticeOf(page, 'El colaborador se eliminó de tu tienda.')).toBeVisible();
  await expect(namesOf(page)).toHaveText(['Café de Altura']);
  await screenshot(page, testInfo, 'removed');
});

test('without JavaScript an owner adds, refreshes and removes a collaborator', async ({
  browser,
}, testInfo) => {
  // Signed up with JavaScript on (the outbox page), then the same session without it.
  const signUp = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: testInfo.project.use.extraHTTPHeaders,
  });
  const { slug } = await signUpWithFreshShop(await signUp.newPage(), 'colabnojs');
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: testInfo.project.use.extraHTTPHeaders,
    javaScriptEnabled: false,
    storageState: await signUp.storageState(),
  });
  await signUp.close();
  const page = await context.newPage();
  await page.goto(`/tienda/${slug}/admin/colaboradores`);
  await expect(page.getByRole('heading', { level: 1, name: 'Colaboradores' })).toBeVisible();

  await addStore(page, 'no-existe-nunca');
  await expect(storeField(page)).toHaveAccessibleDescription(
    /No existe una tienda con ese dominio\.$/,
  );
  await addStore(page, 'basica');
  await expect(page).toHaveURL(/\/admin\/colaboradores\?aviso=added&colaborador=/);
  await expect(
    noticeOf(page, '«Artesanías Básicas» se agregó a tu tienda como colaborador.'),
  ).toBeVisible();
  await expect(namesOf(page)).toHaveText(['Artesanías Básicas']);
  await screenshot(page, testInfo, 'no-js-added');

  await rowOf(page, 'Artesanías Básicas').getByRole('button', { name: 'Actualizar' }).click();
  await expect(noticeOf(page, '«Artesanías Básicas» se actualizó.')).toBeVisible();
  await rowOf(page, 'Artesanías Básicas').getByRole('link', { name: 'Quitar' }).click();
  await page.getByRole('button', { name: 'Sí, quitar' }).click();
  await expect(noticeOf(page, 'El colaborador se eliminó de tu tienda.')).toBeVisible();
  await expect(listOf(page).getByText('Aún no tienes colaboradores.')).toBeVisible();
  await context.close();
});

test('shoppers and staff who are not admins are refused, and a visitor logs in first', async ({
  page,
  browser,
}, testInfo) => {
  const anonymous = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: testInfo.project.use.extraHTTPHeaders,
  });
  const visitor = await anonymous.newPage();
  await visitor.goto(PAGE);
  await expect(visitor).toHaveURL(
    /\/tienda\/demo\/login\?next=%2Ftienda%2Fdemo%2Fadmin%2Fcolaboradores$/,
  );
  await anonymous.close();

  for (const who of ['cliente@tienda.test', 'despacho.demo@tienda.test']) {
    await signInDemo(page.request, who);
    expect((await page.goto(PAGE))?.status(), who).toBe(404);
    // The form's post changes nothing either: the API refuses it.
    const posted = await page.request.post(`${PAGE}/agregar`, {
      form: { store: 'basica' },
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(posted.status(), who).toBe(303);
    expect(posted.headers().location, who).toBe(`${PAGE}?aviso=forbidden&tienda=basica`);
  }
});

test('accountants and dispatchers find the back office from the storefront @phone', async ({
  page,
}, testInfo) => {
  for (const who of ['contador.demo@tienda.test', 'despacho.demo@tienda.test']) {
    await signInDemo(page.request, who);
    await page.goto('/tienda/demo/');
    const bar = page.getByRole('navigation', { name: 'Herramientas de la tienda' });
    const link = bar.getByRole('link', { name: 'Administración' });
    // After the page-wide visitor request and the link's chunk.
    await expect(link).toHaveAttribute('href', '/tienda/demo/admin/ordenes', { timeout: 20_000 });
    // Not the admins' tools.
    await expect(page.getByRole('button', { name: 'Editar colores' })).toHaveCount(0);
    // The page's HTML is the cached one everybody gets: the link comes from the visitor's island.
    const html = await (await page.request.get('/tienda/demo/')).text();
    expect(html).not.toContain('data-staff-shortcut');
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page, 'the staff link', '[data-staff-shortcut]');
    await lookAt(page, {
      path: `test-results/screens-collaborators/${testInfo.project.name}-staff-shortcut.png`,
    });
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Órdenes' })).toBeVisible();
  }
});
