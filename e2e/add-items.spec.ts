import { expect, type Locator, type Page, test } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';
import { signUpWithFreshShop } from './support/fresh-shop';

const shot = (page: Page, project: string, name: string) =>
  lookAt(page, { path: `test-results/screens-add-items/${project}-${name}.png` });

/** '$1,234.50' from minor units, as the modal prints prices and earnings. */
const money = (minor: number) =>
  `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface ResaleRow {
  id: string;
  name: string;
  earning: number | null;
  currency: string;
}

/** The summary line's first part: '123 resultados'. */
async function matchCount(dialog: Locator): Promise<number> {
  const text = await dialog.getByText(/^\d[\d,]* resultados?/).textContent();
  return Number(text!.match(/^[\d,]+/)![0].replace(/,/g, ''));
}

/** Chooses the first option of a filter dropdown ('Categoría', 'Proveedor'); returns its name. */
async function pickFirst(dialog: Locator, label: 'Categoría' | 'Proveedor'): Promise<string> {
  const toggle = dialog.getByRole('button', { name: new RegExp(`^${label}`) });
  await toggle.click();
  const panel = dialog.locator(`#${await toggle.getAttribute('aria-controls')}`);
  const option = panel.getByRole('listitem').nth(1).getByRole('button');
  const name = (await option.textContent())!.trim();
  await option.click();
  await expect(toggle).toHaveText(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return name;
}

test.describe('add-items modal', () => {
  test('the owner of a new affiliate store stocks it from the modal; visitors see the items', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    const project = testInfo.project.name;
    const { slug } = await signUpWithFreshShop(page, `additems-${project}`);

    await page.goto(`/tienda/${slug}/productos`);
    const menu = page.getByRole('navigation', { name: 'Secciones de la tienda' });
    // The owner's ways in: the plus beside 'Productos' in the menu, and the list's own button.
    await expect(menu.getByRole('button', { name: 'Agregar productos' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Agregar productos' }),
    ).toBeVisible();
    await shot(page, project, 'list-owner');
    await menu.getByRole('button', { name: 'Agregar productos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar productos' });
    await expect(dialog.getByText(/^\d[\d,]* resultados/)).toBeVisible();
    const all = await matchCount(dialog);
    expect(all).toBeGreaterThan(3);

    // The earnings per resale: the contribution margin × the owner's plan rate, as the API says.
    const rate = await page.request.get(`/api/shops/${slug}/resale/commission-rate`);
    expect(((await rate.json()) as { rate: number }).rate).toBe(0.5);
    const first = await page.request.get(
      `/api/shops/${slug}/resale/products?type=product&limit=10`,
    );
    const rows = ((await first.json()) as { results: ResaleRow[] }).results;
    const earner = rows.find((row) => row.earning !== null)!;
    const earnerRow = dialog.getByRole('listitem').filter({ hasText: earner.name }).first();
    await expect(earnerRow).toContainText(`Ganancia por reventa: ${money(earner.earning!)}`);
    await expectNoSeriousA11yViolations(page, 'add-items modal');
    await shot(page, project, 'modal-open');

    // Text search with autocomplete: Enter applies it.
    const word = earner.name.split(/\s+/)[0]!.toLowerCase();
    const search = dialog.getByRole('combobox', { name: 'Buscar' });
    await search.fill(word.slice(0, Math.max(3, word.length - 1)));
    await expect(
      dialog.getByRole('listbox', { name: 'Sugerencias' }).getByRole('option').first(),
    ).toBeVisible();
    await search.fill(word);
    await search.press('Enter');
    await expect(dialog.getByText(`texto «${word}»`)).toBeVisible();
    expect(await matchCount(dialog)).toBeLessThanOrEqual(all);
    await dialog.getByRole('button', { name: 'Ver todos los productos' }).click();
    await expect(
      dialog.getByText(new RegExp(`^${all.toLocaleString('en-US')} resultados$`)),
    ).toBeVisible();

    // By category, then by supplier.
    const category = await pickFirst(dialog, 'Categoría');
    await expect(dialog.getByText(`categoría ${category}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Ver todos los productos' }).click();
    await expect(
      dialog.getByText(new RegExp(`^${all.toLocaleString('en-US')} resultados$`)),
    ).toBeVisible();
    const supplier = await pickFirst(dialog, 'Proveedor');
    await expect(dialog.getByText(`proveedor ${supplier}`)).toBeVisible();
    const bySupplier = await matchCount(dialog);
    expect(bySupplier).toBeGreaterThan(3);
    expect(bySupplier).toBeLessThanOrEqual(all);
    await shot(page, project, 'modal-filtered');

    // Three items in; a removal undone within the 5 s keeps the third in the shop.
    const addButtons = dialog.getByRole('button', { name: /^Agregar .+ a la tienda$/ });
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const button = addButtons.first();
      const label = (await button.getAttribute('aria-label'))!;
      const name = label.replace(/^Agregar /, '').replace(/ a la tienda$/, '');
      await button.click();
      await expect(
        dialog.getByRole('button', { name: `Quitar ${name} de la tienda` }),
      ).toBeVisible();
      names.push(name);
    }
    await dialog.getByRole('button', { name: `Quitar ${names[2]} de la tienda` }).click();
    const undo = dialog.getByRole('button', { name: `Deshacer la eliminación de ${names[2]}` });
    await expect(undo).toBeFocused();
    await shot(page, project, 'modal-deleting');
    await undo.click();
    await expect(
      dialog.getByRole('button', { name: `Quitar ${names[2]} de la tienda` }),
    ).toBeFocused();

    // The filtered set into a new catalogue.
    const catalogue = `Selección ${project} ${Date.now().toString(36)}`;
    await dialog.getByRole('button', { name: 'Agregar todo a catálogo / mi tienda' }).click();
    await dialog.getByRole('radio', { name: 'Un catálogo nuevo' }).check();
    await dialog.getByRole('textbox', { name: 'Nombre del catálogo *' }).fill(catalogue);
    await shot(page, project, 'modal-bulk');
    await dialog.getByRole('button', { name: 'Agregar todo' }).click();
    await expect(dialog.getByText('Agregando los productos…')).toBeVisible();
    await expect(dialog.getByText('Los productos han sido agregado al catálogo')).toBeVisible();

    // Closing resets the text and the category (the supplier stays).
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await menu.getByRole('button', { name: 'Agregar productos' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Buscar' })).toHaveValue('');
    await expect(dialog.getByRole('button', { name: /^Categoría/ })).toHaveText(
      /Todas las categorías/,
    );
    await expect(dialog.getByText(`proveedor ${supplier}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    // A visitor sees the items on the shop and the new catalogue.
    const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const anonymous = await visitor.newPage();
    await anonymous.goto(`/tienda/${slug}/productos`);
    for (const name of names) {
      await expect(
        anonymous.getByRole('main').getByText(name, { exact: true }).first(),
      ).toBeVisible();
    }
    await expect(anonymous.getByRole('button', { name: 'Agregar productos' })).toHaveCount(0);
    // No margin anywhere for a visitor: not on the page, not in its HTML (spec 03 §6).
    await expect(anonymous.getByRole('main').getByText(/Ganancia/)).toHaveCount(0);
    expect(await (await anonymous.request.get(`/tienda/${slug}/productos`)).text()).not.toMatch(
      /Ganancia|contribution_margin/,
    );
    await anonymous.goto(`/tienda/${slug}/catalogos`);
    await expect(anonymous.getByRole('main').getByText(catalogue).first()).toBeVisible();
    await shot(anonymous, project, 'visitor-catalogues');
    const catalogues = await page.request.get(`/api/shops/${slug}/catalogues?limit=100`);
    const made = ((await catalogues.json()) as { results: { name: string; slug: string }[] })
      .results;
    const catalogueSlug = made.find((c) => c.name === catalogue)!.slug;
    await anonymous.goto(`/tienda/${slug}/catalogos/${catalogueSlug}`);
    await expect(anonymous.getByRole('heading', { level: 1, name: catalogue })).toBeVisible();
    await expect(anonymous.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expect(anonymous.getByRole('main').getByText(/Ganancia/)).toHaveCount(0);
    expect(
      await (await anonymous.request.get(`/tienda/${slug}/catalogos/${catalogueSlug}`)).text(),
    ).not.toMatch(/Ganancia|contribution_margin/);
    await visitor.close();
  });
  test("the franchise owner browses other suppliers' items and is refused them with the spec's message", async ({
    page,
  }, testInfo) => {
    const project = testInfo.project.name;
    await page.context().addCookies([
      { name: 'theme', value: 'light', domain: 'localhost', path: '/' },
      { name: 'NEXT_LOCALE', value: 'es', domain: 'localhost', path: '/' },
    ]);
    const login = await page.request.post('/api/auth/login', {
      headers: { 'sec-fetch-site': 'same-origin' },
      data: { username: 'dueno.franquicia@tienda.test', password: 'Demo1234!' },
    });
    expect(login.status(), await login.text()).toBe(200);

    await page.goto('/tienda/franquicia/productos');
    await page.getByRole('main').getByRole('button', { name: 'Agregar productos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar productos' });
    // It opens on the franchise's own items (spec 03 §6), with no supplier to pick.
    const toggle = dialog.getByRole('group', { name: 'Mostrar' });
    await expect(toggle.getByRole('radio', { name: 'Mis productos' })).toBeChecked();
    await expect(dialog.getByText(/^\d[\d,]* resultados?/)).toBeVisible();
    const own = await matchCount(dialog);
    expect(own).toBeGreaterThan(0);
    await expect(dialog.getByRole('button', { name: /^Proveedor/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'add-items modal of a franchise', '[role="dialog"]');
    await shot(page, project, 'franchise-own');

    // Other suppliers: their items are shown, but adding one is refused with the spec's words.
    await toggle.getByRole('radio', { name: 'Otros proveedores' }).check();
    await expect(
      dialog.getByText(
        'Tu tienda es una franquicia: puedes ver los productos de otros proveedores, pero solo puedes agregar los de tu franquicia.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Proveedor/ })).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: 'Agregar todo a catálogo / mi tienda' }),
    ).toHaveCount(0);
    const add = dialog.getByRole('button', { name: /^Agregar .+ a la tienda$/ }).first();
    await expect(add).toBeVisible();
    const label = (await add.getAttribute('aria-label'))!;
    await add.click();
    await expect(
      dialog.getByText('Solo se pueden agregar productos de este proveedor o franquicia'),
    ).toBeVisible();
    // The row still offers to add: nothing was put in the shop.
    await expect(dialog.getByRole('button', { name: label })).toBeVisible();
    await shot(page, project, 'franchise-refused');

    // Back to 'my products'.
    await toggle.getByRole('radio', { name: 'Mis productos' }).check();
    await expect.poll(() => matchCount(dialog)).toBe(own);
  });

  // The journey above runs at desktop width; on a phone the modal must fit and stay usable.
  test('the modal fits a phone: filters, rows and the add button in reach @phone-only', async ({
    page,
  }) => {
    const { slug } = await signUpWithFreshShop(page, 'additems-phone');
    await page.goto(`/tienda/${slug}/productos`);
    await page.getByRole('main').getByRole('button', { name: 'Agregar productos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar productos' });
    await expect(dialog.getByText(/^\d[\d,]* resultados/)).toBeVisible();
    await expectFitsTheScreen(page, dialog);
    await expect(dialog.getByRole('button', { name: /^Categoría/ })).toBeInViewport();
    await expect(dialog.getByRole('button', { name: /^Proveedor/ })).toBeInViewport();
    await expectNoSeriousA11yViolations(page, 'add-items modal on a phone', '[role="dialog"]');
    await shot(page, 'phone', 'modal-open');

    const add = dialog.getByRole('button', { name: /^Agregar .+ a la tienda$/ }).first();
    const name = (await add.getAttribute('aria-label'))!
      .replace(/^Agregar /, '')
      .replace(/ a la tienda$/, '');
    await add.click();
    await expect(dialog.getByRole('button', { name: `Quitar ${name} de la tienda` })).toBeVisible();
    await expectFitsTheScreen(page, dialog);
  });
});
