import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Order } from '@/lib/api/schemas/checkout';
import type { Refund, RefundList } from '@/lib/api/schemas/refunds';
import { orders, paymentEvents } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';
import { forgetPayPalTokens } from '@/lib/server/payments/paypal-client';

import { call } from '../support/auth-api';
import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { placePickupOrder } from '../support/place-order';
import { deliverStripeEvent, signedStripeEvent, useStripeTestKeys } from '../support/stripe-test';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();
const PAYPAL_BASE = 'https://paypal-refunds.test';
const WEBHOOK_ID = 'WH-ID-refunds';

/** What the providers were asked and will answer. */
const providers = {
  stripeRefunds: [] as { form: URLSearchParams; key: string | null; id: string }[],
  stripeStatus: 'pending' as string,
  stripeDown: false,
  paypalRefunds: [] as { captureId: string; body: unknown; requestId: string | null }[],
  paypalStatus: 'COMPLETED',
};

const api3p = setupServer(
  http.get('https://api.stripe.com/v1/checkout/sessions/:id', ({ params }) =>
    HttpResponse.json({
      id: params.id,
      object: 'checkout.session',
      payment_intent: `pi_${String(params.id)}`,
    }),
  ),
  http.post('https://api.stripe.com/v1/refunds', async ({ request }) => {
    if (providers.stripeDown) return HttpResponse.error();
    const form = new URLSearchParams(await request.text());
    const key = request.headers.get('idempotency-key');
    // Stripe's idempotency: the same key answers the same refund.
    let made = providers.stripeRefunds.find((r) => r.key === key);
    if (!made) {
      made = { form, key, id: `re_${key}` };
      providers.stripeRefunds.push(made);
    }
    return HttpResponse.json({
      id: made.id,
      object: 'refund',
      amount: Number(form.get('amount')),
      status: providers.stripeStatus,
      metadata: { tienda_refund: form.get('metadata[tienda_refund]') },
    });
  }),
  http.post(`${PAYPAL_BASE}/v1/oauth2/token`, () =>
    HttpResponse.json({ access_token: 'A21-refunds', token_type: 'Bearer', expires_in: 32400 }),
  ),
  http.post(`${PAYPAL_BASE}/v2/payments/captures/:id/refund`, async ({ request, params }) => {
    providers.paypalRefunds.push({
      captureId: String(params.id),
      body: await request.json(),
      requestId: request.headers.get('paypal-request-id'),
    });
    return HttpResponse.json(
      { id: `PPR-${providers.paypalRefunds.length}`, status: providers.paypalStatus },
      { status: 201 },
    );
  }),
  http.post(`${PAYPAL_BASE}/v1/notifications/verify-webhook-signature`, () =>
    HttpResponse.json({ verification_status: 'SUCCESS' }),
  ),
);

/**
 * Refunds through the provider that took the payment (spec 02 §3 "Refund"; DESIGN: third
 * parties mocked with msw): Stripe's refunds API on the order's PaymentIntent and PayPal's
 * capture refund, each under our refund's id as its idempotency key; their signed webhooks settle
 * a pending refund once.
 */
describe.each(kinds)('refunds through the payment providers on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let restoreStripe: () => void;
  const cookie = {} as Record<'ana' | 'owner', string>;
  let supplierId: string;
  let productId: string;
  let attempt = 0;
  const saved = [
    'PAYPAL_CLIENT_ID',
    'PAYPAL_CLIENT_SECRET',
    'PAYPAL_API_BASE',
    'PAYPAL_WEBHOOK_ID',
  ].map((name) => [name, process.env[name]] as const);

  const refund = (orderId: string, amount: number, key = `provider-refund-${++attempt}`) =>
    call(
      api,
      'POST',
      `/api/orders/${orderId}/refunds`,
      { amount },
      {
        cookie: cookie.owner,
        headers: { 'idempotency-key': key },
      },
    );
  const refundsOf = async (orderId: string) =>
    (await (
      await call(api, 'GET', `/api/orders/${orderId}/refunds`, undefined, { cookie: cookie.ana })
    ).json()) as RefundList;

  /** Ana's order, as if paid through `paymentType` (Stripe Checkout, or a PayPal capture). */
  async function paidThrough(paymentType: 'stripe' | 'paypal'): Promise<Order> {
    const order = await placePickupOrder(api, {
      cookie: cookie.ana,
      shop: 'tienda-p',
      supplierId,
      productId,
    });
    await database.db
      .update(orders)
      .set({
        state: 'paid',
        paidAt: new Date(),
        paymentType,
        providerSessionId: paymentType === 'stripe' ? `cs_${order.id}` : `PP-${order.id}`,
      })
      .where(eq(orders.id, order.id));
    if (paymentType === 'paypal') {
      await database.db.insert(paymentEvents).values({
        provider: 'paypal',
        eventId: `CAP-${order.id}`,
        type: 'capture.completed',
        orderId: order.id,
      });
    }
    return order;
  }

  beforeAll(async () => {
    restoreStripe = useStripeTestKeys();
    process.env.PAYPAL_CLIENT_ID = 'refund-client';
    process.env.PAYPAL_CLIENT_SECRET = 'refund-secret';
    process.env.PAYPAL_API_BASE = PAYPAL_BASE;
    process.env.PAYPAL_WEBHOOK_ID = WEBHOOK_ID;
    forgetPayPalTokens();
    api3p.listen({ onUnhandledRequest: 'error' });
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const [ana, owner] = await Promise.all([createUser(db), createUser(db)]);
    const shop = await createShop(db, { slug: 'tienda-p' });
    const supplier = await createSupplier(db, { ownerId: owner!.id });
    supplierId = supplier.id;
    const [item] = await createListedProducts(db, {
      supplierId,
      shopIds: [shop.id],
      items: [{ name: 'Lámpara', listPrice: 120_000, available: 20 }],
    });
    productId = item!.id;
    cookie.ana = await createSessionCookie(db, ana!.id);
    cookie.owner = await createSessionCookie(db, owner!.id);
  });

  beforeEach(() => {
    Object.assign(providers, {
      stripeRefunds: [],
      stripeStatus: 'pending',
      stripeDown: false,
      paypalRefunds: [],
      paypalStatus: 'COMPLETED',
    });
  });

  afterAll(async () => {
    api3p.close();
    restoreStripe?.();
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await database?.destroy();
  });

  it("refunds through Stripe on the order's PaymentIntent, pending until its signed webhook says it succeeded", async () => {
    const order = await paidThrough('stripe');
    const res = await refund(order.id, 30_000);
    expect(res.status).toBe(201);
    const made = (await res.json()) as Refund;
    expect(made).toMatchObject({ state: 'pending', method: 'stripe', amount: 30_000 });
    expect(providers.stripeRefunds).toHaveLength(1);
    const [{ form, key }] = providers.stripeRefunds as [(typeof providers.stripeRefunds)[0]];
    expect(form.get('payment_intent')).toBe(`pi_cs_${order.id}`);
    expect(form.get('amount')).toBe('30000');
    expect(key).toBe(`tienda-refund-${made.id}`);
    // The pending amount is held: no more than the rest may be asked for meanwhile.
    expect((await refundsOf(order.id)).refundable).toBe(order.total - 30_000);

    const event = signedStripeEvent({
      id: `evt_refund_${made.id}`,
      object: 'event',
      type: 'refund.updated',
      data: {
        object: {
          id: `re_tienda-refund-${made.id}`,
          object: 'refund',
          status: 'succeeded',
          metadata: { tienda_refund: made.id },
        },
      },
    });
    expect((await deliverStripeEvent(api, event)).status).toBe(200);
    // Replayed: nothing changes.
    expect((await deliverStripeEvent(api, event)).status).toBe(200);
    const list = await refundsOf(order.id);
    expect(list.results.map((r) => r.state)).toEqual(['success']);
  });

  it('gives a refund Stripe says failed back to what may be refunded', async () => {
    const order = await paidThrough('stripe');
    providers.stripeStatus = 'failed';
    const res = await refund(order.id, order.total);
    expect(await res.json()).toMatchObject({ state: 'failed' });
    expect((await refundsOf(order.id)).refundable).toBe(order.total);
  });

  it('keeps a refund pending while Stripe cannot be reached, and a retry with the same key sends it once more under the same Stripe key', async () => {
    const order = await paidThrough('stripe');
    providers.stripeDown = true;
    const first = await refund(order.id, 10_000, 'stripe-down-retry');
    expect(first.status).toBe(201);
    const made = (await first.json()) as Refund;
    expect(made.state).toBe('pending');
    providers.stripeDown = false;
    providers.stripeStatus = 'succeeded';
    const retry = await refund(order.id, 10_000, 'stripe-down-retry');
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ id: made.id, state: 'success' });
    expect(providers.stripeRefunds.map((r) => r.key)).toEqual([`tienda-refund-${made.id}`]);
  });

  it("refunds PayPal's capture under our refund's id, and a refund PayPal completes later settles with its webhook", async () => {
    const order = await paidThrough('paypal');
    const res = await refund(order.id, 25_000);
    const made = (await res.json()) as Refund;
    expect(made).toMatchObject({ state: 'success', method: 'paypal' });
    expect(providers.paypalRefunds).toEqual([
      {
        captureId: `CAP-${order.id}`,
        body: { amount: { currency_code: 'MXN', value: '250.00' }, invoice_id: made.id },
        requestId: `tienda-refund-${made.id}`,
      },
    ]);

    providers.paypalStatus = 'PENDING';
    const later = (await (await refund(order.id, 5_000)).json()) as Refund;
    expect(later.state).toBe('pending');
    const hook = await api.request('/api/payments/webhooks/paypal', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': 'tx-refund',
        'paypal-transmission-time': '2026-03-01T12:00:00Z',
        'paypal-transmission-sig': 'signed',
        'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-1',
        'paypal-auth-algo': 'SHA256withRSA',
      },
      body: JSON.stringify({
        id: `WH-refund-${later.id}`,
        event_type: 'PAYMENT.CAPTURE.REFUNDED',
        resource_type: 'refund',
        resource: { id: 'PPR-2', status: 'COMPLETED', invoice_id: later.id },
      }),
    });
    expect(hook.status).toBe(200);
    const list = await refundsOf(order.id);
    expect(list.results.map((r) => [r.amount, r.state])).toEqual([
      [25_000, 'success'],
      [5_000, 'success'],
    ]);
    expect(list.refundable).toBe(order.total - 30_000);
  });
});
