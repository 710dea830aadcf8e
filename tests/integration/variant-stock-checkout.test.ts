import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Checkout, Order } from '@/lib/api/schemas/checkout';
import { carts, checkouts, orders, products, productVariants } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';
import { expireUnpaidPayments } from '@/lib/server/orders/expire-payments';

import { call } from '../support/auth-api';
import { expiredTags } from '../support/next-cache';
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
  phone: '(55) 1234-5678',
  street_address: 'Av. Reforma',
  street_number: '222',
  locality: 'Ciudad de México',
  administrative_area_level_1: 'Ciudad de México',
  postal_code: '06600',
};

/** Size M has its own stock at the item's price; size G its own stock and price. */
const ROWS = [
  { variant: 'Talla: M', options: { Talla: 'M' }, available: 4, listPrice: null },
  { variant: 'Talla: G', options: { Talla: 'G' }, available: 3, listPrice: 31_900 },
];

interface CartBody {
  orders: Array<{ products: Array<{ variant: string | null; price: number; available: number }> }>;
}

/** The cart and checkout of an item with per-combination rows (`product_variants`). */
describe.each(kinds)('cart and checkout of variant stock on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let cookie: string;
  let supplierId: string;
  const id = {} as Record<'playera' | 'taza', string>;

  const send = (method: string, path: string, body?: unknown, headers = {}) =>
    call(api, method, `/api${path}`, body, { cookie, headers });
  const add = (productId: string, quantity: number, variant?: string) =>
    send('POST', '/shops/tienda-v/cart/items', { product_id: productId, quantity, variant });
  const startCheckout = async () => {
    const res = await send('POST', '/shops/tienda-v/checkouts', {
      supplier_id: supplierId,
      currency: 'MXN',
    });
    return { res, body: (await res.json()) as Checkout & { code?: string; product_id?: string } };
  };
  const placeCart = async (key: string) => {
    const { res, body } = await startCheckout();
    expect(res.status).toBe(201);
    const address = await send('POST', '/me/addresses', ADDRESS);
    const patched = await send('PATCH', `/shops/tienda-v/checkouts/${body.checkout_id}`, {
      delivery_type: 'to_address',
      address_id: ((await address.json()) as { id: string }).id,
      rate_id: 'standard',
      payment_type: 'bank_transfer',
    });
    expect(patched.status).toBe(200);
    return send('POST', '/orders', { checkout_id: body.checkout_id }, { 'idempotency-key': key });
  };
  const rowStock = async () =>
    Object.fromEntries(
      (
        await database.db
          .select({ variant: productVariants.variant, available: productVariants.available })
          .from(productVariants)
          .where(eq(productVariants.productId, id.playera))
      ).map((row) => [row.variant, row.available]),
    );
  const itemStock = async (productId: string) =>
    (
      await database.db
        .select({ n: products.available })
        .from(products)
        .where(eq(products.id, productId))
    )[0]!.n;
  const setRow = async (variant: string, available: number) => {
    await database.db
      .update(productVariants)
      .set({ available })
      .where(and(eq(productVariants.productId, id.playera), eq(productVariants.variant, variant)));
    const rows = Object.values(await rowStock()).reduce((sum, n) => sum + n, 0);
    await database.db.update(products).set({ available: rows }).where(eq(products.id, id.playera));
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const ana = await createUser(db);
    const shop = await createShop(db, { slug: 'tienda-v' });
    const supplier = await createSupplier(db, {
      name: 'Textiles MX',
      bankName: 'Banco Demo',
      bankClabe: '012180001234567891',
      bankBeneficiary: 'Textiles MX SA de CV',
    });
    supplierId = supplier.id;
    const [playera, taza] = await createListedProducts(db, {
      supplierId,
      shopIds: [shop.id],
      items: [
        { name: 'Playera', listPrice: 29_900, available: 7, variants: { Talla: ['M', 'G'] } },
        { name: 'Taza', listPrice: 15_000, available: 10 },
      ],
    });
    Object.assign(id, { playera: playera!.id, taza: taza!.id });
    cookie = await createSessionCookie(db, ana!.id);
  });

  beforeEach(async () => {
    const { db } = database;
    await db.delete(carts);
    await db.update(checkouts).set({ state: 'placed' });
    await db.delete(productVariants);
    await db
      .insert(productVariants)
      .values(ROWS.map((row, position) => ({ ...row, productId: id.playera, position })));
    await db.update(products).set({ available: 7 }).where(eq(products.id, id.playera));
    await db.update(products).set({ available: 10 }).where(eq(products.id, id.taza));
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it("prices and counts each cart line and preview line from its combination's row", async () => {
    expect((await add(id.playera, 1, 'Talla: M')).status).toBe(201);
    const res = await add(id.playera, 2, 'Talla: G');
    expect(res.status).toBe(201);
    const lines = ((await res.json()) as CartBody).orders.flatMap((order) => order.products);
    expect(lines.map(({ variant, price, available }) => ({ variant, price, available }))).toEqual([
      { variant: 'Talla: M', price: 29_900, available: 4 },
      { variant: 'Talla: G', price: 31_900, available: 3 },
    ]);

    const preview = await call(api, 'POST', '/api/shops/tienda-v/cart/preview', {
      items: [{ product_id: id.playera, variant: 'Talla: G', quantity: 1 }],
    });
    expect(preview.status).toBe(200);
    const previewed = ((await preview.json()) as CartBody).orders[0]!.products[0]!;
    expect(previewed).toMatchObject({ variant: 'Talla: G', price: 31_900, available: 3 });
  });

  it("charges the combination's price and takes only that combination's stock", async () => {
    expect((await add(id.playera, 2, 'Talla: G')).status).toBe(201);
    const res = await placeCart('variant-order-0001');
    expect(res.status).toBe(201);
    const order = (await res.json()) as Order;
    expect(order).toMatchObject({
      products_total: 63_800,
      lines: [{ variant: 'Talla: G', unit_price: 31_900, quantity: 2, total: 63_800 }],
    });
    expect(await rowStock()).toEqual({ 'Talla: M': 4, 'Talla: G': 1 });
    expect(await itemStock(id.playera)).toBe(5);

    // A transfer unpaid past its hour gives the units back to the same row.
    await database.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    expect(await expireUnpaidPayments(database.db)).toBe(1);
    expect(await rowStock()).toEqual({ 'Talla: M': 4, 'Talla: G': 3 });
    expect(await itemStock(id.playera)).toBe(7);
  });

  it("refuses more than the combination's row holds, naming what is left", async () => {
    const over = await add(id.playera, 4, 'Talla: G');
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({
      code: 'quantity_exceeded',
      message: 'No hay suficientes existencias: solo quedan 3.',
      available: 3,
    });
    // The item's total (7) would allow it, the row does not.
    expect((await add(id.playera, 3, 'Talla: G')).status).toBe(201);

    // The row drops after the line was added: the checkout refuses the line.
    await setRow('Talla: G', 1);
    const short = await startCheckout();
    expect(short.res.status).toBe(409);
    expect(short.body).toMatchObject({ code: 'insufficient_stock', product_id: id.playera });
  });

  it('refuses a combination whose row is at 0, while the others still sell', async () => {
    await setRow('Talla: G', 0);
    const soldOut = await add(id.playera, 1, 'Talla: G');
    expect(soldOut.status).toBe(409);
    expect(((await soldOut.json()) as { code: string }).code).toBe('out_of_stock');
    expect((await add(id.playera, 1, 'Talla: M')).status).toBe(201);
  });

  it("expires the item's page when a combination sells its last unit, not before", async () => {
    expect((await add(id.playera, 2, 'Talla: G')).status).toBe(201);
    expiredTags.length = 0;
    expect((await placeCart('variant-order-0003')).status).toBe(201);
    // One G left, and the item itself has units: nothing shows sold out yet.
    expect(expiredTags).not.toContain(`product:${id.playera}`);

    expect((await add(id.playera, 1, 'Talla: G')).status).toBe(201);
    expiredTags.length = 0;
    expect((await placeCart('variant-order-0004')).status).toBe(201);
    expect(await rowStock()).toEqual({ 'Talla: M': 4, 'Talla: G': 0 });
    expect(await itemStock(id.playera)).toBe(4);
    expect(expiredTags).toContain(`product:${id.playera}`);
  });

  it('leaves an item without rows as before: its price, its stock', async () => {
    const over = await add(id.taza, 11);
    expect(((await over.json()) as { available: number }).available).toBe(10);
    expect((await add(id.taza, 2)).status).toBe(201);
    const res = await placeCart('variant-order-0002');
    expect(res.status).toBe(201);
    expect(((await res.json()) as Order).lines).toMatchObject([
      { variant: null, unit_price: 15_000, quantity: 2, total: 30_000 },
    ]);
    expect(await itemStock(id.taza)).toBe(8);
    expect(await rowStock()).toEqual({ 'Talla: M': 4, 'Talla: G': 3 });
  });
});
