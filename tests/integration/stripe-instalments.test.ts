import { eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Order } from '@/lib/api/schemas/checkout';
import { orders, plans, supplierMembers, suppliers } from '@/lib/db/schema';
import { buildPlans } from '@/lib/db/seed/plans';
import { createApiApp } from '@/lib/server/http/app';
import es from '@/messages/es.json';

import { siteSender } from '../support/auth-api';
import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { orderState, paymentEventCount, placeOrderPaidBy } from '../support/payment-orders';
import { fakePaymentIntents, TEST_CARDS } from '../support/stripe-payment-intents';
import { stripeCheckoutSessions, useStripeTestKeys } from '../support/stripe-test';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

const stripe = fakePaymentIntents();
const stripeApi = setupServer(...stripe.handlers, stripeCheckoutSessions([]));
const NOT_ACCEPTED = 'La tarjeta no acepta pagos a meses';

type Plans = {
  one_payment: boolean;
  msi_payments: { months: number; monthly_amount: number }[];
  currency: string;
};

/**
 * Meses sin intereses on card payments (issue 25; spec 02 §1 `msi_payments`, `one_payment`, §8
 * 'installments not accepted by the card'), with Stripe's PaymentIntents stubbed at its HTTP.
 */
describe.each(kinds)('card instalments on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let ana: string;
  let owner: string;
  let otherOwner: string;
  let dispatcher: string;
  let productId: string;
  let supplierId: string;
  let plainProductId: string;
  let plainSupplierId: string;
  let restoreKeys: () => void;

  const send = siteSender(() => api);
  const plansFor = (token: string, source_id: string, who = ana) =>
    send('POST', `/payments/${token}/order/card/instalments`, { source_id }, who);
  const pay = (token: string, body: unknown) =>
    send('POST', `/payments/${token}/order/card`, body, ana);

  /** Ana buys one unit paying by card; the answer is the order and its payment token. */
  async function cardOrder(
    product = productId,
    supplier = supplierId,
  ): Promise<{ order: Order; token: string }> {
    const order = await placeOrderPaidBy(
      send,
      { shop: 'tienda-msi', productId: product, supplierId: supplier, buyer: ana },
      'stripe_card',
    );
    const brokered = await send(
      'PUT',
      `/orders/broker/${order.id}`,
      { return_path: '/ok', cancel_path: '/ok' },
      ana,
    );
    expect(brokered.status).toBe(200);
    return { order, token: ((await brokered.json()) as { token: string }).token };
  }

  const storedOrder = async (orderId: string) =>
    (
      await database.db
        .select({ instalments: orders.instalments, intent: orders.providerSessionId })
        .from(orders)
        .where(eq(orders.id, orderId))
    )[0]!;
  const setTerms = (id: string, months: number[], minAmount: number) =>
    database.db
      .update(suppliers)
      .set({ instalmentMonths: months, instalmentMinAmount: minAmount })
      .where(eq(suppliers.id, id));
  const callsTo = (path: string) => stripe.calls.filter((c) => c.path === path);

  beforeAll(async () => {
    restoreKeys = useStripeTestKeys({ card: true });
    stripeApi.listen({ onUnhandledRequest: 'error' });
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    await db.insert(plans).values(buildPlans());
    const [buyer, ownerA, ownerB, staff] = await Promise.all([
      createUser(db),
      createUser(db),
      createUser(db),
      createUser(db),
    ]);
    const shop = await createShop(db, { slug: 'tienda-msi' });
    const supplier = await createSupplier(db, { name: 'Muebles', ownerId: ownerA!.id });
    const plain = await createSupplier(db, { name: 'Bienestar', ownerId: ownerB!.id });
    const [sofa] = await createListedProducts(db, {
      supplierId: supplier.id,
      shopIds: [shop.id],
      items: [{ name: 'Sofá', type: 'digital', listPrice: 49_900, stockType: 'ondemand' }],
    });
    const [tea] = await createListedProducts(db, {
      supplierId: plain.id,
      shopIds: [shop.id],
      items: [{ name: 'Té', type: 'digital', listPrice: 49_900, stockType: 'ondemand' }],
    });
    await db
      .insert(supplierMembers)
      .values({ supplierId: supplier.id, userId: staff!.id, role: 'dispatcher' });
    productId = sofa!.id;
    supplierId = supplier.id;
    plainProductId = tea!.id;
    plainSupplierId = plain.id;
    ana = await createSessionCookie(db, buyer!.id);
    owner = await createSessionCookie(db, ownerA!.id);
    otherOwner = await createSessionCookie(db, ownerB!.id);
    dispatcher = await createSessionCookie(db, staff!.id);
  });

  afterAll(async () => {
    stripeApi.close();
    restoreKeys();
    await database?.destroy();
  });

  it('lets the supplier’s owner set its months and minimum, and nobody else’s owner', async () => {
    const initial = await send('GET', `/suppliers/${supplierId}/instalments`, undefined, owner);
    expect(initial.status).toBe(200);
    expect(await initial.json()).toEqual({ instalment_months: [], instalment_min_amount: 0 });

    const terms = { instalment_months: [9, 3, 6], instalment_min_amount: 30_000 };
    const set = await send('PUT', `/suppliers/${supplierId}/instalments`, terms, owner);
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({
      instalment_months: [3, 6, 9],
      instalment_min_amount: 30_000,
    });

    // Tenants are walls: another supplier's owner sees no such supplier and changes nothing.
    for (const method of ['GET', 'PUT']) {
      const res = await send(
        method,
        `/suppliers/${supplierId}/instalments`,
        method === 'PUT' ? { instalment_months: [], instalment_min_amount: 0 } : undefined,
        otherOwner,
      );
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('supplier_not_found');
    }
    // Staff whose role does not decide what is sold, signed-out callers and bad months.
    const staff = await send('PUT', `/suppliers/${supplierId}/instalments`, terms, dispatcher);
    expect(staff.status).toBe(403);
    const anonymous = await send('GET', `/suppliers/${supplierId}/instalments`);
    expect(anonymous.status).toBe(401);
    const bad = await send(
      'PUT',
      `/suppliers/${supplierId}/instalments`,
      { instalment_months: [5], instalment_min_amount: -1 },
      owner,
    );
    expect(bad.status).toBe(422);

    const now = await send('GET', `/suppliers/${supplierId}/instalments`, undefined, owner);
    expect(await now.json()).toEqual({
      instalment_months: [3, 6, 9],
      instalment_min_amount: 30_000,
    });
  });

  it('offers the months both the card and the supplier allow, with each monthly amount', async () => {
    await setTerms(supplierId, [3, 6, 9], 30_000);
    const { order, token } = await cardOrder();
    const res = await plansFor(token, TEST_CARDS.mexican);
    expect(res.status).toBe(200);
    // The card allows 3, 6 and 12; the supplier 3, 6 and 9.
    expect(await res.json()).toEqual({
      one_payment: true,
      msi_payments: [
        { months: 3, monthly_amount: 16_634 },
        { months: 6, monthly_amount: 8_317 },
      ],
      currency: 'MXN',
    });
    const { intent } = await storedOrder(order.id);
    const attached = callsTo(`/v1/payment_intents/${intent}`).at(-1)!;
    expect(attached.form.get('payment_method')).toBe(TEST_CARDS.mexican);
    expect(attached.form.get('payment_method_options[card][installments][enabled]')).toBe('true');
    // A card whose bank offers none: pay at once only.
    const visa = await plansFor(token, TEST_CARDS.paid);
    expect(((await visa.json()) as Plans).msi_payments).toEqual([]);
    expect(await orderState(database.db, order.id)).toBe('pending_payment');
  });

  it('pays in 6 months: Stripe is sent the plan and the order keeps it, and a replay changes nothing', async () => {
    await setTerms(supplierId, [3, 6, 9], 30_000);
    const { order, token } = await cardOrder();
    await plansFor(token, TEST_CARDS.mexican);
    const res = await pay(token, { source_id: TEST_CARDS.mexican, instalments: 6 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ state: 'paid', url_3ds: null, order_id: order.id });

    const { intent, instalments } = await storedOrder(order.id);
    expect(instalments).toBe(6);
    const confirmed = callsTo(`/v1/payment_intents/${intent}/confirm`).at(-1)!;
    expect(confirmed.form.get('payment_method')).toBe(TEST_CARDS.mexican);
    expect(confirmed.form.get('payment_method_options[card][installments][plan][count]')).toBe('6');
    expect(confirmed.form.get('payment_method_options[card][installments][plan][interval]')).toBe(
      'month',
    );
    expect(confirmed.form.get('payment_method_options[card][installments][plan][type]')).toBe(
      'fixed_count',
    );
    const view = await send('GET', `/orders/${order.id}`, undefined, ana);
    expect(await view.json()).toMatchObject({ state: 'paid', instalments: 6 });

    // Replayed, or replayed with other months: paid already, Stripe not asked, nothing changes.
    const before = stripe.calls.length;
    for (const body of [
      { source_id: TEST_CARDS.mexican, instalments: 6 },
      { source_id: TEST_CARDS.mexican, instalments: 3 },
      { source_id: TEST_CARDS.mexican },
    ]) {
      const again = await pay(token, body);
      expect(again.status).toBe(200);
      expect(((await again.json()) as { state: string }).state).toBe('paid');
    }
    expect(stripe.calls.length).toBe(before);
    expect((await storedOrder(order.id)).instalments).toBe(6);
    expect(await paymentEventCount(database.db, { orderId: order.id })).toBe(1);
  });

  it("refuses months the card does not accept with the spec's message, changing nothing", async () => {
    await setTerms(supplierId, [3, 6, 9], 30_000);
    const { order, token } = await cardOrder();
    const res = await pay(token, { source_id: TEST_CARDS.paid, instalments: 6 });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: 'instalments_not_accepted',
      message: NOT_ACCEPTED,
    });
    expect(es.errors.instalments_not_accepted).toBe(NOT_ACCEPTED);
    const { intent, instalments } = await storedOrder(order.id);
    expect(instalments).toBeNull();
    expect(callsTo(`/v1/payment_intents/${intent}/confirm`)).toEqual([]);
    expect(await orderState(database.db, order.id)).toBe('pending_payment');

    // The Mexican card's 9 months: the supplier offers them, its bank does not.
    const nine = await pay(token, { source_id: TEST_CARDS.mexican, instalments: 9 });
    expect(nine.status).toBe(409);
    expect(callsTo(`/v1/payment_intents/${intent}/confirm`)).toEqual([]);

    // The card's 12 months the supplier does not offer: refused before Stripe is asked.
    const before = stripe.calls.length;
    const twelve = await pay(token, { source_id: TEST_CARDS.mexican, instalments: 12 });
    expect(twelve.status).toBe(409);
    expect(stripe.calls.length).toBe(before);

    // Then paying at once still works, and the order says so.
    const once = await pay(token, { source_id: TEST_CARDS.paid });
    expect(once.status).toBe(200);
    expect(await orderState(database.db, order.id)).toBe('paid');
    expect((await storedOrder(order.id)).instalments).toBeNull();
    const confirmed = callsTo(`/v1/payment_intents/${intent}/confirm`).at(-1)!;
    expect(
      confirmed.form.get('payment_method_options[card][installments][plan][count]'),
    ).toBeNull();
  });

  it('offers none, without asking Stripe, when the supplier offers no months or the order is below its minimum', async () => {
    await setTerms(plainSupplierId, [], 0);
    const plain = await cardOrder(plainProductId, plainSupplierId);
    const before = stripe.calls.length;
    const none = await plansFor(plain.token, TEST_CARDS.mexican);
    expect(await none.json()).toEqual({ one_payment: true, msi_payments: [], currency: 'MXN' });
    const refused = await pay(plain.token, { source_id: TEST_CARDS.mexican, instalments: 3 });
    expect(refused.status).toBe(409);
    expect(stripe.calls.length).toBe(before);

    await setTerms(supplierId, [3, 6, 9], 50_000);
    const small = await cardOrder();
    const below = await plansFor(small.token, TEST_CARDS.mexican);
    expect(((await below.json()) as Plans).msi_payments).toEqual([]);
    expect(stripe.calls.length).toBe(before);
  });

  it('never offers instalments on a plan package', async () => {
    const bought = await send('PUT', '/me/packages/tienda_en_linea', undefined, ana);
    const { payment_token: token } = (await bought.json()) as { payment_token: string };
    const offered = await plansFor(token, TEST_CARDS.mexican);
    expect(offered.status).toBe(200);
    expect(((await offered.json()) as Plans).msi_payments).toEqual([]);
    const refused = await pay(token, { source_id: TEST_CARDS.mexican, instalments: 3 });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('instalments_not_accepted');
  });

  it("refuses someone else's token and bad months", async () => {
    await setTerms(supplierId, [3, 6, 9], 30_000);
    const { token } = await cardOrder();
    const stranger = await plansFor(token, TEST_CARDS.mexican, owner);
    expect(stranger.status).toBe(404);
    const bad = await pay(token, { source_id: TEST_CARDS.mexican, instalments: 5 });
    expect(bad.status).toBe(422);
  });

  it("gives a restarted payment's intent its own idempotency key; the first keeps its old one", async () => {
    await setTerms(supplierId, [3, 6, 9], 30_000);
    const first = await cardOrder();
    await plansFor(first.token, TEST_CARDS.mexican);
    const created = (token: string) =>
      stripe.calls.find(
        (c) => c.path === '/v1/payment_intents' && c.form.get('metadata[payment_token]') === token,
      )!;
    expect(created(first.token).key).toBe(`tienda-card-${first.token}`);

    const second = await cardOrder();
    await database.db
      .update(orders)
      .set({ paymentAttempt: 2 })
      .where(eq(orders.id, second.order.id));
    await plansFor(second.token, TEST_CARDS.mexican);
    expect(created(second.token).key).toBe(`tienda-card-${second.token}-2`);
  });
});
