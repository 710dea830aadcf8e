import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AlertList } from '@/lib/api/schemas/alerts';
import type { Order } from '@/lib/api/schemas/checkout';
import type { Refund, RefundList } from '@/lib/api/schemas/refunds';
import type { Wallet } from '@/lib/api/schemas/wallet';
import { orderLines, orderRefunds, orders, products, supplierMembers } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

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

// Also on PostgreSQL: concurrent refunds of one order meet its row lock.
const kinds = await databaseKinds({ postgres: 'concurrency' });

type Who =
  | 'ana'
  | 'owner'
  | 'admin'
  | 'accountant'
  | 'otherSupplier'
  | 'reseller'
  | 'shopOwner'
  | 'otherShopOwner';

/**
 * Refunds of paid orders (spec 02 §3 "Refund", §4 "refund amount greater than the amount
 * available"): offline payments recorded by hand; amounts at and over what remains; idempotency;
 * who may; stock and the reseller's commission coming back with the units.
 */
describe.each(kinds)('order refunds on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  let supplierId: string;
  let productId: string;
  let resellerId: string;
  let attempt = 0;

  const send = (method: string, path: string, body: unknown, who: Who, key?: string) =>
    call(api, method, `/api${path}`, body, {
      cookie: cookie[who],
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  const refund = (
    orderId: string,
    body: unknown,
    who: Who = 'owner',
    key = `refund-key-${++attempt}`,
  ) => send('POST', `/orders/${orderId}/refunds`, body, who, key);
  const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;
  const stock = async () =>
    (await database.db.select().from(products).where(eq(products.id, productId)))[0]!.available;
  const refundsOf = async (orderId: string, who: Who = 'ana') =>
    (await (await send('GET', `/orders/${orderId}/refunds`, undefined, who)).json()) as RefundList;

  /** Ana buys `units` (800.00 each) paying in the store; the supplier confirms the payment. */
  async function paidOrder(units = 2): Promise<Order> {
    const order = await placePickupOrder(api, {
      cookie: cookie.ana,
      shop: 'tienda-a',
      supplierId,
      productId,
      quantity: units,
    });
    expect((await send('POST', `/orders/${order.id}/next`, undefined, 'owner')).status).toBe(200);
    return order;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const [ana, owner, admin, accountant, other, reseller, shopOwner, otherShopOwner] =
      await Promise.all(Array.from({ length: 8 }, () => createUser(db)));
    resellerId = reseller!.id;
    const shop = await createShop(db, { slug: 'tienda-a', ownerId: shopOwner!.id });
    await createShop(db, { slug: 'tienda-b', ownerId: otherShopOwner!.id });
    const supplier = await createSupplier(db, { ownerId: owner!.id });
    await createSupplier(db, { ownerId: other!.id });
    supplierId = supplier.id;
    await db.insert(supplierMembers).values([
      { supplierId, userId: admin!.id, role: 'admin' },
      { supplierId, userId: accountant!.id, role: 'accountant' },
    ]);
    const [item] = await createListedProducts(db, {
      supplierId,
      shopIds: [shop.id],
      items: [{ name: 'Mochila', listPrice: 80_000, available: 100 }],
    });
    productId = item!.id;
    const people = { ana, owner, admin, accountant, other, reseller, shopOwner, otherShopOwner };
    for (const [who, user] of Object.entries(people))
      cookie[(who === 'other' ? 'otherSupplier' : who) as Who] = await createSessionCookie(
        db,
        user!.id,
      );
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('records a manual refund of part of an offline payment at once, and says what remains', async () => {
    const order = await paidOrder(2);
    const res = await refund(order.id, { amount: 50_000, note: 'Llegó rayada' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      amount: 50_000,
      currency: 'MXN',
      state: 'success',
      method: 'manual',
      note: 'Llegó rayada',
    });
    // The customer is told, and sees it with what may still come back.
    const alerts = (await (await send('GET', '/me/alerts', undefined, 'ana')).json()) as AlertList;
    expect(
      alerts.results
        .filter(
          ({ event, params }) =>
            event === 'refund_issued' && params.type === 'order' && params.order === order.id,
        )
        .map((alert) => alert.message_body),
    ).toEqual([expect.stringMatching(/^Reembolso de \$500\.00 de tu compra a .+ \(TD-\d{6}\)$/)]);
    const list = await refundsOf(order.id);
    expect(list.results.map((r) => [r.amount, r.state])).toEqual([[50_000, 'success']]);
    expect(list.refundable).toBe(order.total - 50_000);
  });

  it('refunds exactly what remains, and refuses a centavo more with the spec message', async () => {
    const order = await paidOrder(1);
    const first = await refund(order.id, { amount: order.total - 100 });
    expect(first.status).toBe(201);
    const over = await refund(order.id, { amount: 101 });
    expect(over.status).toBe(422);
    expect(await over.json()).toMatchObject({
      code: 'refund_amount_exceeds_available',
      message: 'El monto ingresado es mayor que el monto disponible.',
    });
    const english = await call(
      api,
      'POST',
      `/api/orders/${order.id}/refunds`,
      { amount: 101 },
      {
        cookie: cookie.owner,
        locale: 'en',
        headers: { 'idempotency-key': `refund-key-${++attempt}` },
      },
    );
    expect(((await english.json()) as { message: string }).message).toBe(
      'The amount entered is greater than the amount available.',
    );
    expect((await refund(order.id, { amount: 100 })).status).toBe(201);
    expect((await refundsOf(order.id)).refundable).toBe(0);
  });

  it('refunds once per key: a double click answers the same refund, another body is refused', async () => {
    const order = await paidOrder(1);
    const body = { amount: 10_000 };
    const [a, b] = await Promise.all([
      refund(order.id, body, 'owner', 'double-click'),
      refund(order.id, body, 'owner', 'double-click'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const ids = new Set([((await a.json()) as Refund).id, ((await b.json()) as Refund).id]);
    expect(ids.size).toBe(1);
    const rows = await database.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.id));
    expect(rows).toHaveLength(1);
    const reused = await refund(order.id, { amount: 20_000 }, 'owner', 'double-click');
    expect([reused.status, await codeOf(reused)]).toEqual([422, 'idempotency_key_reused']);
  });

  it('never lets concurrent refunds of one order add up to more than its total', async () => {
    const order = await paidOrder(1);
    const share = Math.floor(order.total * 0.4);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refund(order.id, { amount: share })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 201, 422, 422, 422]);
    const { refundable } = await refundsOf(order.id);
    expect(refundable).toBe(order.total - 2 * share);
  });

  it('lets only the owner and admin refund; the customer, accountant and another supplier cannot', async () => {
    const order = await paidOrder(1);
    for (const [who, status] of [
      ['ana', 403],
      ['accountant', 403],
      ['otherSupplier', 404],
    ] as const) {
      expect((await refund(order.id, { amount: 100 }, who)).status, who).toBe(status);
    }
    expect(
      (await send('GET', `/orders/${order.id}/refunds`, undefined, 'otherSupplier')).status,
    ).toBe(404);
    expect((await refund(order.id, { amount: 100 }, 'admin')).status).toBe(201);
  });

  it("shows the shop's back office the refunds and returns of an order placed there, read only; another shop's owner sees nothing", async () => {
    const order = await paidOrder(1);
    expect((await refund(order.id, { amount: 5_000, note: 'Por el retraso' })).status).toBe(201);
    const seen = await refundsOf(order.id, 'shopOwner');
    expect(seen.results.map((r) => [r.amount, r.note])).toEqual([[5_000, 'Por el retraso']]);
    const returns = await send('GET', `/orders/${order.id}/returns`, undefined, 'shopOwner');
    expect(returns.status).toBe(200);
    expect(await returns.json()).toMatchObject({ results: [], can_request: false });
    // Reading is all: the shop is not the seller.
    expect((await refund(order.id, { amount: 100 }, 'shopOwner')).status).toBe(404);
    for (const path of ['refunds', 'returns']) {
      const res = await send('GET', `/orders/${order.id}/${path}`, undefined, 'otherShopOwner');
      expect(res.status, path).toBe(404);
    }
  });

  it('refuses a refund of an order never paid', async () => {
    const order = await placePickupOrder(api, {
      cookie: cookie.ana,
      shop: 'tienda-a',
      supplierId,
      productId,
    });
    const res = await refund(order.id, { amount: 100 });
    expect([res.status, await codeOf(res)]).toEqual([409, 'order_not_refundable']);
    expect((await refundsOf(order.id)).refundable).toBe(0);
  });

  it('gives the units that come back to stock, never more than were bought', async () => {
    const order = await paidOrder(3);
    const before = await stock();
    const line = { product_id: productId, variant: null, quantity: 2 };
    expect((await refund(order.id, { amount: 160_000, lines: [line] })).status).toBe(201);
    expect(await stock()).toBe(before + 2);
    const tooMany = await refund(order.id, { amount: 100, lines: [line] });
    expect([tooMany.status, await codeOf(tooMany)]).toEqual([422, 'refund_lines_invalid']);
    const stranger = await refund(order.id, {
      amount: 100,
      lines: [{ product_id: 'prd_other', variant: null, quantity: 1 }],
    });
    expect(stranger.status).toBe(422);
    expect(await stock()).toBe(before + 2);
  });

  it("takes back the reseller's commission on units refunded after the delivery, and credits only what was kept before it", async () => {
    const wallet = async () =>
      (
        (await (
          await send('GET', '/me/wallets/commissions', undefined, 'reseller')
        ).json()) as Wallet
      ).balances.find((b) => b.currency === 'MXN')?.balance ?? 0;
    // Two orders earning 100.00 a unit for the reseller.
    const earning = async (order: Order) => {
      await database.db.update(orders).set({ resellerId }).where(eq(orders.id, order.id));
      await database.db
        .update(orderLines)
        .set({ earning: 10_000 * order.lines[0]!.quantity })
        .where(eq(orderLines.orderId, order.id));
    };
    const deliver = async (order: Order) => {
      for (let step = 0; step < 3; step++)
        await send('POST', `/orders/${order.id}/next`, undefined, 'owner');
      const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row!.state).toBe('delivered');
    };
    const after = await paidOrder(2);
    await earning(after);
    await deliver(after);
    expect(await wallet()).toBe(20_000);
    const one = { product_id: productId, variant: null, quantity: 1 };
    expect((await refund(after.id, { amount: 80_000, lines: [one] })).status).toBe(201);
    expect(await wallet()).toBe(10_000);

    const before = await paidOrder(2);
    await earning(before);
    expect((await refund(before.id, { amount: 80_000, lines: [one] })).status).toBe(201);
    await deliver(before);
    expect(await wallet()).toBe(20_000);
  });
});
