import { expect, type Page, test, type TestInfo } from './support/test';

import { lookAt } from './support/look-at';

// Issue 17's storefront defects: the earning per resale is margin × the viewer's plan rate and
// for level-two users only, never in the anonymous HTML; catalogues by owner and slug; the fresh
// demo store to stock.

const CATALOGUE = '/tienda/demo/catalogos/lo-mas-vendido';

interface CatalogueItem {
  id: string;
  name: string;
  contribution_margin: number;
  is_dropshipping: boolean;
  hide_price: boolean;
  is_free: boolean;
  currency: string;
  owner_name: string;
  main_type: string;
}

async function logIn(page: Page, username: string) {
  await page.context().addCookies([
    { name: 'theme', value: 'light', domain: 'localhost', path: '/' },
    { name: 'NEXT_LOCALE', value: 'es', domain: 'localhost', path: '/' },
  ]);
  const res = await page.request.post('/api/auth/login', {
    data: { username, password: 'Demo1234!' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await lookAt(page, {
    path: `test-results/screens-resale-earnings/${testInfo.project.name}-${name}.png`,
  });
}

/** The catalogue's first page as the API gives it (public read). */
async function catalogueItems(page: Page): Promise<CatalogueItem[]> {
  const res = await page.request.get('/api/shops/demo/catalogues/lo-mas-vendido');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { results: CatalogueItem[] }).results;
}

const money = (minor: number) =>
  `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('the anonymous catalogue page carries no earning, not even in its HTML @phone', async ({
  page,
}, testInfo) => {
  const html = await (await page.request.get(CATALOGUE)).text();
  expect(html).toContain('Lo más vendido');
  expect(html).not.toContain('Ganancia');
  expect(html).not.toContain('resaleEarnings');

  await page.goto(CATALOGUE);
  await expect(page.getByRole('heading', { level: 1, name: 'Lo más vendido' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Información de reventa' })).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/Ganancia/)).toHaveCount(0);
  await screenshot(page, testInfo, 'anonymous');
});

// Level-two users on two plans: the base plan's rate 0.5, and Tienda en Línea's 0.6 (the seed).
// One plan is enough at phone width (tag @phone).
const READERS = [
  { who: 'dueno.nueva@tienda.test', rateBp: 5_000, shot: 'level-two', tag: ' @phone' },
  { who: 'dueno.moda@tienda.test', rateBp: 6_000, shot: 'level-two-other-plan', tag: '' },
] as const;

for (const { who, rateBp, shot, tag } of READERS) {
  test(`a level-two user reads margin × their plan rate (${rateBp / 10_000}) on the cards it applies to${tag}`, async ({
    page,
  }, testInfo) => {
    const items = await catalogueItems(page);
    const earning = items.find((i) => i.is_dropshipping && !i.hide_price && !i.is_free);
    const none = items.filter((i) => !i.is_dropshipping || i.hide_price || i.is_free);
    expect(earning, 'a resold item in the catalogue').toBeTruthy();
    // Spec 03 §3: catalogue products name their supplier and main type.
    expect(earning!.owner_name.length).toBeGreaterThan(0);
    expect(['business', 'personal']).toContain(earning!.main_type);

    await logIn(page, who);
    await page.goto(CATALOGUE);
    const cards = page.getByRole('main').getByRole('listitem');
    const card = cards.filter({
      has: page.getByRole('heading', { name: earning!.name, exact: true }),
    });
    await expect(card.first()).toContainText(
      `Ganancia: ${money(Math.floor((earning!.contribution_margin * rateBp) / 10_000))}`,
    );
    expect(await card.first().textContent()).not.toContain(
      `Ganancia: ${money(earning!.contribution_margin)}`,
    );
    for (const item of none) {
      const other = cards.filter({
        has: page.getByRole('heading', { name: item.name, exact: true }),
      });
      await expect(other.first()).not.toContainText('Ganancia');
    }
    await expect(page.getByRole('switch', { name: 'Información de reventa' })).toBeVisible();
    await card.first().scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, shot);
  });
}

test('a catalogue is also served at catalogos/{owner}/{slug}', async ({ page }) => {
  const byShop = await page.goto('/tienda/demo/catalogos/demo/lo-mas-vendido');
  expect(byShop?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Lo más vendido' })).toBeVisible();
  // Its canonical address is the short one.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/catalogos\/lo-mas-vendido$/,
  );

  const byOwner = await page.goto('/tienda/demo/catalogos/usr_owner_demo/lo-mas-vendido');
  expect(byOwner?.status()).toBe(200);
  const stranger = await page.goto('/tienda/demo/catalogos/moda/lo-mas-vendido');
  expect(stranger?.status()).toBe(404);
});

test('the fresh demo store is ready to stock: its owner logs in and finds an empty catalogue @phone', async ({
  page,
}, testInfo) => {
  await logIn(page, 'dueno.nueva@tienda.test');
  await page.goto('/tienda/nueva/catalogos/mi-primer-catalogo');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi primer catálogo' })).toBeVisible();
  await expect(page.getByText('Este catálogo aún no tiene productos')).toBeVisible();
  await screenshot(page, testInfo, 'fresh-store');
});
