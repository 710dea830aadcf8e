import { expect, type Locator, type Page, test, type TestInfo } from './support/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { lookAt } from './support/look-at';

// Catalogue curation (issue 17): the owner of the seeded fresh affiliate store `nueva` adds an item
// to a catalogue from its card, creates a catalogue from another card, removes an item from the
// catalogue and cancels within the 5 seconds, duplicates the catalogue and copies its share link;
// an anonymous visitor sees none of these controls. Every run names its catalogues apart (the
// spec runs several times on one server), and 'Mi primer catálogo' stays empty for the spec that
// checks the fresh store.

const SHOP = '/tienda/nueva';
const sameOrigin = { 'sec-fetch-site': 'same-origin' };

interface Item {
  id: string;
  name: string;
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await lookAt(page, {
    path: `test-results/screens-catalogue-curation/${testInfo.project.name}-${name}.png`,
  });
}

async function logInAsNuevaOwner(page: Page) {
  await page.context().addCookies([
    { name: 'theme', value: 'light', domain: 'localhost', path: '/' },
    { name: 'NEXT_LOCALE', value: 'es', domain: 'localhost', path: '/' },
  ]);
  const res = await page.request.post('/api/auth/login', {
    headers: sameOrigin,
    data: { username: 'dueno.nueva@tienda.test', password: 'Demo1234!' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

/** Two items the store may resell (highest margin first), listed in the store through the API. */
async function stockTwoItems(page: Page): Promise<[Item, Item]> {
  const res = await page.request.get(`/api/shops/nueva/resale/products?type=product&limit=10`);
  expect(res.status(), await res.text()).toBe(200);
  const { results } = (await res.json()) as { results: Item[] };
  const picked: Item[] = [];
  for (const item of results) {
    if (!picked.some((p) => p.name === item.name)) picked.push(item);
    if (picked.length === 2) break;
  }
  for (const item of picked) {
    const listed = await page.request.put(`/api/shops/nueva/listings/${item.id}`, {
      headers: sameOrigin,
      data: {},
    });
    // 200 when an earlier run listed it already.
    expect([200, 201], await listed.text()).toContain(listed.status());
  }
  return [picked[0]!, picked[1]!];
}

const cardOf = (page: Page, name: string): Locator =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();

test('the owner of nueva curates catalogues from the cards and the header; visitors see no admin control', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;
  const name = `Curaduría ${tag}`;
  const ownerId = await logInAsNuevaOwner(page);
  const [first, second] = await stockTwoItems(page);

  // 'Create catalogue' from the first card: the name is checked on the field, then the catalogue
  // is created with the item in it.
  await page.goto(`${SHOP}/productos`);
  await cardOf(page, first.name)
    .getByRole('button', { name: `Agregar ${first.name} a un catálogo` })
    .click();
  const choose = page.getByRole('dialog', { name: 'Agregar a un catálogo' });
  await expect(choose.getByRole('button', { name: 'Agregar a Mi primer catálogo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'add-to-catalogue dialog', 'dialog[open]');
  await screenshot(page, testInfo, 'choose');
  await choose.getByRole('button', { name: 'Crear catálogo' }).click();
  const create = page.getByRole('dialog', { name: 'Crear catálogo' });
  await create.getByLabel('Nombre').fill('¡¡¡!!!');
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(create.getByText('Nombre inválido')).toBeVisible();
  await create.getByLabel('Nombre').fill(name);
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Se creó el catálogo «${name}» con ${first.name}.`)).toBeVisible();
  await expect(choose).toBeHidden();

  // 'Add to catalogue' from the second card: the new catalogue is among the choices.
  await cardOf(page, second.name)
    .getByRole('button', { name: `Agregar ${second.name} a un catálogo` })
    .click();
  await choose.getByRole('button', { name: `Agregar a ${name}` }).click();
  await expect(page.getByText('Los productos han sido agregado al catálogo')).toBeVisible();
  await expect(choose).toBeHidden();

  // The catalogue: remove an item, then cancel inside the 5 seconds; it is still there after them.
  const slug = await (async () => {
    const res = await page.request.get(`/api/shops/nueva/catalogues?limit=100`);
    const { results } = (await res.json()) as { results: { name: string; slug: string }[] };
    return results.find((c) => c.name === name)!.slug;
  })();
  await page.goto(`${SHOP}/catalogos/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('2 productos')).toBeVisible();
  const firstCard = cardOf(page, first.name);
  await firstCard.getByRole('button', { name: `Quitar ${first.name} del catálogo` }).click();
  await expect(firstCard.getByText('Se quitará del catálogo')).toBeVisible();
  await screenshot(page, testInfo, 'removing');
  await firstCard.getByRole('button', { name: `Deshacer: conservar ${first.name}` }).click();
  await expect(
    firstCard.getByRole('button', { name: `Quitar ${first.name} del catálogo` }),
  ).toBeVisible();
  await page.waitForTimeout(5_500);
  await page.reload();
  await expect(cardOf(page, first.name)).toBeVisible();
  await expect(cardOf(page, second.name)).toBeVisible();

  // Share: the catalogue's address with the owner's referral, copied with a 'Copied!' bubble.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const tools = page.getByRole('group', { name: 'Herramientas del catálogo' });
  await tools.getByRole('button', { name: 'Compartir catálogo' }).click();
  const share = page.getByRole('dialog', { name: `Compartir «${name}»` });
  const link = share.getByLabel('Enlace del catálogo');
  await expect(link).toHaveValue(new RegExp(`/catalogos/${slug}\\?referral=${ownerId}$`));
  await share.getByRole('button', { name: 'Copiar' }).click();
  await expect(share.getByRole('status').filter({ hasText: '¡Copiado!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await expectNoSeriousA11yViolations(page, 'share dialog', 'dialog[open]');
  await screenshot(page, testInfo, 'share');
  await page.setViewportSize({ width: 412, height: 915 });
  await screenshot(page, testInfo, 'share-412');
  await share.getByRole('button', { name: 'Cerrar' }).click();
  await tools.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'header-412');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Duplicate: the copy opens, with the same items.
  await tools.getByRole('button', { name: 'Duplicar catálogo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} (copia)` })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/catalogos/${slug}$`));
  await expect(cardOf(page, first.name)).toBeVisible();
  await expect(cardOf(page, second.name)).toBeVisible();
  await expect(tools.getByRole('button', { name: 'Duplicar catálogo' })).toBeVisible();
  await screenshot(page, testInfo, 'copy');
  // The copy's own share link, opened by a visitor: the copy, and the sharer as their referral.
  await tools.getByRole('button', { name: 'Compartir catálogo' }).click();
  const copyShare = page.getByRole('dialog', { name: `Compartir «${name} (copia)»` });
  const copyLink = new URL(await copyShare.getByLabel('Enlace del catálogo').inputValue());
  expect(copyLink.searchParams.get('referral')).toBe(ownerId);
  expect(copyLink.pathname).toMatch(/\/catalogos\/[^/]+$/);
  expect(copyLink.pathname).not.toMatch(new RegExp(`/catalogos/${slug}$`));
  await copyShare.getByRole('button', { name: 'Cerrar' }).click();
  // The link is the shop's canonical address (its sub-domain); the test server answers the same
  // shop under /tienda/nueva.
  const sharedPath = copyLink.pathname.startsWith(SHOP)
    ? copyLink.pathname
    : `${SHOP}${copyLink.pathname}`;
  const friend = await browser.newContext();
  const friendPage = await friend.newPage();
  await friendPage.goto(`${sharedPath}${copyLink.search}`);
  await expect(
    friendPage.getByRole('heading', { level: 1, name: `${name} (copia)` }),
  ).toBeVisible();
  await expect(cardOf(friendPage, first.name)).toBeVisible();
  await expect(cardOf(friendPage, second.name)).toBeVisible();
  await expect(friendPage.getByRole('main').getByText(/Ganancia/)).toHaveCount(0);
  expect((await friend.cookies()).find((c) => c.name === 'referralID')?.value).toBe(ownerId);
  await friend.close();

  // The reseller's catalogue list on the platform: the catalogue with its share link, 10 a page.
  const order = await page.request.get(`/api/shops/nueva/catalogues?limit=100`);
  const names = ((await order.json()) as { results: { name: string }[] }).results.map(
    (c) => c.name,
  );
  const listPage = Math.floor(names.indexOf(name) / 10) + 1;
  await page.goto(`/apps/me/referral/resale/catalogues?shop=nueva&page=${listPage}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mis catálogos de reventa' }),
  ).toBeVisible();
  const entry = page
    .getByRole('region', { name: 'Mi Tienda Nueva' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  await expect(entry).toContainText('2 productos');
  await expect(entry.getByLabel('Enlace para compartir')).toHaveValue(
    new RegExp(`/catalogos/${slug}\\?referral=${ownerId}$`),
  );
  await entry.getByRole('button', { name: 'Copiar' }).click();
  await expect(entry.getByRole('status').filter({ hasText: '¡Copiado!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reseller catalogue list');
  await screenshot(page, testInfo, 'reseller-list');
  await page.setViewportSize({ width: 412, height: 915 });
  await screenshot(page, testInfo, 'reseller-list-412');
  await page.setViewportSize({ width: 1280, height: 720 });

  // A visitor: the catalogue and the cards without any admin control.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`${SHOP}/catalogos/${slug}`);
  await expect(anonymous.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(cardOf(anonymous, first.name)).toBeVisible();
  // The page has settled (the visitor request answered) before checking what is absent.
  await anonymous.waitForLoadState('networkidle');
  for (const control of [
    /a un catálogo$/,
    /del catálogo$/,
    /^Duplicar catálogo$/,
    /^Compartir catálogo$/,
  ]) {
    await expect(anonymous.getByRole('button', { name: control })).toHaveCount(0);
  }
  await expect(anonymous.getByRole('group', { name: 'Herramientas del catálogo' })).toHaveCount(0);
  const html = await (await anonymous.request.get(`${SHOP}/catalogos/${slug}`)).text();
  expect(html).not.toContain('Duplicar catálogo');
  expect(html).not.toContain('Agregar a catálogo');
  await visitor.close();
});
