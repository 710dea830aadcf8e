import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Order } from '@/lib/api/schemas/checkout';
import { orders, paymentTokens, products } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';
import { expireUnpaidPayments } from '@/lib/server/orders/expire-payments';

import { call } from '../support/auth-api';
import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { placePickupOrder } from '../support/place-order';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

interface Restarted {
  order: Order;
  payment_token: string;
}

/**
 * "Time to complete purchase expired" with its restart option (spec 02 §8, issue 25): a transfer
 * not made within its hour cancels the order and frees its units; its customer makes a new
 * payment for the same order while the stock allows.
 */
describe.each(kinds)('restarting an expired payment on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let ana: string;
  let beto: string;
  let supplierId: string;
  let productId: string;

  const restart = (orderId: string, cookie = ana) =>
    call(api, 'POST', `/api/orders/${orderId}/restart-payment`, undefined, { cookie });
  const stock = async () =>
    (
      await database.db
        .select({ n: products.available })
        .from(products)
        .where(eq(products.id, productId))
    )[0]!.n;
  const row = async (orderId: string) =>
    (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  /** Ana buys 2 by transfer; the hour passes. */
  const expiredTransfer = async () => {
    const order = await placePickupOrder(api, {
      cookie: ana,
      shop: 'tienda-r',
      supplierId,
      productId,
      quantity: 2,
      paymentType: 'bank_transfer',
    });
    await database.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    expect(await expireUnpaidPayments(database.db)).toBe(1);
    return order;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const shop = await createShop(db, { slug: 'tienda-r' });
    const supplier = await createSupplier(db, {
      bankName: 'Banco Demo',
      bankClabe: '012180001234567891',
      bankBeneficiary: 'Textiles MX SA de CV',
    });
    supplierId = supplier.id;
    const [item] = await createListedProducts(db, {
      supplierId,
      shopIds: [shop.id],
      items: [{ name: 'Rebozo', listPrice: 45_000, available: 5 }],
    });
    productId = item!.id;
    ana = await createSessionCookie(db, (await createUser(db)).id);
    beto = await createSessionCookie(db, (await createUser(db)).id);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('makes a new payment for the same order: units taken again, a new reference and a new hour', async () => {
    const before = await stock();
    const order = await expiredTransfer();
    const expired = await row(order.id);
    expect(expired).toMatchObject({
      state: 'canceled_by_customer',
      cancelReason: 'payment_expired',
    });
    expect(await stock()).toBe(before);

    const res = await restart(order.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Restarted;
    expect(body.order).toMatchObject({
      id: order.id,
      state: 'pending_payment',
      total: order.total,
    });
    expect(body.order.cancel_reason).toBeNull();
    const again = await row(order.id);
    expect(again.paymentAttempt).toBe(2);
    expect(again.transferReference).not.toBe(expired.transferReference);
    expect(again.payBy!.getTime()).toBeGreaterThan(Date.now() + 55 * 60_000);
    expect(await stock()).toBe(before - 2);
    const [token] = await database.db
      .select()
      .from(paymentTokens)
      .where(eq(paymentTokens.orderId, order.id));
    expect(token).toMatchObject({ token: body.payment_token, state: 'open', provider: null });

    // A second click restarts nothing more.
    const twice = await restart(order.id);
    expect(twice.status).toBe(200);
    expect((await row(order.id)).paymentAttempt).toBe(2);
    expect(await stock()).toBe(before - 2);
  });

  it('refuses when the units are gone, and nothing changes', async () => {
    const order = await expiredTransfer();
    await database.db.update(products).set({ available: 1 }).where(eq(products.id, productId));
    const res = await restart(order.id);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'insufficient_stock', product_id: productId });
    expect(await row(order.id)).toMatchObject({
      state: 'canceled_by_customer',
      paymentAttempt: 1,
    });
    expect(await stock()).toBe(1);
    await database.db.update(products).set({ available: 5 }).where(eq(products.id, productId));
  });

  it("refuses an order that did not expire, and anyone else's order", async () => {
    const waiting = await placePickupOrder(api, {
      cookie: ana,
      shop: 'tienda-r',
      supplierId,
      productId,
      paymentType: 'bank_transfer',
    });
    const notExpired = await restart(waiting.id);
    expect(notExpired.status).toBe(409);
    expect(await notExpired.json()).toEqual({
      code: 'order_not_restartable',
      message: 'Solo un pedido cuyo tiempo para pagar expiró puede reintentarse.',
    });

    const expired = await expiredTransfer();
    const stranger = await restart(expired.id, beto);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ code: 'order_not_found' });
    expect((await row(expired.id)).state).toBe('canceled_by_customer');
  });
});
