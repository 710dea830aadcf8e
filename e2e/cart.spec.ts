import { type APIRequestContext, expect, type Page, test, type TestInfo } from './support/test';

import { lookAt } from './support/look-at';
import { cartMoney } from '../components/cart/cart-money';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';
import { demoItemsToBuy, type Item } from './support/demo-items';
import { FRESH_PASSWORD, signUpShopper } from './support/fresh-shop';

// The cart and checkout (issue 5): an anonymous shopper on `demo` adds items of two suppliers
// from their item pages, the side panel shows one order per supplier with totals, a quantity
// changes; after login the lines are in the server cart and the local cart is empty; one order
// is paid by bank transfer and the other cash on delivery, stock goes down and the tracking
// cookies stay for the cart's second order (they are cleared after payment, spec 03 §9).

/** Two products of two configured suppliers that can be bought twice, without variants. */
async function twoSuppliersItems(request: APIRequestContext): Promise<[Item, Item]> {
  const [first, second] = await demoItemsToBuy(request, 2, () => true, 'end');
  return [first!, second!];
}

const itemPath = (item: Item) => `/tienda/demo/productos/${item.owner}/${item.id}`;
const localLines = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('tienda:cart:demo') ?? '[]'));
const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Tu carrito' });
const orderOf = (page: Page, item: Item) =>
  panelOf(page).getByRole('region', { name: `Pedido de ${item.supplier.name}` });

/** Adds one unit on the item page; the panel opens by itself as the count rises. */
async function addFromItemPage(page: Page, item: Item) {
  await page.goto(itemPath(item));
  const add = page.getByRole('button', { name: 'Agregar al carrito' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(panelOf(page)).toBeVisible();
  await expect(orderOf(page, item)).toBeVisible();
}

/** Units left of an item, as the shop's API says now. */
async function availableOf(request: APIRequestContext, item: Item): Promise<number> {
  return ((await (await request.get(`/api/shops/demo/products/${item.id}`)).json()) as Item)
    .available;
}

interface PlacedOrder {
  id: string;
  state: string;
  payment_type: string;
  bank_transfer: { reference: string; clabe: string | null } | null;
}

/** The order whose page is open, read from the customer's orders API. */
async function orderFromUrl(page: Page): Promise<PlacedOrder> {
  const id = /mis-compras\/(ord_[^/?#]+)/.exec(page.url())?.[1];
  return (await (await page.request.get(`/api/orders/${id}`)).json()) as PlacedOrder;
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await lookAt(page, {
    path: `test-results/screens-cartpanel/${testInfo.project.name}-${name}.png`,
  });
}

test('an anonymous shopper fills the cart from two suppliers, logs in and pays both orders', async ({
  page,
  context,
  request,
  browser,
}, testInfo) => {
  // Two item pages, a login, two checkouts and the orders pages: longer than one page's budget.
  test.setTimeout(150_000);
  await context.addCookies([
    { name: 'theme', value: 'light', domain: 'localhost', path: '/' },
    { name: 'NEXT_LOCALE', value: 'es', domain: 'localhost', path: '/' },
  ]);
  const [first, second] = await twoSuppliersItems(request);

  // Arrive from a referral link: the tracking cookies ride along until payment.
  await page.goto('/tienda/demo?referral=amiga&campaign=verano');
  await addFromItemPage(page, first);
  await page.keyboard.press('Escape');
  await expect(panelOf(page)).toBeHidden();
  await addFromItemPage(page, second);
  await expect(panelOf(page).getByRole('region', { name: /^Pedido de / })).toHaveCount(2);
  for (const item of [first, second]) {
    await expect(orderOf(page, item)).toContainText(cartMoney(item.list_price, item.currency));
    await expect(orderOf(page, item).getByRole('button', { name: 'Pagar' })).toBeEnabled();
  }
  await expect(orderOf(page, first)).toContainText('Inicia sesión para pagar');
  await expect(page.getByRole('button', { name: 'Carrito, 2 artículos' })).toBeAttached();
  // Focus went into the dialog.
  await expect(panelOf(page).getByRole('button', { name: 'Cerrar carrito' })).toBeFocused();

  // One more of the first item: its line and its order's total follow.
  await orderOf(page, first)
    .getByRole('button', { name: `Agregar uno de ${first.name}` })
    .click();
  await expect(
    orderOf(page, first).getByRole('spinbutton', { name: `Cantidad de ${first.name}` }),
  ).toHaveValue('2');
  const doubled = cartMoney(first.list_price * 2, first.currency);
  await expect(orderOf(page, first).getByText(`Importe: ${doubled}`)).toBeVisible(); // the line
  await expect(orderOf(page, first).getByText(doubled, { exact: true })).toBeVisible(); // the order
  await expect(page.getByRole('button', { name: 'Carrito, 3 artículos' })).toBeAttached();
  expect(await localLines(page)).toEqual([
    { productId: first.id, quantity: 2, variant: null },
    { productId: second.id, quantity: 1, variant: null },
  ]);
  await expectNoSeriousA11yViolations(page, 'cart panel');
  await screenshot(page, testInfo, 'cart-panel-anonymous');

  // Login: the local lines go to the server cart. A shopper of its own (made in another
  // context), so no other test's cart or saved addresses (and no retry's leftovers) join in.
  const maker = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const { email } = await signUpShopper(await maker.newPage(), 'carrito');
  await maker.close();
  await page.goto('/tienda/demo/login');
  await page.getByRole('textbox', { name: 'Correo electrónico o teléfono' }).fill(email);
  await page.getByLabel('Contraseña').fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/tienda\/demo$/);
  await expect.poll(() => localLines(page)).toEqual([]);
  const cart = await (await page.request.get('/api/shops/demo/cart')).json();
  const amounts = Object.fromEntries(
    (cart.orders as Array<{ products: Array<{ id: string; amount: number }> }>)
      .flatMap((order) => order.products)
      .map((product) => [product.id, product.amount]),
  );
  expect(amounts).toMatchObject({ [first.id]: 2, [second.id]: 1 });

  await page.getByRole('button', { name: /^Carrito, \d+ artículos$/ }).click();
  await expect(orderOf(page, first)).toBeVisible();
  await expect(orderOf(page, second)).toBeVisible();
  await expect(
    orderOf(page, first).getByRole('spinbutton', { name: `Cantidad de ${first.name}` }),
  ).toHaveValue('2');
  await expectNoSeriousA11yViolations(page, 'cart panel signed in');
  await screenshot(page, testInfo, 'cart-panel-signed-in');

  // Pay the first order by bank transfer, delivered to a new address.
  const stockBefore = await availableOf(request, first);
  await orderOf(page, first).getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/tienda\/demo\/comprar\/chk_/);
  await expect(page.getByRole('heading', { name: 'Finaliza tu compra' })).toBeVisible();
  // No delivery chosen yet: the shipping cost is still to be calculated, not a "$0.00".
  await expect(page.getByText('Por calcular', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Envío a domicilio' }).check();
  const form = page.getByRole('form', { name: 'Agregar dirección' });
  await form.getByLabel('Nombre de quien recibe').fill('Cliente Demo');
  await form.getByLabel('Teléfono (10 dígitos)').fill('5512345678');
  await form.getByLabel('Calle', { exact: true }).fill('Av. Reforma');
  await form.getByLabel('Número').fill('222');
  await form.getByLabel('Ciudad o municipio').fill('Ciudad de México');
  await form.getByLabel('Estado').selectOption('Ciudad de México');
  await form.getByLabel('Código postal').fill('06600');
  await form.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(page.getByRole('radio', { name: /Cliente Demo/ })).toBeChecked();
  await page.getByRole('radio', { name: /Estándar/ }).check();
  await page.getByRole('radio', { name: /Transferencia electrónica/ }).check();
  await expect(page.getByRole('radio', { name: /Transferencia electrónica/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'checkout');
  await screenshot(page, testInfo, 'checkout');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/tienda\/demo\/mis-compras\/ord_/);
  const transferOrder = await orderFromUrl(page);
  expect(transferOrder.bank_transfer?.reference).toMatch(/^[2-9A-Z]{10}$/);
  await expect(page.getByText(transferOrder.bank_transfer!.reference)).toBeVisible();
  await expect(page.getByText(transferOrder.bank_transfer!.clabe!)).toBeVisible();
  await screenshot(page, testInfo, 'order-transfer');
  expect(await availableOf(request, first)).toBe(
    first.stock_type === 'onstock' ? stockBefore - 2 : stockBefore,
  );
  // Placing is not paying: the second supplier's order is attributed too.
  const cookieNames = (await context.cookies()).map((cookie) => cookie.name);
  expect(cookieNames).toContain('referralID');
  expect(cookieNames).toContain('campaign');

  // Pay the second order cash on delivery, to the saved address.
  await page.goto('/tienda/demo');
  await page.getByRole('button', { name: /^Carrito, \d+ artículos?$/ }).click();
  await expect(orderOf(page, first)).toHaveCount(0);
  await orderOf(page, second).getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/tienda\/demo\/comprar\/chk_/);
  await page.getByRole('radio', { name: 'Envío a domicilio' }).check();
  await page.getByRole('radio', { name: /Cliente Demo/ }).check();
  await page.getByRole('radio', { name: /Estándar/ }).check();
  await page.getByRole('radio', { name: /Pago contra entrega/ }).check();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/tienda\/demo\/mis-compras\/ord_/);
  const cashOrder = await orderFromUrl(page);
  expect(cashOrder).toMatchObject({ payment_type: 'cash_on_delivery', state: 'pending_payment' });

  // My purchases lists both.
  await page.goto('/tienda/demo/mis-compras');
  for (const order of [transferOrder, cashOrder]) {
    await expect(page.locator(`a[href$="/mis-compras/${order.id}"]`)).toBeVisible();
  }
  await screenshot(page, testInfo, 'my-purchases');
  expect((await page.goto('/tienda/demo/mis-compras/ord_desconocido'))?.status()).toBe(404);

  // Someone else (here: nobody signed in) is sent to log in, and back.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/tienda/demo/mis-compras/${transferOrder.id}`);
  const back = encodeURIComponent(`/tienda/demo/mis-compras/${transferOrder.id}`);
  await expect(strangerPage).toHaveURL(
    (url) => `${url.pathname}${url.search}` === `/tienda/demo/login?next=${back}`,
  );
  await stranger.close();
});

test('the cart panel in dark, photos 70 px (50 on phones) @phone', async ({
  page,
  context,
  request,
}, testInfo) => {
  await context.addCookies([{ name: 'theme', value: 'dark', domain: 'localhost', path: '/' }]);
  const [first, second] = await twoSuppliersItems(request);
  await addFromItemPage(page, first);
  await page.keyboard.press('Escape');
  await addFromItemPage(page, second);
  await expect(panelOf(page).getByRole('region', { name: /^Pedido de / })).toHaveCount(2);
  const photo = orderOf(page, first).locator('li div').first();
  expect((await photo.boundingBox())?.width).toBe(testInfo.project.name === 'phone' ? 50 : 70);
  await expectFitsTheScreen(page);
  await expectNoSeriousA11yViolations(page, 'cart panel phone');
  await screenshot(page, testInfo, 'cart-panel-dark');
});
