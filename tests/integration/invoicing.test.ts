import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Checkout, Order } from '@/lib/api/schemas/checkout';
import type {
  Invoice,
  InvoicesPage,
  InvoicingProfile,
  OrderInvoice,
  ShopInvoicesPage,
} from '@/lib/api/schemas/invoicing';
import { invoices, orders, shopMembers } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';
import { FACTURAPI_BASE } from '@/lib/server/invoicing/facturapi-provider';

import { call } from '../support/auth-api';
import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// Also on PostgreSQL: one invoice per order is a unique key there too.
const kinds = await databaseKinds({ postgres: 'concurrency' });
const KEY = 'sk_test_facturapi';

/** Facturapi's `POST /v2/invoices` as msw answers it: stamps, or refuses an RFC SAT does not know. */
const facturapi = { calls: [] as Array<Record<string, unknown>>, refuse: false };
const facturapiApi = setupServer(
  http.post(`${FACTURAPI_BASE}/invoices`, async ({ request }) => {
    if (request.headers.get('authorization') !== `Bearer ${KEY}`) {
      return HttpResponse.json({ message: 'Invalid API key' }, { status: 401 });
    }
    const body = (await request.json()) as Record<string, unknown>;
    facturapi.calls.push(body);
    if (facturapi.refuse) {
      return HttpResponse.json(
        { message: 'El RFC del receptor no se encuentra en la lista de RFC inscritos' },
        { status: 400 },
      );
    }
    const n = facturapi.calls.length;
    return HttpResponse.json({
      id: `fapi_${n}`,
      uuid: `6F1C2B0E-6A6E-4D0F-9A52-2D0C3C1B7E1${n}`,
      status: 'valid',
    });
  }),
);

type Who = 'ana' | 'beto' | 'owner' | 'shopOwner' | 'accountant' | 'dispatcher' | 'otherShopOwner';

const ESCUELA = {
  rfc: 'eku9003173c9',
  legal_name: 'Escuela Kemper Urgate',
  tax_regime: '601',
  cfdi_use: 'G03',
  postal_code: '26015',
};
const PUBLICO = {
  rfc: 'XAXX010101000',
  legal_name: 'Público en general',
  tax_regime: '616',
  cfdi_use: 'S01',
  postal_code: '06600',
};

/** Invoicing (issue 21): tax data, the checkout's choice, asking later, the shop's list, issuing. */
describe.each(kinds)('invoicing on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  let supplierId: string;
  let productId: string;

  const send = (method: string, path: string, who: Who, body?: unknown, headers = {}) =>
    call(api, method, `/api${path}`, body, { cookie: cookie[who], headers });
  const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;

  async function addProfile(who: Who, body: object): Promise<InvoicingProfile> {
    const res = await send('POST', '/me/invoicing-profiles', who, body);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as InvoicingProfile;
  }

  /** Ana buys the course in the shop paying in store, choosing tax data (or none) at checkout. */
  async function placeOrder(profileId: string | null = null): Promise<Order> {
    await send('POST', '/shops/tienda-f/cart/items', 'ana', { product_id: productId, quantity: 1 });
    const created = await send('POST', '/shops/tienda-f/checkouts', 'ana', {
      supplier_id: supplierId,
      currency: 'MXN',
    });
    const checkout = (await created.json()) as Checkout;
    const chosen = await send('PATCH', `/shops/tienda-f/checkouts/${checkout.checkout_id}`, 'ana', {
      payment_type: 'pay_in_store',
      ...(profileId ? { invoicing_profile_id: profileId } : {}),
    });
    expect(chosen.status, await chosen.clone().text()).toBe(200);
    expect(((await chosen.json()) as Checkout).invoicing_profile_id ?? null).toBe(profileId);
    const placed = await send(
      'POST',
      '/orders',
      'ana',
      { checkout_id: checkout.checkout_id },
      {
        'idempotency-key': `inv-${checkout.checkout_id}`,
      },
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    return (await placed.json()) as Order;
  }

  /** …and the supplier's owner confirms the payment. */
  async function paidOrder(profileId: string | null = null): Promise<Order> {
    const order = await placeOrder(profileId);
    const res = await send('POST', `/orders/${order.id}/next`, 'owner');
    expect(res.status).toBe(200);
    return order;
  }

  const invoiceRow = async (orderId: string) =>
    (await database.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0];

  beforeAll(async () => {
    facturapiApi.listen({ onUnhandledRequest: 'error' });
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const people = await Promise.all(
      (
        ['ana', 'beto', 'owner', 'shopOwner', 'accountant', 'dispatcher', 'otherShopOwner'] as const
      ).map(async (who) => [who, await createUser(db, { fullName: `Persona ${who}` })] as const),
    );
    const ids = {} as Record<Who, string>;
    for (const [who, user] of people) {
      ids[who] = user.id;
      cookie[who] = await createSessionCookie(db, user.id);
    }
    const shop = await createShop(db, { slug: 'tienda-f', ownerId: ids.shopOwner });
    await createShop(db, { slug: 'otra-f', ownerId: ids.otherShopOwner });
    await db.insert(shopMembers).values([
      { shopId: shop.id, userId: ids.accountant, role: 'accountant' },
      { shopId: shop.id, userId: ids.dispatcher, role: 'dispatcher' },
    ]);
    const supplier = await createSupplier(db, { ownerId: ids.owner, name: 'Cursos Fiscales' });
    supplierId = supplier.id;
    const [course] = await createListedProducts(db, {
      supplierId,
      shopIds: [shop.id],
      items: [{ name: 'Curso CFDI', type: 'digital', listPrice: 11_600, stockType: 'ondemand' }],
    });
    productId = course!.id;
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    facturapi.calls = [];
    facturapi.refuse = false;
  });

  afterAll(async () => {
    facturapiApi.close();
    await database?.destroy();
  });

  it("keeps each customer's tax data their own, checked by SAT's rules", async () => {
    const mine = await addProfile('ana', ESCUELA);
    expect(mine).toMatchObject({ rfc: 'EKU9003173C9', legal_name: 'ESCUELA KEMPER URGATE' });

    const bad = await send('POST', '/me/invoicing-profiles', 'ana', {
      ...ESCUELA,
      rfc: 'EKU9003173C8',
      cfdi_use: 'D01',
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { fields: Record<string, string[]> }).fields).toEqual({
      rfc: ['rfc_check_digit'],
    });
    const unfit = await send('POST', '/me/invoicing-profiles', 'ana', {
      ...ESCUELA,
      cfdi_use: 'D01',
    });
    expect(((await unfit.json()) as { fields: object }).fields).toEqual({
      cfdi_use: ['use_not_for_regime'],
    });
    const twice = await send('POST', '/me/invoicing-profiles', 'ana', ESCUELA);
    expect(twice.status).toBe(409);
    expect(await codeOf(twice)).toBe('invoicing_profile_taken');

    // Beto neither sees nor touches Ana's.
    const his = await send('GET', '/me/invoicing-profiles', 'beto');
    expect(((await his.json()) as { results: unknown[] }).results).toEqual([]);
    const edit = await send('PATCH', `/me/invoicing-profiles/${mine.id}`, 'beto', PUBLICO);
    expect(edit.status).toBe(404);
    expect(await codeOf(edit)).toBe('invoicing_profile_not_found');
    expect((await send('DELETE', `/me/invoicing-profiles/${mine.id}`, 'beto')).status).toBe(404);

    const hers = await send('GET', '/me/invoicing-profiles', 'ana');
    expect(
      ((await hers.json()) as { results: InvoicingProfile[] }).results.map((p) => p.id),
    ).toEqual([mine.id]);
    expect((await send('DELETE', `/me/invoicing-profiles/${mine.id}`, 'ana')).status).toBe(204);
  });

  it('asks the invoice at placement with a copy of the chosen tax data that later edits never change', async () => {
    const profile = await addProfile('ana', PUBLICO);
    const order = await placeOrder(profile.id);
    const row = await invoiceRow(order.id);
    expect(row).toMatchObject({
      state: 'requested',
      data: {
        rfc: 'XAXX010101000',
        legalName: 'PÚBLICO EN GENERAL',
        taxRegime: '616',
        cfdiUse: 'S01',
        postalCode: '06600',
      },
    });

    const edited = await send('PATCH', `/me/invoicing-profiles/${profile.id}`, 'ana', {
      ...PUBLICO,
      legal_name: 'Otro nombre',
      postal_code: '01000',
    });
    expect(edited.status).toBe(200);
    const read = await send('GET', `/orders/${order.id}/invoice`, 'ana');
    const { invoice, can_request } = (await read.json()) as OrderInvoice;
    expect(can_request).toBe(false);
    expect(invoice?.data).toEqual({
      rfc: 'XAXX010101000',
      legal_name: 'PÚBLICO EN GENERAL',
      tax_regime: '616',
      cfdi_use: 'S01',
      postal_code: '06600',
    });
    // Nobody else reads it.
    expect((await send('GET', `/orders/${order.id}/invoice`, 'beto')).status).toBe(404);
  });

  it("refuses another customer's tax data at checkout and clears the choice with null", async () => {
    const anas = await addProfile('ana', { ...ESCUELA, cfdi_use: 'S01' });
    await send('POST', '/shops/tienda-f/cart/items', 'beto', {
      product_id: productId,
      quantity: 1,
    });
    const created = await send('POST', '/shops/tienda-f/checkouts', 'beto', {
      supplier_id: supplierId,
      currency: 'MXN',
    });
    const { checkout_id } = (await created.json()) as Checkout;
    const path = `/shops/tienda-f/checkouts/${checkout_id}`;
    const refused = await send('PATCH', path, 'beto', { invoicing_profile_id: anas.id });
    expect(refused.status).toBe(404);
    expect(await codeOf(refused)).toBe('invoicing_profile_not_found');

    const betos = await addProfile('beto', PUBLICO);
    const chosen = await send('PATCH', path, 'beto', { invoicing_profile_id: betos.id });
    expect(((await chosen.json()) as Checkout).invoicing_profile_id).toBe(betos.id);
    const cleared = await send('PATCH', path, 'beto', { invoicing_profile_id: null });
    expect(((await cleared.json()) as Checkout).invoicing_profile_id).toBeNull();
  });

  it('lets the customer ask later, once, for a paid order that is not cancelled', async () => {
    const profile = (
      (await (await send('GET', '/me/invoicing-profiles', 'ana')).json()) as {
        results: InvoicingProfile[];
      }
    ).results[0]!;
    const waiting = await placeOrder();
    const early = await send('POST', `/orders/${waiting.id}/invoice`, 'ana', {
      profile_id: profile.id,
    });
    expect(early.status).toBe(409);
    expect(await codeOf(early)).toBe('invoice_order_not_paid');

    const order = await paidOrder();
    const before = (await (
      await send('GET', `/orders/${order.id}/invoice`, 'ana')
    ).json()) as OrderInvoice;
    expect(before).toEqual({ invoice: null, can_request: true });
    expect(
      (await send('POST', `/orders/${order.id}/invoice`, 'owner', { profile_id: profile.id }))
        .status,
    ).toBe(403);
    expect(
      (await send('POST', `/orders/${order.id}/invoice`, 'beto', { profile_id: profile.id }))
        .status,
    ).toBe(404);
    const asked = await send('POST', `/orders/${order.id}/invoice`, 'ana', {
      profile_id: profile.id,
    });
    expect(asked.status, await asked.clone().text()).toBe(201);
    expect((await asked.json()) as Invoice).toMatchObject({
      state: 'requested',
      order_id: order.id,
    });
    const again = await send('POST', `/orders/${order.id}/invoice`, 'ana', {
      profile_id: profile.id,
    });
    expect(again.status).toBe(409);
    expect(await codeOf(again)).toBe('invoice_already_requested');

    const cancelled = await paidOrder();
    await database.db
      .update(orders)
      .set({ state: 'canceled_by_customer' })
      .where(eq(orders.id, cancelled.id));
    const refused = await send('POST', `/orders/${cancelled.id}/invoice`, 'ana', {
      profile_id: profile.id,
    });
    expect(refused.status).toBe(409);
    expect(await codeOf(refused)).toBe('invoice_order_canceled');

    const list = (await (
      await send('GET', '/me/invoices?limit=100', 'ana')
    ).json()) as InvoicesPage;
    expect(list.results.map((i) => i.order_id)).toContain(order.id);
    expect(
      ((await (await send('GET', '/me/invoices', 'beto')).json()) as InvoicesPage).results,
    ).toEqual([]);
  });

  it("lists the shop's invoices for its admins and accountants only, through the InvoicesFilter", async () => {
    for (const who of ['shopOwner', 'accountant'] as const) {
      const res = await send('GET', '/shops/tienda-f/invoices', who);
      expect(res.status).toBe(200);
      const page = (await res.json()) as ShopInvoicesPage;
      expect(page.results.length).toBeGreaterThan(0);
      expect(page.results[0]).toMatchObject({ customer_name: 'Persona ana' });
      expect(page.can_issue).toBe(false);
    }
    for (const who of ['dispatcher', 'otherShopOwner', 'ana'] as const) {
      expect((await send('GET', '/shops/tienda-f/invoices', who)).status, who).toBe(403);
    }
    const theirs = (await (
      await send('GET', '/shops/otra-f/invoices', 'otherShopOwner')
    ).json()) as ShopInvoicesPage;
    expect(theirs.results).toEqual([]);

    const byRfc = (await (
      await send('GET', '/shops/tienda-f/invoices?text=xaxx&state=requested', 'accountant')
    ).json()) as ShopInvoicesPage;
    expect(byRfc.results.length).toBeGreaterThan(0);
    expect(byRfc.results.every((i) => i.data.rfc === 'XAXX010101000')).toBe(true);
    const none = (await (
      await send('GET', '/shops/tienda-f/invoices?state=issued', 'accountant')
    ).json()) as ShopInvoicesPage;
    expect(none.matches_estimated).toBe(0);
    const byNumber = (await (
      await send(
        'GET',
        `/shops/tienda-f/invoices?text=${byRfc.results[0]!.order_number}`,
        'accountant',
      )
    ).json()) as ShopInvoicesPage;
    expect(byNumber.results.map((i) => i.id)).toEqual([byRfc.results[0]!.id]);
  });

  it('keeps invoices requested without a provider key', async () => {
    vi.stubEnv('FACTURAPI_KEY', '');
    const order = await paidOrder(
      (await addProfile('ana', { ...ESCUELA, rfc: 'IIA040805DZ4' })).id,
    );
    const row = await invoiceRow(order.id);
    const res = await send('POST', `/shops/tienda-f/invoices/${row!.id}/issue`, 'accountant');
    expect(res.status).toBe(409);
    expect(await codeOf(res)).toBe('invoicing_not_configured');
    expect((await invoiceRow(order.id))!.state).toBe('requested');
    expect(facturapi.calls).toEqual([]);
  });

  it('issues through Facturapi with the key, once, and records a refusal as failed', async () => {
    vi.stubEnv('FACTURAPI_KEY', KEY);
    const profile = await addProfile('ana', { ...ESCUELA, rfc: 'URE180429TM6' });
    const order = await paidOrder(profile.id);
    const row = (await invoiceRow(order.id))!;
    const list = (await (
      await send('GET', '/shops/tienda-f/invoices', 'shopOwner')
    ).json()) as ShopInvoicesPage;
    expect(list.can_issue).toBe(true);

    // Another shop's admin cannot issue it.
    expect(
      (await send('POST', `/shops/otra-f/invoices/${row.id}/issue`, 'otherShopOwner')).status,
    ).toBe(404);
    expect(
      (await send('POST', `/shops/tienda-f/invoices/${row.id}/issue`, 'dispatcher')).status,
    ).toBe(403);

    const issued = await send('POST', `/shops/tienda-f/invoices/${row.id}/issue`, 'accountant');
    expect(issued.status, await issued.clone().text()).toBe(200);
    expect((await issued.json()) as Invoice).toMatchObject({
      state: 'issued',
      provider: 'facturapi',
      fiscal_uuid: expect.stringMatching(/^6F1C2B0E-/),
    });
    expect(facturapi.calls).toEqual([
      {
        customer: {
          legal_name: 'ESCUELA KEMPER URGATE',
          tax_id: 'URE180429TM6',
          tax_system: '601',
          address: { zip: '26015' },
        },
        use: 'G03',
        payment_form: '01',
        currency: 'MXN',
        external_id: expect.stringMatching(/^TD-\d{6,}$/),
        items: [
          {
            quantity: 1,
            product: { description: 'Curso CFDI', product_key: '01010101', price: 116 },
          },
        ],
      },
    ]);
    const twice = await send('POST', `/shops/tienda-f/invoices/${row.id}/issue`, 'shopOwner');
    expect(twice.status).toBe(409);
    expect(await codeOf(twice)).toBe('invoice_already_issued');
    expect(facturapi.calls).toHaveLength(1);

    // A refusal: failed with the provider's reason, and it may be tried again.
    facturapi.refuse = true;
    const other = await paidOrder(profile.id);
    const otherRow = (await invoiceRow(other.id))!;
    const failed = await send(
      'POST',
      `/shops/tienda-f/invoices/${otherRow.id}/issue`,
      'accountant',
    );
    expect(failed.status).toBe(200);
    expect((await failed.json()) as Invoice).toMatchObject({
      state: 'failed',
      failure_reason: 'El RFC del receptor no se encuentra en la lista de RFC inscritos',
      fiscal_uuid: null,
    });
    facturapi.refuse = false;
    const retried = await send(
      'POST',
      `/shops/tienda-f/invoices/${otherRow.id}/issue`,
      'accountant',
    );
    expect(((await retried.json()) as Invoice).state).toBe('issued');
  });
});
