import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Checkout, Order } from '@/lib/api/schemas/checkout';
import type { Cashout, Wallet } from '@/lib/api/schemas/wallet';
import { commissionEntries, orderLines, orders, products } from '@/lib/db/schema';
import { creditDeliveredOrder } from '@/lib/server/commissions/credit-delivered-order';
import { readWallet } from '@/lib/server/commissions/read-wallet';
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

const kinds = await databaseKinds({ postgres: 'concurrency' });

type Who = 'ana' | 'reseller' | 'supplierOwner' | 'stranger' | 'staff';
const HOUR = 60 * 60 * 1000;

/**
 * Commissions and the wallet (spec 03 §1, §3, §9; spec 02 §7, §9): the reseller's earning fixed
 * on each order line when placed, credited once when the order is delivered, pending for the
 * 72-hour return window and then available; the wallet read by its owner only.
 */
describe.each(kinds)('commissions and wallet on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  const userId = {} as Record<Who, string>;
  let supplierId: string;
  const item = {} as Record<'rebozo' | 'jarro', string>;
  let attempt = 0;

  const send = (method: string, path: string, body?: unknown, who?: Who) =>
    call(api, method, `/api${path}`, body, { cookie: who && cookie[who] });
  const walletOf = async (who: Who, query = '') => {
    const res = await send('GET', `/me/wallets/commissions${query}`, undefined, who);
    expect(res.status).toBe(200);
    return (await res.json()) as Wallet;
  };
  const creditsOf = (orderId: string) =>
    database.db.select().from(commissionEntries).where(eq(commissionEntries.orderId, orderId));

  /** Ana buys two rebozos and a jarro for pick-up in `shop`, paying there: the placed order. */
  async function placeOrder(shop = 'tienda-r'): Promise<Order> {
    await send(
      'POST',
      `/shops/${shop}/cart/items`,
      { product_id: item.rebozo, quantity: 2 },
      'ana',
    );
    await send('POST', `/shops/${shop}/cart/items`, { product_id: item.jarro, quantity: 1 }, 'ana');
    const created = await send(
      'POST',
      `/shops/${shop}/checkouts`,
      { supplier_id: supplierId, currency: 'MXN' },
      'ana',
    );
    const checkout = (await created.json()) as Checkout;
    await send(
      'PATCH',
      `/shops/${shop}/checkouts/${checkout.checkout_id}`,
      { delivery_type: 'pickup_point', payment_type: 'pay_in_store' },
      'ana',
    );
    const res = await call(
      api,
      'POST',
      '/api/orders',
      { checkout_id: checkout.checkout_id },
      { cookie: cookie.ana, headers: { 'idempotency-key': `wallet-${kind}-${++attempt}` } },
    );
    expect(res.status).toBe(201);
    return (await res.json()) as Order;
  }

  /** The supplier moves the order on `steps` times. */
  async function advance(orderId: string, steps: number) {
    for (let i = 0; i < steps; i++) {
      expect(
        (await send('POST', `/orders/${orderId}/next`, undefined, 'supplierOwner')).status,
      ).toBe(200);
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    for (const who of ['ana', 'reseller', 'supplierOwner', 'stranger', 'staff'] as const) {
      // Platform staff (level 3) pay cash-outs out.
      userId[who] = (await createUser(db, who === 'staff' ? { level: 3 } : {}))!.id;
      cookie[who] = await createSessionCookie(db, userId[who]);
    }
    const supplier = await createSupplier(db, {
      ownerId: userId.supplierOwner,
      isDropshipping: true,
    });
    supplierId = supplier.id;
    const resellerShop = await createShop(db, { slug: 'tienda-r', ownerId: userId.reseller });
    const supplierShop = await createShop(db, {
      slug: 'tienda-prov',
      ownerId: userId.supplierOwner,
      supplierId,
    });
    const [rebozo, jarro] = await createListedProducts(db, {
      supplierId,
      shopIds: [resellerShop.id, supplierShop.id],
      items: [
        // Margin 99.51 at the base rate 0.5: 49.75 a unit (rounded down).
        {
          name: 'Rebozo',
          listPrice: 50_000,
          available: 100,
          isDropshipping: true,
          contributionMargin: 9_951,
        },
        { name: 'Jarro', listPrice: 20_000, available: 100 },
      ],
    });
    Object.assign(item, { rebozo: rebozo!.id, jarro: jarro!.id });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it("fixes on each line what the shop's owner earns when the order is placed", async () => {
    const order = await placeOrder();
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.resellerId).toBe(userId.reseller);
    const lines = await database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    const earningOf = (productId: string) => lines.find((l) => l.productId === productId)?.earning;
    expect(earningOf(item.rebozo)).toBe(4_975 * 2);
    // Not for resale (no margin): nobody earns on it.
    expect(earningOf(item.jarro)).toBeNull();
  });

  it("earns nothing in the supplier's own shop", async () => {
    const order = await placeOrder('tienda-prov');
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.resellerId).toBeNull();
    const lines = await database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    expect(lines.every((line) => line.earning === null)).toBe(true);
    await advance(order.id, 4);
    expect(await creditsOf(order.id)).toHaveLength(0);
  });

  it('credits the reseller once when the order is delivered, with the amount fixed at sale', async () => {
    const before = await walletOf('reseller');
    const order = await placeOrder();
    // A later change of the margin does not change what this sale earns.
    await database.db
      .update(products)
      .set({ contributionMargin: 1 })
      .where(eq(products.id, item.rebozo));
    await advance(order.id, 3);
    expect(await creditsOf(order.id)).toHaveLength(0);
    await advance(order.id, 1);
    const credits = await creditsOf(order.id);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({
      userId: userId.reseller,
      kind: 'credit',
      productId: item.rebozo,
      amount: 9_950,
      currency: 'MXN',
    });
    // A replayed delivery credits nothing more.
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(await database.db.transaction((tx) => creditDeliveredOrder(tx, row!))).toBe(0);
    expect(await creditsOf(order.id)).toHaveLength(1);

    const wallet = await walletOf('reseller');
    const mxn = (w: Wallet) =>
      w.balances.find((b) => b.currency === 'MXN') ?? {
        balance: 0,
        pending: 0,
        available_for_cashout: 0,
      };
    expect(mxn(wallet).pending - mxn(before).pending).toBe(9_950);
    expect(mxn(wallet).available_for_cashout).toBe(mxn(before).available_for_cashout);
    expect(wallet.results[0]).toMatchObject({
      order_id: order.id,
      amount: 9_950,
      status: 'pending',
    });
    await database.db
      .update(products)
      .set({ contributionMargin: 9_951 })
      .where(eq(products.id, item.rebozo));
  });

  it('makes a credit available once the 72-hour return window has passed', async () => {
    const order = await placeOrder();
    await advance(order.id, 4);
    const [credit] = await creditsOf(order.id);
    expect(credit!.availableAt.getTime() - credit!.createdAt.getTime()).toBeGreaterThanOrEqual(
      72 * HOUR - 1_000,
    );
    const ctx = {
      db: database.db,
      actor: { kind: 'user' as const, userId: userId.reseller, level: 1 as const },
    };
    const page = { offset: 0, limit: 10 };
    const justBefore = await readWallet(
      ctx,
      'commissions',
      page,
      new Date(credit!.availableAt.getTime() - 1),
    );
    const after = await readWallet(
      ctx,
      'commissions',
      page,
      new Date(credit!.availableAt.getTime() + 1),
    );
    const line = (w: Wallet) => w.results.find((r) => r.id === credit!.id)!;
    expect(line(justBefore).status).toBe('pending');
    expect(line(after).status).toBe('available');
    const mxn = (w: Wallet) => w.balances.find((b) => b.currency === 'MXN')!;
    expect(mxn(after).available_for_cashout - mxn(justBefore).available_for_cashout).toBe(9_950);
    expect(mxn(after).balance).toBe(mxn(justBefore).balance);
  });

  it('a refund after the window takes back an available credit: available drops, never below zero, and a paid cash-out stays paid', async () => {
    const mxn = async () =>
      (await walletOf('reseller')).balances.find((b) => b.currency === 'MXN')!;
    // Every other credit here is still inside its window: nothing is available yet.
    expect((await walletOf('reseller')).balances.every((b) => b.available_for_cashout === 0)).toBe(
      true,
    );
    const order = await placeOrder();
    await advance(order.id, 4);
    const [credit] = await creditsOf(order.id);
    expect(credit).toMatchObject({ kind: 'credit', amount: 9_950 });
    // The 72 hours pass (the credit's moment is set in the past, as time would).
    const due = new Date(Date.now() - HOUR);
    await database.db
      .update(commissionEntries)
      .set({ availableAt: due })
      .where(eq(commissionEntries.id, credit!.id));
    const delivered = await mxn();
    expect(delivered.available_for_cashout).toBe(9_950);
    expect((await walletOf('reseller')).results.find((r) => r.id === credit!.id)?.status).toBe(
      'available',
    );

    // The reseller cashes out 30.00 and platform staff pay it.
    const asked = await call(
      api,
      'POST',
      '/api/me/wallets/commissions/cashouts',
      { amount: 3_000, currency: 'MXN' },
      { cookie: cookie.reseller, headers: { 'idempotency-key': `wallet-${kind}-cashout` } },
    );
    expect(asked.status).toBe(201);
    const cashout = (await asked.json()) as Cashout;
    expect(
      (
        await send(
          'POST',
          `/admin/cashouts/${cashout.id}/pay`,
          { payment_reference: 'SPEI-WALLET-1' },
          'staff',
        )
      ).status,
    ).toBe(200);
    const cashedOut = await mxn();
    expect(cashedOut.available_for_cashout).toBe(6_950);

    // The supplier refunds one of the two rebozos: its share of the credit comes off at once.
    const rebozo = { product_id: item.rebozo, variant: null, quantity: 1 };
    const refund = (n: number) =>
      call(
        api,
        'POST',
        `/api/orders/${order.id}/refunds`,
        { amount: 50_000, lines: [rebozo] },
        {
          cookie: cookie.supplierOwner,
          headers: { 'idempotency-key': `wallet-${kind}-refund-${n}` },
        },
      );
    expect((await refund(1)).status).toBe(201);
    const reversals = async () =>
      (await creditsOf(order.id)).filter((entry) => entry.kind === 'reversal');
    const [first] = await reversals();
    // Due when the credit was: already past, so it comes off what is available, not pending.
    expect(first).toMatchObject({ amount: -4_975, availableAt: due });
    const once = await mxn();
    expect(once.available_for_cashout).toBe(6_950 - 4_975);
    expect(once.pending).toBe(cashedOut.pending);
    expect(once.balance).toBe(cashedOut.balance - 4_975);
    const line = (await walletOf('reseller')).results.find((r) => r.id === first!.id);
    expect(line).toMatchObject({ kind: 'reversal', amount: -4_975, status: 'available' });

    // The other one too: the ledger now holds less than was paid out; what may be cashed out
    // stops at zero, and the cash-out already paid stays paid.
    expect((await refund(2)).status).toBe(201);
    expect(await reversals()).toHaveLength(2);
    const twice = await mxn();
    expect(twice.available_for_cashout).toBe(0);
    expect(twice.balance).toBe(cashedOut.balance - 9_950);
    expect((await walletOf('reseller')).cashouts.find((c) => c.id === cashout.id)).toMatchObject({
      state: 'paid',
      amount: 3_000,
      payment_reference: 'SPEI-WALLET-1',
    });
    const more = await call(
      api,
      'POST',
      '/api/me/wallets/commissions/cashouts',
      { amount: 1, currency: 'MXN' },
      { cookie: cookie.reseller, headers: { 'idempotency-key': `wallet-${kind}-cashout-2` } },
    );
    expect([more.status, ((await more.json()) as { code: string }).code]).toEqual([
      422,
      'cashout_exceeds_available',
    ]);
  });

  it('credits nothing for a cancelled order', async () => {
    const order = await placeOrder();
    await advance(order.id, 1);
    const cancelled = await send(
      'POST',
      `/orders/${order.id}/cancel`,
      { reason: 'cannot_be_fulfilled' },
      'supplierOwner',
    );
    expect(cancelled.status).toBe(200);
    expect(
      (await send('POST', `/orders/${order.id}/next`, undefined, 'supplierOwner')).status,
    ).toBe(409);
    expect(await creditsOf(order.id)).toHaveLength(0);
  });

  it('credits once when the delivery is sent twice at the same time', async () => {
    const order = await placeOrder();
    await advance(order.id, 3);
    const statuses = await Promise.all(
      [0, 1].map(
        async () =>
          (await send('POST', `/orders/${order.id}/next`, undefined, 'supplierOwner')).status,
      ),
    );
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await creditsOf(order.id)).toHaveLength(1);
    // Two deliveries' ledger writes racing each other: the unique key keeps one.
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    const written = await Promise.all(
      [0, 1, 2].map(() => database.db.transaction((tx) => creditDeliveredOrder(tx, row!))),
    );
    expect(written).toEqual([0, 0, 0]);
    await database.db.delete(commissionEntries).where(eq(commissionEntries.orderId, order.id));
    const raced = await Promise.all(
      [0, 1, 2].map(() => database.db.transaction((tx) => creditDeliveredOrder(tx, row!))),
    );
    expect(raced.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await creditsOf(order.id)).toHaveLength(1);
  });

  it('shows each user only their own wallet, paged 10, with the next cut-off', async () => {
    const mine = await walletOf('reseller', '?limit=2');
    expect(mine.results.length).toBeGreaterThan(0);
    expect(mine.results.length).toBeLessThanOrEqual(2);
    expect(mine.matches_estimated).toBeGreaterThanOrEqual(mine.results.length);
    expect(mine.next_cutoff_date).toMatch(/^\d{4}-\d{2}-(01|16)$/);
    const theirs = await walletOf('stranger');
    expect(theirs).toMatchObject({ results: [], matches_estimated: 0, balances: [] });
    expect((await send('GET', '/me/wallets/commissions')).status).toBe(401);
    expect((await send('GET', '/me/wallets/other', undefined, 'reseller')).status).toBe(422);
  });
});
