import { and, count, eq, isNotNull } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Order } from '@/lib/api/schemas/checkout';
import { paymentEvents, plans, users } from '@/lib/db/schema';
import { buildPlans } from '@/lib/db/seed/plans';
import { createApiApp } from '@/lib/server/http/app';
import { forgetPayPalTokens } from '@/lib/server/payments/paypal-client';

import { siteSender } from '../support/auth-api';
import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { orderState, paymentEventCount, placeOrderPaidBy } from '../support/payment-orders';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// Also on PostgreSQL: parallel requests meet its row locks and unique keys.
const kinds = await databaseKinds({ postgres: 'concurrency' });
const BASE = 'https://paypal-webhooks.test';
const WEBHOOK_ID = 'WH-ID-tienda';
const GOOD_SIG = 'signed-by-paypal';

/** PayPal's REST API as msw answers it: orders by PayPal-Request-Id, captures, and the verifier. */
const paypal = {
  created: new Map<string, { id: string; value: string; currency: string }>(),
  captureCalls: 0,
  verifyCalls: 0,
  verified: [] as Record<string, unknown>[],
};

const captureOf = (orderId: string) => {
  const created = [...paypal.created.values()].find((o) => o.id === orderId)!;
  return {
    id: `CAP-${orderId}`,
    status: 'COMPLETED',
    amount: { currency_code: created.currency, value: created.value },
  };
};

const paypalApi = setupServer(
  http.post(`${BASE}/v1/oauth2/token`, () =>
    HttpResponse.json({ access_token: 'A21-hook', token_type: 'Bearer', expires_in: 32400 }),
  ),
  http.post(`${BASE}/v2/checkout/orders`, async ({ request }) => {
    const requestId = request.headers.get('paypal-request-id')!;
    let created = paypal.created.get(requestId);
    if (!created) {
      const body = (await request.json()) as {
        purchase_units: { amount: { currency_code: string; value: string } }[];
      };
      const { amount } = body.purchase_units[0]!;
      created = {
        id: `PPW${paypal.created.size + 1}`,
        value: amount.value,
        currency: amount.currency_code,
      };
      paypal.created.set(requestId, created);
    }
    return HttpResponse.json({
      id: created.id,
      status: 'PAYER_ACTION_REQUIRED',
      links: [{ rel: 'payer-action', href: `https://paypal.test/approve?token=${created.id}` }],
    });
  }),
  http.post(`${BASE}/v2/checkout/orders/:id/capture`, ({ params }) => {
    paypal.captureCalls += 1;
    const id = String(params.id);
    return HttpResponse.json(
      {
        id,
        status: 'COMPLETED',
        links: [],
        purchase_units: [{ payments: { captures: [captureOf(id)] } }],
      },
      { status: 201 },
    );
  }),
  http.post(`${BASE}/v1/notifications/verify-webhook-signature`, async ({ request }) => {
    paypal.verifyCalls += 1;
    expect(request.headers.get('authorization')).toBe('Bearer A21-hook');
    const body = (await request.json()) as Record<string, unknown>;
    paypal.verified.push(body);
    const ok = body.webhook_id === WEBHOOK_ID && body.transmission_sig === GOOD_SIG;
    return HttpResponse.json({ verification_status: ok ? 'SUCCESS' : 'FAILURE' });
  }),
);

let eventCount = 0;

/** A PayPal event about one of its orders. */
function approvedEvent(paypalOrderId: string, id = `WH-${++eventCount}`) {
  return {
    id,
    event_type: 'CHECKOUT.ORDER.APPROVED',
    resource_type: 'checkout-order',
    resource: { id: paypalOrderId, status: 'APPROVED', intent: 'CAPTURE' },
  };
}

function capturedEvent(paypalOrderId: string, id = `WH-${++eventCount}`) {
  return {
    id,
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource_type: 'capture',
    resource: {
      ...captureOf(paypalOrderId),
      supplementary_data: { related_ids: { order_id: paypalOrderId } },
    },
  };
}

/** PayPal's webhook, see spec 02 §4 "Checkout by payment method" and DESIGN §3 (verified, once). */
describe.each(kinds)('PayPal webhooks on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let anaId: string;
  let ana: string;
  let productId: string;
  let supplierId: string;
  const saved = [
    'PAYPAL_CLIENT_ID',
    'PAYPAL_CLIENT_SECRET',
    'PAYPAL_API_BASE',
    'PAYPAL_WEBHOOK_ID',
  ].map((name) => [name, process.env[name]] as const);
  const paths = { return_path: '/mis-compras/x', cancel_path: '/mis-compras/x' };

  const send = siteSender(() => api);

  const signed = {
    'paypal-transmission-id': 'b2f4-tx',
    'paypal-transmission-time': '2026-03-01T12:00:00Z',
    'paypal-transmission-sig': GOOD_SIG,
    'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-1',
    'paypal-auth-algo': 'SHA256withRSA',
  };

  /** PayPal delivering an event: raw JSON body, its transmission headers, no browser headers. */
  const deliver = (event: unknown, headers: Record<string, string> = signed) =>
    api.request('/api/payments/webhooks/paypal', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof event === 'string' ? event : JSON.stringify(event),
    });

  /** Ana places an order paid by PayPal and is sent there: the order and its PayPal order id. */
  async function sentToPayPal(): Promise<{ order: Order; paypalOrderId: string; token: string }> {
    const order = await placeOrderPaidBy(
      send,
      { shop: 'tienda-w', productId, supplierId, buyer: ana },
      'paypal',
    );
    const res = await send('PUT', `/orders/broker/${order.id}`, paths, ana);
    expect(res.status).toBe(200);
    const { session_id: paypalOrderId, token } = (await res.json()) as {
      session_id: string;
      token: string;
    };
    return { order, paypalOrderId, token };
  }

  const stateOf = (orderId: string) => orderState(database.db, orderId);
  const paymentsOf = (orderId: string) =>
    paymentEventCount(database.db, { provider: 'paypal', orderId });
  const deliveriesOf = (eventId: string) =>
    paymentEventCount(database.db, { provider: 'paypal', eventId });

  beforeAll(async () => {
    process.env.PAYPAL_CLIENT_ID = 'hook-client';
    process.env.PAYPAL_CLIENT_SECRET = 'hook-secret';
    process.env.PAYPAL_API_BASE = BASE;
    process.env.PAYPAL_WEBHOOK_ID = WEBHOOK_ID;
    forgetPayPalTokens();
    paypalApi.listen({ onUnhandledRequest: 'error' });
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    await db.insert(plans).values(buildPlans());
    const user = await createUser(db);
    anaId = user.id;
    const shop = await createShop(db, { slug: 'tienda-w' });
    const supplier = await createSupplier(db, { name: 'Cursos Webhook' });
    const [course] = await createListedProducts(db, {
      supplierId: supplier.id,
      shopIds: [shop.id],
      items: [{ name: 'Curso', type: 'digital', listPrice: 25_050, stockType: 'ondemand' }],
    });
    productId = course!.id;
    supplierId = supplier.id;
    ana = await createSessionCookie(db, user.id);
  });

  beforeEach(() => {
    process.env.PAYPAL_WEBHOOK_ID = WEBHOOK_ID;
  });

  afterAll(async () => {
    paypalApi.close();
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    forgetPayPalTokens();
    await database?.destroy();
  });

  it('asks PayPal to verify each delivery with the raw event and PAYPAL_WEBHOOK_ID', async () => {
    const { paypalOrderId } = await sentToPayPal();
    const raw = `{"id":"WH-raw-1","event_type":"CUSTOMER.DISPUTE.CREATED",  "resource":{"id":"${paypalOrderId}"}}`;
    const res = await deliver(raw);
    expect(res.status).toBe(200);
    expect(paypal.verified.at(-1)).toEqual({
      auth_algo: 'SHA256withRSA',
      cert_url: 'https://api.paypal.com/v1/notifications/certs/CERT-1',
      transmission_id: 'b2f4-tx',
      transmission_sig: GOOD_SIG,
      transmission_time: '2026-03-01T12:00:00Z',
      webhook_id: WEBHOOK_ID,
      webhook_event: JSON.parse(raw),
    });
  });

  it('a verified PAYMENT.CAPTURE.COMPLETED pays once: 10 replays and 20 concurrent duplicates change nothing', async () => {
    const { order, paypalOrderId } = await sentToPayPal();
    const event = capturedEvent(paypalOrderId);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, applied: true });
    expect(await stateOf(order.id)).toBe('paid');
    for (let i = 0; i < 10; i++) {
      const replay = await deliver(event);
      expect(replay.status).toBe(200);
      expect(await replay.json()).toEqual({ received: true, applied: false });
    }
    expect(await paymentsOf(order.id)).toBe(1);
    expect(await deliveriesOf(event.id)).toBe(1);

    const second = await sentToPayPal();
    const duplicate = capturedEvent(second.paypalOrderId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(duplicate)));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    const applied = await Promise.all(
      answers.map(async (res) => ((await res.json()) as { applied: boolean }).applied),
    );
    expect(applied.filter(Boolean)).toHaveLength(1);
    expect(await stateOf(second.order.id)).toBe('paid');
    expect(await paymentsOf(second.order.id)).toBe(1);
    expect(await deliveriesOf(duplicate.id)).toBe(1);
  });

  it('CHECKOUT.ORDER.APPROVED captures an order whose shopper never came back, once', async () => {
    const { order, paypalOrderId, token } = await sentToPayPal();
    const event = approvedEvent(paypalOrderId);
    const calls = paypal.captureCalls;
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, applied: true });
    expect(paypal.captureCalls).toBe(calls + 1);
    expect(await stateOf(order.id)).toBe('paid');
    for (let i = 0; i < 10; i++) {
      expect((await deliver(event)).status).toBe(200);
    }
    expect(paypal.captureCalls).toBe(calls + 1); // replays do not ask PayPal again
    // The shopper's late return and PayPal's capture event add nothing.
    const back = await send('POST', `/payments/${token}/order/paypal/capture`, undefined, ana);
    expect(await back.json()).toEqual({ state: 'paid', order_id: order.id });
    expect(await (await deliver(capturedEvent(paypalOrderId))).json()).toEqual({
      received: true,
      applied: false,
    });
    expect(await paymentsOf(order.id)).toBe(1);

    const second = await sentToPayPal();
    const duplicate = approvedEvent(second.paypalOrderId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(duplicate)));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(await stateOf(second.order.id)).toBe('paid');
    expect(await paymentsOf(second.order.id)).toBe(1);
    expect(await deliveriesOf(duplicate.id)).toBe(1);
  });

  it('after the return captured the order, CHECKOUT.ORDER.APPROVED captures nothing', async () => {
    const { order, paypalOrderId, token } = await sentToPayPal();
    await send('POST', `/payments/${token}/order/paypal/capture`, undefined, ana);
    const calls = paypal.captureCalls;
    const res = await deliver(approvedEvent(paypalOrderId));
    expect(res.status).toBe(200);
    expect(paypal.captureCalls).toBe(calls);
    expect(await paymentsOf(order.id)).toBe(1);
  });

  it('CHECKOUT.ORDER.APPROVED for a cancelled order captures nothing and is acknowledged', async () => {
    const { order, paypalOrderId } = await sentToPayPal();
    expect(
      (await send('POST', `/orders/${order.id}/cancel`, { reason: 'requested_by_client' }, ana))
        .status,
    ).toBe(200);
    const calls = paypal.captureCalls;
    const event = approvedEvent(paypalOrderId);
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(paypal.captureCalls).toBe(calls);
    expect(await stateOf(order.id)).toBe('canceled_by_customer');
    expect(await deliveriesOf(event.id)).toBe(1);
  });

  it('pays a plan package from its capture event, once', async () => {
    const bought = await send('PUT', '/me/packages/negocio_digital', undefined, ana);
    const { payment_token: token } = (await bought.json()) as { payment_token: string };
    const sent = await send('POST', `/payments/${token}/order/paypal`, paths, ana);
    const { session_id: paypalOrderId } = (await sent.json()) as { session_id: string };
    const event = approvedEvent(paypalOrderId);
    await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    const [user] = await database.db.select().from(users).where(eq(users.id, anaId));
    expect(user!.planId).toBe('negocio_digital');
    const expiry = user!.planExpiresAt!.getTime();
    await deliver(capturedEvent(paypalOrderId));
    const [after] = await database.db.select().from(users).where(eq(users.id, anaId));
    expect(after!.planExpiresAt!.getTime()).toBe(expiry);
    const page = (await (await send('GET', `/payments/${token}`, undefined, ana)).json()) as {
      state: string;
    };
    expect(page.state).toBe('paid');
  });

  it('refuses a delivery PayPal does not verify, and changes nothing', async () => {
    const { order, paypalOrderId } = await sentToPayPal();
    const event = capturedEvent(paypalOrderId);
    const forged = await deliver(event, { ...signed, 'paypal-transmission-sig': 'forged' });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { code: string }).code).toBe('invalid_signature');
    const calls = paypal.captureCalls;
    const approved = approvedEvent(paypalOrderId);
    expect((await deliver(approved, { ...signed, 'paypal-transmission-sig': 'x' })).status).toBe(
      400,
    );
    expect(paypal.captureCalls).toBe(calls);
    process.env.PAYPAL_WEBHOOK_ID = 'WH-ID-someone-else';
    expect((await deliver(event)).status).toBe(400);
    expect(await stateOf(order.id)).toBe('pending_payment');
    expect(await deliveriesOf(event.id)).toBe(0);
    expect(await deliveriesOf(approved.id)).toBe(0);
    expect(await paymentsOf(order.id)).toBe(0);
  });

  it('refuses deliveries without the transmission headers or with a body that is no event, without asking PayPal', async () => {
    const { order, paypalOrderId } = await sentToPayPal();
    const event = capturedEvent(paypalOrderId);
    const verifies = paypal.verifyCalls;
    for (const header of Object.keys(signed)) {
      const headers: Record<string, string> = { ...signed };
      delete headers[header];
      const res = await deliver(event, headers);
      expect(res.status, header).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('invalid_signature');
    }
    expect((await deliver('not json')).status).toBe(400);
    expect((await deliver({ event_type: 'PAYMENT.CAPTURE.COMPLETED' })).status).toBe(400);
    expect(paypal.verifyCalls).toBe(verifies);
    expect(await stateOf(order.id)).toBe('pending_payment');
    expect(await deliveriesOf(event.id)).toBe(0);
  });

  it('acknowledges a verified event of another type, or about a PayPal order not ours, with no effect', async () => {
    const { order, paypalOrderId } = await sentToPayPal();
    const other = {
      id: `WH-${++eventCount}`,
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: captureOf(paypalOrderId),
    };
    const res = await deliver(other);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, applied: true });
    expect(await stateOf(order.id)).toBe('pending_payment');
    const stranger = {
      ...capturedEvent(paypalOrderId),
      resource: {
        id: 'CAP-x',
        status: 'COMPLETED',
        amount: { currency_code: 'MXN', value: '1.00' },
        supplementary_data: { related_ids: { order_id: 'NOT-OURS' } },
      },
    };
    expect((await deliver(stranger)).status).toBe(200);
    expect(await stateOf(order.id)).toBe('pending_payment');
    const paidRows = await database.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.provider, 'paypal'),
          isNotNull(paymentEvents.orderId),
          eq(paymentEvents.orderId, order.id),
        ),
      );
    expect(paidRows[0]!.n).toBe(0);
  });

  it('answers 404 payments_not_configured without PAYPAL_WEBHOOK_ID', async () => {
    delete process.env.PAYPAL_WEBHOOK_ID;
    const res = await deliver(approvedEvent('PPW-none'));
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('payments_not_configured');
  });
});
