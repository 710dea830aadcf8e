import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Cashout, Wallet } from '@/lib/api/schemas/wallet';
import { commissionEntries, walletCashouts } from '@/lib/db/schema';
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

// Also on PostgreSQL: concurrent requests meet the user's row lock.
const kinds = await databaseKinds({ postgres: 'concurrency' });
const DAY = 24 * 60 * 60 * 1000;

/**
 * Cash-outs (issue 19: "a cash-out request that moves money out of 'available' once"; "cash-out
 * never exceeds available"): a reseller with 300.00 available and 50.00 still pending.
 */
describe.each(kinds)('wallet cash-outs on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<'reseller' | 'other', string>;
  let attempt = 0;

  const cashout = (body: unknown, key = `cashout-key-${++attempt}`, who = cookie.reseller) =>
    call(api, 'POST', '/api/me/wallets/commissions/cashouts', body, {
      cookie: who,
      headers: { 'idempotency-key': key },
    });
  const wallet = async (who = cookie.reseller) =>
    (await (
      await call(api, 'GET', '/api/me/wallets/commissions', undefined, { cookie: who })
    ).json()) as Wallet;
  const mxn = async (who = cookie.reseller) =>
    (await wallet(who)).balances.find((b) => b.currency === 'MXN');

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const [shopper, reseller, other, owner] = await Promise.all(
      Array.from({ length: 4 }, () => createUser(db)),
    );
    const shop = await createShop(db, { slug: 'tienda-c' });
    const supplier = await createSupplier(db, { ownerId: owner!.id });
    const [item] = await createListedProducts(db, {
      supplierId: supplier.id,
      shopIds: [shop.id],
      items: [{ name: 'Cesta', listPrice: 50_000, available: 10 }],
    });
    const order = await placePickupOrder(api, {
      cookie: await createSessionCookie(db, shopper!.id),
      shop: 'tienda-c',
      supplierId: supplier.id,
      productId: item!.id,
    });
    const entry = (amount: number, availableAt: Date, variant: string) => ({
      id: `com_${randomUUID()}`,
      userId: reseller!.id,
      walletType: 'commissions' as const,
      kind: 'credit' as const,
      orderId: order.id,
      productId: item!.id,
      variant,
      name: 'Cesta',
      amount,
      currency: 'MXN' as const,
      availableAt,
    });
    await db
      .insert(commissionEntries)
      .values([
        entry(30_000, new Date(Date.now() - DAY), 'a'),
        entry(5_000, new Date(Date.now() + DAY), 'b'),
      ]);
    cookie.reseller = await createSessionCookie(db, reseller!.id);
    cookie.other = await createSessionCookie(db, other!.id);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('takes a request out of what is available at once, and lists it', async () => {
    expect(await mxn()).toMatchObject({
      balance: 35_000,
      pending: 5_000,
      available_for_cashout: 30_000,
    });
    const res = await cashout({ amount: 10_000, currency: 'MXN' });
    expect(res.status).toBe(201);
    const made = (await res.json()) as Cashout;
    expect(made).toMatchObject({ amount: 10_000, currency: 'MXN', state: 'requested' });
    expect(await mxn()).toMatchObject({
      balance: 25_000,
      pending: 5_000,
      available_for_cashout: 20_000,
    });
    expect((await wallet()).cashouts.map((c) => c.id)).toEqual([made.id]);
  });

  it('never takes more than is available: not the pending part, not another currency', async () => {
    const { available_for_cashout: left } = (await mxn())!;
    const over = await cashout({ amount: left + 1, currency: 'MXN' });
    expect(over.status).toBe(422);
    expect(await over.json()).toMatchObject({
      code: 'cashout_exceeds_available',
      message: 'El monto es mayor que lo disponible para retiro.',
    });
    expect((await cashout({ amount: 100, currency: 'USD' })).status).toBe(422);
    // Someone with nothing has nothing to take out.
    expect((await cashout({ amount: 100, currency: 'MXN' }, undefined, cookie.other)).status).toBe(
      422,
    );
  });

  it('asks once per key: a repeat answers the same request, another body is refused', async () => {
    const [a, b] = await Promise.all([
      cashout({ amount: 1_000, currency: 'MXN' }, 'cashout-twice'),
      cashout({ amount: 1_000, currency: 'MXN' }, 'cashout-twice'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(((await a.json()) as Cashout).id).toBe(((await b.json()) as Cashout).id);
    const reused = await cashout({ amount: 2_000, currency: 'MXN' }, 'cashout-twice');
    expect(reused.status).toBe(422);
  });

  it('lets concurrent requests take out no more than there is', async () => {
    const { available_for_cashout: left } = (await mxn())!;
    const share = Math.floor(left * 0.4);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cashout({ amount: share, currency: 'MXN' })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 422, 422, 422]);
    expect((await mxn())!.available_for_cashout).toBe(left - 2 * share);
  });

  it('gives a rejected request back to what is available', async () => {
    const before = (await mxn())!.available_for_cashout;
    const made = (await (await cashout({ amount: 500, currency: 'MXN' })).json()) as Cashout;
    expect((await mxn())!.available_for_cashout).toBe(before - 500);
    await database.db
      .update(walletCashouts)
      .set({ state: 'rejected' })
      .where(eq(walletCashouts.id, made.id));
    expect((await mxn())!.available_for_cashout).toBe(before);
  });
});
