import { eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { paymentTokens, plans, users } from '@/lib/db/schema';
import { buildPlans } from '@/lib/db/seed/plans';
import { addMonths } from '@/lib/domain/packages/plan-period';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createSessionCookie, createUser } from '../support/factories';
import {
  deliverStripeEvent,
  paidSessionEvent,
  stripeCheckoutSessions,
  useStripeTestKeys,
} from '../support/stripe-test';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// Also on PostgreSQL: parallel requests meet its row locks and unique keys.
const kinds = await databaseKinds({ postgres: 'concurrency' });
const sessionsCreated: URLSearchParams[] = [];
const stripeApi = setupServer(stripeCheckoutSessions(sessionsCreated));

/** A plan package paid by Stripe Checkout (spec 02 §4 "Package purchase", §7; spec 03 plans). */
describe.each(kinds)('package payments by Stripe on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let anaId: string;
  let ana: string;
  let restoreKeys: () => void;
  const paths = { return_path: '/me/payments/x', cancel_path: '/me/payments/x' };

  const send = (method: string, path: string, body?: unknown) =>
    call(api, method, `/api${path}`, body, {
      cookie: ana,
      headers: { origin: 'http://localhost:3000' },
    });
  const webhook = (event: { payload: string; signature: string }) => deliverStripeEvent(api, event);
  /** Ana's payment token for the plan, sent to Stripe: the token and the session's form. */
  async function sentToStripe(plan: string) {
    const bought = await send('PUT', `/me/packages/${plan}`);
    const { payment_token: token } = (await bought.json()) as { payment_token: string };
    const res = await send('POST', `/payments/${token}/order/stripe`, paths);
    expect(res.status).toBe(200);
    return { token, form: sessionsCreated.at(-1)! };
  }
  const paid = (eventId: string, token: string, amount: number) =>
    paidSessionEvent(eventId, {
      clientReferenceId: token,
      metadata: { payment_token: token },
      amount,
      currency: 'MXN',
    });
  const anaPlan = async () =>
    (
      await database.db
        .select({ planId: users.planId, expiresAt: users.planExpiresAt })
        .from(users)
        .where(eq(users.id, anaId))
    )[0]!;
  const tokenState = async (token: string) =>
    (
      await database.db
        .select({ state: paymentTokens.state })
        .from(paymentTokens)
        .where(eq(paymentTokens.token, token))
    )[0]!.state;

  beforeAll(async () => {
    restoreKeys = useStripeTestKeys();
    stripeApi.listen({ onUnhandledRequest: 'error' });
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    await database.db.insert(plans).values(buildPlans());
    const user = await createUser(database.db);
    anaId = user.id;
    ana = await createSessionCookie(database.db, user.id);
  });

  afterAll(async () => {
    stripeApi.close();
    restoreKeys();
    await database?.destroy();
  });

  it('opens a Checkout Session for the plan’s price, named by its payment token', async () => {
    const { token, form } = await sentToStripe('negocio_digital');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('99900');
    expect(form.get('line_items[0][price_data][currency]')).toBe('mxn');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe(
      'Paquete Negocio Digital',
    );
    expect(form.get('client_reference_id')).toBe(token);
    expect(form.get('metadata[payment_token]')).toBe(token);
    expect(form.get('metadata[order_id]')).toBeNull();
    expect(form.get('success_url')).toBe('http://localhost:3000/me/payments/x?code=1');
    const page = (await (await send('GET', `/payments/${token}`)).json()) as {
      providers: string[];
    };
    expect(page.providers).toEqual(['stripe']);
  });

  it('a paid event sets the plan for one period and pays the token, once', async () => {
    const { token } = await sentToStripe('tienda_en_linea');
    const before = new Date();
    const event = paid('evt_pkg_1', token, 49_900);
    expect(await (await webhook(event)).json()).toEqual({ received: true, applied: true });
    const after = new Date();
    const first = await anaPlan();
    expect(first.planId).toBe('tienda_en_linea');
    expect(first.expiresAt!.getTime()).toBeGreaterThanOrEqual(addMonths(before, 1).getTime());
    expect(first.expiresAt!.getTime()).toBeLessThanOrEqual(addMonths(after, 1).getTime());
    expect(await tokenState(token)).toBe('paid');
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(event)));
    for (const res of answers) {
      expect(await res.json()).toEqual({ received: true, applied: false });
    }
    expect(await anaPlan()).toEqual(first);
    const page = (await (await send('GET', `/payments/${token}`)).json()) as {
      state: string;
      providers: string[];
    };
    expect(page).toMatchObject({ state: 'paid', providers: [] });
    const again = await send('POST', `/payments/${token}/order/stripe`, paths);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('package_already_paid');

    // Renewing the plan while it runs: a new token, one more month after the current end.
    const renewal = await sentToStripe('tienda_en_linea');
    expect(renewal.token).not.toBe(token);
    await webhook(paid('evt_pkg_2', renewal.token, 49_900));
    expect(await anaPlan()).toEqual({
      planId: 'tienda_en_linea',
      expiresAt: addMonths(first.expiresAt!, 1),
    });
  });

  it('leaves the token open and the plan as it was when the paid amount does not match', async () => {
    await database.db
      .update(users)
      .set({ planId: null, planExpiresAt: null })
      .where(eq(users.id, anaId));
    const { token } = await sentToStripe('plan_profesional');
    const short = await webhook(paid('evt_pkg_short', token, 19_800));
    expect(await short.json()).toEqual({ received: true, applied: true });
    expect(await tokenState(token)).toBe('open');
    expect(await anaPlan()).toEqual({ planId: null, expiresAt: null });
  });

  it('credits the promoter who referred the member 15 % of each membership payment, once each', async () => {
    // Ana signed up through Pablo's link; Pablo's own payments earn nobody anything.
    const promoter = await createUser(database.db);
    await database.db.update(users).set({ referredBy: promoter.id }).where(eq(users.id, anaId));
    const pablo = await createSessionCookie(database.db, promoter.id);
    const wallet = async () => {
      const res = await call(api, 'GET', '/api/me/wallets/commissions', undefined, {
        cookie: pablo,
      });
      expect(res.status).toBe(200);
      return (await res.json()) as {
        balances: Array<{ currency: string; available_for_cashout: number }>;
        results: Array<{ kind: string; name: string; amount: number; order_id: string | null }>;
      };
    };

    const first = await sentToStripe('negocio_digital');
    const event = paid('evt_pkg_residual_1', first.token, 99_900);
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(event)));
    expect(
      (await Promise.all(answers.map((res) => res.json()))).filter((a) => a.applied),
    ).toHaveLength(1);
    const renewal = await sentToStripe('negocio_digital');
    await webhook(paid('evt_pkg_residual_2', renewal.token, 99_900));

    const read = await wallet();
    expect(read.results).toEqual([
      expect.objectContaining({
        kind: 'membership',
        name: 'Negocio Digital',
        amount: 14_985,
        order_id: null,
      }),
      expect.objectContaining({
        kind: 'membership',
        name: 'Negocio Digital',
        amount: 14_985,
        order_id: null,
      }),
    ]);
    // A membership has no return window: the residual may be cashed out at once.
    expect(read.balances).toEqual([
      expect.objectContaining({ currency: 'MXN', available_for_cashout: 29_970 }),
    ]);
    await database.db.update(users).set({ referredBy: null }).where(eq(users.id, anaId));
  });
});
