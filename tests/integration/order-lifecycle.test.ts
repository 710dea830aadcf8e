import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Checkout, Order } from '@/lib/api/schemas/checkout';
import { orders, products } from '@/lib/db/schema';
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

/** After the order is placed: the supplier's steps, cancellations, and transfers not paid in time. */
describe.each(kinds)('order lifecycle on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<'ana' | 'supplier' | 'stranger', string>;
  let supplierId: string;
  let productId: string;
  let attempt = 0;

  const send = (method: string, path: string, body?: unknown, who?: string, headers = {}) =>
    call(api, method, `/api${path}`, body, { cookie: who, headers });
  const stockOf = async () =>
    (
      await database.db
        .select({ n: products.available })
        .from(products)
        .where(eq(products.id, productId))
    )[0]!.n;

  /** Ana buys `units` for pick-up, paying as asked: the placed order. */
  async function placeOrder(
    paymentType: 'pay_in_store' | 'bank_transfer',
    units = 2,
  ): Promise<Order> {
    await send(
      'POST',
      '/shops/tienda-a/cart/items',
      { product_id: productId, quantity: units },
      cookie.ana,
    );
    const created = await send(
      'POST',
      '/shops/tienda-a/checkouts',
      { supplier_id: supplierId, currency: 'MXN' },
      cookie.ana,
    );
    const checkout = (await created.json()) as Checkout;
    await send(
      'PATCH',
      `/shops/tienda-a/checkouts/${checkout.checkout_id}`,
      { delivery_type: 'pickup_point', payment_type: paymentType },
      cookie.ana,
    );
    const res = await send('POST', '/orders', { checkout_id: checkout.checkout_id }, cookie.ana, {
      'idempotency-key': `lifecycle-${++attempt}`,
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Order;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const [ana, owner, stranger] = await Promise.all([
      createUser(db),
      createUser(db),
      createUser(db),
    ]);
    const shop = await createShop(db, { slug: 'tienda-a' });
    const supplier = await createSupplier(db, {
      ownerId: owner!.id,
      bankClabe: '002180000000000001',
    });
    supplierId = supplier.id;
    const [item] = await createListedProducts(db, {
      supplierId: supplier.id,
      shopIds: [shop.id],
      items: [{ name: 'Mochila', listPrice: 80_000, available: 50 }],
    });
    productId = item!.id;
    Object.assign(cookie, {
      ana: await createSessionCookie(db, ana!.id),
      supplier: await createSessionCookie(db, owner!.id),
      stranger: await createSessionCookie(db, stranger!.id),
    });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('lets the supplier confirm payment and move a pick-up on to delivered, one step per call', async () => {
    const order = await placeOrder('pay_in_store');
    const states: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await send('POST', `/orders/${order.id}/next`, undefined, cookie.supplier);
      expect(res.status).toBe(200);
      states.push(((await res.json()) as Order).state);
    }
    expect(states).toEqual(['paid', 'in_process', 'to_deliver', 'delivered']);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paidAt).toBeInstanceOf(Date);
    const done = await send('POST', `/orders/${order.id}/next`, undefined, cookie.supplier);
    expect(done.status).toBe(409);
    expect(((await done.json()) as { code: string }).code).toBe('order_not_advanceable');
  });

  it('refuses the step to the customer and hides the order from anyone else', async () => {
    const order = await placeOrder('pay_in_store');
    expect((await send('POST', `/orders/${order.id}/next`, undefined, cookie.ana)).status).toBe(
      403,
    );
    expect(
      (await send('POST', `/orders/${order.id}/next`, undefined, cookie.stranger)).status,
    ).toBe(404);
    expect(
      (await send('POST', `/orders/${order.id}/cancel`, { reason: 'other' }, cookie.stranger))
        .status,
    ).toBe(404);
    expect(
      (await send('GET', `/suppliers/${supplierId}/orders`, undefined, cookie.stranger)).status,
    ).toBe(404);
    const listed = (await (
      await send('GET', `/suppliers/${supplierId}/orders`, undefined, cookie.supplier)
    ).json()) as {
      results: Order[];
    };
    expect(listed.results.map((o) => o.id)).toContain(order.id);
    const one = await send(
      'GET',
      `/suppliers/${supplierId}/orders/${order.id}`,
      undefined,
      cookie.supplier,
    );
    expect(((await one.json()) as Order).id).toBe(order.id);
    for (const who of [cookie.stranger, cookie.ana]) {
      expect(
        (await send('GET', `/suppliers/${supplierId}/orders/${order.id}`, undefined, who)).status,
      ).toBe(404);
    }
    expect(
      (await send('GET', `/suppliers/${supplierId}/orders/ord_unknown`, undefined, cookie.supplier))
        .status,
    ).toBe(404);
  });

  it("names the suppliers a user owns, for the supplier's orders page, and none to a customer", async () => {
    const mine = await send('GET', '/me/suppliers', undefined, cookie.supplier);
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { results: { id: string }[] }).results.map((s) => s.id)).toEqual(
      [supplierId],
    );
    const none = await send('GET', '/me/suppliers', undefined, cookie.ana);
    expect(await none.json()).toEqual({ results: [] });
    expect((await send('GET', '/me/suppliers')).status).toBe(401);
  });

  it('gives the stock back when the customer cancels a waiting order, and only once', async () => {
    const before = await stockOf();
    const order = await placeOrder('pay_in_store', 3);
    expect(await stockOf()).toBe(before - 3);
    const res = await send(
      'POST',
      `/orders/${order.id}/cancel`,
      { reason: 'requested_by_client' },
      cookie.ana,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      state: 'canceled_by_customer',
      cancel_reason: 'requested_by_client',
    });
    expect(await stockOf()).toBe(before);
    const again = await send('POST', `/orders/${order.id}/cancel`, { reason: 'other' }, cookie.ana);
    expect(again.status).toBe(409);
    expect(await stockOf()).toBe(before);
  });

  it('lets only the supplier cancel once paid', async () => {
    const before = await stockOf();
    const order = await placeOrder('pay_in_store');
    await send('POST', `/orders/${order.id}/next`, undefined, cookie.supplier);
    const customer = await send(
      'POST',
      `/orders/${order.id}/cancel`,
      { reason: 'other' },
      cookie.ana,
    );
    expect(customer.status).toBe(409);
    expect(((await customer.json()) as { code: string }).code).toBe('order_not_cancellable');
    const supplier = await send(
      'POST',
      `/orders/${order.id}/cancel`,
      { reason: 'cannot_be_fulfilled' },
      cookie.supplier,
    );
    expect(((await supplier.json()) as Order).state).toBe('canceled_by_supplier');
    expect(await stockOf()).toBe(before);
  });

  it('cancels a transfer not paid within its hour and puts its units back on sale', async () => {
    const before = await stockOf();
    const order = await placeOrder('bank_transfer', 4);
    expect(await stockOf()).toBe(before - 4);
    await database.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const read = (await (
      await send('GET', `/orders/${order.id}`, undefined, cookie.ana)
    ).json()) as Order;
    expect(read).toMatchObject({ state: 'canceled_by_customer', cancel_reason: 'payment_expired' });
    expect(await stockOf()).toBe(before);
    await send('GET', '/orders', undefined, cookie.ana);
    expect(await stockOf()).toBe(before);
    const late = await send('POST', `/orders/${order.id}/next`, undefined, cookie.supplier);
    expect(late.status).toBe(409);
  });
});
