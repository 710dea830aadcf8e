import { and, count, eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { paymentEvents, paymentTokens, plans, users } from '@/lib/db/schema';
import { buildPlans } from '@/lib/db/seed/plans';
import { PACKAGE_TOKEN_TTL_MS } from '@/lib/domain/packages/package-token';
import { createApiApp } from '@/lib/server/http/app';
import { forgetPayPalTokens } from '@/lib/server/payments/paypal-client';

import { call } from '../support/auth-api';
import { createSessionCookie, createUser } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// Also on PostgreSQL: parallel requests meet its row locks and unique keys.
const kinds = await databaseKinds({ postgres: 'concurrency' });
const BASE = 'https://paypal-expiry.test';
const WEBHOOK_ID = 'WH-ID-expiry';

/** PayPal as msw answers it: orders by PayPal-Request-Id, captures counted, every event verified. */
const paypal = { orders: new Map<string, string>(), captureCalls: 0 };
const paypalApi = setupServer(
  http.post(`${BASE}/v1/oauth2/token`, () =>
    HttpResponse.json({ access_token: 'A21-exp', token_type: 'Bearer', expires_in: 32400 }),
  ),
  http.post(`${BASE}/v2/checkout/orders`, ({ request }) => {
    const requestId = request.headers.get('paypal-request-id')!;
    const id = paypal.orders.get(requestId) ?? `PPX${paypal.orders.size + 1}`;
    paypal.orders.set(requestId, id);
    return HttpResponse.json({
      id,
      status: 'PAYER_ACTION_REQUIRED',
      links: [{ rel: 'payer-action', href: `https://paypal.test/approve?token=${id}` }],
    });
  }),
  http.post(`${BASE}/v2/checkout/orders/:id/capture`, ({ params }) => {
    paypal.captureCalls += 1;
    const id = String(params.id);
    return HttpResponse.json(
      {
        id,
        status: 'COMPLETED',
        purchase_units: [
          {
            payments: {
              captures: [
                {
                  id: `CAP-${id}`,
                  status: 'COMPLETED',
                  amount: { currency_code: 'MXN', value: '999.00' },
                },
              ],
            },
          },
        ],
      },
      { status: 201 },
    );
  }),
  http.post(`${BASE}/v1/notifications/verify-webhook-signature`, () =>
    HttpResponse.json({ verification_status: 'SUCCESS' }),
  ),
);

/**
 * Plan package tokens expire one hour after issue (lib/domain/packages/package-token.ts; spec 02 §8 "time
 * to complete purchase expired with a restart option", §9): the clock is moved by issuing the
 * token earlier (`created_at`), the only time the rule reads.
 */
describe.each(kinds)('package payment token expiry on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const saved = [
    'PAYPAL_CLIENT_ID',
    'PAYPAL_CLIENT_SECRET',
    'PAYPAL_API_BASE',
    'PAYPAL_WEBHOOK_ID',
  ].map((name) => [name, process.env[name]] as const);
  const paths = { return_path: '/me/payments/x', cancel_path: '/me/payments/x' };

  const send = (method: string, path: string, body?: unknown, who?: string) =>
    call(api, method, `/api${path}`, body, {
      cookie: who,
      headers: { origin: 'http://localhost:3000' },
    });

  /** A fresh shopper and their session. */
  async function shopper() {
    const user = await createUser(database.db);
    return { id: user.id, cookie: await createSessionCookie(database.db, user.id) };
  }

  async function buy(who: string, plan = 'negocio_digital') {
    const res = await send('PUT', `/me/packages/${plan}`, undefined, who);
    expect(res.status).toBe(200);
    return ((await res.json()) as { payment_token: string }).payment_token;
  }

  /** Moves the token's issue back by `minutes`, as if that much time had passed. */
  const age = (token: string, minutes: number) =>
    database.db
      .update(paymentTokens)
      .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(paymentTokens.token, token));

  const read = async (token: string, who: string) => {
    const res = await send('GET', `/payments/${token}`, undefined, who);
    expect(res.status).toBe(200);
    return (await res.json()) as { state: string; providers: string[]; expires_at: string | null };
  };

  const stateOf = async (token: string) =>
    (
      await database.db
        .select({ state: paymentTokens.state })
        .from(paymentTokens)
        .where(eq(paymentTokens.token, token))
    )[0]!.state;

  const planOf = async (userId: string) =>
    (
      await database.db
        .select({ planId: users.planId, expiresAt: users.planExpiresAt })
        .from(users)
        .where(eq(users.id, userId))
    )[0]!;

  const deliver = (event: unknown) =>
    api.request('/api/payments/webhooks/paypal', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': 'tx',
        'paypal-transmission-time': '2026-03-01T12:00:00Z',
        'paypal-transmission-sig': 'sig',
        'paypal-cert-url': 'https://api.paypal.com/certs/1',
        'paypal-auth-algo': 'SHA256withRSA',
      },
      body: JSON.stringify(event),
    });

  beforeAll(async () => {
    process.env.PAYPAL_CLIENT_ID = 'exp-client';
    process.env.PAYPAL_CLIENT_SECRET = 'exp-secret';
    process.env.PAYPAL_API_BASE = BASE;
    process.env.PAYPAL_WEBHOOK_ID = WEBHOOK_ID;
    forgetPayPalTokens();
    paypalApi.listen({ onUnhandledRequest: 'error' });
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    await database.db.insert(plans).values(buildPlans());
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

  it('answers the same token within the hour, and says until when it can be paid', async () => {
    const ana = await shopper();
    const token = await buy(ana.cookie);
    await age(token, 59);
    expect(await buy(ana.cookie)).toBe(token);
    const page = await read(token, ana.cookie);
    expect(page.state).toBe('pending');
    expect(page.providers).toEqual(['paypal']);
    const [row] = await database.db
      .select({ createdAt: paymentTokens.createdAt })
      .from(paymentTokens)
      .where(eq(paymentTokens.token, token));
    expect(new Date(page.expires_at!).getTime()).toBe(
      row!.createdAt.getTime() + PACKAGE_TOKEN_TTL_MS,
    );
  });

  it('past the hour the token is expired: not payable, and buying again issues a fresh one', async () => {
    const ana = await shopper();
    const token = await buy(ana.cookie);
    await age(token, 61);
    expect(await read(token, ana.cookie)).toMatchObject({ state: 'expired', providers: [] });
    const sent = await send('POST', `/payments/${token}/order/paypal`, paths, ana.cookie);
    expect(sent.status).toBe(409);
    expect(((await sent.json()) as { code: string }).code).toBe('payment_expired');

    const fresh = await buy(ana.cookie);
    expect(fresh).not.toBe(token);
    expect(await stateOf(token)).toBe('expired');
    expect(await read(token, ana.cookie)).toMatchObject({ state: 'expired', providers: [] });
    expect(await read(fresh, ana.cookie)).toMatchObject({
      state: 'pending',
      providers: ['paypal'],
    });
    expect(await buy(ana.cookie)).toBe(fresh);
    // The fresh token is paid as any other.
    expect((await send('POST', `/payments/${fresh}/order/paypal`, paths, ana.cookie)).status).toBe(
      200,
    );
    const paid = await send(
      'POST',
      `/payments/${fresh}/order/paypal/capture`,
      undefined,
      ana.cookie,
    );
    expect(paid.status).toBe(200);
    expect((await planOf(ana.id)).planId).toBe('negocio_digital');
  });

  it('ten concurrent purchases after the hour share one fresh token', async () => {
    const ana = await shopper();
    const token = await buy(ana.cookie, 'tienda_en_linea');
    await age(token, 90);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => buy(ana.cookie, 'tienda_en_linea')),
    );
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).not.toBe(token);
    const [open] = await database.db
      .select({ n: count() })
      .from(paymentTokens)
      .where(and(eq(paymentTokens.userId, ana.id), eq(paymentTokens.state, 'open')));
    expect(open!.n).toBe(1);
  });

  it('a token that expires after it was sent to PayPal is not captured: the return says payment_expired', async () => {
    const ana = await shopper();
    const token = await buy(ana.cookie);
    const sent = await send('POST', `/payments/${token}/order/paypal`, paths, ana.cookie);
    expect(sent.status).toBe(200);
    await age(token, 61);
    const calls = paypal.captureCalls;
    const capture = await send(
      'POST',
      `/payments/${token}/order/paypal/capture`,
      undefined,
      ana.cookie,
    );
    expect(capture.status).toBe(409);
    expect(((await capture.json()) as { code: string }).code).toBe('payment_expired');
    const back = await send(
      'GET',
      `/payments/${token}/order/paypal/return?next=%2Fme%2Fpayments%2Fx`,
      undefined,
      ana.cookie,
    );
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      'http://localhost:3000/me/payments/x?code=3&error=payment_expired',
    );
    expect(paypal.captureCalls).toBe(calls);
    expect(await planOf(ana.id)).toEqual({ planId: null, expiresAt: null });
  });

  it('late PayPal events for an expired token are recorded without paying it or extending the plan', async () => {
    const ana = await shopper();
    const token = await buy(ana.cookie);
    const sent = await send('POST', `/payments/${token}/order/paypal`, paths, ana.cookie);
    const { session_id: paypalOrderId } = (await sent.json()) as { session_id: string };
    await age(token, 61);
    const calls = paypal.captureCalls;
    const approved = {
      id: `WH-late-approved-${paypalOrderId}`,
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: { id: paypalOrderId, status: 'APPROVED' },
    };
    expect((await deliver(approved)).status).toBe(200);
    expect(paypal.captureCalls).toBe(calls); // nothing captured for it
    const completed = {
      id: `WH-late-capture-${paypalOrderId}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: `CAP-${paypalOrderId}`,
        status: 'COMPLETED',
        amount: { currency_code: 'MXN', value: '999.00' },
        supplementary_data: { related_ids: { order_id: paypalOrderId } },
      },
    };
    const res = await deliver(completed);
    expect(res.status).toBe(200);
    expect(await planOf(ana.id)).toEqual({ planId: null, expiresAt: null });
    expect(await stateOf(token)).not.toBe('paid');
    expect(await read(token, ana.cookie)).toMatchObject({ state: 'expired' });
    const recorded = await database.db
      .select({ id: paymentEvents.eventId })
      .from(paymentEvents)
      .where(eq(paymentEvents.provider, 'paypal'));
    expect(recorded.map((row) => row.id)).toEqual(
      expect.arrayContaining([approved.id, completed.id, `CAP-${paypalOrderId}`]),
    );
  });
});
