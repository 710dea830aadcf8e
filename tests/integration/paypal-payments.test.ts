import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Order } from '@/lib/api/schemas/checkout';
import { plans, users } from '@/lib/db/schema';
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
const BASE = 'https://paypal.test';
const CLIENT_ID = 'paypal-client-id';
const CLIENT_SECRET = 'paypal-secret';

type CaptureMode = 'ok' | 'declined' | 'short' | 'already';

/** PayPal's REST API as msw answers it: orders remembered by PayPal-Request-Id, captures by order. */
const paypal = {
  tokenCalls: 0,
  tokenFails: false,
  created: new Map<string, { id: string; body: Record<string, unknown> }>(),
  captureCalls: 0,
  captured: new Set<string>(),
  mode: new Map<string, CaptureMode>(),
};

function orderBody(id: string) {
  const created = [...paypal.created.values()].find((o) => o.id === id);
  const unit = (
    created?.body.purchase_units as {
      amount: { currency_code: string; value: string };
      reference_id: string;
    }[]
  )[0]!;
  return { unit };
}

function capturedOrder(id: string, mode: CaptureMode) {
  const { unit } = orderBody(id);
  const value =
    mode === 'short' ? (Number(unit.amount.value) - 0.01).toFixed(2) : unit.amount.value;
  return {
    id,
    status: 'COMPLETED',
    links: [],
    purchase_units: [
      {
        reference_id: unit.reference_id,
        payments: {
          captures: [
            {
              id: `CAP-${id}`,
              status: 'COMPLETED',
              amount: { currency_code: unit.amount.currency_code, value },
            },
          ],
        },
      },
    ],
  };
}

const authorized = (request: Request) => request.headers.get('authorization') === 'Bearer A21-test';

const paypalApi = setupServer(
  http.post(`${BASE}/v1/oauth2/token`, async ({ request }) => {
    paypal.tokenCalls += 1;
    const expected = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;
    if (paypal.tokenFails || request.headers.get('authorization') !== expected) {
      return HttpResponse.json({ error: 'invalid_client' }, { status: 401 });
    }
    expect(await request.text()).toBe('grant_type=client_credentials');
    return HttpResponse.json({ access_token: 'A21-test', token_type: 'Bearer', expires_in: 32400 });
  }),
  http.post(`${BASE}/v2/checkout/orders`, async ({ request }) => {
    if (!authorized(request))
      return HttpResponse.json({ name: 'AUTHENTICATION_FAILURE' }, { status: 401 });
    const requestId = request.headers.get('paypal-request-id') ?? crypto.randomUUID();
    let created = paypal.created.get(requestId);
    if (!created) {
      created = {
        id: `PP${paypal.created.size + 1}`,
        body: (await request.json()) as Record<string, unknown>,
      };
      paypal.created.set(requestId, created);
    }
    return HttpResponse.json({
      id: created.id,
      status: 'PAYER_ACTION_REQUIRED',
      links: [
        { rel: 'self', href: `${BASE}/v2/checkout/orders/${created.id}` },
        {
          rel: 'payer-action',
          href: `https://www.sandbox.paypal.com/checkoutnow?token=${created.id}`,
        },
      ],
    });
  }),
  http.post(`${BASE}/v2/checkout/orders/:id/capture`, ({ request, params }) => {
    if (!authorized(request))
      return HttpResponse.json({ name: 'AUTHENTICATION_FAILURE' }, { status: 401 });
    paypal.captureCalls += 1;
    const id = String(params.id);
    const mode = paypal.mode.get(id) ?? 'ok';
    if (mode === 'declined') {
      return HttpResponse.json(
        { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] },
        { status: 422 },
      );
    }
    if (mode === 'already' && paypal.captured.has(id)) {
      return HttpResponse.json(
        { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] },
        { status: 422 },
      );
    }
    paypal.captured.add(id);
    return HttpResponse.json(capturedOrder(id, mode), { status: 201 });
  }),
  http.get(`${BASE}/v2/checkout/orders/:id`, ({ request, params }) => {
    if (!authorized(request))
      return HttpResponse.json({ name: 'AUTHENTICATION_FAILURE' }, { status: 401 });
    const id = String(params.id);
    return HttpResponse.json(capturedOrder(id, paypal.mode.get(id) ?? 'ok'));
  }),
);

/** PayPal orders: create, approve (outside), capture on return; spec 02 §4, §7 "Pay by redirect". */
describe.each(kinds)('PayPal payments on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let anaId: string;
  let ana: string;
  let beto: string;
  let productId: string;
  let supplierId: string;
  const saved = {
    id: process.env.PAYPAL_CLIENT_ID,
    secret: process.env.PAYPAL_CLIENT_SECRET,
    base: process.env.PAYPAL_API_BASE,
  };
  const paths = { return_path: '/mis-compras/x', cancel_path: '/mis-compras/x' };

  const send = siteSender(() => api);

  /** Ana buys one course (123.45 MXN, nothing to ship) and chooses PayPal. */
  const paypalOrder = () =>
    placeOrderPaidBy(send, { shop: 'tienda-p', productId, supplierId, buyer: ana }, 'paypal');

  async function brokered(order: Order) {
    const res = await send('PUT', `/orders/broker/${order.id}`, paths, ana);
    expect(res.status).toBe(200);
    return (await res.json()) as { approval_url: string; token: string; session_id: string };
  }

  const stateOf = (orderId: string) => orderState(database.db, orderId);
  const eventsOf = (orderId: string) =>
    paymentEventCount(database.db, { provider: 'paypal', orderId });

  beforeAll(async () => {
    process.env.PAYPAL_CLIENT_ID = CLIENT_ID;
    process.env.PAYPAL_CLIENT_SECRET = CLIENT_SECRET;
    process.env.PAYPAL_API_BASE = BASE;
    forgetPayPalTokens();
    paypalApi.listen({ onUnhandledRequest: 'error' });
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    await db.insert(plans).values(buildPlans());
    const [userA, userB] = await Promise.all([createUser(db), createUser(db)]);
    anaId = userA.id;
    const shop = await createShop(db, { slug: 'tienda-p' });
    const supplier = await createSupplier(db, { name: 'Cursos PayPal' });
    const [course] = await createListedProducts(db, {
      supplierId: supplier.id,
      shopIds: [shop.id],
      items: [{ name: 'Curso', type: 'digital', listPrice: 12_345, stockType: 'ondemand' }],
    });
    productId = course!.id;
    supplierId = supplier.id;
    ana = await createSessionCookie(db, userA!.id);
    beto = await createSessionCookie(db, userB!.id);
  });

  beforeEach(() => {
    paypal.tokenFails = false;
  });

  afterAll(async () => {
    paypalApi.close();
    for (const [name, value] of [
      ['PAYPAL_CLIENT_ID', saved.id],
      ['PAYPAL_CLIENT_SECRET', saved.secret],
      ['PAYPAL_API_BASE', saved.base],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    forgetPayPalTokens();
    await database?.destroy();
  });

  it('creates one PayPal order per payment token for the exact total, returning through the capture route', async () => {
    const order = await paypalOrder();
    const answer = await brokered(order);
    expect(answer.approval_url).toBe(
      `https://www.sandbox.paypal.com/checkoutnow?token=${answer.session_id}`,
    );
    const created = [...paypal.created.values()].find((o) => o.id === answer.session_id)!;
    const unit = (created.body.purchase_units as Record<string, unknown>[])[0]!;
    expect(unit.amount).toEqual({ currency_code: 'MXN', value: '123.45' });
    expect(unit.reference_id).toBe(order.id);
    const context = (
      created.body.payment_source as { paypal: { experience_context: Record<string, string> } }
    ).paypal.experience_context;
    expect(context.return_url).toBe(
      `http://localhost:3000/api/payments/${answer.token}/order/paypal/return?next=%2Fmis-compras%2Fx`,
    );
    expect(context.cancel_url).toBe('http://localhost:3000/mis-compras/x?code=2');
    // Again: the same token and the same PayPal order.
    const again = await brokered(order);
    expect(again.token).toBe(answer.token);
    expect(again.session_id).toBe(answer.session_id);
    // Pay by redirect on the token answers the same.
    const byToken = await send('POST', `/payments/${answer.token}/order/paypal`, paths, ana);
    expect(byToken.status).toBe(200);
    expect(((await byToken.json()) as { session_id: string }).session_id).toBe(answer.session_id);
    const wrongProvider = await send('POST', `/payments/${answer.token}/order/stripe`, paths, ana);
    expect(wrongProvider.status).toBe(409);
  });

  it('shows the payment to its owner only, with PayPal’s public client id', async () => {
    const order = await paypalOrder();
    const { token } = await brokered(order);
    const res = await send('GET', `/payments/${token}`, undefined, ana);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      token,
      subject: 'order',
      order_id: order.id,
      order_number: order.number,
      amount: 12_345,
      currency: 'MXN',
      state: 'pending',
      payment_type: 'paypal',
      package: null,
      expires_at: null,
      providers: ['paypal'],
      paypal_client_id: CLIENT_ID,
      stripe_publishable_key: null,
      payment_instructions: null,
    });
    expect((await send('GET', `/payments/${token}`, undefined, beto)).status).toBe(404);
    expect((await send('GET', `/payments/${token}`)).status).toBe(401);
    expect(
      (await send('POST', `/payments/${token}/order/paypal/capture`, undefined, beto)).status,
    ).toBe(404);
    expect((await send('POST', `/payments/${token}/order/paypal`, paths, beto)).status).toBe(404);
    expect((await send('POST', `/payments/${token}/order/paypal/capture`)).status).toBe(401);
    expect(await stateOf(order.id)).toBe('pending_payment');
  });

  it('captures once: 10 replays and 20 concurrent duplicates pay the order one time', async () => {
    const order = await paypalOrder();
    const { token } = await brokered(order);
    const first = await send('POST', `/payments/${token}/order/paypal/capture`, undefined, ana);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ state: 'paid', order_id: order.id });
    const calls = paypal.captureCalls;
    for (let i = 0; i < 10; i++) {
      const replay = await send('POST', `/payments/${token}/order/paypal/capture`, undefined, ana);
      expect(replay.status).toBe(200);
    }
    expect(paypal.captureCalls).toBe(calls); // paid: PayPal is not asked again
    expect(await stateOf(order.id)).toBe('paid');
    expect(await eventsOf(order.id)).toBe(1);
    const page = (await (await send('GET', `/payments/${token}`, undefined, ana)).json()) as {
      state: string;
      providers: string[];
    };
    expect(page).toMatchObject({ state: 'paid', providers: [] });

    const second = await paypalOrder();
    const secondToken = (await brokered(second)).token;
    paypal.mode.set((await brokered(second)).session_id, 'already');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send('POST', `/payments/${secondToken}/order/paypal/capture`, undefined, ana),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(await stateOf(second.id)).toBe('paid');
    expect(await eventsOf(second.id)).toBe(1);
  });

  it('the return route captures and goes back with code 1, or code 3 and the error', async () => {
    const order = await paypalOrder();
    const { token, session_id } = await brokered(order);
    const back = await send(
      'GET',
      `/payments/${token}/order/paypal/return?next=%2Fmis-compras%2Fx&token=${session_id}&PayerID=P1`,
      undefined,
      ana,
    );
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('http://localhost:3000/mis-compras/x?code=1');
    expect(await stateOf(order.id)).toBe('paid');

    const declined = await paypalOrder();
    const refused = await brokered(declined);
    paypal.mode.set(refused.session_id, 'declined');
    const failed = await send(
      'GET',
      `/payments/${refused.token}/order/paypal/return?next=%2Fmis-compras%2Fy`,
      undefined,
      ana,
    );
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe(
      'http://localhost:3000/mis-compras/y?code=3&error=payment_provider_error',
    );
    expect(await stateOf(declined.id)).toBe('pending_payment');
    const offsite = await send(
      'GET',
      `/payments/${refused.token}/order/paypal/return?next=%2F%2Fevil.example`,
      undefined,
      ana,
    );
    expect(offsite.status).toBe(422);
  });

  it('pays a plan package through PayPal: the capture sets the plan for one month, once', async () => {
    const bought = await send('PUT', '/me/packages/tienda_en_linea', undefined, ana);
    const { payment_token: token } = (await bought.json()) as { payment_token: string };
    const listed = (await (await send('GET', `/payments/${token}`, undefined, ana)).json()) as {
      providers: string[];
    };
    expect(listed.providers).toEqual(['paypal']);
    const sent = await send('POST', `/payments/${token}/order/paypal`, paths, ana);
    expect(sent.status).toBe(200);
    const { session_id: paypalOrder } = (await sent.json()) as { session_id: string };
    const created = [...paypal.created.values()].find((o) => o.id === paypalOrder)!;
    const unit = (created.body.purchase_units as Record<string, unknown>[])[0]!;
    expect(unit).toMatchObject({
      reference_id: token,
      amount: { currency_code: 'MXN', value: '499.00' },
    });
    const before = Date.now();
    for (let i = 0; i < 3; i++) {
      const res = await send('POST', `/payments/${token}/order/paypal/capture`, undefined, ana);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ state: 'paid', order_id: null });
    }
    const [user] = await database.db.select().from(users).where(eq(users.id, anaId));
    expect(user!.planId).toBe('tienda_en_linea');
    const expiry = user!.planExpiresAt!.getTime();
    expect(expiry - before).toBeGreaterThan(27 * 24 * 3600_000);
    expect(expiry - before).toBeLessThan(32 * 24 * 3600_000);
    const again = await send('POST', `/payments/${token}/order/paypal`, paths, ana);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('package_already_paid');
  });

  it('leaves the order waiting when PayPal declines, captures a different amount, or refuses our keys', async () => {
    const declined = await paypalOrder();
    const a = await brokered(declined);
    paypal.mode.set(a.session_id, 'declined');
    const res = await send('POST', `/payments/${a.token}/order/paypal/capture`, undefined, ana);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { code: string }).code).toBe('payment_provider_error');
    expect(await stateOf(declined.id)).toBe('pending_payment');

    const short = await paypalOrder();
    const b = await brokered(short);
    paypal.mode.set(b.session_id, 'short');
    expect(
      (await send('POST', `/payments/${b.token}/order/paypal/capture`, undefined, ana)).status,
    ).toBe(502);
    expect(await stateOf(short.id)).toBe('pending_payment');

    forgetPayPalTokens();
    paypal.tokenFails = true;
    const locked = await paypalOrder();
    const broker = await send('PUT', `/orders/broker/${locked.id}`, paths, ana);
    expect(broker.status).toBe(502);
    expect(((await broker.json()) as { code: string }).code).toBe('payment_provider_error');
  });
});
