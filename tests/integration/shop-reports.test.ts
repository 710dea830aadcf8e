import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OrdersReport } from '@/lib/api/schemas/reports';
import { checkouts, orders, shopMembers } from '@/lib/db/schema';
import type { Currency, OrderState } from '@/lib/domain/vocabulary';
import { createApiApp } from '@/lib/server/http/app';
import { readOrdersReport } from '@/lib/server/reports/orders-report';

import { call } from '../support/auth-api';
import { createSessionCookie, createShop, createSupplier, createUser } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

type Who = 'owner' | 'admin' | 'accountant' | 'dispatcher' | 'customer' | 'ownerB';

// Friday 27 Nov 2026, noon in Mexico City.
const NOW = new Date('2026-11-27T18:00:00Z');

/**
 * The shop's orders report (spec 02 §2 `/admin/reportes/ordenes`, §9 ranges): the database counts
 * and sums the orders placed in the shop per day, week or month in Mexico City, state and
 * currency; cancelled orders are counted but add nothing to the totals; other shops' orders never
 * appear; the owner, admins and accountants read it, dispatchers and everyone else may not.
 */
describe.each(kinds)('shop orders report on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  const people = {} as Record<Who, { id: string }>;
  let n = 0;

  const get = (path: string, who?: Who) =>
    call(api, 'GET', `/api${path}`, undefined, { cookie: who && cookie[who] });
  const report = (range: Parameters<typeof readOrdersReport>[2]) =>
    readOrdersReport(
      { db: database.db, actor: { kind: 'user', userId: people.accountant.id, level: 0 } },
      'tienda-a',
      range,
      NOW,
    );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    for (const who of ['owner', 'admin', 'accountant', 'dispatcher', 'customer', 'ownerB'] as const)
      people[who] = await createUser(db);
    const shopA = await createShop(db, { slug: 'tienda-a', ownerId: people.owner.id });
    const shopB = await createShop(db, { slug: 'tienda-b', ownerId: people.ownerB.id });
    await db.insert(shopMembers).values(
      (['admin', 'accountant', 'dispatcher'] as const).map((role) => ({
        shopId: shopA.id,
        userId: people[role].id,
        role,
      })),
    );
    const supplier = await createSupplier(db);
    const order = async (
      shopId: string,
      at: string,
      state: OrderState,
      total: number,
      currency: Currency = 'MXN',
    ) => {
      const id = `rep_${++n}`;
      await db.insert(checkouts).values({
        id: `chk_${id}`,
        shopId,
        userId: people.customer.id,
        supplierId: supplier.id,
        currency,
        state: 'placed',
      });
      await db.insert(orders).values({
        id,
        shopId,
        userId: people.customer.id,
        supplierId: supplier.id,
        checkoutId: `chk_${id}`,
        state,
        paymentType: 'pay_in_store',
        currency,
        productsTotal: total - 1_000,
        shippingCost: 1_000,
        total,
        createdAt: new Date(at),
        updatedAt: new Date(at),
      });
    };
    await order(shopA.id, '2026-11-27T17:00:00Z', 'delivered', 10_000);
    // 23:30 on 25 Nov in Mexico City, already the 26th in UTC.
    await order(shopA.id, '2026-11-26T05:30:00Z', 'paid', 5_000);
    await order(shopA.id, '2026-11-25T18:00:00Z', 'canceled_by_customer', 7_000);
    await order(shopA.id, '2026-11-27T10:00:00Z', 'in_process', 2_000, 'USD');
    // The day before the 7 days began (they start on the 21st).
    await order(shopA.id, '2026-11-20T18:00:00Z', 'delivered', 99_000);
    await order(shopA.id, '2026-06-17T18:00:00Z', 'canceled_by_supplier', 40_000);
    await order(shopA.id, '2026-06-15T18:00:00Z', 'delivered', 30_000);
    // Another shop's order on the same day: never in A's report.
    await order(shopB.id, '2026-11-27T17:00:00Z', 'delivered', 123_000);
    for (const who of Object.keys(people) as Who[])
      cookie[who] = await createSessionCookie(db, people[who].id);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('counts and sums the last 7 days per state and currency, cancelled orders counted but not summed', async () => {
    const r = await report('7d');
    expect(r).toMatchObject({
      range: '7d',
      bucket: 'day',
      from: '2026-11-21',
      to: '2026-11-27',
      time_zone: 'America/Mexico_City',
      orders: 4,
      canceled: 1,
      currency: 'MXN',
      totals: [
        { currency: 'MXN', orders: 2, total: 15_000 },
        { currency: 'USD', orders: 1, total: 2_000 },
      ],
    });
    const byState = Object.fromEntries(r.states.map((s) => [s.state, s]));
    expect(r.states.map((s) => s.state)).toHaveLength(8);
    expect(byState.delivered).toEqual({
      state: 'delivered',
      orders: 1,
      totals: [{ currency: 'MXN', total: 10_000 }],
    });
    expect(byState.paid!.orders).toBe(1);
    expect(byState.canceled_by_customer).toEqual({
      state: 'canceled_by_customer',
      orders: 1,
      totals: [{ currency: 'MXN', total: 7_000 }],
    });
    expect(byState.in_process!.totals).toEqual([{ currency: 'USD', total: 2_000 }]);
    expect(byState.to_deliver).toEqual({ state: 'to_deliver', orders: 0, totals: [] });
  });

  it('puts each order on its Mexico City day, one point per day, empty days included', async () => {
    const r = await report('7d');
    expect(r.series).toEqual([
      { start: '2026-11-21', orders: 0, canceled: 0, total: 0 },
      { start: '2026-11-22', orders: 0, canceled: 0, total: 0 },
      { start: '2026-11-23', orders: 0, canceled: 0, total: 0 },
      { start: '2026-11-24', orders: 0, canceled: 0, total: 0 },
      // The paid order (23:30 local) and the cancelled one: only the paid one sums.
      { start: '2026-11-25', orders: 2, canceled: 1, total: 5_000 },
      { start: '2026-11-26', orders: 0, canceled: 0, total: 0 },
      // The USD order counts but its total is not in the MXN line.
      { start: '2026-11-27', orders: 2, canceled: 0, total: 10_000 },
    ]);
  });

  it('widens with the range: 14 days reach the 20th, 6 months go by week, 12 months by month', async () => {
    expect((await report('14d')).orders).toBe(5);
    const half = await report('6m');
    expect(half.bucket).toBe('week');
    expect(half.orders).toBe(7);
    expect(half.series.find((p) => p.start === '2026-06-15')).toEqual({
      start: '2026-06-15',
      orders: 2,
      canceled: 1,
      total: 30_000,
    });
    const year = await report('12m');
    expect(year.bucket).toBe('month');
    expect(year.series).toHaveLength(13);
    expect(year.series.find((p) => p.start === '2026-11-01')).toEqual({
      start: '2026-11-01',
      orders: 5,
      canceled: 1,
      total: 114_000,
    });
    expect(year.totals).toEqual([
      { currency: 'MXN', orders: 4, total: 144_000 },
      { currency: 'USD', orders: 1, total: 2_000 },
    ]);
  });

  it('answers the owner, admins and accountants over HTTP, in the range asked (30 days by default)', async () => {
    for (const who of ['owner', 'admin', 'accountant'] as const) {
      const res = await get('/shops/tienda-a/reports/orders?range=14d', who);
      expect(res.status, who).toBe(200);
      const body = (await res.json()) as OrdersReport;
      expect(body.range).toBe('14d');
      expect(body.series).toHaveLength(14);
    }
    const byDefault = (await (
      await get('/shops/tienda-a/reports/orders', 'owner')
    ).json()) as OrdersReport;
    expect(byDefault.range).toBe('30d');
    expect(byDefault.series).toHaveLength(30);
  });

  it("refuses dispatchers, customers and other shops' owners (403), anonymous visitors (401), unknown ranges (422)", async () => {
    for (const who of ['dispatcher', 'customer', 'ownerB'] as const) {
      const res = await get('/shops/tienda-a/reports/orders?range=7d', who);
      expect(res.status, who).toBe(403);
      expect((await res.json()).code, who).toBe('forbidden');
    }
    expect((await get('/shops/tienda-a/reports/orders?range=7d')).status).toBe(401);
    const bad = await get('/shops/tienda-a/reports/orders?range=2y', 'owner');
    expect(bad.status).toBe(422);
    expect((await bad.json()).code).toBe('validation_error');
    expect((await get('/shops/no-existe/reports/orders', 'owner')).status).toBe(404);
    // B's owner reads B's report: only B's order.
    const own = await readOrdersReport(
      { db: database.db, actor: { kind: 'user', userId: people.ownerB.id, level: 0 } },
      'tienda-b',
      '7d',
      NOW,
    );
    expect(own.totals).toEqual([{ currency: 'MXN', orders: 1, total: 123_000 }]);
  });
});
