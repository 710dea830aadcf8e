import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Checkout, Order } from '@/lib/api/schemas/checkout';
import type { CourierBranchList } from '@/lib/api/schemas/courier-branches';
import { carts, courierBranches, orders } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

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

const BRANCHES = [
  {
    id: 'brn_gdl',
    agency: 'Estafeta',
    name: 'Guadalajara Centro',
    provinceCode: 'JAL',
    location: 'Guadalajara',
    addressLine: 'Av. Juárez 638, Centro, 44100',
    hours: 'Lun a vie 9:00–19:00',
  },
  {
    id: 'brn_zap',
    agency: 'Paquetexpress',
    name: 'Zapopan Patria',
    provinceCode: 'JAL',
    location: 'Zapopan',
    addressLine: 'Av. Patria 1950, 45110',
    hours: 'Lun a sáb 8:00–20:00',
  },
  {
    id: 'brn_closed',
    agency: 'Redpack',
    name: 'Tlaquepaque',
    provinceCode: 'JAL',
    location: 'Tlaquepaque',
    addressLine: 'Av. Niños Héroes 2960',
    hours: 'Lun a vie 9:00–18:00',
    active: false,
  },
  {
    id: 'brn_mty',
    agency: 'DHL Express',
    name: 'Monterrey Centro',
    provinceCode: 'NLE',
    location: 'Monterrey',
    addressLine: 'Av. Constitución 400 Ote., 64000',
    hours: 'Lun a vie 9:00–18:00',
  },
];

/** Courier to a branch (spec 02 §3 agency_id/province_*, §8 "branches unavailable", §9). */
describe.each(kinds)('courier branches and to_branch checkouts on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<'ana' | 'beto' | 'supplier', string>;
  const id = {} as Record<'camisa' | 'curso' | 'taza', string>;
  const supplier = {} as Record<'textiles' | 'cafe', string>;

  const send = (method: string, path: string, body?: unknown, who?: string, headers = {}) =>
    call(api, method, `/api${path}`, body, { cookie: who, headers });
  const branchesOf = async (query: string) => {
    const res = await send('GET', `/courier-branches?${query}`);
    return { res, body: (await res.json()) as CourierBranchList & { fields?: object } };
  };
  const add = (productId: string, quantity = 1, who = cookie.ana) =>
    send('POST', '/shops/tienda-a/cart/items', { product_id: productId, quantity }, who);
  const startCheckout = async (supplierId: string, who = cookie.ana) => {
    const res = await send(
      'POST',
      '/shops/tienda-a/checkouts',
      { supplier_id: supplierId, currency: 'MXN' },
      who,
    );
    return (await res.json()) as Checkout;
  };
  const choose = async (checkoutId: string, body: unknown, who = cookie.ana, slug = 'tienda-a') => {
    const res = await send('PATCH', `/shops/${slug}/checkouts/${checkoutId}`, body, who);
    return { res, body: (await res.json()) as Checkout & { code?: string; fields?: object } };
  };
  const place = (checkoutId: string, key: string) =>
    send('POST', '/orders', { checkout_id: checkoutId }, cookie.ana, { 'idempotency-key': key });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    await db.insert(courierBranches).values(BRANCHES);
    const [ana, beto, owner] = await Promise.all([createUser(db), createUser(db), createUser(db)]);
    const shopA = await createShop(db, { slug: 'tienda-a' });
    await createShop(db, { slug: 'tienda-b' });
    const textiles = await createSupplier(db, {
      name: 'Textiles MX',
      ownerId: owner!.id,
      bankName: 'Banco Demo',
      bankClabe: '012180001234567891',
      bankBeneficiary: 'Textiles MX SA de CV',
    });
    // No bank account and no provider keys: nothing can be paid ahead.
    const cafe = await createSupplier(db, { name: 'Café sin banco' });
    Object.assign(supplier, { textiles: textiles.id, cafe: cafe.id });
    const [camisa, curso] = await createListedProducts(db, {
      supplierId: textiles.id,
      shopIds: [shopA.id],
      items: [
        { name: 'Camisa', listPrice: 25_000, available: 50 },
        { name: 'Curso', type: 'digital', listPrice: 50_000, stockType: 'ondemand' },
      ],
    });
    const [taza] = await createListedProducts(db, {
      supplierId: cafe.id,
      shopIds: [shopA.id],
      items: [{ name: 'Taza', listPrice: 9_900, available: 50 }],
    });
    Object.assign(id, { camisa: camisa!.id, curso: curso!.id, taza: taza!.id });
    Object.assign(cookie, {
      ana: await createSessionCookie(db, ana!.id),
      beto: await createSessionCookie(db, beto!.id),
      supplier: await createSessionCookie(db, owner!.id),
    });
  });

  beforeEach(async () => {
    await database.db.delete(carts);
    for (const branch of BRANCHES) {
      await database.db
        .update(courierBranches)
        .set({ active: branch.active ?? true, name: branch.name, addressLine: branch.addressLine })
        .where(eq(courierBranches.id, branch.id));
    }
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it("lists a state's active branches to anyone, by city; a state without any is an empty list", async () => {
    const jalisco = await branchesOf('province_code=JAL');
    expect(jalisco.res.status).toBe(200);
    expect(jalisco.body.province_name).toBe('Jalisco');
    expect(jalisco.body.results.map((branch) => branch.agency_id)).toEqual(['brn_gdl', 'brn_zap']);
    expect(jalisco.body.results[0]).toEqual({
      agency_id: 'brn_gdl',
      agency: 'Estafeta',
      name: 'Guadalajara Centro',
      province_code: 'JAL',
      province_name: 'Jalisco',
      location: 'Guadalajara',
      address: 'Av. Juárez 638, Centro, 44100',
      hours: 'Lun a vie 9:00–19:00',
    });
    const oaxaca = await branchesOf('province_code=OAX');
    expect(oaxaca.res.status).toBe(200);
    expect(oaxaca.body).toMatchObject({ province_name: 'Oaxaca', results: [] });
  });

  it('refuses a state code that is not one of the 32, or none', async () => {
    for (const query of ['province_code=ZZZ', 'province_code=jal', 'province_code=', '']) {
      const { res, body } = await branchesOf(query);
      expect(res.status).toBe(422);
      expect(body.fields).toHaveProperty('province_code');
    }
  });

  it('offers to_branch when the order travels and can be paid ahead; it needs a branch, not an address', async () => {
    await add(id.camisa, 2);
    const { checkout_id: checkoutId, delivery_types } = await startCheckout(supplier.textiles);
    expect(delivery_types).toContain('to_branch');
    const chosen = await choose(checkoutId, { delivery_type: 'to_branch' });
    expect(chosen.res.status).toBe(200);
    expect(chosen.body).toMatchObject({
      delivery_type: 'to_branch',
      rate_id: 'branch',
      branch: null,
      shipping_cost: 6_900,
      total: 56_900,
      missing: ['agency_id', 'payment_type'],
    });
    expect(chosen.body.enabled_payment_types).toEqual(['bank_transfer']);

    const done = await choose(checkoutId, { agency_id: 'brn_zap', payment_type: 'bank_transfer' });
    expect(done.res.status).toBe(200);
    expect(done.body).toMatchObject({
      is_complete: true,
      missing: [],
      address: null,
      branch: { agency_id: 'brn_zap', name: 'Zapopan Patria', province_code: 'JAL' },
      total: 56_900,
    });
  });

  it('does not offer to_branch when nothing can be paid ahead, nor for an order with nothing to deliver', async () => {
    await add(id.taza);
    const cafe = await startCheckout(supplier.cafe);
    expect(cafe.delivery_types).toEqual(['to_address', 'fixed_delivery', 'pickup_point']);
    const refused = await choose(cafe.checkout_id, { delivery_type: 'to_branch' });
    expect(refused.res.status).toBe(422);
    expect(refused.body.fields).toEqual({ delivery_type: ['unavailable_delivery_type'] });

    await add(id.curso);
    const digital = await startCheckout(supplier.textiles);
    expect(digital).toMatchObject({ needs_delivery: false, delivery_types: [] });
    const branch = await choose(digital.checkout_id, { agency_id: 'brn_gdl' });
    expect(branch.res.status).toBe(422);
    expect(branch.body.fields).toEqual({ agency_id: ['branch_not_needed'] });
  });

  it('refuses an unknown or closed branch, and a branch for another delivery type', async () => {
    await add(id.camisa);
    const { checkout_id: checkoutId } = await startCheckout(supplier.textiles);
    await choose(checkoutId, { delivery_type: 'pickup_point' });
    const wrongType = await choose(checkoutId, { agency_id: 'brn_gdl' });
    expect(wrongType.res.status).toBe(422);
    expect(wrongType.body.fields).toEqual({ agency_id: ['branch_not_needed'] });

    for (const agency of ['brn_unknown', 'brn_closed']) {
      const refused = await choose(checkoutId, { delivery_type: 'to_branch', agency_id: agency });
      expect(refused.res.status).toBe(422);
      expect(refused.body).toMatchObject({
        code: 'validation_error',
        fields: { agency_id: ['unavailable_branch'] },
      });
    }
    // A refused step changes nothing: the delivery type is still the pick-up.
    const read = await send(
      'GET',
      `/shops/tienda-a/checkouts/${checkoutId}`,
      undefined,
      cookie.ana,
    );
    expect(((await read.json()) as Checkout).delivery_type).toBe('pickup_point');
    const malformed = await choose(checkoutId, { delivery_type: 'to_branch', agency_id: '../x' });
    expect(malformed.res.status).toBe(422);
  });

  it("keeps another user's and another shop's checkout out of reach", async () => {
    await add(id.camisa);
    const { checkout_id: checkoutId } = await startCheckout(supplier.textiles);
    const beto = await choose(
      checkoutId,
      { delivery_type: 'to_branch', agency_id: 'brn_gdl' },
      cookie.beto,
    );
    expect(beto.res.status).toBe(404);
    const otherShop = await choose(
      checkoutId,
      { delivery_type: 'to_branch', agency_id: 'brn_gdl' },
      cookie.ana,
      'tienda-b',
    );
    expect(otherShop.res.status).toBe(404);
    const anonymous = await send('PATCH', `/shops/tienda-a/checkouts/${checkoutId}`, {
      agency_id: 'brn_gdl',
    });
    expect(anonymous.status).toBe(401);
  });

  it('stops the purchase when the chosen branch closes before the order is placed', async () => {
    await add(id.camisa);
    const { checkout_id: checkoutId } = await startCheckout(supplier.textiles);
    await choose(checkoutId, {
      delivery_type: 'to_branch',
      agency_id: 'brn_mty',
      payment_type: 'bank_transfer',
    });
    await database.db
      .update(courierBranches)
      .set({ active: false })
      .where(eq(courierBranches.id, 'brn_mty'));
    const read = await send(
      'GET',
      `/shops/tienda-a/checkouts/${checkoutId}`,
      undefined,
      cookie.ana,
    );
    expect(await read.json()).toMatchObject({ branch: null, missing: ['agency_id'] });
    const refused = await place(checkoutId, 'closed-branch-01');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'checkout_incomplete',
      missing: ['agency_id'],
    });
  });

  it('copies the branch onto the order: later edits of the branch never rewrite it', async () => {
    await add(id.camisa, 1);
    const { checkout_id: checkoutId } = await startCheckout(supplier.textiles);
    await choose(checkoutId, {
      delivery_type: 'to_branch',
      agency_id: 'brn_gdl',
      payment_type: 'bank_transfer',
    });
    const placed = await place(checkoutId, 'branch-order-0001');
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as Order;
    expect(order).toMatchObject({
      delivery_type: 'to_branch',
      address: null,
      shipping_cost: 6_900,
      total: 31_900,
      branch: {
        agency_id: 'brn_gdl',
        agency: 'Estafeta',
        name: 'Guadalajara Centro',
        province_name: 'Jalisco',
        location: 'Guadalajara',
        address: 'Av. Juárez 638, Centro, 44100',
      },
    });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.agencyId).toBe('brn_gdl');

    await database.db
      .update(courierBranches)
      .set({ name: 'Guadalajara Nueva', addressLine: 'Otra calle 1', active: false })
      .where(eq(courierBranches.id, 'brn_gdl'));
    const mine = await send('GET', `/orders/${order.id}`, undefined, cookie.ana);
    expect(((await mine.json()) as Order).branch).toEqual(order.branch);
    const theirs = await send(
      'GET',
      `/suppliers/${supplier.textiles}/orders/${order.id}`,
      undefined,
      cookie.supplier,
    );
    expect(theirs.status).toBe(200);
    expect(((await theirs.json()) as Order).branch).toEqual(order.branch);
  });
});
