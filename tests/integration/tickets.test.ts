import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Attendant, AttendantsPage } from '@/lib/api/schemas/tickets';
import { checkouts, orderLines, orders, outboxMessages, tickets } from '@/lib/db/schema';
import { normalTicketCode } from '@/lib/domain/tickets/ticket-code';
import { createApiApp } from '@/lib/server/http/app';
import { recordPaymentEvent } from '@/lib/server/payments/record-payment';

import { call } from '../support/auth-api';
import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();
const DAY = 86_400_000;

type Who = 'ana' | 'owner' | 'stranger' | 'otherOwner';

/** Experience tickets: issued with the payment, once; named, downloaded; walls around them. */
describe.each(kinds)('experience tickets on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  const userId = {} as Record<Who, string>;
  let shopId: string;
  let supplierId: string;
  const product = {} as Record<'concert' | 'past' | 'mug', string>;
  let n = 0;
  let events = 0;

  const send = (method: string, path: string, who: Who, body?: unknown, locale = 'es') =>
    call(api, method, `/api${path}`, body, { cookie: cookie[who], locale });

  /** An order of Ana's waiting for payment with these lines. */
  async function anOrder(
    lines: Array<{ productId: string; quantity: number; variant?: string }>,
    paymentType: 'stripe' | 'pay_in_store' = 'stripe',
  ): Promise<string> {
    const id = `ord_tkt_${kind}_${++n}`;
    await database.db.insert(checkouts).values({
      id: `chk_tkt_${kind}_${n}`,
      shopId,
      userId: userId.ana,
      supplierId,
      currency: 'MXN',
      state: 'placed',
    });
    const total = lines.reduce((sum, line) => sum + line.quantity * 50_000, 0);
    await database.db.insert(orders).values({
      id,
      shopId,
      userId: userId.ana,
      supplierId,
      checkoutId: `chk_tkt_${kind}_${n}`,
      state: 'pending_payment',
      paymentType,
      deliveryType: 'pickup_point',
      currency: 'MXN',
      productsTotal: total,
      shippingCost: 0,
      total,
    });
    await database.db.insert(orderLines).values(
      lines.map((line) => ({
        orderId: id,
        shopId,
        productId: line.productId,
        variant: line.variant ?? '',
        name: line.productId,
        unitPrice: 50_000,
        quantity: line.quantity,
        total: line.quantity * 50_000,
      })),
    );
    return id;
  }

  /** The provider says the order was paid (a new event id each time unless given). */
  async function pay(orderId: string, eventId = `evt_${kind}_${++events}`) {
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    return recordPaymentEvent(database.db, {
      provider: 'stripe',
      eventId,
      type: 'checkout.session.completed',
      paid: { kind: 'order', reference: orderId, amount: order!.total, currency: 'MXN' },
    });
  }

  const ticketsOf = (orderId: string) =>
    database.db.select().from(tickets).where(eq(tickets.orderId, orderId));

  async function list(orderId: string, who: Who = 'ana', query = '') {
    const res = await send('GET', `/orders/${orderId}/attendants${query}`, who);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as AttendantsPage;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    for (const who of ['ana', 'owner', 'stranger', 'otherOwner'] as const) {
      const user = await createUser(db, who === 'ana' ? { email: `ana-${kind}@example.mx` } : {});
      userId[who] = user.id;
      cookie[who] = await createSessionCookie(db, user.id);
    }
    shopId = (await createShop(db, { slug: `tienda-boletos-${kind}`, ownerId: userId.owner })).id;
    supplierId = (await createSupplier(db, { ownerId: userId.owner })).id;
    await createSupplier(db, { ownerId: userId.otherOwner });
    const [concert, past, mug] = await createListedProducts(db, {
      supplierId,
      shopIds: [shopId],
      items: [
        {
          name: 'Concierto en el jardín',
          type: 'experience',
          experienceDate: new Date(Date.now() + 30 * DAY),
          experiencePlace: 'Jardín Borda, Cuernavaca',
          experienceAvailable: 50,
        },
        {
          name: 'Taller que ya pasó',
          type: 'experience',
          experienceDate: new Date(Date.now() - DAY),
          experiencePlace: 'Coyoacán',
        },
        { name: 'Taza' },
      ],
    });
    product.concert = concert!.id;
    product.past = past!.id;
    product.mug = mug!.id;
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('issues one ticket per seat of each experience when paid, once however often the payment is told', async () => {
    const orderId = await anOrder([
      { productId: product.concert, quantity: 2 },
      { productId: product.mug, quantity: 1 },
    ]);
    expect(await ticketsOf(orderId)).toHaveLength(0);
    expect(await pay(orderId, `evt_same_${kind}`)).toEqual({ applied: true });
    // The same event replayed, and another event for the same order: nothing more.
    expect(await pay(orderId, `evt_same_${kind}`)).toEqual({ applied: false });
    await pay(orderId);
    const issued = await ticketsOf(orderId);
    expect(issued.map((t) => [t.productId, t.seat]).sort()).toEqual([
      [product.concert, 1],
      [product.concert, 2],
    ]);
    for (const ticket of issued) {
      expect(normalTicketCode(ticket.code)).toBe(ticket.code);
      expect(ticket.shopId).toBe(shopId);
      expect(ticket.supplierId).toBe(supplierId);
    }
    expect(new Set(issued.map((t) => t.code)).size).toBe(2);

    const page = await list(orderId);
    expect(page.total).toBe(2);
    expect(page.ended_experiences).toEqual([]);
    expect(page.results.map((a) => [a.seat, a.position, a.product_name])).toEqual([
      [1, 1, 'Concierto en el jardín'],
      [2, 2, 'Concierto en el jardín'],
    ]);
    expect(page.results[0]).toMatchObject({
      experience_place: 'Jardín Borda, Cuernavaca',
      attendant_name: null,
      used: false,
      canceled: false,
      code: issued.find((t) => t.seat === 1)!.code,
    });

    // The customer is told once, with the way to the order page.
    const mails = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, `ana-${kind}@example.mx`));
    const ticketMails = mails.filter((m) => m.body.includes('boletos del pedido'));
    expect(ticketMails).toHaveLength(1);
    expect(ticketMails[0]!.body).toContain(`mis-compras/${orderId}`);
  });

  it('gives codes that are unique across orders and cannot be made up', async () => {
    const a = await anOrder([{ productId: product.concert, quantity: 3 }]);
    const b = await anOrder([{ productId: product.concert, quantity: 3 }]);
    await pay(a);
    await pay(b);
    const codes = [...(await ticketsOf(a)), ...(await ticketsOf(b))].map((t) => t.code);
    expect(new Set(codes).size).toBe(6);
    // A code is a random secret, not anything derived from the order or the seat.
    expect(codes.some((code) => code.includes(a) || code.includes(b))).toBe(false);
    // The database refuses a second ticket with a code already given.
    const [first] = await ticketsOf(a);
    await expect(
      database.db.insert(tickets).values({
        id: `tkt_forged_${kind}`,
        orderId: b,
        productId: product.concert,
        seat: 9,
        supplierId,
        shopId,
        code: first!.code,
      }),
    ).rejects.toThrow();
  });

  it('issues no ticket for an experience already over when paid, and the order says so', async () => {
    const orderId = await anOrder([
      { productId: product.past, quantity: 2 },
      { productId: product.concert, quantity: 1 },
    ]);
    await pay(orderId);
    const issued = await ticketsOf(orderId);
    expect(issued.map((t) => t.productId)).toEqual([product.concert]);
    const page = await list(orderId);
    expect(page.ended_experiences).toEqual([
      { product_id: product.past, name: 'Taller que ya pasó' },
    ]);
  });

  it('issues them when the supplier confirms a payment in store, and calls them off with the order', async () => {
    const orderId = await anOrder([{ productId: product.concert, quantity: 2 }], 'pay_in_store');
    const next = await send('POST', `/orders/${orderId}/next`, 'owner');
    expect(next.status, await next.clone().text()).toBe(200);
    expect(await ticketsOf(orderId)).toHaveLength(2);
    const cancel = await send('POST', `/orders/${orderId}/cancel`, 'owner', {
      reason: 'cannot_be_fulfilled',
    });
    expect(cancel.status, await cancel.clone().text()).toBe(200);
    const page = await list(orderId);
    expect(page.results.map((a) => [a.canceled, a.reason])).toEqual([
      [true, 'cannot_be_fulfilled'],
      [true, 'cannot_be_fulfilled'],
    ]);
  });

  it('lets the customer name attendants, validated, and the supplier read them', async () => {
    const orderId = await anOrder([{ productId: product.concert, quantity: 2 }]);
    await pay(orderId);
    const [seat] = (await list(orderId)).results;
    const path = `/orders/${orderId}/attendants/${seat!.id}`;

    const saved = await send('PATCH', path, 'ana', {
      attendant_name: '  Lucía Ñúñez 🎉 ',
      attendant_email: 'Lucia@Example.MX',
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await saved.json()).toMatchObject({
      attendant_name: 'Lucía Ñúñez 🎉',
      attendant_email: 'lucia@example.mx',
    });

    for (const body of [
      { attendant_name: 'x'.repeat(121) },
      { attendant_email: 'no-es-correo' },
      { attendant_name: 'Ana', seat: 3 },
    ]) {
      const res = await send('PATCH', path, 'ana', body);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { code: string }).code).toBe('validation_error');
    }
    // An empty text clears it.
    const cleared = await send('PATCH', path, 'ana', { attendant_email: '' });
    expect(((await cleared.json()) as Attendant).attendant_email).toBeNull();

    const read = await send('GET', path, 'owner');
    expect(read.status).toBe(200);
    // The supplier's staff read the attendant, not the ticket's secret.
    expect(await read.json()).toMatchObject({ attendant_name: 'Lucía Ñúñez 🎉', code: null });
    const byOwner = await send('PATCH', path, 'owner', { attendant_name: 'Otro' });
    expect(byOwner.status).toBe(403);

    const missing = await send('GET', `/orders/${orderId}/attendants/tkt_missing`, 'ana');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('ticket_not_found');
  });

  it('pages attendants 10 at a time', async () => {
    const orderId = await anOrder([{ productId: product.concert, quantity: 12 }]);
    await pay(orderId);
    const first = await list(orderId);
    expect(first.results).toHaveLength(10);
    expect(first.total).toBe(12);
    const second = await list(orderId, 'ana', '?offset=10&limit=10');
    expect(second.results.map((a) => a.seat)).toEqual([11, 12]);
  });

  it('downloads a ticket, all of them as one PDF and as a zip of PDFs, even with an emoji name', async () => {
    const orderId = await anOrder([{ productId: product.concert, quantity: 2 }]);
    await pay(orderId);
    const [seat] = (await list(orderId)).results;
    await send('PATCH', `/orders/${orderId}/attendants/${seat!.id}`, 'ana', {
      attendant_name: 'Émilie 😀 Ωmega 中文',
    });

    const one = await send('GET', `/orders/${orderId}/attendants/${seat!.id}/pdf`, 'ana');
    expect(one.status, await one.clone().text()).toBe(200);
    expect(one.headers.get('content-type')).toBe('application/pdf');
    expect(one.headers.get('content-disposition')).toMatch(
      /^attachment; filename="boleto-TD-\d+-1\.pdf"$/,
    );
    expect(
      Buffer.from(await one.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const all = await send('GET', `/orders/${orderId}/attendants/pdf`, 'ana', undefined, 'en');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-disposition')).toMatch(/filename="tickets-TD-\d+\.pdf"/);
    expect(
      Buffer.from(await all.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const zipped = await send('GET', `/orders/${orderId}/attendants/zip`, 'owner');
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-type')).toBe('application/zip');
    const zip = await JSZip.loadAsync(await zipped.arrayBuffer());
    const names = Object.keys(zip.files).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^boleto-TD-\d+-1\.pdf$/);
    for (const name of names) {
      const bytes = await zip.file(name)!.async('uint8array');
      expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('answers 404 to anyone but the customer and the supplier, on every route', async () => {
    const orderId = await anOrder([{ productId: product.concert, quantity: 1 }]);
    await pay(orderId);
    const [seat] = (await list(orderId)).results;
    const base = `/orders/${orderId}/attendants`;
    for (const who of ['stranger', 'otherOwner'] as const) {
      for (const [method, path, body] of [
        ['GET', base],
        ['GET', `${base}/pdf`],
        ['GET', `${base}/zip`],
        ['GET', `${base}/${seat!.id}`],
        ['PATCH', `${base}/${seat!.id}`, { attendant_name: 'Intrusa' }],
        ['GET', `${base}/${seat!.id}/pdf`],
      ] as const) {
        const res = await send(method, path, who, body);
        expect(res.status, `${who} ${method} ${path}`).toBe(404);
        expect(((await res.json()) as { code: string }).code).toBe('order_not_found');
      }
    }
    // A ticket of another order is not found through this one.
    const other = await anOrder([{ productId: product.concert, quantity: 1 }]);
    const res = await send('GET', `/orders/${other}/attendants/${seat!.id}`, 'ana');
    expect(res.status).toBe(404);
    const [unchanged] = await database.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, seat!.id), eq(tickets.orderId, orderId)));
    expect(unchanged!.attendantName).toBeNull();
  });

  it('answers 404 ticket_not_found for the files of an order without tickets', async () => {
    const orderId = await anOrder([{ productId: product.mug, quantity: 1 }]);
    await pay(orderId);
    const res = await send('GET', `/orders/${orderId}/attendants/zip`, 'ana');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('ticket_not_found');
  });
});
