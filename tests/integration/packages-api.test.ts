import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { paymentTokens, plans, users } from '@/lib/db/schema';
import { buildPlans } from '@/lib/db/seed/plans';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createSessionCookie, createUser } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// Also on PostgreSQL: parallel requests meet its row locks and unique keys.
const kinds = await databaseKinds({ postgres: 'concurrency' });
const DAY = 24 * 60 * 60 * 1000;

/** Package pages and purchase (spec 02 §2, §7 "Package purchase", §8; spec 03 plans). */
describe.each(kinds)('plan packages on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let anaId: string;
  let ana: string;
  let beto: string;

  const send = (method: string, path: string, who?: string, locale = 'es') =>
    call(api, method, `/api${path}`, undefined, { cookie: who, locale });
  const buy = (plan: string, who = ana, locale = 'es') =>
    send('PUT', `/me/packages/${plan}`, who, locale);
  const setPlan = (planId: string | null, planExpiresAt: Date | null) =>
    database.db
      .update(users)
      .set({ planId: planId as 'plan_profesional' | null, planExpiresAt })
      .where(eq(users.id, anaId));

  beforeAll(async () => {
    // Stripe and PayPal stay off: the embedded default has no keys.
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.PAYPAL_CLIENT_ID;
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    await db.insert(plans).values(buildPlans());
    const [userA, userB] = await Promise.all([createUser(db), createUser(db)]);
    anaId = userA.id;
    ana = await createSessionCookie(db, userA.id);
    beto = await createSessionCookie(db, userB.id);
  });

  beforeEach(async () => {
    await database.db.delete(paymentTokens);
    await setPlan(null, null);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('reads a package for its page, to anyone', async () => {
    const res = await send('GET', '/packages/plan_profesional');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: 'plan_profesional',
      name: 'Plan Profesional',
      price: 19_900,
      currency: 'MXN',
      periodicity: 'monthly',
      commission_rate: 0.5,
      contribution_margin: 9_950,
    });
    const unknown = await send('GET', '/packages/plan_gratis');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      code: 'package_not_found',
      message: 'Paquete no encontrado',
    });
  });

  it('answers a payment token for the plan’s price, the same one until it is paid', async () => {
    const first = await buy('tienda_en_linea');
    expect(first.status).toBe(200);
    const { payment_token: token } = (await first.json()) as { payment_token: string };
    expect(token).toMatch(/^[\w-]{20,}$/);
    const again = await Promise.all(Array.from({ length: 8 }, () => buy('tienda_en_linea')));
    for (const res of again) expect(await res.json()).toEqual({ payment_token: token });
    const rows = await database.db
      .select()
      .from(paymentTokens)
      .where(and(eq(paymentTokens.userId, anaId), eq(paymentTokens.planId, 'tienda_en_linea')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 49_900, currency: 'MXN', state: 'open' });

    const other = (await (await buy('negocio_digital')).json()) as { payment_token: string };
    expect(other.payment_token).not.toBe(token);
    const beto_s = (await (await buy('tienda_en_linea', beto)).json()) as { payment_token: string };
    expect(beto_s.payment_token).not.toBe(token);
  });

  it('shows the package on the payment page; without provider keys nothing can take it yet', async () => {
    const { payment_token: token } = (await (await buy('negocio_digital')).json()) as {
      payment_token: string;
    };
    const res = await send('GET', `/payments/${token}`, ana);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      token,
      subject: 'package',
      order_id: null,
      order_number: null,
      amount: 99_900,
      currency: 'MXN',
      state: 'pending',
      payment_type: null,
      package: { id: 'negocio_digital', name: 'Negocio Digital', periodicity: 'monthly' },
      expires_at: expect.any(String),
      providers: [],
      paypal_client_id: null,
      stripe_publishable_key: null,
      payment_instructions: null,
    });
    expect((await send('GET', `/payments/${token}`, beto)).status).toBe(404);
    const pay = await call(
      api,
      'POST',
      `/api/payments/${token}/order/stripe`,
      { return_path: '/ok', cancel_path: '/ko' },
      { cookie: ana },
    );
    expect(pay.status).toBe(404);
    expect(((await pay.json()) as { code: string }).code).toBe('payments_not_configured');
  });

  it('refuses a cheaper plan while the current one runs, with the date it can be bought from', async () => {
    const expiresAt = new Date('2099-06-15T18:00:00Z');
    await setPlan('negocio_digital', expiresAt);
    const res = await buy('tienda_en_linea');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: 'package_still_active_no_downgrade',
      message:
        'Tu plan actual vence el 15 de junio de 2099. Podrás cambiar a un plan menor después de esa fecha.',
      plan_expires_at: '2099-06-15T18:00:00.000Z',
    });
    const english = await buy('tienda_en_linea', ana, 'en');
    expect(((await english.json()) as { message: string }).message).toBe(
      'Your current plan expires on June 15, 2099. You can move to a lower plan after that date.',
    );
    expect(await database.db.select().from(paymentTokens)).toEqual([]);

    // The same plan (a renewal) and a dearer one may be bought while it runs.
    expect((await buy('negocio_digital')).status).toBe(200);
    await setPlan('tienda_en_linea', expiresAt);
    expect((await buy('negocio_digital')).status).toBe(200);
  });

  it('lets the cheaper plan be bought once the current one has expired', async () => {
    await setPlan('negocio_digital', new Date(Date.now() - DAY));
    expect((await buy('tienda_en_linea')).status).toBe(200);
  });

  it('answers 401 to anonymous visitors, 404 for an unknown plan and 422 for a malformed id', async () => {
    const anonymous = await buy('tienda_en_linea', '');
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { code: string }).code).toBe('unauthorized');
    const unknown = await buy('plan_gratis');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      code: 'package_not_found',
      message: 'Paquete no encontrado',
    });
    for (const id of ['Tienda-En-Linea', 'x'.repeat(65), '%20', 'plan%3Bdrop']) {
      const res = await buy(id);
      expect(res.status, id).toBe(422);
      expect(((await res.json()) as { code: string }).code, id).toBe('validation_error');
    }
    expect(await database.db.select().from(paymentTokens)).toEqual([]);
  });
});
