import { eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { AlertList } from '@/lib/api/schemas/alerts';
import type { Order } from '@/lib/api/schemas/checkout';
import { orders, supplierMembers } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

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

const kinds = await databaseKinds();

type Who = 'ana' | 'owner' | 'dispatcher' | 'accountant' | 'otherSupplier';

const PARCEL = {
  carrier: 'Estafeta',
  tracking_number: '7501 2233-44',
  estimated_delivery_date: '2026-12-03',
};

/**
 * The parcel (spec 02 §3 estimated and delivered dates, tracking number; §7 the seller confirms
 * the estimated date) and the customer's `next`: confirming receipt of an order on its way.
 */
describe.each(kinds)('order shipment and receipt on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  let supplierId: string;
  let productId: string;

  const send = (method: string, path: string, body: unknown, who: Who) =>
    call(api, method, `/api${path}`, body, { cookie: cookie[who] });
  const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;

  /** Ana's order, paid and travelling to her address (`state`, default ready to deliver). */
  async function travellingOrder(state: Order['state'] = 'to_deliver'): Promise<Order> {
    const order = await placePickupOrder(api, {
      cookie: cookie.ana,
      shop: 'tienda-a',
      supplierId,
      productId,
    });
    await database.db
      .update(orders)
      .set({ state, deliveryType: 'to_address', paidAt: new Date() })
      .where(eq(orders.id, order.id));
    return order;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const [ana, owner, dispatcher, accountant, other] = await Promise.all([
      createUser(db, { fullName: 'Ana' }),
      createUser(db),
      createUser(db),
      createUser(db),
      createUser(db),
    ]);
    const shop = await createShop(db, { slug: 'tienda-a' });
    const supplier = await createSupplier(db, { ownerId: owner!.id });
    await createSupplier(db, { ownerId: other!.id });
    supplierId = supplier.id;
    await db.insert(supplierMembers).values([
      { supplierId, userId: dispatcher!.id, role: 'dispatcher' },
      { supplierId, userId: accountant!.id, role: 'accountant' },
    ]);
    const [item] = await createListedProducts(db, {
      supplierId,
      shopIds: [shop.id],
      items: [{ name: 'Mochila', listPrice: 80_000, available: 50 }],
    });
    productId = item!.id;
    Object.assign(cookie, {
      ana: await createSessionCookie(db, ana!.id),
      owner: await createSessionCookie(db, owner!.id),
      dispatcher: await createSessionCookie(db, dispatcher!.id),
      accountant: await createSessionCookie(db, accountant!.id),
      otherSupplier: await createSessionCookie(db, other!.id),
    });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('lets the dispatcher give the parcel details, which the customer reads on the order', async () => {
    const order = await travellingOrder();
    const res = await send('PUT', `/orders/${order.id}/shipment`, PARCEL, 'dispatcher');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      carrier: 'Estafeta',
      tracking_number: '7501 2233-44',
      estimated_delivery_date: '2026-12-03',
      delivered_at: null,
    });
    const read = (await (
      await send('GET', `/orders/${order.id}`, undefined, 'ana')
    ).json()) as Order;
    expect(read).toMatchObject({ carrier: 'Estafeta', estimated_delivery_date: '2026-12-03' });
    // Corrected later: null clears a field.
    const corrected = await send(
      'PUT',
      `/orders/${order.id}/shipment`,
      { ...PARCEL, tracking_number: null },
      'owner',
    );
    expect(await corrected.json()).toMatchObject({ tracking_number: null, carrier: 'Estafeta' });
  });

  it('refuses the parcel details to the customer, the accountant and another supplier', async () => {
    const order = await travellingOrder();
    for (const [who, status] of [
      ['ana', 403],
      ['accountant', 403],
      ['otherSupplier', 404],
    ] as const) {
      const res = await send('PUT', `/orders/${order.id}/shipment`, PARCEL, who);
      expect(res.status, who).toBe(status);
    }
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.carrier).toBeNull();
  });

  it('refuses parcel details before the payment, once delivered, and a carrier on a pick-up', async () => {
    const waiting = await placePickupOrder(api, {
      cookie: cookie.ana,
      shop: 'tienda-a',
      supplierId,
      productId,
    });
    const early = await send('PUT', `/orders/${waiting.id}/shipment`, PARCEL, 'owner');
    expect([early.status, await codeOf(early)]).toEqual([409, 'order_not_shippable']);
    await send('POST', `/orders/${waiting.id}/next`, undefined, 'owner');
    const pickup = await send('PUT', `/orders/${waiting.id}/shipment`, PARCEL, 'owner');
    expect([pickup.status, await codeOf(pickup)]).toEqual([422, 'shipment_not_travelling']);
    // A pick-up may still say by when it will be ready.
    const dayOnly = await send(
      'PUT',
      `/orders/${waiting.id}/shipment`,
      { carrier: null, tracking_number: null, estimated_delivery_date: '2026-12-05' },
      'owner',
    );
    expect(await dayOnly.json()).toMatchObject({ estimated_delivery_date: '2026-12-05' });
    const delivered = await travellingOrder('delivered');
    const late = await send('PUT', `/orders/${delivered.id}/shipment`, PARCEL, 'owner');
    expect([late.status, await codeOf(late)]).toEqual([409, 'order_not_shippable']);
  });

  it('rejects a malformed tracking number or day with the field named', async () => {
    const order = await travellingOrder();
    const res = await send(
      'PUT',
      `/orders/${order.id}/shipment`,
      { ...PARCEL, tracking_number: '<script>', estimated_delivery_date: '2026-13-40' },
      'owner',
    );
    expect(res.status).toBe(422);
    const body = (await res.json()) as { code: string; fields: Record<string, unknown> };
    expect(body.code).toBe('validation_error');
    expect(Object.keys(body.fields).sort()).toEqual(['estimated_delivery_date', 'tracking_number']);
  });

  it('lets the customer confirm receipt of an order on its way, stamping the delivery', async () => {
    const order = await travellingOrder('to_deliver');
    // Not yet on its way: the customer cannot deliver it.
    const early = await send('POST', `/orders/${order.id}/next`, undefined, 'ana');
    expect(early.status).toBe(403);
    await send('POST', `/orders/${order.id}/next`, undefined, 'dispatcher');
    const before = Date.now();
    const res = await send('POST', `/orders/${order.id}/next`, undefined, 'ana');
    expect(res.status).toBe(200);
    const received = (await res.json()) as Order;
    expect(received.state).toBe('delivered');
    expect(Date.parse(received.delivered_at!)).toBeGreaterThanOrEqual(before - 1000);
    // Ana did it herself: no alert tells her about it.
    const alerts = (await (await send('GET', '/me/alerts', undefined, 'ana')).json()) as AlertList;
    expect(
      alerts.results.filter(
        ({ params }) =>
          params.type === 'order' && params.order === order.id && params.state === 'delivered',
      ),
    ).toEqual([]);
    // The supplier's staff hear of it instead.
    const staff = (await (
      await send('GET', '/me/alerts', undefined, 'dispatcher')
    ).json()) as AlertList;
    expect(
      staff.results
        .filter(({ params }) => params.type === 'order' && params.order === order.id)
        .map((alert) => [alert.event, alert.message_body]),
    ).toContainEqual([
      'order_received',
      expect.stringMatching(/^El cliente confirmó que recibió el pedido TD-\d{6} de /),
    ]);
    // A second click finds nothing to do.
    const again = await send('POST', `/orders/${order.id}/next`, undefined, 'ana');
    expect([again.status, await codeOf(again)]).toEqual([409, 'order_not_advanceable']);
  });

  describe("a tracking service's events (AfterShip)", () => {
    const SECRET = 'aftership-test-secret';
    const WEBHOOK = '/api/shipping/webhooks/aftership';
    afterEach(() => vi.unstubAllEnvs());

    /** AfterShip's POST: the raw body and its base64 HMAC-SHA256 (`sign` false: a forged one). */
    function deliver(
      tag: string,
      trackingNumber: string,
      { sign = true, event = 'tracking_update' } = {},
    ) {
      const raw = JSON.stringify({
        ts: 1_764_300_000,
        event,
        event_id: crypto.randomUUID(),
        msg: { id: 'as_1', tracking_number: trackingNumber, slug: 'estafeta', tag },
      });
      const signature = createHmac('sha256', sign ? SECRET : 'another-secret')
        .update(raw)
        .digest('base64');
      return api.request(WEBHOOK, {
        method: 'POST',
        body: raw,
        headers: { 'content-type': 'application/json', 'aftership-hmac-sha256': signature },
      });
    }
    const stateOf = async (id: string) =>
      (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    async function shipped(trackingNumber: string, state: Order['state'] = 'to_deliver') {
      const order = await travellingOrder(state);
      await database.db.update(orders).set({ trackingNumber }).where(eq(orders.id, order.id));
      return order;
    }

    it('is off without its secret, and refuses a body it did not sign', async () => {
      const order = await shipped('EST 100-200');
      const off = await deliver('Delivered', 'EST100200');
      expect([off.status, await codeOf(off)]).toEqual([404, 'tracking_not_configured']);
      vi.stubEnv('AFTERSHIP_WEBHOOK_SECRET', SECRET);
      const forged = await deliver('Delivered', 'EST100200', { sign: false });
      expect([forged.status, await codeOf(forged)]).toEqual([400, 'invalid_signature']);
      expect((await stateOf(order.id)).state).toBe('to_deliver');
    });

    it('puts the parcel on its way, then delivers it, telling the customer; replays and late news change nothing', async () => {
      vi.stubEnv('AFTERSHIP_WEBHOOK_SECRET', SECRET);
      // Written as the supplier typed it; the tracker sends it bare.
      const order = await shipped('est 300.400-500');
      const moving = await deliver('InTransit', 'EST300400500');
      expect(await moving.json()).toEqual({ received: true, applied: true });
      expect((await stateOf(order.id)).state).toBe('in_transit');
      const replay = await deliver('InTransit', 'EST300400500');
      expect(await replay.json()).toEqual({ received: true, applied: false });

      const before = Date.now();
      expect(await (await deliver('Delivered', 'EST300400500')).json()).toMatchObject({
        applied: true,
      });
      const delivered = await stateOf(order.id);
      expect(delivered.state).toBe('delivered');
      expect(delivered.deliveredAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      // A late "in transit" never moves it back.
      expect(await (await deliver('OutForDelivery', 'EST300400500')).json()).toMatchObject({
        applied: false,
      });
      expect((await stateOf(order.id)).state).toBe('delivered');

      const alerts = (await (
        await send('GET', '/me/alerts', undefined, 'ana')
      ).json()) as AlertList;
      expect(
        alerts.results
          .filter(({ params }) => params.type === 'order' && params.order === order.id)
          .map(({ params }) => params.type === 'order' && params.state)
          .sort(),
      ).toEqual(['delivered', 'in_transit']);
    });

    it('leaves cancelled orders, other parcels and other events alone', async () => {
      vi.stubEnv('AFTERSHIP_WEBHOOK_SECRET', SECRET);
      const cancelled = await shipped('EST-600', 'canceled_by_supplier');
      const other = await shipped('EST-601', 'in_process');
      for (const res of [
        await deliver('Delivered', 'EST600'),
        await deliver('Delivered', 'EST601', { event: 'edd_revise' }),
        await deliver('Exception', 'EST601'),
      ]) {
        expect(await res.json()).toEqual({ received: true, applied: false });
      }
      expect((await stateOf(cancelled.id)).state).toBe('canceled_by_supplier');
      expect((await stateOf(other.id)).state).toBe('in_process');
    });
  });
});
