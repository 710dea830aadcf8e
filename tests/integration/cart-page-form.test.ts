import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiClient } from '@/lib/api/client';
import { createApiApp } from '@/lib/server/http/app';
import { changeCartLineByForm, payCartOrderByForm } from '@/lib/server/cart/cart-page-form';

import { call } from '../support/auth-api';
import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();
const SITE = 'http://localhost:3000';
const BASE = '/tienda/tienda-c/';

interface CartBody {
  orders: Array<{ products: Array<{ id: string; variant: string | null; amount: number }> }>;
}

/**
 * The cart page without JavaScript (issue 20): its forms post to route handlers that ask the
 * same API routes as the panel, then answer a 303 back to the page with what happened, or on to
 * the checkout.
 */
describe.each(kinds)('the cart page forms on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let ana: string;
  let supplierId: string;
  let unconfiguredId: string;
  const id = {} as Record<'camisa' | 'taza' | 'bolsa', string>;

  const apiClient = (headers: Record<string, string> = {}) =>
    createApiClient('http://in-process.local', {
      headers,
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        Promise.resolve(api.fetch(new Request(input, init))),
    });

  /** The browser's form POST; answers the 303's Location. */
  async function post(
    handler: typeof changeCartLineByForm,
    fields: Record<string, string>,
    { cookie = ana, origin = SITE } = {},
  ) {
    const request = new Request(`${SITE}${BASE}carrito/linea`, {
      method: 'POST',
      headers: { ...(cookie ? { cookie } : {}), origin },
      body: new URLSearchParams(fields),
    });
    const res = await handler(request, { base: BASE, slug: 'tienda-c' }, apiClient);
    expect(res.status).toBe(303);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return res.headers.get('location');
  }
  const line = (fields: Record<string, string>, options?: { cookie?: string; origin?: string }) =>
    post(changeCartLineByForm, fields, options);
  const amounts = async () => {
    const res = await call(api, 'GET', '/api/shops/tienda-c/cart', undefined, { cookie: ana });
    const cart = (await res.json()) as CartBody;
    return Object.fromEntries(
      cart.orders.flatMap((o) => o.products.map((p) => [`${p.id}|${p.variant ?? ''}`, p.amount])),
    );
  };
  const add = (productId: string, quantity: number, variant?: string) =>
    call(
      api,
      'POST',
      '/api/shops/tienda-c/cart/items',
      { product_id: productId, quantity, ...(variant ? { variant } : {}) },
      { cookie: ana },
    );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const shop = await createShop(db, { slug: 'tienda-c' });
    const supplier = await createSupplier(db, { name: 'Textiles MX' });
    const unconfigured = await createSupplier(db, { name: 'Sin pagos', enabled: false });
    supplierId = supplier.id;
    unconfiguredId = unconfigured.id;
    const [camisa, taza] = await createListedProducts(db, {
      supplierId,
      shopIds: [shop.id],
      items: [
        { name: 'Camisa', listPrice: 25_000, available: 5, variants: { Talla: ['S', 'M'] } },
        { name: 'Taza', listPrice: 9_900, available: 10, maxPurchaseAmount: 3 },
      ],
    });
    const [bolsa] = await createListedProducts(db, {
      supplierId: unconfiguredId,
      shopIds: [shop.id],
      items: [{ name: 'Bolsa', listPrice: 5_000, available: 10 }],
    });
    Object.assign(id, { camisa: camisa!.id, taza: taza!.id, bolsa: bolsa!.id });
    ana = await createSessionCookie(db, (await createUser(db)).id);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('sets a quantity and removes a line under the cart rules, telling the page each time', async () => {
    expect((await add(id.camisa, 1, 'Talla: M')).status).toBe(201);
    expect((await add(id.taza, 1)).status).toBe(201);

    expect(
      await line({ action: 'set', product_id: id.camisa, variant: 'Talla: M', quantity: '3' }),
    ).toBe(`${BASE}carrito?aviso=updated`);
    expect(await line({ action: 'set', product_id: id.taza, variant: '', quantity: '4' })).toBe(
      `${BASE}carrito?aviso=max_purchase_exceeded`,
    );
    expect(
      await line({ action: 'set', product_id: id.camisa, variant: 'Talla: M', quantity: '9' }),
    ).toBe(`${BASE}carrito?aviso=quantity_exceeded`);
    expect(await line({ action: 'set', product_id: id.taza, variant: '', quantity: '1.5' })).toBe(
      `${BASE}carrito?aviso=invalid_quantity`,
    );
    expect(await amounts()).toEqual({ [`${id.camisa}|Talla: M`]: 3, [`${id.taza}|`]: 1 });

    // "Quitar" sends the field too; whatever it says, the line goes.
    expect(
      await line({ action: 'remove', product_id: id.taza, variant: '', quantity: 'abc' }),
    ).toBe(`${BASE}carrito?aviso=removed`);
    expect(await amounts()).toEqual({ [`${id.camisa}|Talla: M`]: 3 });
  });

  it('sends the signed-out to login and back, and changes nothing for another site', async () => {
    const fields = { action: 'remove', product_id: id.camisa, variant: 'Talla: M' };
    expect(await line(fields, { cookie: '' })).toBe(
      `${BASE}login?next=${encodeURIComponent(`${BASE}carrito`)}`,
    );
    expect(await line(fields, { origin: 'https://evil.example' })).toBe(`${BASE}carrito`);
    expect(await amounts()).toMatchObject({ [`${id.camisa}|Talla: M`]: 3 });
  });

  it("pays an order: on to its checkout, or back with why the supplier's order cannot be paid", async () => {
    const checkout = await post(payCartOrderByForm, { supplier_id: supplierId, currency: 'MXN' });
    expect(checkout).toMatch(new RegExp(`^${BASE}comprar/[A-Za-z0-9_-]+$`));
    // The same order again resumes the same checkout.
    expect(await post(payCartOrderByForm, { supplier_id: supplierId, currency: 'MXN' })).toBe(
      checkout,
    );

    expect((await add(id.bolsa, 1)).status).toBe(201);
    expect(await post(payCartOrderByForm, { supplier_id: unconfiguredId, currency: 'MXN' })).toBe(
      `${BASE}carrito?aviso=supplier_not_configured`,
    );
    expect(await post(payCartOrderByForm, { supplier_id: supplierId, currency: 'XYZ' })).toBe(
      `${BASE}carrito?aviso=failed`,
    );
  });
});
