import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Order } from '@/lib/api/schemas/checkout';
import type { Receipt } from '@/lib/api/schemas/receipts';
import { orderReceipts } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { placeOrderPaidBy } from '../support/payment-orders';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// Also on PostgreSQL: parallel requests meet its row locks and unique keys.
const kinds = await databaseKinds({ postgres: 'concurrency' });

/**
 * Receipts (spec 02 §7 "Generate receipt", §8 "Error al generar el recibo"): the supplier's owner
 * issues one per paid order, numbered per supplier; the order's customer and the supplier read it.
 */
describe.each(kinds)('order receipts on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<'ana' | 'owner' | 'otherOwner' | 'stranger', string>;
  const supplier = {} as Record<'a' | 'b', { id: string; productId: string }>;

  const send = (method: string, path: string, who?: string, locale?: string) =>
    call(api, method, `/api${path}`, undefined, { cookie: who, locale });
  const issue = (supplierId: string, orderId: string, who?: string) =>
    send('POST', `/suppliers/${supplierId}/orders/${orderId}/receipts`, who);

  /** Ana buys a course (nothing to ship) from the supplier, paying in store: the waiting order. */
  const waitingOrder = (which: 'a' | 'b' = 'a') =>
    placeOrderPaidBy(
      (method, path, body, who, headers) =>
        call(api, method, `/api${path}`, body, { cookie: who, headers }),
      {
        shop: 'tienda-r',
        productId: supplier[which].productId,
        supplierId: supplier[which].id,
        buyer: cookie.ana,
      },
      'pay_in_store',
    );

  /** …and its supplier's owner confirms the payment. */
  async function paidOrder(which: 'a' | 'b' = 'a'): Promise<Order> {
    const order = await waitingOrder(which);
    const owner = which === 'a' ? cookie.owner : cookie.otherOwner;
    const res = await send('POST', `/orders/${order.id}/next`, owner);
    expect(res.status).toBe(200);
    return (await res.json()) as Order;
  }

  const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const [ana, owner, otherOwner, stranger] = await Promise.all([
      createUser(db, { fullName: 'Ana López' }),
      createUser(db),
      createUser(db),
      createUser(db),
    ]);
    const shop = await createShop(db, { slug: 'tienda-r', name: 'Tienda Recibos' });
    for (const [which, ownerId, name] of [
      ['a', owner!.id, 'Cursos Norte'],
      ['b', otherOwner!.id, 'Cursos Sur'],
    ] as const) {
      const row = await createSupplier(db, { ownerId, name });
      const [course] = await createListedProducts(db, {
        supplierId: row.id,
        shopIds: [shop.id],
        items: [
          { name: `Curso ${name}`, type: 'digital', listPrice: 12_345, stockType: 'ondemand' },
        ],
      });
      supplier[which] = { id: row.id, productId: course!.id };
    }
    Object.assign(cookie, {
      ana: await createSessionCookie(db, ana!.id),
      owner: await createSessionCookie(db, owner!.id),
      otherOwner: await createSessionCookie(db, otherOwner!.id),
      stranger: await createSessionCookie(db, stranger!.id),
    });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('issues the receipt of a paid order once, numbered per supplier, and answers the same one again', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const other = await paidOrder('b');

    const issued = await issue(supplier.a.id, first.id, cookie.owner);
    expect(issued.status).toBe(201);
    const receipt = (await issued.json()) as Receipt;
    expect(receipt).toMatchObject({
      number: 1,
      order_id: first.id,
      order_state: 'paid',
      order_created_at: first.created_at,
      supplier: { id: supplier.a.id, name: 'Cursos Norte' },
      store: { slug: 'tienda-r', name: 'Tienda Recibos' },
      customer: { name: 'Ana López' },
      currency: 'MXN',
      payment_type: 'pay_in_store',
      delivery_type: null,
      lines: [
        {
          name: 'Curso Cursos Norte',
          variant: null,
          quantity: 1,
          unit_price: 12_345,
          total: 12_345,
        },
      ],
      products_total: 12_345,
      shipping_cost: 0,
      total: 12_345,
    });
    expect(Date.parse(receipt.issued_at)).not.toBeNaN();
    expect(Date.parse(receipt.paid_at!)).not.toBeNaN();

    const again = await issue(supplier.a.id, first.id, cookie.owner);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(receipt);

    const next = await issue(supplier.a.id, second.id, cookie.owner);
    expect(next.status).toBe(201);
    expect(((await next.json()) as Receipt).number).toBe(2);
    // Another supplier's sequence starts at 1.
    const theirs = await issue(supplier.b.id, other.id, cookie.otherOwner);
    expect(theirs.status).toBe(201);
    expect(((await theirs.json()) as Receipt).number).toBe(1);
  });

  it('gives one receipt when the same order is issued concurrently, and distinct numbers to orders issued at once', async () => {
    const order = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => issue(supplier.a.id, order.id, cookie.owner)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const numbers = await Promise.all(
      answers.map(async (res) => ((await res.json()) as Receipt).number),
    );
    expect(new Set(numbers).size).toBe(1);
    const rows = await database.db
      .select()
      .from(orderReceipts)
      .where(eq(orderReceipts.orderId, order.id));
    expect(rows).toHaveLength(1);

    const [x, y, z] = [await paidOrder(), await paidOrder(), await paidOrder()];
    const many = await Promise.all(
      [x!, y!, z!].map((o) => issue(supplier.a.id, o.id, cookie.owner)),
    );
    expect(many.map((res) => res.status)).toEqual([201, 201, 201]);
    const given = await Promise.all(
      many.map(async (res) => ((await res.json()) as Receipt).number),
    );
    const all = await database.db
      .select({ number: orderReceipts.number })
      .from(orderReceipts)
      .where(eq(orderReceipts.supplierId, supplier.a.id));
    // No gap and no repeat: 1…n over everything this supplier issued.
    expect(all.map((r) => r.number).sort((p, q) => p - q)).toEqual(all.map((_, i) => i + 1));
    expect(new Set(given).size).toBe(3);
  });

  it('refuses anonymous callers, the customer, strangers and another supplier, and orders not paid', async () => {
    const order = await paidOrder();
    const anonymous = await issue(supplier.a.id, order.id);
    expect(anonymous.status).toBe(401);
    expect(await codeOf(anonymous)).toBe('unauthorized');
    for (const who of [cookie.ana, cookie.stranger, cookie.otherOwner]) {
      const res = await issue(supplier.a.id, order.id, who);
      expect(res.status).toBe(404);
      expect(await codeOf(res)).toBe('supplier_not_found');
    }
    // Another supplier's owner naming their own supplier does not reach this order either.
    const crossed = await issue(supplier.b.id, order.id, cookie.otherOwner);
    expect(crossed.status).toBe(404);
    expect(await codeOf(crossed)).toBe('order_not_found');
    const unknown = await issue(supplier.a.id, 'ord_unknown', cookie.owner);
    expect(await codeOf(unknown)).toBe('order_not_found');

    const waiting = await waitingOrder();
    const unpaid = await issue(supplier.a.id, waiting.id, cookie.owner);
    expect(unpaid.status).toBe(409);
    expect(await unpaid.json()).toEqual({
      code: 'order_not_paid',
      message: 'El pedido aún no está pagado: el recibo se genera una vez confirmado el pago.',
    });
    const cancelled = await waitingOrder();
    await call(
      api,
      'POST',
      `/api/orders/${cancelled.id}/cancel`,
      { reason: 'requested_by_client' },
      { cookie: cookie.ana },
    );
    expect(await codeOf(await issue(supplier.a.id, cancelled.id, cookie.owner))).toBe(
      'order_not_paid',
    );
    const rows = await database.db
      .select()
      .from(orderReceipts)
      .where(eq(orderReceipts.orderId, waiting.id));
    expect(rows).toEqual([]);
  });

  it('lets the customer and the supplier read the receipt, and nobody else', async () => {
    const order = await paidOrder();
    const none = await send('GET', `/orders/${order.id}/receipt`, cookie.ana, 'en');
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ code: 'receipt_not_found', message: 'Receipt not found' });

    const issued = (await (await issue(supplier.a.id, order.id, cookie.owner)).json()) as Receipt;
    for (const who of [cookie.ana, cookie.owner]) {
      const res = await send('GET', `/orders/${order.id}/receipt`, who);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(issued);
    }
    for (const who of [cookie.stranger, cookie.otherOwner]) {
      const res = await send('GET', `/orders/${order.id}/receipt`, who);
      expect(res.status).toBe(404);
      expect(await codeOf(res)).toBe('order_not_found');
    }
    expect((await send('GET', `/orders/${order.id}/receipt`)).status).toBe(401);
  });

  it('keeps a receipt readable after the order is cancelled, saying so', async () => {
    const order = await paidOrder();
    await issue(supplier.a.id, order.id, cookie.owner);
    await call(
      api,
      'POST',
      `/api/orders/${order.id}/cancel`,
      { reason: 'other' },
      { cookie: cookie.owner },
    );
    const read = (await (
      await send('GET', `/orders/${order.id}/receipt`, cookie.ana)
    ).json()) as Receipt;
    expect(read.order_state).toBe('canceled_by_supplier');
    expect((await issue(supplier.a.id, order.id, cookie.owner)).status).toBe(200);
  });
});
