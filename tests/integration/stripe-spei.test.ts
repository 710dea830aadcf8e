import { eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PaymentInstructionsView } from '@/lib/api/schemas/payment-instructions';
import { orders, paymentTokens } from '@/lib/db/schema';
import { expireUnpaidPayments } from '@/lib/server/orders/expire-payments';

import { asyncPaymentWorld } from '../support/async-payment-world';
import { orderState, paymentEventCount } from '../support/payment-orders';
import { FAKE_SPEI, fakeAsyncIntents, intentEvent } from '../support/stripe-async-intents';
import { deliverStripeEvent, useStripeTestKeys } from '../support/stripe-test';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

const stripe = fakeAsyncIntents();
const stripeApi = setupServer(...stripe.handlers);

type Spei = Extract<PaymentInstructionsView, { method: 'spei' }>;

/** SPEI bank transfers through Stripe, reconciled by its webhook (issue 25). */
describe.each(kinds)('SPEI transfers through Stripe on %s', (kind) => {
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
  const count = (method: string, path: string) =>
    stripe.calls.filter((c) => c.method === method && c.path === path).length;
  const deliver = (event: { payload: string; signature: string }) =>
    deliverStripeEvent(world.api, event);

  beforeAll(async () => {
    restoreKeys = useStripeTestKeys();
    stripeApi.listen({ onUnhandledRequest: 'error' });
    database = await createTestDatabase(kind);
    world = await asyncPaymentWorld(database);
  });

  afterAll(async () => {
    stripeApi.close();
    restoreKeys();
    await database?.destroy();
  });

  it('gives a CLABE to transfer to within the hour, once, and mails it', async () => {
    const { order, token } = await world.placeOrder('stripe_spei');
    const res = await world.start(token);
    expect(res.status).toBe(200);
    const account = (await res.json()) as Spei;
    expect(account).toMatchObject({
      method: 'spei',
      clabe: FAKE_SPEI.clabe,
      bank_name: FAKE_SPEI.bank,
      reference: expect.stringMatching(/^REF\d+$/),
      amount_remaining: 49_900,
    });
    const minutes = (Date.parse(account.pay_by) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    // Funded from the shopper's own Stripe customer balance, by Mexican bank transfer.
    const sent = stripe.calls.filter((c) => c.path === '/v1/payment_intents').at(-1)!.form;
    expect(Object.fromEntries(sent)).toMatchObject({
      amount: '49900',
      currency: 'mxn',
      customer: 'cus_test_1',
      'allowed_payment_method_types[0]': 'customer_balance',
      'payment_method_options[customer_balance][funding_type]': 'bank_transfer',
      'payment_method_options[customer_balance][bank_transfer][type]': 'mx_bank_transfer',
      confirm: 'true',
      'metadata[tienda_payment]': 'spei',
      'metadata[order_id]': order.id,
    });

    expect(await world.instructionsOf(token)).toEqual(account);
    expect(count('POST', '/v1/payment_intents')).toBe(1);
    expect((await world.orderOf(order.id)).payment_instructions).toEqual(account);
    const [mail, ...more] = await world.mailsTo(order);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`Datos para tu transferencia SPEI del pedido ${order.number}`);
    expect(mail!.body).toContain('CLABE: 646 180 11181234567 8');
    expect(mail!.body).toContain(account.reference);
  });

  it('keeps one Stripe customer per shopper across orders', async () => {
    const { token } = await world.placeOrder('stripe_spei');
    await world.instructionsOf(token);
    expect(count('POST', '/v1/customers')).toBe(1);
    const customers = stripe.calls
      .filter((c) => c.path === '/v1/payment_intents')
      .map((c) => c.form.get('customer'));
    expect(new Set(customers)).toEqual(new Set(['cus_test_1']));
  });

  it('shows what is left after a partial transfer, once per event', async () => {
    const { order, token } = await world.placeOrder('stripe_spei');
    await world.instructionsOf(token);
    const partly = stripe.fund(await intentOf(token), 19_900);
    const event = intentEvent('evt_spei_partial', 'payment_intent.partially_funded', partly);
    expect(await (await deliver(event)).json()).toEqual({ received: true, applied: true });
    expect((await world.orderOf(order.id)).payment_instructions).toMatchObject({
      method: 'spei',
      clabe: FAKE_SPEI.clabe,
      amount_remaining: 19_900,
    });
    expect(await orderState(database.db, order.id)).toBe('pending_payment');
    // A replay changes nothing.
    expect(await (await deliver(event)).json()).toEqual({ received: true, applied: false });
    expect((await world.orderOf(order.id)).payment_instructions).toMatchObject({
      amount_remaining: 19_900,
    });
  });

  it('marks the order paid once when the transfer arrives, and the supplier sees it', async () => {
    const { order, token } = await world.placeOrder('stripe_spei');
    await world.instructionsOf(token);
    const paid = stripe.pay(await intentOf(token));
    const event = intentEvent('evt_spei_paid', 'payment_intent.succeeded', paid);
    expect(await (await deliver(event)).json()).toEqual({ received: true, applied: true });
    expect(await orderState(database.db, order.id)).toBe('paid');
    expect((await world.supplierSees(order.id))?.state).toBe('paid');
    expect(await (await deliver(event)).json()).toEqual({ received: true, applied: false });
    expect(
      await paymentEventCount(database.db, { provider: 'stripe_spei', eventId: paid.id }),
    ).toBe(1);
    // Paid: the payment page shows no account any more.
    const page = await world.send('GET', `/payments/${token}`, undefined, world.cookie.ana);
    expect(await page.json()).toMatchObject({ state: 'paid', payment_instructions: null });
  });

  it('cancels the order and releases its stock when Stripe cancels the payment', async () => {
    const stock = await world.courseStock();
    const { order, token } = await world.placeOrder('stripe_spei');
    await world.instructionsOf(token);
    expect(await world.courseStock()).toBe(stock - 1);
    const canceled = Object.assign(stripe.expire(await intentOf(token)), { status: 'canceled' });
    const event = intentEvent('evt_spei_canceled', 'payment_intent.canceled', canceled);
    expect(await (await deliver(event)).json()).toEqual({ received: true, applied: true });
    expect(await world.orderOf(order.id)).toMatchObject({
      state: 'canceled_by_customer',
      cancel_reason: 'payment_expired',
    });
    expect(await world.courseStock()).toBe(stock);
    expect(await (await deliver(event)).json()).toEqual({ received: true, applied: false });
    expect(await world.courseStock()).toBe(stock);
  });

  it('releases the stock of a transfer not made within its hour', async () => {
    const stock = await world.courseStock();
    const { order, token } = await world.placeOrder('stripe_spei');
    await world.instructionsOf(token);
    await database.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    expect(await expireUnpaidPayments(database.db)).toBeGreaterThanOrEqual(1);
    expect(await orderState(database.db, order.id)).toBe('canceled_by_customer');
    expect(await world.courseStock()).toBe(stock);
    // A transfer arriving late stays in the shopper's Stripe balance: the intent is cancelled.
    expect(count('POST', `/v1/payment_intents/${await intentOf(token)}/cancel`)).toBe(1);
  });

  it("refuses anyone else's token", async () => {
    const { order, token } = await world.placeOrder('stripe_spei');
    const before = count('POST', '/v1/payment_intents');
    const res = await world.start(token, world.cookie.beto);
    expect(res.status).toBe(404);
    expect(count('POST', '/v1/payment_intents')).toBe(before);
    expect((await world.orderOf(order.id)).payment_instructions).toBeNull();
  });
});
