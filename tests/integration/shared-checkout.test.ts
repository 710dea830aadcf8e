import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Checkout } from '@/lib/api/schemas/checkout';
import { carts, checkouts, products, suppliers } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

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

const ADDRESS = {
  name: 'Ana López',
  phone: '5512345678',
  street_address: 'Av. Reforma',
  street_number: '222',
  locality: 'Ciudad de México',
  administrative_area_level_1: 'Ciudad de México',
  postal_code: '06600',
};

/** Spec 02 §7 "Share checkout" and the public read of its link. */
describe.each(kinds)('shared checkouts on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<'ana' | 'beto', string>;
  let camisa = '';
  let textiles = '';

  const send = (method: string, path: string, body?: unknown, who?: string, locale = 'es') =>
    call(api, method, `/api${path}`, body, { cookie: who, locale });
  const startCheckout = async (shop = 'tienda-a') => {
    await send(
      'POST',
      `/shops/${shop}/cart/items`,
      { product_id: camisa, quantity: 2 },
      cookie.ana,
    );
    const res = await send(
      'POST',
      `/shops/${shop}/checkouts`,
      { supplier_id: textiles, currency: 'MXN' },
      cookie.ana,
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as Checkout).checkout_id;
  };
  const share = (checkoutId: string, who = cookie.ana, shop = 'tienda-a', locale = 'es') =>
    send('POST', `/shops/${shop}/checkouts/${checkoutId}/share`, undefined, who, locale);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const [ana, beto] = await Promise.all([createUser(db), createUser(db)]);
    const shopA = await createShop(db, { slug: 'tienda-a' });
    const shopB = await createShop(db, { slug: 'tienda-b' });
    textiles = (await createSupplier(db, { name: 'Textiles MX' })).id;
    const [row] = await createListedProducts(db, {
      supplierId: textiles,
      shopIds: [shopA.id, shopB.id],
      items: [{ name: 'Camisa', listPrice: 25_000, available: 5 }],
    });
    camisa = row!.id;
    Object.assign(cookie, {
      ana: await createSessionCookie(db, ana.id),
      beto: await createSessionCookie(db, beto.id),
    });
  });

  beforeEach(async () => {
    await database.db.delete(checkouts);
    await database.db.delete(carts);
    await database.db.update(products).set({ available: 5 }).where(eq(products.id, camisa));
    await database.db.update(suppliers).set({ enabled: true }).where(eq(suppliers.id, textiles));
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('makes the link once; asking again answers 409 with the link made before', async () => {
    const id = await startCheckout();
    const first = await share(id);
    expect(first.status).toBe(201);
    const { public_slug } = (await first.json()) as { public_slug: string };
    expect(public_slug).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const again = await share(id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      code: 'slug_public_was_alrready_generated',
      message: 'el slug publico ya fue generado',
      public_slug,
    });
    const inEnglish = await share(id, cookie.ana, 'tienda-a', 'en');
    expect((await inEnglish.json()).message).toBe('the public link was already generated');
  });

  it('checks the lines as creating the checkout does', async () => {
    const id = await startCheckout();
    await database.db.update(products).set({ available: 1 }).where(eq(products.id, camisa));
    const short = await share(id);
    expect(short.status).toBe(409);
    expect(await short.json()).toMatchObject({
      code: 'insufficient_stock',
      message: 'No hay existencias suficientes para completar el pedido.',
      product_id: camisa,
    });
    await database.db.update(products).set({ available: 0 }).where(eq(products.id, camisa));
    expect(await (await share(id)).json()).toMatchObject({ code: 'out_of_stock' });
    await database.db.update(products).set({ available: 5 }).where(eq(products.id, camisa));
    await database.db.update(suppliers).set({ enabled: false }).where(eq(suppliers.id, textiles));
    expect(await (await share(id)).json()).toMatchObject({
      code: 'supplier_not_configured',
      message: 'Falta configuración del vendedor / Contacte a su vendedor',
    });
    const [row] = await database.db.select().from(checkouts).where(eq(checkouts.id, id));
    expect(row!.publicSlug).toBeNull();
  });

  it('refuses anonymous visitors, other users and the wrong shop', async () => {
    const id = await startCheckout();
    expect((await share(id, '')).status).toBe(401);
    const stranger = await share(id, cookie.beto);
    expect(stranger.status).toBe(404);
    expect((await stranger.json()).code).toBe('checkout_not_found');
    expect((await share(id, cookie.ana, 'tienda-b')).status).toBe(404);
  });

  it('shows the lines and totals to anyone, and nothing of the owner', async () => {
    const id = await startCheckout();
    const address = await send('POST', '/me/addresses', ADDRESS, cookie.ana);
    const addressId = ((await address.json()) as { id: string }).id;
    await send(
      'PATCH',
      `/shops/tienda-a/checkouts/${id}`,
      { delivery_type: 'to_address', address_id: addressId, rate_id: 'standard' },
      cookie.ana,
    );
    const { public_slug } = (await (await share(id)).json()) as { public_slug: string };

    const res = await send('GET', `/shops/tienda-a/shared-checkouts/${public_slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = await res.json();
    expect(body).toMatchObject({
      store: 'tienda-a',
      supplier: { id: textiles, name: 'Textiles MX' },
      currency: 'MXN',
      products_total: 50_000,
      shipping_cost: 9_900,
      total: 59_900,
    });
    expect(body.products).toEqual([
      expect.objectContaining({ id: camisa, amount: 2, price: 25_000 }),
    ]);
    const text = JSON.stringify(body);
    for (const secret of ['Ana López', '5512345678', 'Reforma', '06600', id, addressId]) {
      expect(text).not.toContain(secret);
    }
    // Priced now: a price change shows at once.
    await database.db.update(products).set({ listPrice: 30_000 }).where(eq(products.id, camisa));
    const repriced = await (
      await send('GET', `/shops/tienda-a/shared-checkouts/${public_slug}`)
    ).json();
    expect(repriced.products_total).toBe(60_000);
    await database.db.update(products).set({ listPrice: 25_000 }).where(eq(products.id, camisa));
  });

  it("answers 404 to unknown slugs, another shop's and emptied checkouts, 422 to malformed ones", async () => {
    const id = await startCheckout();
    const { public_slug } = (await (await share(id)).json()) as { public_slug: string };
    const other = await send('GET', `/shops/tienda-b/shared-checkouts/${public_slug}`);
    expect(other.status).toBe(404);
    expect((await other.json()).code).toBe('shared_checkout_not_found');
    const unknown = await send('GET', `/shops/tienda-a/shared-checkouts/${'x'.repeat(22)}`);
    expect(unknown.status).toBe(404);
    expect((await send('GET', '/shops/tienda-a/shared-checkouts/corto')).status).toBe(422);

    await database.db.update(checkouts).set({ state: 'placed' }).where(eq(checkouts.id, id));
    expect((await send('GET', `/shops/tienda-a/shared-checkouts/${public_slug}`)).status).toBe(404);
    await database.db.update(checkouts).set({ state: 'open' }).where(eq(checkouts.id, id));
    await database.db.delete(carts);
    expect((await send('GET', `/shops/tienda-a/shared-checkouts/${public_slug}`)).status).toBe(404);
  });
});
