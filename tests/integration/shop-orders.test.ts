import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AlertList } from '@/lib/api/schemas/alerts';
import type { Checkout, Order } from '@/lib/api/schemas/checkout';
import { orders, shopMembers } from '@/lib/db/schema';
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

type Who =
  | 'owner'
  | 'admin'
  | 'accountant'
  | 'dispatcher'
  | 'qrreader'
  | 'ana'
  | 'beto'
  | 'ownerB'
  | 'supplierB'
  | 'supplierA';

type Page = { results: Order[]; matches_estimated: number };

/**
 * The shop's back office of orders (spec 02 §2 `/admin/ordenes`): the orders placed in a shop
 * across its suppliers, read only, for its owner and its admin, accountant and dispatcher staff;
 * walls against everyone else. And the cancel reasons split by who cancels (spec 02 §9).
 */
describe.each(kinds)('shop orders on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  const placed = {} as Record<'textiles' | 'cafe' | 'inB', Order>;
  let attempt = 0;

  const send = (method: string, path: string, body?: unknown, who?: Who) =>
    call(api, method, `/api${path}`, body, { cookie: who && cookie[who] });
  const page = async (query: string, who: Who = 'owner') => {
    const res = await send('GET', `/shops/tienda-a/orders${query}`, undefined, who);
    expect(res.status, `${who} ${query}`).toBe(200);
    return (await res.json()) as Page;
  };

  /** `buyer` buys one unit for pick-up, paying in the store: the order, waiting for payment. */
  async function placeOrder(
    buyer: Who,
    shop: string,
    supplierId: string,
    productId: string,
  ): Promise<Order> {
    await send('POST', `/shops/${shop}/cart/items`, { product_id: productId, quantity: 1 }, buyer);
    const created = await send(
      'POST',
      `/shops/${shop}/checkouts`,
      { supplier_id: supplierId, currency: 'MXN' },
      buyer,
    );
    const checkout = (await created.json()) as Checkout;
    await send(
      'PATCH',
      `/shops/${shop}/checkouts/${checkout.checkout_id}`,
      { delivery_type: 'pickup_point', payment_type: 'pay_in_store' },
      buyer,
    );
    const res = await call(
      api,
      'POST',
      '/api/orders',
      { checkout_id: checkout.checkout_id },
      {
        cookie: cookie[buyer],
        headers: { 'idempotency-key': `shop-orders-${++attempt}` },
      },
    );
    expect(res.status).toBe(201);
    return (await res.json()) as Order;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const people = {} as Record<Who, { id: string }>;
    for (const [who, fullName] of [
      ['owner', 'Dueña A'],
      ['admin', 'Admin A'],
      ['accountant', 'Contadora A'],
      ['dispatcher', 'Despacho A'],
      ['qrreader', 'Lector A'],
      ['ana', 'Ana Ramírez'],
      ['beto', 'Beto Salas'],
      ['ownerB', 'Dueño B'],
      ['supplierB', 'Proveedor B'],
      ['supplierA', 'Proveedora A'],
    ] as const)
      people[who] = await createUser(db, { fullName });
    const shopA = await createShop(db, { slug: 'tienda-a', ownerId: people.owner.id });
    const shopB = await createShop(db, { slug: 'tienda-b', ownerId: people.ownerB.id });
    await db.insert(shopMembers).values(
      (['admin', 'accountant', 'dispatcher', 'qrreader'] as const).map((role) => ({
        shopId: shopA.id,
        userId: people[role].id,
        role,
      })),
    );
    const textiles = await createSupplier(db, {
      name: 'Textiles del Norte',
      ownerId: people.supplierA.id,
    });
    const cafe = await createSupplier(db, { name: 'Café de Altura', ownerId: people.supplierB.id });
    const [shirt] = await createListedProducts(db, {
      supplierId: textiles.id,
      shopIds: [shopA.id],
      items: [{ name: 'Playera', listPrice: 25_000, available: 50 }],
    });
    const [coffee] = await createListedProducts(db, {
      supplierId: cafe.id,
      shopIds: [shopA.id, shopB.id],
      items: [{ name: 'Café molido', listPrice: 18_000, available: 50 }],
    });
    for (const who of Object.keys(people) as Who[])
      cookie[who] = await createSessionCookie(db, people[who].id);
    placed.textiles = await placeOrder('ana', 'tienda-a', textiles.id, shirt!.id);
    placed.cafe = await placeOrder('beto', 'tienda-a', cafe.id, coffee!.id);
    placed.inB = await placeOrder('ana', 'tienda-b', cafe.id, coffee!.id);
    // Placed on distinct known days, the Café order last changed.
    const days = [
      [placed.textiles.id, '2026-03-02T18:00:00Z'],
      [placed.cafe.id, '2026-03-05T18:00:00Z'],
      [placed.inB.id, '2026-03-05T18:00:00Z'],
    ] as const;
    for (const [id, at] of days)
      await db
        .update(orders)
        .set({ createdAt: new Date(at), updatedAt: new Date(at) })
        .where(eq(orders.id, id));
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it("lists the shop's orders across its suppliers, newest change first, to its owner and staff", async () => {
    for (const who of ['owner', 'admin', 'accountant', 'dispatcher'] as const) {
      const list = await page('', who);
      expect(
        list.results.map((o) => [o.supplier.name, o.customer.name]),
        who,
      ).toEqual([
        ['Café de Altura', 'Beto Salas'],
        ['Textiles del Norte', 'Ana Ramírez'],
      ]);
      expect(list.matches_estimated, who).toBe(2);
    }
    const second = await page('?offset=1&limit=1');
    expect(second.results.map((o) => o.id)).toEqual([placed.textiles.id]);
    expect(second.matches_estimated).toBe(2);
  });

  it('filters by state, text (the supplier, the customer, a product) and dates', async () => {
    const ids = async (query: string) => (await page(query)).results.map((o) => o.id);
    expect(await ids('?text=altura')).toEqual([placed.cafe.id]);
    expect(await ids('?text=ramirez')).toEqual([placed.textiles.id]);
    expect(await ids('?text=playera')).toEqual([placed.textiles.id]);
    expect(await ids('?start_date=2026-03-03')).toEqual([placed.cafe.id]);
    expect(await ids('?end_date=2026-03-04')).toEqual([placed.textiles.id]);
    expect(await ids('?state=paid')).toEqual([]);
    expect(await ids('?state=pending_payment')).toEqual([placed.cafe.id, placed.textiles.id]);
    const bad = await send('GET', '/shops/tienda-a/orders?state=lost', undefined, 'owner');
    expect(bad.status).toBe(422);
  });

  it('shows one order of the shop, read only, and none of another shop', async () => {
    for (const who of ['owner', 'accountant', 'dispatcher'] as const) {
      const res = await send('GET', `/shops/tienda-a/orders/${placed.textiles.id}`, undefined, who);
      expect(res.status, who).toBe(200);
      expect(await res.json(), who).toMatchObject({
        id: placed.textiles.id,
        supplier: { name: 'Textiles del Norte' },
        customer: { name: 'Ana Ramírez' },
        state: 'pending_payment',
      });
    }
    const elsewhere = await send(
      'GET',
      `/shops/tienda-a/orders/${placed.inB.id}`,
      undefined,
      'owner',
    );
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({
      code: 'order_not_found',
      message: 'Pedido no encontrado',
    });
    const own = await send('GET', `/shops/tienda-b/orders/${placed.inB.id}`, undefined, 'ownerB');
    expect(own.status).toBe(200);
    const unknown = await send('GET', '/shops/no-existe/orders', undefined, 'owner');
    expect(unknown.status).toBe(404);
  });

  it("refuses the shop's orders to another shop's admin, customers, suppliers and staff without the role", async () => {
    // ana bought in the shop, supplierA sells there, supplierB sells in both shops.
    for (const who of ['ownerB', 'ana', 'supplierA', 'supplierB', 'qrreader'] as const) {
      for (const path of [
        '/shops/tienda-a/orders',
        `/shops/tienda-a/orders/${placed.textiles.id}`,
      ]) {
        const res = await send('GET', path, undefined, who);
        expect(res.status, `${who} ${path}`).toBe(403);
        expect(await res.json(), `${who} ${path}`).toEqual({
          code: 'forbidden',
          message: 'No tienes permiso para hacer esto.',
        });
      }
    }
    const listB = await send('GET', '/shops/tienda-b/orders', undefined, 'owner');
    expect(listB.status).toBe(403);
  });

  it("links the shop admin's alert of a new order to the shop it was placed in", async () => {
    const res = await send('GET', '/me/alerts', undefined, 'admin');
    const list = (await res.json()) as AlertList;
    const mine = list.results.filter((a) => a.audience === 'shop_admin');
    expect(mine.map((a) => [a.params.type === 'order' && a.params.order, a.shop]).sort()).toEqual(
      [
        [placed.textiles.id, 'tienda-a'],
        [placed.cafe.id, 'tienda-a'],
      ].sort(),
    );
  });

  it("refuses a customer the supplier's cancel reasons with 422 and keeps the order; allows their own", async () => {
    const order = await placeOrder(
      'ana',
      'tienda-a',
      placed.textiles.supplier.id,
      placed.textiles.lines[0]!.product_id,
    );
    for (const reason of ['suspected_fraud', 'cannot_be_fulfilled']) {
      const res = await send('POST', `/orders/${order.id}/cancel`, { reason }, 'ana');
      expect(res.status, reason).toBe(422);
      expect(await res.json(), reason).toEqual({
        code: 'cancel_reason_not_allowed',
        message: 'Ese motivo de cancelación solo lo puede indicar el vendedor. Elige otro.',
      });
    }
    const still = await send('GET', `/orders/${order.id}`, undefined, 'ana');
    expect(await still.json()).toMatchObject({ state: 'pending_payment', cancel_reason: null });
    const own = await send(
      'POST',
      `/orders/${order.id}/cancel`,
      { reason: 'duplicated_transaction' },
      'ana',
    );
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({
      state: 'canceled_by_customer',
      cancel_reason: 'duplicated_transaction',
    });
  });

  it('lets the supplier cite fraud, and the customer and the shop read the reason', async () => {
    const order = await placeOrder(
      'beto',
      'tienda-a',
      placed.textiles.supplier.id,
      placed.textiles.lines[0]!.product_id,
    );
    const res = await send(
      'POST',
      `/orders/${order.id}/cancel`,
      { reason: 'suspected_fraud' },
      'supplierA',
    );
    expect(res.status).toBe(200);
    for (const [who, path] of [
      ['beto', `/orders/${order.id}`],
      ['owner', `/shops/tienda-a/orders/${order.id}`],
    ] as const) {
      const read = await send('GET', path, undefined, who);
      expect(await read.json(), who).toMatchObject({
        state: 'canceled_by_supplier',
        cancel_reason: 'suspected_fraud',
      });
    }
  });
});
