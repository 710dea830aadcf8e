import { asc, eq } from 'drizzle-orm';

import {
  alerts,
  cartItems,
  carts,
  checkouts,
  commissionEntries,
  courierBranches,
  orderLines,
  orderReceipts,
  orderRefunds,
  orderReturns,
  orders,
  products,
  storeListings,
  suppliers,
  users,
  reviews,
  walletCashouts,
} from '@/lib/db/schema';
import { DELIVERY_TYPES, ORDER_STATES } from '@/lib/domain/vocabulary';
import { BANK_TRANSFER_WINDOW_MS, shippingRate } from '@/lib/domain/orders/checkout-options';
import { mayIssueReceipt } from '@/lib/domain/orders/receipts';
import { SEED_UPDATED_AT } from '@/lib/db/seed/dates';
import { generateProducts } from '@/lib/db/seed/products';
import { seedDatabase } from '@/lib/db/seed/seed';
import { shopId } from '@/lib/db/seed/shop-specs';

import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// Also on PostgreSQL: a deployment on a PostgreSQL server starts from this seed.
const kinds = await databaseKinds({ postgres: 'seed' });
const PRODUCTS = 600;

async function seeded(kind: Awaited<ReturnType<typeof databaseKinds>>[number]) {
  const database = await createTestDatabase(kind);
  const summary = await seedDatabase(database.db, { products: PRODUCTS });
  return { database, summary };
}

/** The demo seed's orders (DESIGN §3: the demo data includes orders): the shopper's history. */
describe.each(kinds)('demo seed orders on %s', (kind) => {
  let database: TestDatabase;
  let orderCount: number;

  beforeAll(async () => {
    const result = await seeded(kind);
    database = result.database;
    orderCount = result.summary.orders;
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const buyerOrders = async () => {
    const [buyer] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'cliente@tienda.test'));
    return database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, buyer!.id))
      .orderBy(asc(orders.id));
  };

  it('gives cliente@tienda.test orders on demo and moda in every state and delivery type', async () => {
    const rows = await buyerOrders();
    expect(orderCount).toBe(rows.length);
    const perShop = new Map<string, number>();
    for (const row of rows) perShop.set(row.shopId, (perShop.get(row.shopId) ?? 0) + 1);
    expect(Object.fromEntries(perShop)).toEqual({ [shopId('demo')]: 8, [shopId('moda')]: 2 });
    // "Mis compras" shows 10 a page: orders placed by e2e tests stay on the first one.
    for (const count of perShop.values()) expect(count).toBeLessThanOrEqual(10);
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(ORDER_STATES));
    expect(new Set(rows.map((row) => row.deliveryType))).toEqual(new Set(DELIVERY_TYPES));
    expect(new Set(rows.map((row) => row.paymentType))).toEqual(
      new Set(['cash_on_delivery', 'bank_transfer', 'pay_in_store']),
    );
    expect(new Set(rows.map((row) => row.supplierId)).size).toBeGreaterThanOrEqual(4);
    // Every order belongs to the shopper and nobody else has any.
    expect(await database.db.select({ id: orders.id }).from(orders)).toHaveLength(rows.length);
  });

  it('has lines whose totals add up, of the supplier’s own listed simple items at list price', async () => {
    for (const order of await buyerOrders()) {
      const lines = await database.db
        .select({ line: orderLines, product: products })
        .from(orderLines)
        .innerJoin(products, eq(products.id, orderLines.productId))
        .where(eq(orderLines.orderId, order.id));
      expect(lines.length, order.id).toBeGreaterThanOrEqual(1);
      expect(lines.length, order.id).toBeLessThanOrEqual(3);
      for (const { line, product } of lines) {
        expect(product.ownerId, `${order.id} ${line.productId}`).toBe(order.supplierId);
        expect(product).toMatchObject({ type: 'product', currency: order.currency });
        expect(Object.keys(product.variants)).toEqual([]);
        expect(line).toMatchObject({
          variant: '',
          name: product.name,
          photo: product.photos[0],
          unitPrice: product.listPrice,
          total: product.listPrice * line.quantity,
        });
        expect(line.quantity).toBeGreaterThan(0);
        const listed = await database.db
          .select()
          .from(storeListings)
          .where(eq(storeListings.productId, product.id));
        expect(
          listed.map((l) => l.shopId),
          line.productId,
        ).toContain(order.shopId);
      }
      expect(order.productsTotal).toBe(lines.reduce((sum, { line }) => sum + line.total, 0));
      const rateId = (
        await database.db.select().from(checkouts).where(eq(checkouts.id, order.checkoutId))
      )[0]?.rateId;
      const rate = shippingRate(order.currency, rateId ?? null);
      expect(rate?.deliveryType, order.id).toBe(order.deliveryType);
      expect(order.shippingCost).toBe(rate?.price);
      expect(order.total).toBe(order.productsTotal + order.shippingCost);
    }
  });

  it('orders only from enabled suppliers, with transfers only where the supplier has an account', async () => {
    const supplierRows = await database.db.select().from(suppliers);
    const byId = new Map(supplierRows.map((row) => [row.id, row]));
    for (const order of await buyerOrders()) {
      const supplier = byId.get(order.supplierId)!;
      expect(supplier.enabled, order.id).toBe(true);
      if (order.paymentType === 'bank_transfer') expect(supplier.bankClabe).toBeTruthy();
    }
  });

  it('keeps the details of each state, payment and delivery as placing and moving an order does', async () => {
    for (const order of await buyerOrders()) {
      const [checkout] = await database.db
        .select()
        .from(checkouts)
        .where(eq(checkouts.id, order.checkoutId));
      expect(checkout, order.id).toMatchObject({
        state: 'placed',
        userId: order.userId,
        shopId: order.shopId,
        supplierId: order.supplierId,
        currency: order.currency,
        deliveryType: order.deliveryType,
        paymentType: order.paymentType,
        agencyId: order.agencyId,
      });
      expect(checkout!.createdAt.getTime()).toBeLessThanOrEqual(order.createdAt.getTime());

      // Dates: within the 60 days before the seed's date, changed after being placed.
      const age = SEED_UPDATED_AT.getTime() - order.createdAt.getTime();
      expect(age, order.id).toBeGreaterThan(0);
      expect(age, order.id).toBeLessThanOrEqual(60 * 86_400_000);
      expect(order.updatedAt.getTime(), order.id).toBeLessThan(SEED_UPDATED_AT.getTime());
      if (order.state === 'pending_payment') expect(order.updatedAt).toEqual(order.createdAt);
      else expect(order.updatedAt.getTime(), order.id).toBeGreaterThan(order.createdAt.getTime());

      // Payment: no transfer waits (the app would cancel it); paid ones say when.
      const paidOrLater = mayIssueReceipt(order.state);
      if (order.paymentType === 'bank_transfer') {
        expect(order.state).not.toBe('pending_payment');
        expect(order.transferReference).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
        expect(order.payBy!.getTime() - order.createdAt.getTime()).toBe(BANK_TRANSFER_WINDOW_MS);
      } else {
        expect(order.transferReference).toBeNull();
        expect(order.payBy).toBeNull();
      }
      if (paidOrLater) {
        expect(order.paidAt!.getTime()).toBeGreaterThan(order.createdAt.getTime());
        expect(order.paidAt!.getTime()).toBeLessThanOrEqual(order.updatedAt.getTime());
        if (order.paymentType === 'bank_transfer')
          expect(order.paidAt!.getTime()).toBeLessThanOrEqual(order.payBy!.getTime());
      } else expect(order.paidAt).toBeNull();
      if (order.state.startsWith('canceled_')) expect(order.cancelReason).toBeTruthy();
      else expect(order.cancelReason).toBeNull();

      // Delivery: what checkout allows, with the address or branch copied.
      if (order.paymentType === 'cash_on_delivery')
        expect(['to_address', 'fixed_delivery']).toContain(order.deliveryType);
      if (order.paymentType === 'pay_in_store') expect(order.deliveryType).toBe('pickup_point');
      if (order.deliveryType === 'to_address' || order.deliveryType === 'fixed_delivery') {
        expect(order.address).toMatchObject({
          name: expect.any(String),
          phone: expect.stringMatching(/^\d{10}$/),
          postalCode: expect.stringMatching(/^\d{5}$/),
          country: 'MX',
        });
      } else expect(order.address).toBeNull();
      if (order.deliveryType === 'to_branch') {
        expect(order.paymentType).toBe('bank_transfer');
        const [branch] = await database.db
          .select()
          .from(courierBranches)
          .where(eq(courierBranches.id, order.agencyId!));
        expect(branch?.active).toBe(true);
        expect(order.branch).toEqual({
          id: branch!.id,
          agency: branch!.agency,
          name: branch!.name,
          provinceCode: branch!.provinceCode,
          provinceName: expect.any(String),
          location: branch!.location,
          addressLine: branch!.addressLine,
          hours: branch!.hours,
        });
      } else {
        expect(order.branch).toBeNull();
        expect(order.agencyId).toBeNull();
      }
    }
  });

  it('has receipts for the delivered orders only, numbered 1, 2… per supplier, issued by its owner', async () => {
    const rows = await buyerOrders();
    const receipts = await database.db
      .select()
      .from(orderReceipts)
      .orderBy(asc(orderReceipts.issuedAt));
    const orderById = new Map(rows.map((row) => [row.id, row]));
    const delivered = rows.filter((row) => row.state === 'delivered');
    expect(receipts.map((r) => r.orderId).sort()).toEqual(delivered.map((row) => row.id).sort());
    const seen = new Map<string, number>();
    for (const receipt of receipts) {
      const order = orderById.get(receipt.orderId)!;
      expect(mayIssueReceipt(order.state)).toBe(true);
      expect(receipt.supplierId).toBe(order.supplierId);
      const [supplier] = await database.db
        .select()
        .from(suppliers)
        .where(eq(suppliers.id, receipt.supplierId));
      expect(receipt.issuedBy).toBe(supplier!.ownerId);
      expect(receipt.issuedAt.getTime()).toBeGreaterThanOrEqual(order.paidAt!.getTime());
      expect(receipt.issuedAt.getTime()).toBeLessThanOrEqual(order.updatedAt.getTime());
      const number = (seen.get(receipt.supplierId) ?? 0) + 1;
      expect(receipt.number).toBe(number);
      seen.set(receipt.supplierId, number);
    }
  });

  it('takes no stock and fills no cart', async () => {
    const generated = new Map(generateProducts(PRODUCTS).map((p) => [p.id, p.available]));
    const bought = await database.db
      .selectDistinct({ id: products.id, available: products.available })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId));
    expect(bought.length).toBeGreaterThan(0);
    for (const product of bought) expect(product.available).toBe(generated.get(product.id));
    expect(await database.db.select().from(carts)).toEqual([]);
    expect(await database.db.select().from(cartItems)).toEqual([]);
  });

  it("gives the shopper's and the suppliers' bells alerts about the seeded orders", async () => {
    const rows = await database.db.select().from(alerts);
    const all = await database.db.select().from(orders);
    const customer = rows.flatMap((a) =>
      a.event === 'order_state' && a.params.type === 'order' ? [{ ...a, params: a.params }] : [],
    );
    // One per order that left waiting for payment, its current state; the two newest unread.
    expect(customer.map((a) => a.params.order).sort()).toEqual(
      all
        .filter((o) => o.state !== 'pending_payment')
        .map((o) => o.id)
        .sort(),
    );
    expect(customer.filter((a) => a.visitedAt === null)).toHaveLength(2);
    for (const alert of customer) {
      const order = all.find((o) => o.id === alert.params.order)!;
      expect(alert.userId).toBe(order.userId);
      expect(alert.params.state).toBe(order.state);
    }
    // Every order told its supplier's owner when it was placed.
    const owners = new Map(
      (await database.db.select().from(suppliers)).map((s) => [s.id, s.ownerId]),
    );
    for (const order of all) {
      expect(rows).toContainEqual(
        expect.objectContaining({
          userId: owners.get(order.supplierId),
          audience: 'supplier',
          event: 'order_placed',
        }),
      );
    }
  });

  it('tells the supplier of each seeded return and the shopper of each decision and refund', async () => {
    const rows = await database.db.select().from(alerts);
    const returns = await database.db.select().from(orderReturns);
    const refunds = await database.db.select().from(orderRefunds);
    const owners = new Map(
      (await database.db.select().from(suppliers)).map((s) => [s.id, s.ownerId]),
    );
    const about = (event: string, key: 'return_id' | 'refund_id', id: string) =>
      rows.filter((a) => a.event === event && a.params.type === 'order' && a.params[key] === id);
    for (const ret of returns) {
      const opened = about('return_opened', 'return_id', ret.id);
      expect(opened.map((a) => a.userId)).toContain(owners.get(ret.supplierId));
      // Unread while the request waits for a decision.
      for (const alert of opened) expect(alert.visitedAt === null).toBe(ret.state === 'open');
      expect(about('return_decided', 'return_id', ret.id).map((a) => a.userId)).toEqual(
        ret.decision ? [ret.userId] : [],
      );
    }
    expect(returns.some((ret) => ret.state === 'open')).toBe(true);
    for (const refund of refunds) {
      const [issued] = about('refund_issued', 'refund_id', refund.id);
      expect(issued?.audience).toBe('customer');
      expect(issued?.params).toMatchObject({ amount: refund.amount, currency: refund.currency });
    }
    expect(refunds.length).toBeGreaterThan(0);
  });

  it("credits the demo shop's owner for its delivered resales, as delivery does", async () => {
    const credits = await database.db
      .select()
      .from(commissionEntries)
      .where(eq(commissionEntries.userId, 'usr_owner_demo'));
    expect(credits.length).toBeGreaterThan(0);
    const delivered = await database.db
      .select()
      .from(orders)
      .where(eq(orders.shopId, shopId('demo')));
    for (const credit of credits) {
      const order = delivered.find((o) => o.id === credit.orderId)!;
      expect(order).toMatchObject({ state: 'delivered', resellerId: 'usr_owner_demo' });
      const [line] = await database.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id));
      expect(line!.earning).not.toBeNull();
      expect(credit.availableAt.getTime() - order.updatedAt.getTime()).toBe(72 * 3_600_000);
    }
    // Nobody is credited for an order that was not delivered.
    const all = await database.db.select().from(commissionEntries);
    const states = new Map(delivered.map((o) => [o.id, o.state]));
    for (const credit of all)
      if (credit.orderId && states.has(credit.orderId))
        expect(states.get(credit.orderId)).toBe('delivered');
  });

  it("seeds one cash-out request of the demo shop's owner for platform staff, within what is available", async () => {
    const requests = await database.db.select().from(walletCashouts);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      userId: 'usr_owner_demo',
      state: 'requested',
      currency: 'MXN',
    });
    const credited = (
      await database.db
        .select()
        .from(commissionEntries)
        .where(eq(commissionEntries.userId, 'usr_owner_demo'))
    )
      .filter((credit) => credit.currency === 'MXN')
      .reduce((sum, credit) => sum + credit.amount, 0);
    expect(requests[0]!.amount).toBeGreaterThan(0);
    expect(requests[0]!.amount * 4).toBeLessThanOrEqual(credited);
  });

  it("seeds the demo shopper's reviews of two delivered orders, one answered by its supplier", async () => {
    const rows = await database.db.select().from(reviews).orderBy(asc(reviews.id));
    const lines = await database.db.select().from(orderLines);
    const linesOf = (orderId: string) => lines.filter((line) => line.orderId === orderId);
    expect(rows.length).toBe(linesOf('ord_demo_01').length + linesOf('ord_moda_01').length);
    for (const review of rows) {
      const [order] = await database.db.select().from(orders).where(eq(orders.id, review.orderId));
      expect(order!.state).toBe('delivered');
      expect(review.userId).toBe(order!.userId);
      expect(review.createdAt.getTime()).toBeGreaterThan(order!.deliveredAt!.getTime());
      expect(review.reply !== null).toBe(review.orderId === 'ord_moda_01');
    }
  });

  it('seeds a return in each state on delivered orders, asked within the 72 hours', async () => {
    const rows = await database.db.select().from(orderReturns).orderBy(asc(orderReturns.id));
    expect(rows.map((r) => [r.orderId, r.state, r.decision])).toEqual([
      ['ord_demo_01', 'closed', 'accepted'],
      ['ord_demo_02', 'closed', 'rejected'],
      ['ord_moda_01', 'open', null],
    ]);
    for (const ret of rows) {
      const [order] = await database.db.select().from(orders).where(eq(orders.id, ret.orderId));
      expect(order!.state).toBe('delivered');
      const after = ret.createdAt.getTime() - order!.deliveredAt!.getTime();
      expect(after).toBeGreaterThan(0);
      expect(after).toBeLessThanOrEqual(72 * 3_600_000);
      expect(ret.userId).toBe(order!.userId);
    }
  });

  it('seeds a refunded order: part of the accepted return given back by hand, within what was paid', async () => {
    const rows = await database.db.select().from(orderRefunds);
    expect(rows.map((r) => [r.orderId, r.returnId, r.state, r.method])).toEqual([
      ['ord_demo_01', 'ret_demo_01', 'success', 'manual'],
    ]);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, 'ord_demo_01'));
    expect(rows[0]!.amount).toBeGreaterThan(0);
    expect(rows[0]!.amount).toBeLessThanOrEqual(order!.total);
  });

  it('is deterministic: a second fresh database gets the same checkouts, orders, lines and receipts', async () => {
    const again = await seeded(kind);
    try {
      const rowsOf = async (
        db: TestDatabase,
        table:
          | typeof checkouts
          | typeof orders
          | typeof orderLines
          | typeof orderReceipts
          | typeof orderReturns
          | typeof orderRefunds,
      ) => (await db.db.select().from(table)).map((row) => JSON.stringify(row)).sort();
      for (const table of [
        checkouts,
        orders,
        orderLines,
        orderReceipts,
        orderReturns,
        orderRefunds,
      ]) {
        const first = await rowsOf(database, table);
        expect(first.length).toBeGreaterThan(0);
        expect(await rowsOf(again.database, table)).toEqual(first);
      }
    } finally {
      await again.database.destroy();
    }
  });
});
