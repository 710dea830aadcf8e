import { count, eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Order } from '@/lib/api/schemas/checkout';
import { orders, paymentEvents } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { orderState, placeOrderPaidBy } from '../support/payment-orders';
import {
  deliverStripeEvent,
  paidSessionEvent,
  stripeCheckoutSessions,
  useStripeTestKeys,
} from '../support/stripe-test';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// Also on PostgreSQL: parallel requests meet its row locks and unique keys.
const kinds = await databaseKinds({ postgres: 'concurrency' });

/** Stripe's API as msw answers it: Checkout Sessions are created and remembered by their form body. */
const sessionsCreated: URLSearchParams[] = [];
const stripeApi = setupServer(stripeCheckoutSessions(sessionsCreated));

/** A paid Checkout Session of the order, signed `age` seconds ago. */
function paidEvent(eventId: string, order: Order, { amount = order.total, age = 0 } = {}) {
  return paidSessionEvent(
    eventId,
    { clientReferenceId: order.id, amount, currency: order.currency },
    { age },
  );
}

/** Stripe redirect payments and their webhook (spec 02 §4, §7 "Broker order", §8). */
describe.each(kinds)('Stripe payments on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let ana: string;
  let beto: string;
  let productId: string;
  let supplierId: string;
  let restoreKeys: () => void;

  const send = (method: string, path: string, body?: unknown, who?: string, headers = {}) =>
    call(api, method, `/api${path}`, body, { cookie: who, headers });
  const webhook = (event: { payload: string; signature: string }) => deliverStripeEvent(api, event);

  /** Ana buys one unit and chooses to pay by card: the placed order, waiting for payment. */
  async function stripeOrder(paymentType: 'stripe' | 'pay_in_store' = 'stripe'): Promise<Order> {
    return placeOrderPaidBy(
      send,
      { shop: 'tienda-a', productId, supplierId, buyer: ana },
      paymentType,
    );
  }

  const stateOf = (orderId: string) => orderState(database.db, orderId);

  beforeAll(async () => {
    restoreKeys = useStripeTestKeys();
    stripeApi.listen({ onUnhandledRequest: 'error' });
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const [userA, userB] = await Promise.all([createUser(db), createUser(db)]);
    const shop = await createShop(db, { slug: 'tienda-a' });
    const supplier = await createSupplier(db, { name: 'Cursos en línea' });
    const [course] = await createListedProducts(db, {
      supplierId: supplier.id,
      shopIds: [shop.id],
      items: [{ name: 'Curso', type: 'digital', listPrice: 49_900, stockType: 'ondemand' }],
    });
    productId = course!.id;
    supplierId = supplier.id;
    ana = await createSessionCookie(db, userA!.id);
    beto = await createSessionCookie(db, userB!.id);
  });

  afterAll(async () => {
    stripeApi.close();
    restoreKeys();
    await database?.destroy();
  });

  it('sends the shopper to a Checkout Session for the order total, with return (1) and cancel (2) paths', async () => {
    const order = await stripeOrder();
    const res = await send(
      'PUT',
      `/orders/broker/${order.id}`,
      {
        return_path: '/tienda/tienda-a/mis-compras/' + order.id,
        cancel_path: '/tienda/tienda-a/mis-compras/' + order.id,
      },
      ana,
      {
        origin: 'http://localhost:3000',
      },
    );
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { approval_url: string; token: string };
    expect(answer.approval_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const form = sessionsCreated.at(-1)!;
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe(String(order.total));
    expect(form.get('line_items[0][price_data][currency]')).toBe('mxn');
    expect(form.get('success_url')).toBe(
      `http://localhost:3000/tienda/tienda-a/mis-compras/${order.id}?code=1`,
    );
    expect(form.get('cancel_url')).toBe(
      `http://localhost:3000/tienda/tienda-a/mis-compras/${order.id}?code=2`,
    );
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.providerSessionId).toBe((answer as { session_id?: string }).session_id);
  });

  it('brokers only the owner’s Stripe orders that still wait, and only to local paths', async () => {
    const order = await stripeOrder();
    const paths = { return_path: '/ok', cancel_path: '/ko' };
    expect((await send('PUT', `/orders/broker/${order.id}`, paths, beto)).status).toBe(404);
    expect((await send('PUT', `/orders/broker/${order.id}`, paths)).status).toBe(401);
    const offsite = await send(
      'PUT',
      `/orders/broker/${order.id}`,
      { return_path: '//evil.example/x', cancel_path: '/ko' },
      ana,
    );
    expect(offsite.status).toBe(422);
    const inStore = await stripeOrder('pay_in_store');
    const refused = await send('PUT', `/orders/broker/${inStore.id}`, paths, ana);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('order_not_payable');
  });

  it('marks the order paid on a signed event, once, whatever the replays and duplicates', async () => {
    const order = await stripeOrder();
    const event = paidEvent('evt_paid_1', order);
    const first = await webhook(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, applied: true });
    expect(await stateOf(order.id)).toBe('paid');
    for (let i = 0; i < 10; i++) {
      expect(await (await webhook(event)).json()).toEqual({ received: true, applied: false });
    }

    const second = await stripeOrder();
    const duplicate = paidEvent('evt_paid_2', second);
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(duplicate)));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    const applied = await Promise.all(
      answers.map(async (res) => ((await res.json()) as { applied: boolean }).applied),
    );
    expect(applied.filter(Boolean)).toHaveLength(1);
    expect(await stateOf(second.id)).toBe('paid');
    const [{ events } = { events: 0 }] = await database.db
      .select({ events: count() })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, second.id));
    expect(events).toBe(1);
  });

  it('refuses a tampered, unsigned or 301-second-old event and changes nothing', async () => {
    const order = await stripeOrder();
    const genuine = paidEvent('evt_tampered', order);
    const tampered = {
      payload: genuine.payload.replace(String(order.total), '1'),
      signature: genuine.signature,
    };
    const stale = paidEvent('evt_stale', order, { age: 301 });
    for (const event of [tampered, stale, { payload: genuine.payload, signature: '' }]) {
      const res = await webhook(event);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('invalid_signature');
    }
    expect(await stateOf(order.id)).toBe('pending_payment');
  });

  it('leaves an order waiting when the paid amount does not match it', async () => {
    const order = await stripeOrder();
    expect(
      (await webhook(paidEvent('evt_short', order, { amount: order.total - 100 }))).status,
    ).toBe(200);
    expect(await stateOf(order.id)).toBe('pending_payment');
  });
});
