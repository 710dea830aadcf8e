import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Order } from '@/lib/api/schemas/checkout';
import { orders } from '@/lib/db/schema';
import type { OrderState } from '@/lib/domain/vocabulary';
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

type OrderList = { results: Order[]; matches_estimated: number };

/** Spec 02 §7 "List orders": the filters of the customer's and the supplier's lists. */
describe.each(kinds)('order list filters on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<'ana' | 'bruno' | 'cafeOwner' | 'solOwner', string>;
  const ids = {} as Record<'cafe' | 'sol', string>;
  /** Ana's orders: delivered in October, a cancelled transfer, and one placed late on 31 October. */
  const ana = {} as Record<'delivered' | 'cancelled' | 'lateOctober', Order>;
  let brunos: Order;

  const send = (method: string, path: string, body?: unknown, who?: string, headers = {}) =>
    call(api, method, `/api${path}`, body, { cookie: who, headers });
  const list = async (path: string, who: string, query: Record<string, string> = {}) => {
    const res = await send('GET', `${path}?${new URLSearchParams(query)}`, undefined, who);
    expect(res.status).toBe(200);
    return (await res.json()) as OrderList;
  };
  const mine = (query: Record<string, string> = {}) => list('/orders', cookie.ana, query);
  const idsOf = (page: OrderList) => page.results.map((order) => order.id);

  async function setRow(order: Order, values: Partial<typeof orders.$inferInsert>) {
    await database.db.update(orders).set(values).where(eq(orders.id, order.id));
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const [anaUser, brunoUser, cafeOwner, solOwner] = await Promise.all(
      ['Ana Ibáñez', 'Bruno Ortega', 'Dueña Café', 'Dueño Sol'].map((fullName) =>
        createUser(db, { fullName }),
      ),
    );
    const [shopA, shopB] = [
      await createShop(db, { slug: 'tienda-a' }),
      await createShop(db, { slug: 'tienda-b' }),
    ];
    const cafe = await createSupplier(db, { name: 'Café Ñandú', ownerId: cafeOwner!.id });
    const sol = await createSupplier(db, {
      name: 'Mercado Sol',
      ownerId: solOwner!.id,
      bankClabe: '002180000000000001',
    });
    Object.assign(ids, { cafe: cafe.id, sol: sol.id });
    const [backpack] = await createListedProducts(db, {
      supplierId: cafe.id,
      shopIds: [shopA.id, shopB.id],
      items: [{ name: 'Mochila Árbol', listPrice: 80_000, available: 50 }],
    });
    const [mug] = await createListedProducts(db, {
      supplierId: sol.id,
      shopIds: [shopA.id],
      items: [{ name: 'Taza', listPrice: 15_000, available: 50 }],
    });
    Object.assign(cookie, {
      ana: await createSessionCookie(db, anaUser!.id),
      bruno: await createSessionCookie(db, brunoUser!.id),
      cafeOwner: await createSessionCookie(db, cafeOwner!.id),
      solOwner: await createSessionCookie(db, solOwner!.id),
    });
    let attempt = 0;
    /** The buyer takes one unit for pick-up and places the order, paying as asked. */
    const buy = async (
      shop: string,
      productId: string,
      supplierId: string,
      buyer: string,
      pay: 'pay_in_store' | 'bank_transfer',
    ) => {
      await send(
        'POST',
        `/shops/${shop}/cart/items`,
        { product_id: productId, quantity: 1 },
        buyer,
      );
      const created = await send(
        'POST',
        `/shops/${shop}/checkouts`,
        { supplier_id: supplierId, currency: 'MXN' },
        buyer,
      );
      const { checkout_id } = (await created.json()) as { checkout_id: string };
      await send(
        'PATCH',
        `/shops/${shop}/checkouts/${checkout_id}`,
        { delivery_type: 'pickup_point', payment_type: pay },
        buyer,
      );
      const placed = await send('POST', '/orders', { checkout_id }, buyer, {
        'idempotency-key': `filters-${++attempt}`,
      });
      expect(placed.status).toBe(201);
      return (await placed.json()) as Order;
    };
    ana.delivered = await buy('tienda-a', backpack!.id, cafe.id, cookie.ana, 'pay_in_store');
    ana.cancelled = await buy('tienda-a', mug!.id, sol.id, cookie.ana, 'bank_transfer');
    ana.lateOctober = await buy('tienda-b', backpack!.id, cafe.id, cookie.ana, 'pay_in_store');
    brunos = await buy('tienda-a', backpack!.id, cafe.id, cookie.bruno, 'pay_in_store');
    const at = (iso: string) => new Date(iso);
    const state = (s: OrderState) => s;
    await setRow(ana.delivered, {
      state: state('delivered'),
      createdAt: at('2026-10-01T18:00:00Z'),
      updatedAt: at('2026-10-20T18:00:00Z'),
    });
    await setRow(ana.cancelled, {
      state: state('canceled_by_customer'),
      deliveryType: 'to_address',
      createdAt: at('2026-10-15T18:00:00Z'),
      updatedAt: at('2026-10-25T18:00:00Z'),
    });
    // 05:00 UTC on 1 November is 23:00 on 31 October in Mexico City (UTC-6 all year).
    await setRow(ana.lateOctober, {
      createdAt: at('2026-11-01T05:00:00Z'),
      updatedAt: at('2026-11-02T18:00:00Z'),
    });
    await setRow(brunos, {
      address: {
        id: 'adr_bruno',
        name: 'Bruno Peña',
        phone: '5512345678',
        streetAddress: 'Av. Juárez',
        streetNumber: '10',
        sublocality: null,
        locality: 'Ciudad de México',
        administrativeAreaLevel1: 'Ciudad de México',
        postalCode: '06000',
        country: 'MX',
        references: null,
      },
    });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it("lists all of the customer's orders, newest change first, without filters", async () => {
    const page = await mine();
    expect(idsOf(page)).toEqual([ana.lateOctober.id, ana.cancelled.id, ana.delivered.id]);
    expect(page.matches_estimated).toBe(3);
  });

  it('keeps to one shop when the list names it', async () => {
    expect(idsOf(await mine({ shop: 'tienda-b' }))).toEqual([ana.lateOctober.id]);
    expect(idsOf(await mine({ shop: 'tienda-a' }))).toEqual([ana.cancelled.id, ana.delivered.id]);
    expect((await mine({ shop: 'tienda-z' })).matches_estimated).toBe(0);
  });

  it('filters by state, payment method and delivery type', async () => {
    expect(idsOf(await mine({ state: 'delivered' }))).toEqual([ana.delivered.id]);
    expect(idsOf(await mine({ payment_type: 'bank_transfer' }))).toEqual([ana.cancelled.id]);
    expect(idsOf(await mine({ delivery_type: 'to_address' }))).toEqual([ana.cancelled.id]);
    expect(idsOf(await mine({ payment_type: 'pay_in_store', state: 'pending_payment' }))).toEqual([
      ana.lateOctober.id,
    ]);
  });

  it('leaves delivered or cancelled orders out when asked', async () => {
    expect(idsOf(await mine({ include_delivered: 'false' }))).toEqual([
      ana.lateOctober.id,
      ana.cancelled.id,
    ]);
    expect(idsOf(await mine({ include_canceled: 'false' }))).toEqual([
      ana.lateOctober.id,
      ana.delivered.id,
    ]);
    expect(idsOf(await mine({ include_delivered: 'false', include_canceled: 'false' }))).toEqual([
      ana.lateOctober.id,
    ]);
  });

  it('reads date ranges as whole days in Mexico City time, both ends included', async () => {
    expect(idsOf(await mine({ start_date: '2026-10-31', end_date: '2026-10-31' }))).toEqual([
      ana.lateOctober.id,
    ]);
    expect((await mine({ start_date: '2026-11-01' })).matches_estimated).toBe(0);
    expect(idsOf(await mine({ end_date: '2026-10-01' }))).toEqual([ana.delivered.id]);
    expect(idsOf(await mine({ start_date: '2026-10-02', end_date: '2026-10-30' }))).toEqual([
      ana.cancelled.id,
    ]);
  });

  it('finds orders by supplier, product, order number or transfer reference, ignoring accents and case', async () => {
    expect(idsOf(await mine({ text: 'CAFE ÑAN' }))).toEqual([ana.lateOctober.id, ana.delivered.id]);
    expect(idsOf(await mine({ text: 'arbol' }))).toEqual([ana.lateOctober.id, ana.delivered.id]);
    expect(idsOf(await mine({ text: 'taza' }))).toEqual([ana.cancelled.id]);
    // The number as printed, in lower case, or just its digits without the leading zeros.
    const number = ana.delivered.number;
    expect(number).toMatch(/^TD-\d{6}$/);
    for (const text of [number, number.toLowerCase(), String(Number(number.slice(3)))])
      expect(idsOf(await mine({ text })), text).toEqual([ana.delivered.id]);
    const reference = ana.cancelled.bank_transfer!.reference;
    expect(idsOf(await mine({ text: reference.toLowerCase() }))).toEqual([ana.cancelled.id]);
    // LIKE's wildcards are searched for as themselves.
    expect((await mine({ text: '%' })).matches_estimated).toBe(0);
  });

  it('sorts by purchase date when asked, and pages the filtered list', async () => {
    expect(idsOf(await mine({ sort: 'created_at' }))).toEqual([
      ana.delivered.id,
      ana.cancelled.id,
      ana.lateOctober.id,
    ]);
    expect(idsOf(await mine({ sort: 'updated_at' }))).toEqual([
      ana.delivered.id,
      ana.cancelled.id,
      ana.lateOctober.id,
    ]);
    const second = await mine({ include_delivered: 'false', offset: '1', limit: '1' });
    expect(second.matches_estimated).toBe(2);
    expect(idsOf(second)).toEqual([ana.cancelled.id]);
  });

  it("filters a supplier's orders by who receives them, and never reaches another supplier's", async () => {
    const cafeOrders = (query: Record<string, string>) =>
      list(`/suppliers/${ids.cafe}/orders`, cookie.cafeOwner, query);
    expect((await cafeOrders({})).matches_estimated).toBe(3);
    // The receiver on the address, or the customer's own name (a pick-up has no address).
    expect(idsOf(await cafeOrders({ text: 'bruno pena' }))).toEqual([brunos.id]);
    const byCustomer = await cafeOrders({ text: 'ibanez' });
    expect(idsOf(byCustomer)).toEqual([ana.lateOctober.id, ana.delivered.id]);
    expect(byCustomer.results.map((order) => order.customer.name)).toEqual([
      'Ana Ibáñez',
      'Ana Ibáñez',
    ]);
    expect((await cafeOrders({ text: 'taza' })).matches_estimated).toBe(0);
    expect(idsOf(await cafeOrders({ state: 'delivered' }))).toEqual([ana.delivered.id]);
    const solOrders = await list(`/suppliers/${ids.sol}/orders`, cookie.solOwner, {
      text: 'mochila',
    });
    expect(solOrders.matches_estimated).toBe(0);
    // Another owner's filters still meet the 404 of a supplier that is not theirs.
    const foreign = await send(
      'GET',
      `/suppliers/${ids.cafe}/orders?state=paid`,
      undefined,
      cookie.solOwner,
    );
    expect(foreign.status).toBe(404);
  });

  it('refuses unusable filters with 422 naming the field', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ state: 'lost' }, 'state'],
      [{ payment_type: 'barter' }, 'payment_type'],
      [{ start_date: '2026-02-30' }, 'start_date'],
      [{ end_date: '1/11/2026' }, 'end_date'],
      [{ start_date: '2026-11-02', end_date: '2026-11-01' }, 'end_date'],
      [{ include_delivered: 'maybe' }, 'include_delivered'],
      [{ text: 'x'.repeat(101) }, 'text'],
      [{ sort: 'total' }, 'sort'],
      [{ shop: 'Not A Slug!' }, 'shop'],
    ];
    for (const [query, field] of cases) {
      const res = await send('GET', `/orders?${new URLSearchParams(query)}`, undefined, cookie.ana);
      expect(res.status, JSON.stringify(query)).toBe(422);
      const body = (await res.json()) as { code: string; fields: Record<string, string[]> };
      expect(body.code).toBe('validation_error');
      expect(Object.keys(body.fields)).toContain(field);
    }
  });
});
