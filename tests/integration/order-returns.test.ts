import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { OrderReturn, OrderReturnList, ShopReturnsPage } from '@/lib/api/schemas/returns';
import { alerts, checkouts, orders, supplierMembers } from '@/lib/db/schema';
import type { OrderState } from '@/lib/domain/vocabulary';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createSessionCookie, createShop, createSupplier, createUser } from '../support/factories';
import { solidImage } from '../support/gallery-images';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// Also on PostgreSQL: two decisions at once must settle on one.
const kinds = await databaseKinds({ postgres: 'concurrency' });
const HOURS_72 = 72 * 60 * 60 * 1000;

type Who =
  | 'ana'
  | 'owner'
  | 'admin'
  | 'dispatcher'
  | 'otherOwner'
  | 'stranger'
  | 'shopOwner'
  | 'otherShopOwner';

/** Returns of delivered orders: the 72-hour window, who asks, who decides, and their alerts. */
describe.each(kinds)('order returns on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let dataDir: string;
  const cookie = {} as Record<Who, string>;
  const userId = {} as Record<Who, string>;
  let shopId: string;
  let supplierId: string;
  let n = 0;

  const send = (method: string, urlPath: string, body: unknown, who: Who) =>
    call(api, method, `/api${urlPath}`, body, { cookie: cookie[who] });

  /** An order of Ana's in `state`, delivered at `deliveredAt` (written straight to the database). */
  async function anOrder(state: OrderState, deliveredAt: Date | null): Promise<string> {
    const id = `ord_ret_${kind}_${++n}`;
    await database.db.insert(checkouts).values({
      id: `chk_ret_${kind}_${n}`,
      shopId,
      userId: userId.ana,
      supplierId,
      currency: 'MXN',
      state: 'placed',
    });
    await database.db.insert(orders).values({
      id,
      shopId,
      userId: userId.ana,
      supplierId,
      checkoutId: `chk_ret_${kind}_${n}`,
      state,
      paymentType: 'pay_in_store',
      deliveryType: 'pickup_point',
      currency: 'MXN',
      productsTotal: 80_000,
      shippingCost: 0,
      total: 80_000,
      deliveredAt,
    });
    return id;
  }

  const delivered = (hoursAgo = 1) =>
    anOrder('delivered', new Date(Date.now() - hoursAgo * 3_600_000));

  async function request(orderId: string, who: Who = 'ana', body: object = { reason: 'damaged' }) {
    return send('POST', `/orders/${orderId}/returns`, body, who);
  }

  async function opened(orderId: string, body: object = { reason: 'damaged', notes: 'Roto' }) {
    const res = await request(orderId, 'ana', body);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as OrderReturn;
  }

  /** The alerts about an order: [recipient, event, audience], sorted. */
  async function alertsOf(orderId: string) {
    const all = await database.db.select().from(alerts).where(eq(alerts.shopId, shopId));
    return all
      .filter((a) => 'order' in a.params && a.params.order === orderId)
      .map((a) => [a.userId, a.event, a.audience])
      .sort();
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tienda-returns-'));
    vi.stubEnv('DATA_DIR', dataDir);
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const people = await Promise.all(
      (
        [
          'ana',
          'owner',
          'admin',
          'dispatcher',
          'otherOwner',
          'stranger',
          'shopOwner',
          'otherShopOwner',
        ] as const
      ).map(async (who) => [who, await createUser(db)] as const),
    );
    for (const [who, user] of people) {
      userId[who] = user.id;
      cookie[who] = await createSessionCookie(db, user.id);
    }
    shopId = (await createShop(db, { slug: 'tienda-devoluciones', ownerId: userId.shopOwner })).id;
    await createShop(db, { slug: 'otra-tienda', ownerId: userId.otherShopOwner });
    supplierId = (await createSupplier(db, { ownerId: userId.owner })).id;
    await createSupplier(db, { ownerId: userId.otherOwner });
    await db.insert(supplierMembers).values([
      { supplierId, userId: userId.admin, role: 'admin' },
      { supplierId, userId: userId.dispatcher, role: 'dispatcher' },
    ]);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  afterAll(async () => {
    await database?.destroy();
    vi.unstubAllEnvs();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lets the customer request a return of a delivered order and alerts only the supplier staff', async () => {
    const orderId = await delivered();
    const before = await alertsOf(orderId);
    expect(before).toEqual([]);
    const ret = await opened(orderId);
    expect(ret).toMatchObject({ state: 'open', reason: 'damaged', notes: 'Roto', decision: null });
    expect(ret.id).toMatch(/^ret_/);
    expect(ret).not.toHaveProperty('internal_note');
    expect(await alertsOf(orderId)).toEqual(
      [
        [userId.owner, 'return_opened', 'supplier'],
        [userId.admin, 'return_opened', 'supplier'],
        [userId.dispatcher, 'return_opened', 'supplier'],
      ].sort(),
    );
    // One open request at a time.
    const again = await request(orderId);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('return_already_open');
  });

  it('allows the request at exactly 72 hours after delivery and refuses it 1 ms later', async () => {
    const now = new Date('2026-06-10T12:00:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const atLimit = await anOrder('delivered', new Date(now.getTime() - HOURS_72));
    const past = await anOrder('delivered', new Date(now.getTime() - HOURS_72 - 1));
    expect((await request(atLimit)).status).toBe(201);
    const late = await request(past);
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      code: 'return_time_limit_expired',
      message: 'El plazo para solicitar la devolución ha vencido',
    });
    const list = (await (
      await send('GET', `/orders/${past}/returns`, undefined, 'ana')
    ).json()) as OrderReturnList;
    expect(list).toMatchObject({
      results: [],
      window_ends_at: new Date(now.getTime() - 1).toISOString(),
      can_request: false,
      refusal: 'return_time_limit_expired',
    });
    expect(await alertsOf(past)).toEqual([]);
  });

  it('refuses a cancelled order and one not delivered yet, in the reader language', async () => {
    const canceled = await anOrder('canceled_by_supplier', null);
    const res = await call(
      api,
      'POST',
      `/api/orders/${canceled}/returns`,
      { reason: 'other' },
      {
        cookie: cookie.ana,
        locale: 'en',
      },
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: 'return_not_possible_canceled',
      message: 'Return not possible for a canceled order',
    });
    const es = await request(canceled);
    expect(((await es.json()) as { message: string }).message).toBe(
      'No es posible devolver una orden cancelada',
    );
    const inTransit = await anOrder('in_transit', null);
    const early = await request(inTransit);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { code: string }).code).toBe('return_not_delivered');
    expect(await alertsOf(canceled)).toEqual([]);
  });

  it('lets only the customer ask: staff get 403, another supplier and another customer 404', async () => {
    const orderId = await delivered();
    expect((await request(orderId, 'owner')).status).toBe(403);
    expect((await request(orderId, 'otherOwner')).status).toBe(404);
    expect((await request(orderId, 'stranger')).status).toBe(404);
    expect((await send('GET', `/orders/${orderId}/returns`, undefined, 'stranger')).status).toBe(
      404,
    );
    expect((await send('GET', `/orders/${orderId}/returns`, undefined, 'otherOwner')).status).toBe(
      404,
    );
    const anonymous = await call(api, 'POST', `/api/orders/${orderId}/returns`, {
      reason: 'other',
    });
    expect(anonymous.status).toBe(401);
  });

  it('validates the input: unknown reason, too many photos, photos that are not the customer return photos', async () => {
    const orderId = await delivered();
    expect((await request(orderId, 'ana', { reason: 'bored' })).status).toBe(422);
    expect(
      (
        await request(orderId, 'ana', {
          reason: 'other',
          photo_ids: ['a', 'b', 'c', 'd', 'e', 'f'],
        })
      ).status,
    ).toBe(422);
    const foreign = await request(orderId, 'ana', { reason: 'other', photo_ids: ['img_not_mine'] });
    expect(foreign.status).toBe(422);
    expect(((await foreign.json()) as { code: string }).code).toBe('return_photo_invalid');
  });

  it('keeps photos uploaded as return photos (4 MB at most) with the request', async () => {
    const orderId = await delivered();
    const upload = async (bytes: Buffer | Uint8Array, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([bytes as BlobPart]), name);
      form.append('kind', 'return_photo');
      return api.request('/api/gallery', {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin', 'x-locale': 'es', cookie: cookie.ana },
        body: form,
      });
    };
    const ok = await upload(await solidImage('jpeg'), 'caja.jpg');
    expect(ok.status, await ok.clone().text()).toBe(201);
    const image = (await ok.json()) as { id: string; url: string };
    const big = await upload(new Uint8Array(4_000_001), 'grande.png');
    expect(big.status).toBe(413);
    const ret = await opened(orderId, { reason: 'wrong_item', photo_ids: [image.id] });
    expect(ret.photos).toEqual([{ id: image.id, url: image.url }]);
  });

  it('lets the owner and admins decide, not the dispatcher nor the customer; a second decision is 409', async () => {
    const orderId = await delivered();
    const ret = await opened(orderId);
    const decide = (who: Who, body: object = { decision: 'accepted' }) =>
      send('POST', `/orders/${orderId}/returns/${ret.id}/decision`, body, who);
    expect((await decide('dispatcher')).status).toBe(403);
    expect((await decide('ana')).status).toBe(403);
    expect((await decide('otherOwner')).status).toBe(404);
    expect((await decide('stranger')).status).toBe(404);
    expect((await decide('admin', { decision: 'maybe' })).status).toBe(422);
    const noAlert = await alertsOf(orderId);
    expect(noAlert.filter(([, event]) => event === 'return_decided')).toEqual([]);

    const res = await decide('admin', {
      decision: 'accepted',
      customer_note: 'Te enviamos la guía por correo',
      internal_note: 'Revisar empaque',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      state: 'closed',
      decision: 'accepted',
      customer_note: 'Te enviamos la guía por correo',
      internal_note: 'Revisar empaque',
    });
    const second = await decide('owner', { decision: 'rejected' });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { code: string }).code).toBe('return_already_decided');

    // The customer sees the customer note, never the internal one; staff see both.
    const mine = (await (
      await send('GET', `/orders/${orderId}/returns`, undefined, 'ana')
    ).json()) as OrderReturnList;
    expect(mine.results[0]).toMatchObject({
      decision: 'accepted',
      customer_note: 'Te enviamos la guía por correo',
    });
    expect(mine.results[0]).not.toHaveProperty('internal_note');
    const staff = (await (
      await send('GET', `/orders/${orderId}/returns`, undefined, 'dispatcher')
    ).json()) as OrderReturnList;
    expect(staff.results[0]?.internal_note).toBe('Revisar empaque');
    expect(staff.can_request).toBe(false);

    // Exactly one alert for the decision, to the customer.
    const decided = (await alertsOf(orderId)).filter(([, event]) => event === 'return_decided');
    expect(decided).toEqual([[userId.ana, 'return_decided', 'customer']]);
    // Accepted, there is nothing more to ask.
    expect(mine).toMatchObject({ can_request: false, refusal: 'return_already_accepted' });
    const more = await request(orderId);
    expect(more.status).toBe(409);
    expect(((await more.json()) as { code: string }).code).toBe('return_already_accepted');
  });

  it('settles two decisions at once: one wins, the other gets 409, one alert', async () => {
    const orderId = await delivered();
    const ret = await opened(orderId);
    const answers = await Promise.all(
      (['owner', 'admin'] as const).map((who, i) =>
        send(
          'POST',
          `/orders/${orderId}/returns/${ret.id}/decision`,
          { decision: i ? 'rejected' : 'accepted' },
          who,
        ),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const decided = (await alertsOf(orderId)).filter(([, event]) => event === 'return_decided');
    expect(decided).toHaveLength(1);
  });

  it('lets the customer ask again within the window after a rejection', async () => {
    const orderId = await delivered();
    const first = await opened(orderId);
    const res = await send(
      'POST',
      `/orders/${orderId}/returns/${first.id}/decision`,
      { decision: 'rejected', customer_note: 'Faltan fotos' },
      'owner',
    );
    expect(res.status).toBe(200);
    const list = (await (
      await send('GET', `/orders/${orderId}/returns`, undefined, 'ana')
    ).json()) as OrderReturnList;
    expect(list).toMatchObject({ can_request: true, refusal: null });
    const second = await opened(orderId, { reason: 'damaged', notes: 'Ahora con detalle' });
    expect(second.id).not.toBe(first.id);
  });

  it('answers 404 for a return of another order', async () => {
    const first = await delivered();
    const second = await delivered();
    const ret = await opened(first);
    const res = await send(
      'POST',
      `/orders/${second}/returns/${ret.id}/decision`,
      { decision: 'accepted' },
      'owner',
    );
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('return_not_found');
  });

  it("lists the requests on the shop's orders to its back office, by state, without internal notes; other shops' owners and the supplier are refused", async () => {
    const open = await opened(await delivered(), { reason: 'wrong_item', notes: 'Otra talla' });
    const decidedOrder = await delivered();
    const closed = await opened(decidedOrder);
    await send(
      'POST',
      `/orders/${decidedOrder}/returns/${closed.id}/decision`,
      { decision: 'rejected', customer_note: 'Fuera de política', internal_note: 'Secreto' },
      'owner',
    );
    const list = async (query: string, who: Who = 'shopOwner') => {
      const res = await send('GET', `/shops/tienda-devoluciones/returns${query}`, undefined, who);
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as ShopReturnsPage;
    };
    const all = await list('?limit=50');
    const ids = all.results.map((r) => r.id);
    expect(ids.indexOf(closed.id)).toBeLessThan(ids.indexOf(open.id));
    const mine = all.results.find((r) => r.id === closed.id)!;
    expect(mine).toMatchObject({
      state: 'closed',
      decision: 'rejected',
      customer_note: 'Fuera de política',
      order: { id: decidedOrder, total: 80_000, currency: 'MXN' },
    });
    expect(mine.order.customer_name).not.toBe('');
    expect(mine).not.toHaveProperty('internal_note');

    const onlyOpen = await list('?state=open&limit=50');
    expect(onlyOpen.results.every((r) => r.state === 'open')).toBe(true);
    expect(onlyOpen.results.map((r) => r.id)).toContain(open.id);
    expect(onlyOpen.matches_estimated).toBe(onlyOpen.results.length);
    const onePage = await list('?limit=1&offset=1');
    expect(onePage.results.map((r) => r.id)).toEqual([ids[1]]);
    expect(onePage.matches_estimated).toBe(all.matches_estimated);

    for (const who of ['otherShopOwner', 'owner', 'ana'] as const) {
      const res = await send('GET', '/shops/tienda-devoluciones/returns', undefined, who);
      expect(res.status, who).toBe(403);
    }
    expect(
      (await send('GET', '/shops/tienda-devoluciones/returns?state=done', undefined, 'shopOwner'))
        .status,
    ).toBe(422);
  });
});
