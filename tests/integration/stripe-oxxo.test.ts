import { eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PaymentInstructionsView } from '@/lib/api/schemas/payment-instructions';
import { orders, paymentTokens } from '@/lib/db/schema';
import { OXXO_CONFIRMATION_GRACE_MS } from '@/lib/domain/orders/checkout-options';
import { expireUnpaidPayments } from '@/lib/server/orders/expire-payments';

import { asyncPaymentWorld } from '../support/async-payment-world';
import { orderState, paymentEventCount } from '../support/payment-orders';
import { fakeAsyncIntents, intentEvent } from '../support/stripe-async-intents';
import { deliverStripeEvent, useStripeTestKeys } from '../support/stripe-test';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// Also on PostgreSQL: concurrent starts meet its row locks.
const kinds = await databaseKinds({ postgres: 'concurrency' });

const stripe = fakeAsyncIntents();
const stripeApi = setupServer(...stripe.handlers);

type Oxxo = Extract<PaymentInstructionsView, { method: 'oxxo' }>;

/** OXXO cash vouchers through Stripe (issue 25; spec 02 §7 "bank/store info by token"). */
describe.each(kinds)('OXXO vouchers through Stripe on %s', (kind) => {
  let database: TestDatabase;
  let world: Awaited<ReturnType<typeof asyncPaymentWorld>>;
  let restoreKeys: () => void;

  const intentOf = async (token: string) =>
    (
      await database.db
        .select({ id: paymentTokens.providerSessionId })
        .from(paymentTokens)
        .where(eq(paymentTokens.token, token))
    )[0]!.id!;
  const creates = () =>
    stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/payment_intents').length;
  const deliver = (event: { payload: string; signature: string }) =>
    deliverStripeEvent(world.api, event);

  beforeAll(async () => {
    restoreKeys = useStripeTestKeys({ card: true });
    stripeApi.listen({ onUnhandledRequest: 'error' });
    database = await createTestDatabase(kind);
    world = await asyncPaymentWorld(database);
  });

  afterAll(async () => {
    stripeApi.close();
    restoreKeys();
    await database?.destroy();
  });

  it('makes one voucher per order, keeps it, shows it and mails it', async () => {
    const { order, token } = await world.placeOrder('stripe_oxxo');
    const before = creates();
    const first = await world.start(token);
    expect(first.status).toBe(200);
    const voucher = (await first.json()) as Oxxo;
    expect(voucher).toMatchObject({
      method: 'oxxo',
      number: expect.stringMatching(/^9300\d{10}$/),
      hosted_voucher_url: expect.stringContaining('https://payments.stripe.com/oxxo/voucher/'),
    });
    // Valid 3 days, and the order waits exactly that long.
    const days = (Date.parse(voucher.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThanOrEqual(3);
    expect(voucher.pay_by).toBe(voucher.expires_at);

    // Stripe was asked with the order's total in pesos, the payer and our attempt's metadata.
    const sent = stripe.calls.filter((c) => c.path === '/v1/payment_intents').at(-1)!.form;
    expect(Object.fromEntries(sent)).toMatchObject({
      amount: '49900',
      currency: 'mxn',
      'allowed_payment_method_types[0]': 'oxxo',
      'payment_method_data[type]': 'oxxo',
      'payment_method_data[billing_details][email]': world.ana.email,
      'payment_method_options[oxxo][expires_after_days]': '3',
      confirm: 'true',
      'metadata[tienda_payment]': 'oxxo',
      'metadata[order_id]': order.id,
      'metadata[payment_token]': token,
      'metadata[payment_attempt]': '1',
    });

    // A later visit answers the kept voucher without asking Stripe again.
    expect(await world.instructionsOf(token)).toEqual(voucher);
    expect(creates() - before).toBe(1);
    expect((await world.orderOf(order.id)).payment_instructions).toEqual(voucher);
    const page = await world.send('GET', `/payments/${token}`, undefined, world.cookie.ana);
    expect(await page.json()).toMatchObject({
      state: 'pending',
      providers: ['stripe_oxxo'],
      payment_instructions: voucher,
      expires_at: voucher.pay_by,
    });
    const mails = await world.mailsTo(order);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Tu ficha OXXO del pedido ${order.number}`);
    expect(mails[0]!.body).toContain(voucher.number);
    expect(mails[0]!.body).toContain('$499.00 MXN');
    expect(mails[0]!.body).toContain(voucher.hosted_voucher_url);
  });

  it("marks the order paid once on Stripe's webhook, and the supplier sees it paid", async () => {
    const { order, token } = await world.placeOrder('stripe_oxxo');
    await world.instructionsOf(token);
    const paid = stripe.pay(await intentOf(token));
    const event = intentEvent('evt_oxxo_paid', 'payment_intent.succeeded', paid);

    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, applied: true });
    expect(await orderState(database.db, order.id)).toBe('paid');
    expect((await world.supplierSees(order.id))?.state).toBe('paid');

    // A replay, and the same payment told again under another event id, change nothing.
    expect(await (await deliver(event)).json()).toEqual({ received: true, applied: false });
    const retold = intentEvent('evt_oxxo_paid_again', 'payment_intent.succeeded', paid);
    expect(await (await deliver(retold)).json()).toEqual({ received: true, applied: false });
    expect(
      await paymentEventCount(database.db, { provider: 'stripe_oxxo', orderId: order.id }),
    ).toBe(1);
    // Paid: no voucher to ask for any more.
    expect((await world.start(token)).status).toBe(409);
  });

  it('cancels the order and puts its unit back on sale when the voucher expires', async () => {
    const stock = await world.courseStock();
    const { order, token } = await world.placeOrder('stripe_oxxo');
    expect(await world.courseStock()).toBe(stock - 1);
    await world.instructionsOf(token);
    const expired = stripe.expire(await intentOf(token));
    const event = intentEvent('evt_oxxo_expired', 'payment_intent.payment_failed', expired);

    expect(await (await deliver(event)).json()).toEqual({ received: true, applied: true });
    const after = await world.orderOf(order.id);
    expect(after).toMatchObject({
      state: 'canceled_by_customer',
      cancel_reason: 'payment_expired',
    });
    expect(await world.courseStock()).toBe(stock);

    expect(await (await deliver(event)).json()).toEqual({ received: true, applied: false });
    expect(await world.courseStock()).toBe(stock);
    // A late success of that voucher finds nothing waiting: the order stays cancelled.
    const late = intentEvent('evt_oxxo_late', 'payment_intent.succeeded', stripe.pay(expired.id));
    await deliver(late);
    expect(await orderState(database.db, order.id)).toBe('canceled_by_customer');
  });

  it("ignores a failure of an attempt that is no longer the order's", async () => {
    const { order, token } = await world.placeOrder('stripe_oxxo');
    await world.instructionsOf(token);
    const old = stripe.expire(await intentOf(token));
    // The order moved on to another intent (a restarted payment).
    await database.db
      .update(orders)
      .set({ providerSessionId: 'pi_restarted' })
      .where(eq(orders.id, order.id));
    await deliver(intentEvent('evt_oxxo_old_attempt', 'payment_intent.canceled', old));
    expect(await orderState(database.db, order.id)).toBe('pending_payment');
  });

  it('waits past the expiry for a late confirmation, then releases the stock and cancels the voucher', async () => {
    const stock = await world.courseStock();
    const { order, token } = await world.placeOrder('stripe_oxxo');
    await world.instructionsOf(token);
    const intent = await intentOf(token);
    const expiredAt = async (msAgo: number) =>
      database.db
        .update(orders)
        .set({ payBy: new Date(Date.now() - msAgo) })
        .where(eq(orders.id, order.id));
    // Just expired: Stripe may still confirm a payment made at the last minute.
    await expiredAt(60_000);
    await expireUnpaidPayments(database.db);
    expect(await orderState(database.db, order.id)).toBe('pending_payment');

    // Past the grace, without a word from Stripe: cancelled, and the voucher cancelled at Stripe.
    await expiredAt(OXXO_CONFIRMATION_GRACE_MS + 60_000);
    expect(await expireUnpaidPayments(database.db)).toBeGreaterThanOrEqual(1);
    expect(await orderState(database.db, order.id)).toBe('canceled_by_customer');
    expect(await world.courseStock()).toBe(stock);
    expect(stripe.calls.some((c) => c.path === `/v1/payment_intents/${intent}/cancel`)).toBe(true);
    // The payment page now says it expired and shows no voucher.
    const page = await world.send('GET', `/payments/${token}`, undefined, world.cookie.ana);
    expect(await page.json()).toMatchObject({ payment_instructions: null, providers: [] });
  });

  it('releases the stock of an order whose voucher was never asked for within the hour', async () => {
    const stock = await world.courseStock();
    const { order, token } = await world.placeOrder('stripe_oxxo');
    const [placed] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(placed!.payBy!.getTime()).toBeGreaterThan(Date.now() + 55 * 60_000);
    await database.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    // Asking now makes nothing: the order expired.
    const late = await world.send(
      'POST',
      `/payments/${token}/order/instructions`,
      undefined,
      world.cookie.ana,
    );
    expect(late.status).toBe(409);
    expect(await orderState(database.db, order.id)).toBe('canceled_by_customer');
    expect(await world.courseStock()).toBe(stock);
  });

  it("refuses anyone else's token and orders of other methods", async () => {
    const { order, token } = await world.placeOrder('stripe_oxxo');
    const intents = stripe.intents.size;
    const stranger = await world.start(token, world.cookie.beto);
    expect(stranger.status).toBe(404);
    expect(((await stranger.json()) as { code: string }).code).toBe('not_found');
    const signedOut = await world.send('POST', `/payments/${token}/order/instructions`);
    expect(signedOut.status).toBe(401);
    expect(stripe.intents.size).toBe(intents);
    expect((await world.orderOf(order.id)).payment_instructions).toBeNull();

    // A card order's token has no voucher to give.
    const { token: card } = await world.placeOrder('stripe_card');
    const refused = await world.start(card);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('order_not_payable');
    expect(stripe.intents.size).toBe(intents);
  });

  it('gives two shoppers clicking at once the same voucher', async () => {
    const { token } = await world.placeOrder('stripe_oxxo');
    const [one, two] = await Promise.all([world.start(token), world.start(token)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(await one.json()).toEqual(await two.json());
  });
});
