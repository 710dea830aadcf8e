import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Cart } from '@/lib/api/schemas/cart';
import type { CatalogueDetail } from '@/lib/api/schemas/catalogue';
import type { Order } from '@/lib/api/schemas/checkout';
import type { ProductPage } from '@/lib/api/schemas/product';
import type { SupplierProduct, SupplierProductPage } from '@/lib/api/schemas/supplier-products';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import {
  createCatalogue,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { expiredTags } from '../support/next-cache';
import { placeOrderPaidBy } from '../support/payment-orders';
import { plainItem } from '../support/supplier-items';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

type Who = 'supplier' | 'shopOwner' | 'ana';

/**
 * Retiring an item (issue 16): it leaves every shop and catalogue, carts that hold it show it
 * unavailable, orders keep the copy they made, and the supplier no longer finds it.
 */
describe.each(kinds)('retiring a supplier item on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  let supplierId: string;
  let shopId: string;

  const send = (method: string, url: string, who?: Who, body?: unknown) =>
    call(api, method, `/api${url}`, body, { cookie: who ? cookie[who] : undefined });
  const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
  const items = () => `/suppliers/${supplierId}/products`;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const [supplierOwner, shopOwner, ana] = await Promise.all([
      createUser(db, { level: 1 }),
      createUser(db, { level: 2 }),
      createUser(db),
    ]);
    supplierId = (
      await createSupplier(db, {
        ownerId: supplierOwner.id,
        name: 'Lámparas MX',
        isDropshipping: true,
      })
    ).id;
    shopId = (await createShop(db, { slug: 'tienda-r', ownerId: shopOwner.id })).id;
    // The supplier's own shop, which may list its items whatever their state.
    await createShop(db, { slug: 'tienda-lamparas', ownerId: supplierOwner.id, supplierId });
    Object.assign(cookie, {
      supplier: await createSessionCookie(db, supplierOwner.id),
      shopOwner: await createSessionCookie(db, shopOwner.id),
      ana: await createSessionCookie(db, ana.id),
    });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('takes the item off every shop and catalogue, shows it unavailable in carts and keeps orders whole', async () => {
    const lamp = await json<SupplierProduct>(
      send(
        'POST',
        items(),
        'supplier',
        // A service: nothing to deliver, so it may be paid in store.
        plainItem({
          type: 'service',
          name: 'Instalación de lámpara',
          list_state: 'published',
          available: 5,
        }),
      ),
    );
    expect((await send('PUT', `/shops/tienda-r/listings/${lamp.id}`, 'shopOwner', {})).ok).toBe(
      true,
    );
    const catalogue = await createCatalogue(database.db, {
      shopId,
      name: 'Iluminación',
      slug: 'iluminacion',
      productIds: [lamp.id],
    });

    // Ana bought one, and has another in her cart.
    const order = await placeOrderPaidBy(
      (method, path, body, who, headers) =>
        call(api, method, `/api${path}`, body, { cookie: who, headers }),
      { shop: 'tienda-r', productId: lamp.id, supplierId, buyer: cookie.ana },
      'pay_in_store',
    );
    await send('POST', '/shops/tienda-r/cart/items', 'ana', { product_id: lamp.id, quantity: 1 });

    expiredTags.length = 0;
    const retired = await send('DELETE', `${items()}/${lamp.id}`, 'supplier');
    expect(retired.status).toBe(204);
    expect(expiredTags).toEqual(
      expect.arrayContaining([`product:${lamp.id}`, 'shop:tienda-r:products']),
    );

    // Gone from the shop, its list and its catalogue.
    expect((await send('GET', `/shops/tienda-r/products/${lamp.id}`)).status).toBe(404);
    const listed = await json<ProductPage>(send('GET', '/shops/tienda-r/products?type=service'));
    expect(listed.results.map((p) => p.id)).not.toContain(lamp.id);
    const inCatalogue = await json<CatalogueDetail>(
      send('GET', `/shops/tienda-r/catalogues/${catalogue.id}`),
    );
    expect(inCatalogue.results.map((p) => p.id)).not.toContain(lamp.id);
    expect(inCatalogue.catalogue.num_products).toBe(0);

    // Ana's cart still shows it, unavailable and out of the total.
    const cart = await json<Cart>(send('GET', '/shops/tienda-r/cart', 'ana'));
    const line = cart.orders.flatMap((o) => o.products).find((p) => p.id === lamp.id);
    expect(line).toMatchObject({ name: 'Instalación de lámpara', unavailable: true });
    expect(cart.orders[0]!.total).toBe(0);

    // Her order keeps what she bought.
    const kept = await json<Order>(send('GET', `/orders/${order.id}`, 'ana'));
    expect(kept.lines).toEqual([
      expect.objectContaining({ product_id: lamp.id, name: 'Instalación de lámpara', quantity: 1 }),
    ]);

    // The supplier no longer finds it, and it cannot come back.
    expect((await send('GET', `${items()}/${lamp.id}`, 'supplier')).status).toBe(404);
    const mine = await json<SupplierProductPage>(send('GET', items(), 'supplier'));
    expect(mine.results.map((p) => p.id)).not.toContain(lamp.id);
    expect((await send('DELETE', `${items()}/${lamp.id}`, 'supplier')).status).toBe(404);
    expect(
      (await send('PATCH', `${items()}/${lamp.id}/visibility`, 'supplier', { hiden: false }))
        .status,
    ).toBe(404);
    expect((await send('PUT', `/shops/tienda-r/listings/${lamp.id}`, 'shopOwner', {})).status).toBe(
      404,
    );
    const own = await send('PUT', `/shops/tienda-lamparas/listings/${lamp.id}`, 'supplier', {});
    expect(own.status).toBe(404);
  });
});
