import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Alert, AlertList } from '@/lib/api/schemas/alerts';
import type { Checkout, Order } from '@/lib/api/schemas/checkout';
import { alerts, orders, outboxMessages, shopMembers, supplierMembers } from '@/lib/db/schema';
import { alertOrderPlaced } from '@/lib/server/alerts/write-order-alerts';
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
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

type Who =
  | 'ana'
  | 'supplierOwner'
  | 'supplierStaff'
  | 'shopOwner'
  | 'shopAdmin'
  | 'shopDispatcher'
  | 'stranger';

/**
 * Alerts (spec 02 §2, §3, §4): written with the event that causes them and only then, read and
 * opened by their recipient only, counted for the bell, paged for the panel.
 */
describe.each(kinds)('alerts on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  const userId = {} as Record<Who, string>;
  let supplierId: string;
  let productId: string;
  let attempt = 0;

  const send = (method: string, path: string, body?: unknown, who?: Who, locale?: string) =>
    call(api, method, `/api${path}`, body, { cookie: who && cookie[who], locale });
  const countOf = async (who: Who) =>
    ((await (await send('GET', '/me/alerts/count', undefined, who)).json()) as { pending: number })
      .pending;
  const listOf = async (who: Who, query = '') =>
    (await (await send('GET', `/me/alerts${query}`, undefined, who)).json()) as AlertList;
  const alertsOfOrder = (orderId: string) =>
    database.db
      .select()
      .from(alerts)
      .where(sql`${alerts.params}->>'order' = ${orderId}`);

  /** The e-mails about an order (its number is in the subject) sent to `who`. */
  const mailsAbout = (order: Order, who: Who) =>
    database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, `${userId[who]}@tienda.test`),
          like(outboxMessages.subject, `%${order.number}%`),
        ),
      )
      .orderBy(outboxMessages.createdAt);

  /** Ana buys for pick-up in `tienda-a`: the placed order. */
  async function placeOrder(
    paymentType: 'pay_in_store' | 'bank_transfer' = 'pay_in_store',
  ): Promise<Order> {
    await send('POST', '/shops/tienda-a/cart/items', { product_id: productId, quantity: 1 }, 'ana');
    const created = await send(
      'POST',
      '/shops/tienda-a/checkouts',
      { supplier_id: supplierId, currency: 'MXN' },
      'ana',
    );
    const checkout = (await created.json()) as Checkout;
    await send(
      'PATCH',
      `/shops/tienda-a/checkouts/${checkout.checkout_id}`,
      { delivery_type: 'pickup_point', payment_type: paymentType },
      'ana',
    );
    const res = await call(
      api,
      'POST',
      '/api/orders',
      { checkout_id: checkout.checkout_id },
      { cookie: cookie.ana, headers: { 'idempotency-key': `alerts-${++attempt}` } },
    );
    expect(res.status).toBe(201);
    return (await res.json()) as Order;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const people = await Promise.all(
      (
        [
          'ana',
          'supplierOwner',
          'supplierStaff',
          'shopOwner',
          'shopAdmin',
          'shopDispatcher',
          'stranger',
        ] as const
      ).map(async (who) => [who, (await createUser(db))!.id] as const),
    );
    Object.assign(userId, Object.fromEntries(people));
    const shop = await createShop(db, { slug: 'tienda-a', ownerId: userId.shopOwner });
    await db.insert(shopMembers).values([
      { shopId: shop.id, userId: userId.shopAdmin, role: 'admin' },
      { shopId: shop.id, userId: userId.shopDispatcher, role: 'dispatcher' },
    ]);
    const supplier = await createSupplier(db, {
      ownerId: userId.supplierOwner,
      name: 'Textiles Prueba',
      bankClabe: '002180000000000001',
    });
    supplierId = supplier.id;
    await db
      .insert(supplierMembers)
      .values({ supplierId, userId: userId.supplierStaff, role: 'dispatcher' });
    const [item] = await createListedProducts(db, {
      supplierId,
      shopIds: [shop.id],
      items: [{ name: 'Rebozo', listPrice: 50_000, available: 100 }],
    });
    productId = item!.id;
    for (const [who, id] of people) cookie[who as Who] = await createSessionCookie(db, id);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it("tells a new order to its supplier's staff and the shop's admins, and to nobody else", async () => {
    const before = await Promise.all((['ana', 'shopDispatcher', 'stranger'] as const).map(countOf));
    const order = await placeOrder();
    const written = await alertsOfOrder(order.id);
    expect(
      written.map((a) => [a.userId, a.audience, a.event]).sort(([a], [b]) => a!.localeCompare(b!)),
    ).toEqual(
      (
        [
          [userId.supplierOwner, 'supplier', 'order_placed'],
          [userId.supplierStaff, 'supplier', 'order_placed'],
          [userId.shopOwner, 'shop_admin', 'order_placed'],
          [userId.shopAdmin, 'shop_admin', 'order_placed'],
        ] as Array<[string, string, string]>
      ).sort(([a], [b]) => a.localeCompare(b)),
    );
    expect(
      await Promise.all((['ana', 'shopDispatcher', 'stranger'] as const).map(countOf)),
    ).toEqual(before);

    const { results } = await listOf('supplierOwner');
    expect(results[0]).toMatchObject({
      audience: 'supplier',
      event: 'order_placed',
      pending_visits: true,
      origin_app: 'store',
      message_body: `Nuevo pedido ${order.number} para Textiles Prueba`,
      params: { type: 'order', order: order.id, supplier: supplierId, state: 'pending_payment' },
    });
    const english = (await (
      await send('GET', '/me/alerts?limit=1', undefined, 'supplierOwner', 'en')
    ).json()) as AlertList;
    expect(english.results[0]!.message_body).toBe(`New order ${order.number} for Textiles Prueba`);

    // The supplier's people are mailed too (through the outbox); the shop's admins have the bell.
    for (const who of ['supplierOwner', 'supplierStaff'] as const) {
      const [mail] = await mailsAbout(order, who);
      expect(mail).toMatchObject({
        channel: 'email',
        subject: `Nuevo pedido ${order.number} para Textiles Prueba`,
      });
      expect(mail!.body).toContain(`/apps/me/store/orders/${order.id}`);
    }
    expect(await mailsAbout(order, 'shopOwner')).toEqual([]);
  });

  it('writes no alert when the order is refused, and none survives a rolled-back write', async () => {
    const total = async () => (await database.db.select().from(alerts)).length;
    const before = await total();
    // More than there is: the order is refused (409) and nobody hears of it.
    await send('POST', '/shops/tienda-a/cart/items', { product_id: productId, quantity: 1 }, 'ana');
    const created = await send(
      'POST',
      '/shops/tienda-a/checkouts',
      { supplier_id: supplierId, currency: 'MXN' },
      'ana',
    );
    const checkout = (await created.json()) as Checkout;
    await send(
      'PATCH',
      `/shops/tienda-a/checkouts/${checkout.checkout_id}`,
      { delivery_type: 'pickup_point', payment_type: 'pay_in_store' },
      'ana',
    );
    await database.db.execute(sql`update products set available = 0 where id = ${productId}`);
    const refused = await call(
      api,
      'POST',
      '/api/orders',
      { checkout_id: checkout.checkout_id },
      { cookie: cookie.ana, headers: { 'idempotency-key': `alerts-refused-${++attempt}` } },
    );
    await database.db.execute(sql`update products set available = 100 where id = ${productId}`);
    expect(refused.status).toBe(409);
    expect(await total()).toBe(before);
    expect(
      await database.db
        .select()
        .from(outboxMessages)
        .where(like(outboxMessages.subject, 'Nuevo pedido%')),
    ).toHaveLength(
      // One per supplier person for each order placed so far in this suite, none for this one.
      2 * (await database.db.select().from(orders)).length,
    );

    // The alert goes with its transaction: when the order's write fails after it, it is gone too.
    const order = await placeOrder();
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    await expect(
      database.db.transaction(async (tx) => {
        await alertOrderPlaced(tx, row!);
        throw new Error('the order write failed');
      }),
    ).rejects.toThrow('the order write failed');
    expect(await alertsOfOrder(order.id)).toHaveLength(4);
  });

  it('tells the customer each state the supplier moves the order to, but not what they did themselves', async () => {
    const order = await placeOrder();
    const before = await countOf('ana');
    expect(
      (await send('POST', `/orders/${order.id}/next`, undefined, 'supplierOwner')).status,
    ).toBe(200);
    // A refused step (the customer may not move it on) tells nobody anything.
    expect((await send('POST', `/orders/${order.id}/next`, undefined, 'ana')).status).toBe(403);
    expect(await countOf('ana')).toBe(before + 1);
    const [paid] = (await listOf('ana')).results;
    expect(paid).toMatchObject({
      audience: 'customer',
      event: 'order_state',
      params: { order: order.id, state: 'paid', subtype: 'customer-recipient' },
      message_body: `Tu compra a Textiles Prueba (${order.number}) ahora está: Pagado`,
    });
    const cancelled = await send(
      'POST',
      `/orders/${order.id}/cancel`,
      { reason: 'cannot_be_fulfilled' },
      'supplierOwner',
    );
    expect(cancelled.status).toBe(200);
    const [latest] = (await listOf('ana')).results;
    expect(latest?.params.type === 'order' && latest.params.state).toBe('canceled_by_supplier');
    expect((await mailsAbout(order, 'ana')).map((m) => m.subject)).toEqual([
      `Tu compra a Textiles Prueba (${order.number}) ahora está: Pagado`,
      `Tu compra a Textiles Prueba (${order.number}) ahora está: Cancelado por el proveedor`,
    ]);

    // Ana calls off her own waiting order: her bell does not tell her so.
    const own = await placeOrder();
    const mine = await countOf('ana');
    expect(
      (await send('POST', `/orders/${own.id}/cancel`, { reason: 'requested_by_client' }, 'ana'))
        .status,
    ).toBe(200);
    expect(await countOf('ana')).toBe(mine);
  });

  it('tells the customer when a transfer not paid in time is called off', async () => {
    const order = await placeOrder('bank_transfer');
    await database.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    expect(await expireUnpaidPayments(database.db)).toBe(1);
    const told = (await alertsOfOrder(order.id)).filter((a) => a.userId === userId.ana);
    expect(told.map((a) => a.params.type === 'order' && a.params.state)).toEqual([
      'canceled_by_customer',
    ]);
  });

  it("lets only the recipient read and open an alert; another user's is not found", async () => {
    await placeOrder();
    const [mine] = (await listOf('supplierStaff')).results;
    expect(mine).toBeDefined();
    const { results: theirs } = await listOf('stranger');
    expect(theirs.map((a) => a.id)).not.toContain(mine!.id);
    const refused = await send('PATCH', `/me/alerts/${mine!.id}`, { visited: true }, 'stranger');
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ code: 'alert_not_found' });
    const [row] = await database.db.select().from(alerts).where(eq(alerts.id, mine!.id));
    expect(row!.visitedAt).toBeNull();
    expect((await send('GET', '/me/alerts/count')).status).toBe(401);
    expect((await send('GET', '/me/alerts')).status).toBe(401);
  });

  it('opens an alert once: it stops being pending and the count drops', async () => {
    await placeOrder();
    const pending = await countOf('shopAdmin');
    const [newest] = (await listOf('shopAdmin')).results;
    const opened = await send('PATCH', `/me/alerts/${newest!.id}`, { visited: true }, 'shopAdmin');
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as Alert).pending_visits).toBe(false);
    expect(await countOf('shopAdmin')).toBe(pending - 1);
    const [first] = await database.db.select().from(alerts).where(eq(alerts.id, newest!.id));
    const again = await send('PATCH', `/me/alerts/${newest!.id}`, { visited: true }, 'shopAdmin');
    expect(again.status).toBe(200);
    const [second] = await database.db.select().from(alerts).where(eq(alerts.id, newest!.id));
    expect(second!.visitedAt).toEqual(first!.visitedAt);
    expect(await countOf('shopAdmin')).toBe(pending - 1);
    expect(
      (await send('PATCH', `/me/alerts/${newest!.id}`, { visited: false }, 'shopAdmin')).status,
    ).toBe(422);
  });

  it('pages the panel 10 at a time, newest first, with how many there are', async () => {
    const user = (await createUser(database.db))!;
    const reader = await createSessionCookie(database.db, user.id);
    const start = Date.parse('2026-01-01T00:00:00Z');
    await database.db.insert(alerts).values(
      Array.from({ length: 23 }, (_, i) => ({
        id: `alr_page_${String(i).padStart(2, '0')}`,
        userId: user.id,
        audience: 'customer' as const,
        event: 'order_state' as const,
        params: {
          type: 'order' as const,
          subtype: 'customer-recipient' as const,
          order: `ord_${i}`,
          order_number: 900 + i,
          supplier: supplierId,
          supplier_name: 'Textiles Prueba',
          customer: user.id,
          state: 'paid' as const,
        },
        visitedAt: i < 3 ? new Date(start) : null,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const page = async (query: string) =>
      (await (
        await call(api, 'GET', `/api/me/alerts${query}`, undefined, { cookie: reader })
      ).json()) as AlertList;
    const first = await page('');
    expect(first.matches_estimated).toBe(23);
    expect(first.results.map((a) => a.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `alr_page_${String(22 - i).padStart(2, '0')}`),
    );
    const last = await page('?offset=20');
    expect(last.results.map((a) => a.id)).toEqual(['alr_page_02', 'alr_page_01', 'alr_page_00']);
    expect(last.results.map((a) => a.pending_visits)).toEqual([false, false, false]);
    const count = await call(api, 'GET', '/api/me/alerts/count', undefined, { cookie: reader });
    expect(count.headers.get('cache-control')).toBe('private, no-store');
    expect(await count.json()).toEqual({ pending: 20 });
  });
});
