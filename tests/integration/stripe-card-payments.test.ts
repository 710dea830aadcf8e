import { eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Order } from '@/lib/api/schemas/checkout';
import { paymentTokens, plans, users } from '@/lib/db/schema';
import { buildPlans } from '@/lib/db/seed/plans';
import { createApiApp } from '@/lib/server/http/app';

import { siteSender } from '../support/auth-api';
import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { orderState, paymentEventCount, placeOrderPaidBy } from '../support/payment-orders';
import {
  fakePaymentIntents,
  intentSucceededEvent,
  TEST_CARDS,
} from '../support/stripe-payment-intents';
import {
  deliverStripeEvent,
  STRIPE_TEST_KEYS,
  stripeCheckoutSessions,
  useStripeTestKeys,
} from '../support/stripe-test';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// Also on PostgreSQL: parallel requests meet its row locks and unique keys.
const kinds = await databaseKinds({ postgres: 'concurrency' });

const stripe = fakePaymentIntents();
const stripeApi = setupServer(...stripe.handlers, stripeCheckoutSessions([]));
const DECLINED = 'El intento de pago falló y no fue posible completar la transacción.';

type CardAnswer = { state: string; url_3ds: string | null; order_id: string | null };

/** Card payments on the payment page: Stripe PaymentIntents (spec 02 §4, §7 "Pay by card", §8). */
describe.each(kinds)('Stripe card payments on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let ana: string;
  let anaId: string;
  let beto: string;
  let productId: string;
  let supplierId: string;
  let restoreKeys: () => void;

  const send = siteSender(() => api);
  const payByCard = (token: string, body: unknown, who = ana) =>
    send('POST', `/payments/${token}/order/card`, body, who);
  const back = (token: string, next = `/tienda/tienda-a/me/payments/${token}`, who = ana) =>
    send(
      'GET',
      `/payments/${token}/order/card/return?next=${encodeURIComponent(next)}`,
      undefined,
      who,
    );

  /** Ana buys one unit paying by card on the page; the broker answers the order's payment token. */
  async function cardOrder(): Promise<{ order: Order; token: string }> {
    const order = await placeOrderPaidBy(
      send,
      { shop: 'tienda-a', productId, supplierId, buyer: ana },
      'stripe_card',
    );
    const paths = { return_path: '/ok', cancel_path: '/ok' };
    const brokered = await send('PUT', `/orders/broker/${order.id}`, paths, ana);
    expect(brokered.status).toBe(200);
    const answer = (await brokered.json()) as {
      approval_url: string | null;
      token: string;
      payment_metadata: { provider: string; public_key?: string };
    };
    expect(answer.approval_url).toBeNull();
    expect(answer.payment_metadata).toEqual({
      provider: 'stripe_card',
      public_key: STRIPE_TEST_KEYS.publishableKey,
    });
    return { order, token: answer.token };
  }

  const stateOf = (orderId: string) => orderState(database.db, orderId);
  const eventsOf = (orderId: string) => paymentEventCount(database.db, { orderId });
  const intentOf = async (token: string) =>
    (
      await database.db
        .select({ id: paymentTokens.providerSessionId })
        .from(paymentTokens)
        .where(eq(paymentTokens.token, token))
    )[0]!.id!;
  const stripeCalls = () => stripe.calls.length;

  beforeAll(async () => {
    restoreKeys = useStripeTestKeys({ card: true });
    stripeApi.listen({ onUnhandledRequest: 'error' });
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    await db.insert(plans).values(buildPlans());
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
    anaId = userA!.id;
    ana = await createSessionCookie(db, userA!.id);
    beto = await createSessionCookie(db, userB!.id);
  });

  afterAll(async () => {
    stripeApi.close();
    restoreKeys();
    await database?.destroy();
  });

  it('offers the card on the payment page with the publishable key', async () => {
    const { order, token } = await cardOrder();
    const res = await send('GET', `/payments/${token}`, undefined, ana);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      order_id: order.id,
      state: 'pending',
      payment_type: 'stripe_card',
      providers: ['stripe_card'],
      stripe_publishable_key: STRIPE_TEST_KEYS.publishableKey,
    });
  });

  it('pays at once with a card that needs nothing more, for the order total, once', async () => {
    const { order, token } = await cardOrder();
    const res = await send(
      'POST',
      `/payments/${token}/order/card`,
      { source_id: TEST_CARDS.paid },
      `${ana}; referralID=ref-7; campaign=verano; clickID=clk-9`,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ state: 'paid', url_3ds: null, order_id: order.id });
    // Paid: the tracking cookies are cleared (spec 03 §9), not before.
    const cleared = res.headers.getSetCookie();
    for (const name of ['referralID', 'campaign', 'clickID']) {
      expect(cleared.some((c) => c.startsWith(`${name}=;`) && /Max-Age=0/i.test(c))).toBe(true);
    }
    expect(await stateOf(order.id)).toBe('paid');

    const created = stripe.calls.find(
      (c) => c.path === '/v1/payment_intents' && c.form.get('metadata[payment_token]') === token,
    )!;
    expect(created.form.get('amount')).toBe(String(order.total));
    expect(created.form.get('currency')).toBe('mxn');
    expect(created.form.get('metadata[order_id]')).toBe(order.id);
    const intent = await intentOf(token);
    const confirmed = stripe.calls.findLast(
      (c) => c.path === `/v1/payment_intents/${intent}/confirm`,
    )!;
    expect(confirmed.form.get('payment_method')).toBe(TEST_CARDS.paid);
    expect(confirmed.form.get('return_url')).toBe(
      `http://localhost:3000/api/payments/${token}/order/card/return?next=%2Fme%2Fpayments%2F${token}`,
    );

    // Paying again asks Stripe nothing and pays nothing twice.
    const before = stripeCalls();
    const again = await payByCard(token, { source_id: TEST_CARDS.paid });
    expect(again.status).toBe(200);
    expect(((await again.json()) as CardAnswer).state).toBe('paid');
    expect(stripeCalls()).toBe(before);
    expect(await eventsOf(order.id)).toBe(1);
  });

  it('sends the shopper to 3-D Secure and pays once back, however often they come back', async () => {
    const { order, token } = await cardOrder();
    const res = await payByCard(token, {
      source_id: TEST_CARDS.threeDs,
      return_path: `/tienda/tienda-a/me/payments/${token}`,
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as CardAnswer;
    expect(answer.state).toBe('requires_3ds');
    expect(answer.url_3ds).toMatch(/^https:\/\/hooks\.stripe\.com\/3d_secure_2\//);
    expect(await stateOf(order.id)).toBe('pending_payment');

    const intent = await intentOf(token);
    stripe.finish3ds(intent, true);
    const page = `http://localhost:3000/tienda/tienda-a/me/payments/${token}`;
    for (let i = 0; i < 3; i++) {
      const returned = await back(token);
      expect(returned.status).toBe(303);
      expect(returned.headers.get('location')).toBe(`${page}?code=1`);
    }
    expect(await stateOf(order.id)).toBe('paid');
    // Stripe's own word arrives too: seen before, nothing more.
    const event = intentSucceededEvent('evt_card_3ds', stripe.intents.get(intent)!);
    expect(await (await deliverStripeEvent(api, event)).json()).toEqual({
      received: true,
      applied: false,
    });
    expect(await eventsOf(order.id)).toBe(1);
  });

  it('comes back from a failed 3-D Secure with the code, the order still waiting', async () => {
    const { order, token } = await cardOrder();
    await payByCard(token, { source_id: TEST_CARDS.threeDs });
    stripe.finish3ds(await intentOf(token), false);
    const returned = await back(token, '/me/payments/x');
    expect(returned.headers.get('location')).toBe(
      'http://localhost:3000/me/payments/x?code=3&error=payment_intent_authentication_failure',
    );
    expect(await stateOf(order.id)).toBe('pending_payment');
  });

  it('answers a declined card with 402, the spec’s message and the decline code, and changes nothing', async () => {
    const { order, token } = await cardOrder();
    const res = await payByCard(token, { source_id: TEST_CARDS.declined });
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({
      code: 'card_declined',
      message: DECLINED,
      decline_code: 'insufficient_funds',
    });
    expect(await stateOf(order.id)).toBe('pending_payment');
    expect(await eventsOf(order.id)).toBe(0);

    // Another card pays the same PaymentIntent: one intent per token.
    const intent = await intentOf(token);
    const retried = await payByCard(token, { source_id: TEST_CARDS.paid });
    expect(retried.status).toBe(200);
    expect(await intentOf(token)).toBe(intent);
    expect(
      stripe.calls.filter(
        (c) => c.path === '/v1/payment_intents' && c.form.get('metadata[payment_token]') === token,
      ),
    ).toHaveLength(1);
    expect(await stateOf(order.id)).toBe('paid');
  });

  it('applies payment_intent.succeeded once, whatever the replays and duplicates', async () => {
    const first = await cardOrder();
    await payByCard(first.token, { source_id: TEST_CARDS.threeDs });
    const firstIntent = await intentOf(first.token);
    stripe.finish3ds(firstIntent, true);
    const event = intentSucceededEvent('evt_card_1', stripe.intents.get(firstIntent)!);
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(await (await deliverStripeEvent(api, event)).json());
    }
    expect(answers[0]).toEqual({ received: true, applied: true });
    expect(answers.slice(1).every((a) => (a as { applied: boolean }).applied === false)).toBe(true);
    expect(await stateOf(first.order.id)).toBe('paid');

    const second = await cardOrder();
    await payByCard(second.token, { source_id: TEST_CARDS.threeDs });
    const secondIntent = await intentOf(second.token);
    stripe.finish3ds(secondIntent, true);
    const duplicate = intentSucceededEvent('evt_card_2', stripe.intents.get(secondIntent)!);
    const delivered = await Promise.all(
      Array.from({ length: 20 }, () => deliverStripeEvent(api, duplicate)),
    );
    expect(delivered.every((res) => res.status === 200)).toBe(true);
    const applied = await Promise.all(
      delivered.map(async (res) => ((await res.json()) as { applied: boolean }).applied),
    );
    expect(applied.filter(Boolean)).toHaveLength(1);
    expect(await stateOf(second.order.id)).toBe('paid');
    expect(await eventsOf(second.order.id)).toBe(1);
  });

  it('refuses bad bodies with 422 and asks Stripe nothing', async () => {
    const { order, token } = await cardOrder();
    const before = stripeCalls();
    for (const body of [
      {},
      { source_id: 'tok_visa' },
      { source_id: '4242 4242 4242 4242' },
      { source_id: TEST_CARDS.paid, number: '4242424242424242' },
      { source_id: TEST_CARDS.paid, return_path: '//evil.example/x' },
    ]) {
      const res = await payByCard(token, body);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { code: string }).code).toBe('validation_error');
    }
    expect(stripeCalls()).toBe(before);
    expect(await stateOf(order.id)).toBe('pending_payment');
  });

  it('refuses someone else’s token, a signed-out caller and an order paid another way', async () => {
    const { order, token } = await cardOrder();
    const before = stripeCalls();
    const stranger = await payByCard(token, { source_id: TEST_CARDS.paid }, beto);
    expect(stranger.status).toBe(404);
    expect(((await stranger.json()) as { code: string }).code).toBe('not_found');
    const strangerBack = await back(token, '/x', beto);
    expect(strangerBack.headers.get('location')).toBe(
      'http://localhost:3000/x?code=3&error=not_found',
    );
    const anonymous = await send('POST', `/payments/${token}/order/card`, {
      source_id: TEST_CARDS.paid,
    });
    expect(anonymous.status).toBe(401);
    expect(stripeCalls()).toBe(before);
    expect(await stateOf(order.id)).toBe('pending_payment');

    const checkoutOrder = await placeOrderPaidBy(
      send,
      { shop: 'tienda-a', productId, supplierId, buyer: ana },
      'stripe',
    );
    const brokered = await send(
      'PUT',
      `/orders/broker/${checkoutOrder.id}`,
      { return_path: '/ok', cancel_path: '/ok' },
      ana,
    );
    const { token: checkoutToken } = (await brokered.json()) as { token: string };
    const refused = await payByCard(checkoutToken, { source_id: TEST_CARDS.paid });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('order_not_payable');
  });

  it('pays a plan package by card', async () => {
    const bought = await send('PUT', '/me/packages/tienda_en_linea', undefined, ana);
    const { payment_token: token } = (await bought.json()) as { payment_token: string };
    const page = await send('GET', `/payments/${token}`, undefined, ana);
    expect(((await page.json()) as { providers: string[] }).providers).toContain('stripe_card');
    const res = await payByCard(token, { source_id: TEST_CARDS.paid });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ state: 'paid', url_3ds: null, order_id: null });
    const [user] = await database.db
      .select({ planId: users.planId })
      .from(users)
      .where(eq(users.id, anaId));
    expect(user!.planId).toBe('tienda_en_linea');
  });

  it('is not offered without the publishable key', async () => {
    const saved = process.env.STRIPE_PUBLISHABLE_KEY;
    delete process.env.STRIPE_PUBLISHABLE_KEY;
    try {
      await send('POST', '/shops/tienda-a/cart/items', { product_id: productId, quantity: 1 }, ana);
      const created = await send(
        'POST',
        '/shops/tienda-a/checkouts',
        { supplier_id: supplierId, currency: 'MXN' },
        ana,
      );
      const types = ((await created.json()) as { enabled_payment_types: string[] })
        .enabled_payment_types;
      expect(types).toContain('stripe');
      expect(types).not.toContain('stripe_card');
    } finally {
      process.env.STRIPE_PUBLISHABLE_KEY = saved;
    }
  });
});
