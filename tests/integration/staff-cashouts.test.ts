import { randomUUID } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Alert, AlertList } from '@/lib/api/schemas/alerts';
import type { StaffCashout, StaffCashoutList } from '@/lib/api/schemas/staff-cashouts';
import type { Cashout, Wallet } from '@/lib/api/schemas/wallet';
import {
  alerts,
  commissionEntries,
  outboxMessages,
  walletCashoutDecisions,
  walletCashouts,
} from '@/lib/db/schema';
import { createApiClient } from '@/lib/api/client';
import { createApiApp } from '@/lib/server/http/app';
import { decideCashoutByForm } from '@/lib/server/wallet/decide-cashout-by-form';

import { call } from '../support/auth-api';
import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { placePickupOrder } from '../support/place-order';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// Also on PostgreSQL: two staff members settling one request at once meet its row lock.
const kinds = await databaseKinds({ postgres: 'concurrency' });
const DAY = 24 * 60 * 60 * 1000;

type Who = 'staff' | 'staff2' | 'reseller' | 'level0' | 'level1' | 'level2';

/**
 * Paying cash-outs out (issue 19): platform staff (user level 3) list the requests and settle
 * each once — paid with a reference, or rejected with a reason, its amount back in 'available' —
 * idempotently under replays and concurrent clicks; nobody else may.
 */
describe.each(kinds)('staff cash-outs on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  const userId = {} as Record<Who, string>;
  let n = 0;

  const request = async (amount: number, who: Who = 'reseller') => {
    const res = await call(
      api,
      'POST',
      '/api/me/wallets/commissions/cashouts',
      { amount, currency: 'MXN' },
      { cookie: cookie[who], headers: { 'idempotency-key': `staff-cashouts-${++n}` } },
    );
    expect(res.status).toBe(201);
    return (await res.json()) as Cashout;
  };
  const pay = (id: string, reference: unknown, who: Who = 'staff') =>
    call(
      api,
      'POST',
      `/api/admin/cashouts/${id}/pay`,
      { payment_reference: reference },
      { cookie: cookie[who] },
    );
  const reject = (id: string, reason: unknown, who: Who = 'staff') =>
    call(api, 'POST', `/api/admin/cashouts/${id}/reject`, { reason }, { cookie: cookie[who] });
  const list = async (query = '', who: Who = 'staff') => {
    const res = await call(api, 'GET', `/api/admin/cashouts${query}`, undefined, {
      cookie: cookie[who],
    });
    expect(res.status).toBe(200);
    return (await res.json()) as StaffCashoutList;
  };
  const wallet = async (who: Who = 'reseller') =>
    (await (
      await call(api, 'GET', '/api/me/wallets/commissions', undefined, { cookie: cookie[who] })
    ).json()) as Wallet;
  const mxn = async (who: Who = 'reseller') =>
    (await wallet(who)).balances.find((b) => b.currency === 'MXN')!;
  const alertsOf = (cashoutId: string) =>
    database.db
      .select()
      .from(alerts)
      .where(sql`${alerts.params}->>'cashout_id' = ${cashoutId}`);
  /** `who`'s bell: the pending count and the panel's first page (in `locale`). */
  const bellOf = async (who: Who, locale = 'es') => {
    const opts = { cookie: cookie[who], locale };
    const count = await call(api, 'GET', '/api/me/alerts/count', undefined, opts);
    const page = await call(api, 'GET', '/api/me/alerts?limit=50', undefined, opts);
    expect([count.status, page.status]).toEqual([200, 200]);
    return {
      pending: ((await count.json()) as { pending: number }).pending,
      list: (await page.json()) as AlertList,
    };
  };
  const aboutCashout = (list: AlertList, cashoutId: string) =>
    list.results.filter((a) => a.params.type === 'wallet' && a.params.cashout_id === cashoutId);
  const decisionsOf = (id: string) =>
    database.db
      .select()
      .from(walletCashoutDecisions)
      .where(eq(walletCashoutDecisions.cashoutId, id));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const levels: Record<Who, 0 | 1 | 2 | 3> = {
      staff: 3,
      staff2: 3,
      reseller: 1,
      level0: 0,
      level1: 1,
      level2: 2,
    };
    for (const who of Object.keys(levels) as Who[]) {
      const user = await createUser(db, {
        level: levels[who],
        fullName: `Persona ${who}`,
        email: `${who}-${kind}-${randomUUID().slice(0, 8)}@tienda.test`,
      });
      userId[who] = user.id;
      cookie[who] = await createSessionCookie(db, user.id);
    }
    const shopper = await createUser(db);
    const owner = await createUser(db);
    const shop = await createShop(db, { slug: `retiros-${kind}` });
    const supplier = await createSupplier(db, { ownerId: owner.id });
    const [item] = await createListedProducts(db, {
      supplierId: supplier.id,
      shopIds: [shop.id],
      items: [{ name: 'Cesta', listPrice: 50_000, available: 10 }],
    });
    const order = await placePickupOrder(api, {
      cookie: await createSessionCookie(db, shopper.id),
      shop: `retiros-${kind}`,
      supplierId: supplier.id,
      productId: item!.id,
    });
    // 1 000.00 available to the reseller and 100.00 to the first staff member.
    await db.insert(commissionEntries).values(
      (['reseller', 'staff'] as const).map((who) => ({
        id: `com_${randomUUID()}`,
        userId: userId[who],
        walletType: 'commissions' as const,
        kind: 'credit' as const,
        orderId: order.id,
        productId: item!.id,
        variant: who,
        name: 'Cesta',
        amount: who === 'reseller' ? 100_000 : 10_000,
        currency: 'MXN' as const,
        availableAt: new Date(Date.now() - DAY),
      })),
    );
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('answers 401 signed out and 403 to everybody but platform staff', async () => {
    const { id } = await request(100);
    for (const [method, path, body] of [
      ['GET', '/api/admin/cashouts', undefined],
      ['POST', `/api/admin/cashouts/${id}/pay`, { payment_reference: 'SPEI-1' }],
      ['POST', `/api/admin/cashouts/${id}/reject`, { reason: 'No' }],
    ] as const) {
      expect((await call(api, method, path, body)).status).toBe(401);
      for (const who of ['reseller', 'level0', 'level1', 'level2'] as const) {
        const res = await call(api, method, path, body, { cookie: cookie[who] });
        expect(res.status, `${who} ${method} ${path}`).toBe(403);
        expect(await res.json()).toMatchObject({ code: 'forbidden' });
      }
    }
    // Nothing moved.
    const [row] = await database.db.select().from(walletCashouts).where(eq(walletCashouts.id, id));
    expect(row!.state).toBe('requested');
    expect(await reject(id, 'Prueba de acceso')).toHaveProperty('status', 200);
  });

  it('marks a request paid once: the money stays out, the wallet shows the reference', async () => {
    const before = await mxn();
    const made = await request(5_000);
    expect((await mxn()).available_for_cashout).toBe(before.available_for_cashout - 5_000);

    const res = await pay(made.id, '  SPEI-000123  ');
    expect(res.status).toBe(200);
    const paid = (await res.json()) as StaffCashout;
    expect(paid).toMatchObject({
      id: made.id,
      state: 'paid',
      amount: 5_000,
      requester: { id: userId.reseller, full_name: 'Persona reseller' },
      decision: {
        state: 'paid',
        payment_reference: 'SPEI-000123',
        reason: null,
        decided_by: { id: userId.staff, full_name: 'Persona staff' },
      },
    });

    // A replay (the same decision, by anyone on the staff) changes nothing.
    const again = await pay(made.id, 'SPEI-000123', 'staff2');
    expect(again.status).toBe(200);
    expect(((await again.json()) as StaffCashout).decision?.decided_by.id).toBe(userId.staff);
    expect(await decisionsOf(made.id)).toHaveLength(1);
    // Another decision is refused, saying how it stands.
    for (const other of [await pay(made.id, 'SPEI-999'), await reject(made.id, 'Tarde')]) {
      expect(other.status).toBe(409);
      expect(await other.json()).toMatchObject({
        code: 'cashout_already_decided',
        message: 'Este retiro ya se resolvió.',
        state: 'paid',
      });
    }

    const after = await mxn();
    expect(after.available_for_cashout).toBe(before.available_for_cashout - 5_000);
    expect(after.balance).toBe(before.balance - 5_000);
    const shown = (await wallet()).cashouts.find((c) => c.id === made.id);
    expect(shown).toMatchObject({ state: 'paid', payment_reference: 'SPEI-000123', reason: null });
  });

  it('rejects a request once: its amount goes back to available, the wallet shows why', async () => {
    const before = await mxn();
    const made = await request(7_000);
    const res = await reject(made.id, 'La cuenta CLABE no coincide con tu nombre');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      state: 'rejected',
      decision: { state: 'rejected', reason: 'La cuenta CLABE no coincide con tu nombre' },
    });
    expect(await mxn()).toMatchObject({
      balance: before.balance,
      available_for_cashout: before.available_for_cashout,
    });
    expect((await reject(made.id, 'La cuenta CLABE no coincide con tu nombre')).status).toBe(200);
    expect((await pay(made.id, 'SPEI-1')).status).toBe(409);
    expect(await decisionsOf(made.id)).toHaveLength(1);
    expect((await mxn()).available_for_cashout).toBe(before.available_for_cashout);
    expect((await wallet()).cashouts.find((c) => c.id === made.id)).toMatchObject({
      state: 'rejected',
      reason: 'La cuenta CLABE no coincide con tu nombre',
      payment_reference: null,
    });
  });

  it('e-mails the requester the decision', async () => {
    const made = await request(1_234);
    expect((await pay(made.id, 'SPEI-MAIL-1')).status).toBe(200);
    const mails = await database.db
      .select()
      .from(outboxMessages)
      .where(
        eq(outboxMessages.subject, 'Tu retiro de $12.34 fue pagado (referencia SPEI-MAIL-1).'),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('/me/wallet/commissions');
  });

  it('tells the requester in their bell once, linking to the wallet; nobody else sees it, opening marks it visited', async () => {
    const before = await bellOf('reseller');
    const made = await request(1_234);
    expect((await pay(made.id, 'SPEI-BELL-1')).status).toBe(200);
    // Replays of the same decision, by the same or another staff member, write no second alert;
    // nor does another decision, refused.
    expect((await pay(made.id, 'SPEI-BELL-1')).status).toBe(200);
    expect((await pay(made.id, 'SPEI-BELL-1', 'staff2')).status).toBe(200);
    expect((await reject(made.id, 'Tarde')).status).toBe(409);
    const rows = await alertsOf(made.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: userId.reseller,
      shopId: null,
      audience: 'person',
      event: 'cashout_decided',
      visitedAt: null,
    });

    const mine = await bellOf('reseller');
    expect(mine.pending).toBe(before.pending + 1);
    const [alert] = aboutCashout(mine.list, made.id);
    expect(alert).toMatchObject({
      pending_visits: true,
      audience: 'person',
      event: 'cashout_decided',
      shop: null,
      message_body: 'Tu retiro de $12.34 fue pagado (referencia SPEI-BELL-1).',
      params: {
        type: 'wallet',
        subtype: 'cashout_decided',
        wallet_type_id: 'commissions',
        cashout_id: made.id,
        amount: 1_234,
        currency: 'MXN',
        state: 'paid',
        payment_reference: 'SPEI-BELL-1',
        reason: null,
      },
    });
    // The newest first: nothing else happened to the reseller since.
    expect(mine.list.results[0]!.id).toBe(alert!.id);
    const [english] = aboutCashout((await bellOf('reseller', 'en')).list, made.id);
    expect(english!.message_body).toBe('Your cash-out of $12.34 was paid (reference SPEI-BELL-1).');

    // Staff who decided it, and anybody else, neither see it nor may open it.
    for (const who of ['staff', 'staff2', 'level1'] as const) {
      expect(aboutCashout((await bellOf(who)).list, made.id)).toEqual([]);
      const opened = await call(
        api,
        'PATCH',
        `/api/me/alerts/${alert!.id}`,
        { visited: true },
        { cookie: cookie[who] },
      );
      expect(opened.status, who).toBe(404);
    }
    expect((await alertsOf(made.id))[0]!.visitedAt).toBeNull();

    // The requester opens it: no longer pending.
    const opened = await call(
      api,
      'PATCH',
      `/api/me/alerts/${alert!.id}`,
      { visited: true },
      { cookie: cookie.reseller },
    );
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as Alert).pending_visits).toBe(false);
    expect((await alertsOf(made.id))[0]!.visitedAt).not.toBeNull();
    expect((await bellOf('reseller')).pending).toBe(before.pending);

    // A rejection says why, once.
    const turnedDown = await request(700);
    expect((await reject(turnedDown.id, 'La CLABE no es tuya')).status).toBe(200);
    expect((await reject(turnedDown.id, 'La CLABE no es tuya', 'staff2')).status).toBe(200);
    expect(await alertsOf(turnedDown.id)).toHaveLength(1);
    const [rejected] = aboutCashout((await bellOf('reseller')).list, turnedDown.id);
    expect(rejected).toMatchObject({
      pending_visits: true,
      message_body:
        'Tu retiro de $7.00 fue rechazado: La CLABE no es tuya. El monto volvió a tu saldo disponible.',
      params: { state: 'rejected', reason: 'La CLABE no es tuya', payment_reference: null },
    });
  });

  it('refuses bad input and unknown requests without moving anything', async () => {
    const made = await request(100);
    for (const res of [
      await pay(made.id, ''),
      await pay(made.id, '   '),
      await pay(made.id, 'x'.repeat(101)),
      await pay(made.id, 12),
      await reject(made.id, ''),
      await reject(made.id, 'x'.repeat(501)),
      await call(
        api,
        'POST',
        `/api/admin/cashouts/${made.id}/pay`,
        {
          payment_reference: 'A',
          reason: 'B',
        },
        { cookie: cookie.staff },
      ),
    ]) {
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ code: 'validation_error' });
    }
    expect((await pay('cko_nadie', 'SPEI-1')).status).toBe(404);
    expect(await (await reject('cko_nadie', 'No')).json()).toMatchObject({
      code: 'cashout_not_found',
      message: 'Retiro no encontrado',
    });
    expect((await pay('no/válido', 'SPEI-1')).status).toBeGreaterThanOrEqual(400);
    expect(await decisionsOf(made.id)).toHaveLength(0);
    expect((await reject(made.id, 'Limpieza')).status).toBe(200);
  });

  it("refuses a staff member's own request; another staff member settles it", async () => {
    const own = await request(2_000, 'staff');
    const res = await pay(own.id, 'SPEI-OWN');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'forbidden',
      message: 'No puedes resolver un retiro tuyo.',
    });
    expect(await decisionsOf(own.id)).toHaveLength(0);
    expect((await pay(own.id, 'SPEI-OWN', 'staff2')).status).toBe(200);
  });

  it('lists by state, 10 a page: the queue oldest first, the rest newest first', async () => {
    const made: Cashout[] = [];
    for (let i = 0; i < 12; i++) made.push(await request(100 + i));
    const first = await list('?state=requested');
    const queue = made.map((c) => c.id);
    expect(first.matches_estimated).toBe(12);
    expect(first.results.map((c) => c.id)).toEqual(queue.slice(0, 10));
    expect(first.results.every((c) => c.state === 'requested' && c.decision === null)).toBe(true);
    expect(first.results[0]!.requester).toMatchObject({
      id: userId.reseller,
      full_name: 'Persona reseller',
      email: expect.stringContaining('@tienda.test'),
    });
    const second = await list('?state=requested&offset=10');
    expect(second.results.map((c) => c.id)).toEqual(queue.slice(10));

    await pay(made[0]!.id, 'SPEI-L1');
    await reject(made[1]!.id, 'Motivo L');
    const paid = await list('?state=paid');
    expect(paid.results[0]).toMatchObject({ id: made[0]!.id, state: 'paid' });
    expect(paid.results.every((c) => c.state === 'paid')).toBe(true);
    const rejected = await list('?state=rejected');
    expect(rejected.results[0]).toMatchObject({ id: made[1]!.id, state: 'rejected' });
    expect((await list('?state=requested')).matches_estimated).toBe(10);
    const all = await list();
    expect(all.results).toHaveLength(10);
    expect(all.results[0]!.id).toBe(made[11]!.id);
    expect(
      (
        await call(api, 'GET', '/api/admin/cashouts?state=otro', undefined, {
          cookie: cookie.staff,
        })
      ).status,
    ).toBe(422);
    for (const c of made.slice(2)) await reject(c.id, 'Limpieza');
  });

  it("the page's forms without JavaScript: a POST answered with a 303 back to the list", async () => {
    const SITE = 'http://localhost:3000';
    const apiClient = (headers: Record<string, string> = {}) =>
      createApiClient('http://in-process.local', {
        headers,
        fetch: (input: RequestInfo | URL, init?: RequestInit) =>
          Promise.resolve(api.fetch(new Request(input, init))),
      });
    const submit = async (
      fields: Record<string, string>,
      { cookie: sent = cookie.staff, origin = SITE } = {},
    ) => {
      const res = await decideCashoutByForm(
        new Request(`${SITE}/apps/admin/retiros/decidir`, {
          method: 'POST',
          headers: {
            ...(sent ? { cookie: sent } : {}),
            origin,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ estado: 'all', page: '2', ...fields }),
        }),
        apiClient,
      );
      expect(res.status).toBe(303);
      return res.headers.get('location');
    };
    const made = await request(500);
    const pay = { retiro: made.id, decision: 'paid', payment_reference: 'SPEI-FORM' };
    expect(await submit(pay, { cookie: '' })).toBe('/login?next=%2Fapps%2Fadmin%2Fretiros');
    expect(await submit(pay, { origin: 'https://otro.example' })).toBe(
      '/apps/admin/retiros?estado=all&page=2',
    );
    expect(await submit({ ...pay, payment_reference: '' })).toBe(
      `/apps/admin/retiros?estado=all&page=2&aviso=invalid&retiro=${made.id}`,
    );
    expect(await decisionsOf(made.id)).toHaveLength(0);
    expect(await submit(pay)).toBe(
      `/apps/admin/retiros?estado=all&page=2&aviso=paid&retiro=${made.id}`,
    );
    expect(await submit({ retiro: made.id, decision: 'rejected', reason: 'Tarde' })).toBe(
      `/apps/admin/retiros?estado=all&page=2&aviso=already&retiro=${made.id}`,
    );
    expect(await submit(pay, { cookie: cookie.reseller })).toBe(
      `/apps/admin/retiros?estado=all&page=2&aviso=own&retiro=${made.id}`,
    );
    expect(await decisionsOf(made.id)).toHaveLength(1);
  });

  it('settles a request once when ten staff clicks arrive at the same moment', async () => {
    const before = await mxn();
    const contested = await request(3_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        pay(contested.id, `SPEI-RACE-${i}`, i % 2 === 0 ? 'staff' : 'staff2'),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const winner = (await answers.find((res) => res.status === 200)!.json()) as StaffCashout;
    const decisions = await decisionsOf(contested.id);
    expect(decisions).toHaveLength(1);
    expect(decisions[0]!.paymentReference).toBe(winner.decision?.payment_reference);
    // One alert for the requester, naming the winner's reference.
    const told = await alertsOf(contested.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.params).toMatchObject({
      payment_reference: winner.decision?.payment_reference,
    });

    // Pay and reject racing: one wins; the wallet agrees with whichever did.
    const raced = await request(4_000);
    const mixed = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? pay(raced.id, 'SPEI-MIX', 'staff')
          : reject(raced.id, 'Rechazo simultáneo', 'staff2'),
      ),
    );
    const [decision] = await decisionsOf(raced.id);
    expect(await decisionsOf(raced.id)).toHaveLength(1);
    const [raceAlert, ...more] = await alertsOf(raced.id);
    expect(more).toEqual([]);
    expect(raceAlert!.params).toMatchObject({ state: decision!.state });
    const ok = mixed.filter((res) => res.status === 200).length;
    const conflicts = mixed.filter((res) => res.status === 409).length;
    // The winner's side all answer 200 (the same decision replayed), the other side 409.
    expect([ok, conflicts]).toEqual([5, 5]);
    const out = 3_000 + (decision!.state === 'paid' ? 4_000 : 0);
    expect(await mxn()).toMatchObject({
      balance: before.balance - out,
      available_for_cashout: before.available_for_cashout - out,
    });
  });
});
