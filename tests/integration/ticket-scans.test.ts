import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TicketScan } from '@/lib/api/schemas/ticket-scans';
import {
  checkouts,
  orderLines,
  orders,
  rateLimitHits,
  shopMembers,
  supplierMembers,
  tickets,
} from '@/lib/db/schema';
import { createApiClient } from '@/lib/api/client';
import { newTicketCode } from '@/lib/domain/tickets/ticket-code';
import { createApiApp } from '@/lib/server/http/app';
import { markTicketUsedByForm } from '@/lib/server/ticket-scans/mark-used-by-form';

import { call } from '../support/auth-api';
import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// Also on PostgreSQL: concurrent scans of one ticket must mark it used once.
const kinds = await databaseKinds({ postgres: 'concurrency' });

type Who =
  | 'customer'
  | 'ownerA'
  | 'readerA'
  | 'dispatcherA'
  | 'accountantA'
  | 'prober'
  | 'readerB'
  | 'supplierOwner'
  | 'supplierAdmin'
  | 'supplierDispatcher'
  | 'otherSupplierOwner';

const READER_NAME = 'Quetzalli Romero';

/**
 * The ticket reader (issue 21): ticket codes cannot be forged or reused, a reader sees only the
 * tickets inside its walls, and concurrent scans of one ticket mark it used once.
 */
describe.each(kinds)('ticket reader on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  const userId = {} as Record<Who, string>;
  let shopA: { id: string };
  let shopB: { id: string };
  let supplierS: string;
  let supplierT: string;
  let experienceS: string;
  let pastExperienceS: string;
  let experienceT: string;
  let n = 0;

  const send = (path: string, code: string, who: Who) =>
    call(api, 'POST', `/api${path}`, { code }, { cookie: cookie[who] });
  const readIn = (shop: string, code: string, who: Who) =>
    send(`/shops/${shop}/tickets/read`, code, who);
  const useIn = (shop: string, code: string, who: Who) =>
    send(`/shops/${shop}/tickets/use`, code, who);

  /**
   * A paid order of the customer in `shopId` from `supplierId` of one experience, with a ticket
   * per seat written straight to the database (issuing them is another feature's); answers the codes.
   */
  async function ticketsOf(
    shopId: string,
    supplierId: string,
    productId: string,
    { seats = 1, canceled = false } = {},
  ): Promise<string[]> {
    const id = `ord_tk_${kind}_${++n}`;
    await database.db.insert(checkouts).values({
      id: `chk_tk_${kind}_${n}`,
      shopId,
      userId: userId.customer,
      supplierId,
      currency: 'MXN',
      state: 'placed',
    });
    await database.db.insert(orders).values({
      id,
      shopId,
      userId: userId.customer,
      supplierId,
      checkoutId: `chk_tk_${kind}_${n}`,
      state: 'paid',
      paymentType: 'pay_in_store',
      deliveryType: 'pickup_point',
      currency: 'MXN',
      productsTotal: 50_000 * seats,
      shippingCost: 0,
      total: 50_000 * seats,
    });
    await database.db.insert(orderLines).values({
      orderId: id,
      shopId,
      productId,
      name: 'Recorrido nocturno por el centro',
      unitPrice: 50_000,
      quantity: seats,
      total: 50_000 * seats,
    });
    const codes = Array.from({ length: seats }, () => newTicketCode());
    await database.db.insert(tickets).values(
      codes.map((code, i) => ({
        id: `tkt_${kind}_${n}_${i + 1}`,
        orderId: id,
        productId,
        seat: i + 1,
        supplierId,
        shopId,
        code,
        attendantName: i === 0 ? 'Ana Pérez' : null,
        attendantEmail: i === 0 ? 'ana@example.mx' : null,
        ...(canceled ? { canceledAt: new Date(), cancelReason: 'Cancelado por el cliente' } : {}),
      })),
    );
    return codes;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const names: Who[] = [
      'customer',
      'ownerA',
      'readerA',
      'dispatcherA',
      'accountantA',
      'prober',
      'readerB',
      'supplierOwner',
      'supplierAdmin',
      'supplierDispatcher',
      'otherSupplierOwner',
    ];
    for (const who of names) {
      const user = await createUser(db, who === 'readerA' ? { fullName: READER_NAME } : {});
      userId[who] = user.id;
      cookie[who] = await createSessionCookie(db, user.id);
    }
    supplierS = (await createSupplier(db, { ownerId: userId.supplierOwner })).id;
    supplierT = (await createSupplier(db, { ownerId: userId.otherSupplierOwner })).id;
    await db.insert(supplierMembers).values([
      { supplierId: supplierS, userId: userId.supplierAdmin, role: 'admin' },
      { supplierId: supplierS, userId: userId.supplierDispatcher, role: 'dispatcher' },
    ]);
    // Shop A is supplier S's own shop; shop B resells S's and T's experiences.
    shopA = await createShop(db, {
      slug: 'boletos-a',
      ownerId: userId.ownerA,
      supplierId: supplierS,
    });
    shopB = await createShop(db, { slug: 'boletos-b' });
    await db.insert(shopMembers).values([
      { shopId: shopA.id, userId: userId.readerA, role: 'qrreader' },
      { shopId: shopA.id, userId: userId.prober, role: 'qrreader' },
      { shopId: shopA.id, userId: userId.dispatcherA, role: 'dispatcher' },
      { shopId: shopA.id, userId: userId.accountantA, role: 'accountant' },
      { shopId: shopB.id, userId: userId.readerB, role: 'qrreader' },
    ]);
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    const [recorrido, pasado] = await createListedProducts(db, {
      supplierId: supplierS,
      shopIds: [shopA.id, shopB.id],
      items: [
        {
          name: 'Recorrido nocturno',
          type: 'experience',
          experienceDate: inAWeek,
          experiencePlace: 'Zócalo, Ciudad de México',
        },
        {
          name: 'Concierto pasado',
          type: 'experience',
          experienceDate: new Date(Date.now() - 3 * 86_400_000),
        },
      ],
    });
    experienceS = recorrido!.id;
    pastExperienceS = pasado!.id;
    const [taller] = await createListedProducts(db, {
      supplierId: supplierT,
      shopIds: [shopB.id],
      items: [{ name: 'Taller de cerámica', type: 'experience', experienceDate: inAWeek }],
    });
    experienceT = taller!.id;
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it("shows a shop's qrreader who and what a ticket of the shop is, marks it used once and names when and by whom on the second use", async () => {
    const [code] = await ticketsOf(shopA.id, supplierS, experienceS, { seats: 2 });
    // Typed by hand: lower case, spaces and dashes are forgiven.
    const typed = `${code!.slice(0, 12).toLowerCase()} - ${code!.slice(12)}`;
    const read = await readIn('boletos-a', typed, 'readerA');
    expect(read.status, await read.clone().text()).toBe(200);
    const ticket = (await read.json()) as TicketScan;
    expect(ticket).toMatchObject({
      code,
      state: 'valid',
      attendant_name: 'Ana Pérez',
      attendant_email: 'ana@example.mx',
      experience: {
        name: 'Recorrido nocturno por el centro',
        place: 'Zócalo, Ciudad de México',
        past: false,
      },
      seat: 1,
      used_at: null,
      used_by: null,
    });
    expect(ticket.order_number).toMatch(/^TD-\d{6,}$/);

    const used = await useIn('boletos-a', code!, 'readerA');
    expect(used.status).toBe(200);
    const usedTicket = (await used.json()) as TicketScan;
    expect(usedTicket).toMatchObject({ state: 'used', used_by: READER_NAME });
    expect(usedTicket.used_at).not.toBeNull();

    const again = await useIn('boletos-a', code!, 'ownerA');
    expect(again.status).toBe(409);
    const refusal = await again.json();
    expect(refusal).toMatchObject({
      code: 'ticket_already_used',
      used_at: usedTicket.used_at,
      used_by: READER_NAME,
      ticket: { state: 'used', attendant_name: 'Ana Pérez' },
    });
    expect(refusal.message).toMatch(/^Este boleto ya se usó el .+ \(Quetzalli Romero\)$/);
    const [row] = await database.db.select().from(tickets).where(eq(tickets.code, code!));
    expect(row!.usedBy).toBe(userId.readerA);

    // A read afterwards says so too, and changes nothing.
    const later = await readIn('boletos-a', code!, 'readerA');
    expect(await later.json()).toMatchObject({ state: 'used', used_by: READER_NAME });
  });

  it('answers a ticket outside the walls exactly as a code nobody holds, and input that cannot be a code the same, uncounted', async () => {
    const [ofB] = await ticketsOf(shopB.id, supplierT, experienceT);
    const answers = [];
    for (const code of [ofB!, newTicketCode(), 'hola', 'TK1-123', '']) {
      for (const path of ['read', 'use']) {
        const res = await send(`/shops/boletos-a/tickets/${path}`, code, 'readerA');
        answers.push({ status: res.status, body: await res.json() });
      }
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([
        JSON.stringify({
          status: 404,
          body: { code: 'ticket_not_found', message: 'Boleto no encontrado' },
        }),
      ]),
    );
    // Only the two well-formed codes were looked up (twice each): they count as misses.
    const hits = await database.db.select().from(rateLimitHits);
    expect(hits.filter((h) => h.bucket.startsWith('ticket-miss:account:'))).toHaveLength(4);
    // Shop B's own reader reads it.
    expect((await readIn('boletos-b', ofB!, 'readerB')).status).toBe(200);
    const [row] = await database.db.select().from(tickets).where(eq(tickets.code, ofB!));
    expect(row!.usedAt).toBeNull();
  });

  it("lets a shop read the tickets of its own supplier's experiences sold elsewhere, but not another shop its tickets", async () => {
    const [soldInB] = await ticketsOf(shopB.id, supplierS, experienceS);
    expect((await readIn('boletos-a', soldInB!, 'readerA')).status).toBe(200);
    const [soldInA] = await ticketsOf(shopA.id, supplierS, experienceS);
    const fromB = await readIn('boletos-b', soldInA!, 'readerB');
    expect(fromB.status).toBe(404);
  });

  it('refuses a canceled ticket with its reason and leaves it unused', async () => {
    const [code] = await ticketsOf(shopA.id, supplierS, experienceS, { canceled: true });
    const read = await readIn('boletos-a', code!, 'readerA');
    expect(await read.json()).toMatchObject({
      state: 'canceled',
      cancel_reason: 'Cancelado por el cliente',
    });
    const use = await useIn('boletos-a', code!, 'readerA');
    expect(use.status).toBe(409);
    expect(await use.json()).toMatchObject({
      code: 'ticket_canceled',
      message: 'Este boleto está cancelado',
      cancel_reason: 'Cancelado por el cliente',
      ticket: { state: 'canceled' },
    });
    const [row] = await database.db.select().from(tickets).where(eq(tickets.code, code!));
    expect(row!.usedAt).toBeNull();
  });

  it('still lets in a ticket of an experience whose date has passed, saying so', async () => {
    const [code] = await ticketsOf(shopA.id, supplierS, pastExperienceS);
    const used = await useIn('boletos-a', code!, 'readerA');
    expect(used.status).toBe(200);
    expect(await used.json()).toMatchObject({ state: 'used', experience: { past: true } });
  });

  it("refuses the shop's dispatchers, accountants, customers and other shops' readers with 403", async () => {
    const [code] = await ticketsOf(shopA.id, supplierS, experienceS);
    for (const who of ['dispatcherA', 'accountantA', 'customer', 'readerB'] as const) {
      for (const path of ['read', 'use']) {
        const res = await send(`/shops/boletos-a/tickets/${path}`, code!, who);
        expect(res.status, `${who} ${path}`).toBe(403);
        expect((await res.json()).code).toBe('forbidden');
      }
    }
    const anonymous = await call(api, 'POST', '/api/shops/boletos-a/tickets/read', { code });
    expect(anonymous.status).toBe(401);
    const [row] = await database.db.select().from(tickets).where(eq(tickets.code, code!));
    expect(row!.usedAt).toBeNull();
  });

  it("lets a supplier's owner and admins read and use their supplier's tickets wherever sold, and no one else's", async () => {
    const [soldInB, second] = await ticketsOf(shopB.id, supplierS, experienceS, { seats: 2 });
    const [ofT] = await ticketsOf(shopB.id, supplierT, experienceT);
    const path = (action: string) => `/suppliers/${supplierS}/tickets/${action}`;
    expect((await send(path('read'), soldInB!, 'supplierOwner')).status).toBe(200);
    const used = await send(path('use'), soldInB!, 'supplierAdmin');
    expect(used.status).toBe(200);
    expect((await send(path('use'), soldInB!, 'supplierOwner')).status).toBe(409);
    const other = await send(path('read'), ofT!, 'supplierOwner');
    expect(other.status).toBe(404);
    expect((await other.json()).code).toBe('ticket_not_found');
    const dispatcher = await send(path('use'), second!, 'supplierDispatcher');
    expect(dispatcher.status).toBe(403);
    const stranger = await send(path('read'), second!, 'otherSupplierOwner');
    expect(stranger.status).toBe(404);
    expect((await stranger.json()).code).toBe('supplier_not_found');
    const [row] = await database.db.select().from(tickets).where(eq(tickets.code, second!));
    expect(row!.usedAt).toBeNull();
  });

  it('stops a reader who keeps looking up codes nobody holds, even for real ones, with 429', async () => {
    const [real] = await ticketsOf(shopA.id, supplierS, experienceS);
    for (let i = 0; i < 30; i++) {
      expect((await readIn('boletos-a', newTicketCode(), 'prober')).status).toBe(404);
    }
    const limited = await readIn('boletos-a', real!, 'prober');
    expect(limited.status).toBe(429);
    expect((await limited.json()).code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other readers are not held back.
    expect((await readIn('boletos-a', real!, 'readerA')).status).toBe(200);
  });

  it("marks a ticket used from the reader's plain form and sends the reader back with what came of it", async () => {
    const SITE = 'http://localhost:3000';
    const apiClient = (headers: Record<string, string> = {}) =>
      createApiClient('http://in-process.local', {
        headers,
        fetch: (input: RequestInfo | URL, init?: RequestInit) =>
          Promise.resolve(api.fetch(new Request(input, init))),
      });
    const page = '/tienda/boletos-a/admin/boletos';
    const submit = async (code: string, who: Who | null, origin = SITE) => {
      const request = new Request(`${SITE}/es/s/path/auto/boletos-a/admin/boletos/usar`, {
        method: 'POST',
        headers: {
          origin,
          'content-type': 'application/x-www-form-urlencoded',
          ...(who ? { cookie: cookie[who] } : {}),
        },
        body: new URLSearchParams({ code }).toString(),
      });
      const target = {
        kind: 'shop',
        slug: 'boletos-a',
        page,
        login: '/tienda/boletos-a/login',
      } as const;
      const res = await markTicketUsedByForm(request, target, apiClient);
      expect(res.status).toBe(303);
      return res.headers.get('location');
    };
    const [code] = await ticketsOf(shopA.id, supplierS, experienceS);
    expect(await submit(code!, null)).toBe(
      `/tienda/boletos-a/login?next=${encodeURIComponent(page)}`,
    );
    // Posted from another site: nothing is marked.
    expect(await submit(code!, 'readerA', 'https://evil.example')).toBe(page);
    const [untouched] = await database.db.select().from(tickets).where(eq(tickets.code, code!));
    expect(untouched!.usedAt).toBeNull();
    expect(await submit(code!, 'readerA')).toBe(`${page}?codigo=${code}&resultado=usado`);
    expect(await submit(code!, 'readerA')).toBe(
      `${page}?codigo=${code}&resultado=ticket_already_used`,
    );
    const [row] = await database.db.select().from(tickets).where(eq(tickets.code, code!));
    expect(row!.usedBy).toBe(userId.readerA);
  });

  it('marks a ticket used once when ten readers scan it at the same moment', async () => {
    const [code] = await ticketsOf(shopA.id, supplierS, experienceS);
    const who: Who[] = ['readerA', 'ownerA'];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => useIn('boletos-a', code!, who[i % 2]!)),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.find((res) => res.status === 200)!;
    const { used_at: usedAt, used_by: usedBy } = (await winner.json()) as TicketScan;
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(await res.json()).toMatchObject({
        code: 'ticket_already_used',
        used_at: usedAt,
        used_by: usedBy,
      });
    }
  });
});
