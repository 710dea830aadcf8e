import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Checkout, Order } from '@/lib/api/schemas/checkout';
import {
  cartItems,
  carts,
  checkouts,
  orderLines,
  orders,
  products,
  sessions,
  shops,
  users,
} from '@/lib/db/schema';
import { hashSessionToken, SESSION_COOKIE } from '@/lib/server/auth/session-token';
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

// Also on PostgreSQL: parallel requests meet its row locks and unique keys.
const kinds = await databaseKinds({ postgres: 'concurrency' });

const ADDRESS = {
  name: 'Ana López',
  phone: '(55) 1234-5678',
  street_address: 'Av. Reforma',
  street_number: '222',
  locality: 'Ciudad de México',
  administrative_area_level_1: 'Ciudad de México',
  postal_code: '06600',
};

/** Checkout steps, placing orders and reading them (spec 02 §2, §4, §7, §8). */
describe.each(kinds)('checkout and orders API on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<'ana' | 'beto', string>;
  const id = {} as Record<'camisa' | 'curso' | 'taza' | 'bajo', string>;
  const supplier = {} as Record<'textiles' | 'cafe' | 'apagado', string>;

  const send = (
    method: string,
    path: string,
    body?: unknown,
    who?: string,
    headers: Record<string, string> = {},
  ) => call(api, method, `/api${path}`, body, { cookie: who, headers });
  const add = (productId: string, quantity: number, who = cookie.ana, variant?: string) =>
    send('POST', '/shops/tienda-a/cart/items', { product_id: productId, quantity, variant }, who);
  const startCheckout = async (supplierId: string, who = cookie.ana) => {
    const res = await send(
      'POST',
      '/shops/tienda-a/checkouts',
      { supplier_id: supplierId, currency: 'MXN' },
      who,
    );
    return { res, body: (await res.json()) as Checkout & { code?: string } };
  };
  const choose = async (checkoutId: string, body: unknown, who = cookie.ana) => {
    const res = await send('PATCH', `/shops/tienda-a/checkouts/${checkoutId}`, body, who);
    return { res, body: (await res.json()) as Checkout & { code?: string } };
  };
  const newAddress = async (who = cookie.ana) => {
    const res = await send('POST', '/me/addresses', ADDRESS, who);
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const place = (checkoutId: string, key: string, who = cookie.ana) =>
    send('POST', '/orders', { checkout_id: checkoutId }, who, { 'idempotency-key': key });
  const stockOf = async (productId: string) =>
    (
      await database.db
        .select({ n: products.available })
        .from(products)
        .where(eq(products.id, productId))
    )[0]!.n;

  /** A checkout of Ana's camisas ready to place: delivery to her address, standard rate, transfer. */
  const readyCheckout = async (units = 2) => {
    expect((await add(id.camisa, units, cookie.ana, 'Talla: M')).status).toBe(201);
    const { body } = await startCheckout(supplier.textiles);
    await choose(body.checkout_id, {
      delivery_type: 'to_address',
      address_id: await newAddress(),
      rate_id: 'standard',
      payment_type: 'bank_transfer',
    });
    return body.checkout_id;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const [ana, beto] = await Promise.all([createUser(db), createUser(db)]);
    const shopA = await createShop(db, { slug: 'tienda-a' });
    await createShop(db, { slug: 'tienda-b' });
    const textiles = await createSupplier(db, {
      name: 'Textiles MX',
      bankName: 'Banco Demo',
      bankClabe: '012180001234567891',
      bankBeneficiary: 'Textiles MX SA de CV',
    });
    const cafe = await createSupplier(db, { name: 'Café de Chiapas' });
    const apagado = await createSupplier(db, { name: 'Proveedor apagado' });
    Object.assign(supplier, { textiles: textiles.id, cafe: cafe.id, apagado: apagado.id });
    const [camisa, curso, bajo] = await createListedProducts(db, {
      supplierId: textiles.id,
      shopIds: [shopA.id],
      items: [
        { name: 'Camisa', listPrice: 25_000, available: 5, variants: { Talla: ['S', 'M'] } },
        { name: 'Curso', type: 'digital', listPrice: 50_000, stockType: 'ondemand' },
        { name: 'Bajo', listPrice: 1_000, available: 3 },
      ],
    });
    const [taza] = await createListedProducts(db, {
      supplierId: cafe.id,
      shopIds: [shopA.id],
      items: [{ name: 'Taza', listPrice: 9_900, available: 10 }],
    });
    Object.assign(id, { camisa: camisa!.id, curso: curso!.id, taza: taza!.id, bajo: bajo!.id });
    Object.assign(cookie, {
      ana: await createSessionCookie(db, ana!.id),
      beto: await createSessionCookie(db, beto!.id),
    });
  });

  beforeEach(async () => {
    await database.db.delete(carts);
    await database.db.update(products).set({ available: 5 }).where(eq(products.id, id.camisa));
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('asks anonymous visitors to sign in', async () => {
    expect(
      (
        await send('POST', '/shops/tienda-a/checkouts', {
          supplier_id: supplier.textiles,
          currency: 'MXN',
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await send('POST', '/orders', { checkout_id: 'chk_x' }, undefined, {
          'idempotency-key': 'key-00000001',
        })
      ).status,
    ).toBe(401);
    expect((await send('GET', '/orders')).status).toBe(401);
    expect((await send('GET', '/me/addresses')).status).toBe(401);
  });

  it('starts one checkout per cart order, priced now, and resumes it on the next try', async () => {
    await add(id.camisa, 2, cookie.ana, 'Talla: M');
    await add(id.taza, 1);
    const first = await startCheckout(supplier.textiles);
    expect(first.res.status).toBe(201);
    expect(first.body.products.map((line) => [line.name, line.amount])).toEqual([['Camisa', 2]]);
    expect(first.body).toMatchObject({
      products_total: 50_000,
      shipping_cost: 0,
      needs_delivery: true,
      missing: ['delivery_type', 'payment_type'],
      is_complete: false,
    });
    const again = await startCheckout(supplier.textiles);
    expect(again.res.status).toBe(200);
    expect(again.body.checkout_id).toBe(first.body.checkout_id);
  });

  it('refuses an order that is not in the cart, or whose supplier is not configured', async () => {
    const empty = await startCheckout(supplier.cafe);
    expect(empty.res.status).toBe(409);
    expect(empty.body.code).toBe('empty_order');

    await add(id.taza, 1);
    await database.db.update(products).set({ available: 0 }).where(eq(products.id, id.taza));
    const soldOut = await startCheckout(supplier.cafe);
    expect(soldOut.res.status).toBe(409);
    expect(soldOut.body).toMatchObject({
      code: 'out_of_stock',
      message: 'Producto agotado',
      product_id: id.taza,
    });
    await database.db.update(products).set({ available: 10 }).where(eq(products.id, id.taza));
  });

  it('walks the steps: delivery type, address, rate, payment; totals include shipping', async () => {
    await add(id.camisa, 1, cookie.ana, 'Talla: S');
    const { body } = await startCheckout(supplier.textiles);
    const fixed = await choose(body.checkout_id, { delivery_type: 'fixed_delivery' });
    expect(fixed.body).toMatchObject({
      rate_id: 'fixed',
      shipping_cost: 4_900,
      total: 29_900,
      missing: ['address_id', 'payment_type'],
    });
    expect(fixed.body.enabled_payment_types).toEqual(['cash_on_delivery', 'bank_transfer']);

    const pickup = await choose(body.checkout_id, { delivery_type: 'pickup_point' });
    expect(pickup.body).toMatchObject({
      rate_id: 'pickup',
      shipping_cost: 0,
      missing: ['payment_type'],
    });
    expect(pickup.body.enabled_payment_types).toEqual(['bank_transfer', 'pay_in_store']);

    const badRate = await choose(body.checkout_id, { rate_id: 'express' });
    expect(badRate.res.status).toBe(422);
    expect((badRate.body as unknown as { fields: object }).fields).toEqual({
      rate_id: ['unavailable_rate'],
    });

    const addressId = await newAddress();
    const done = await choose(body.checkout_id, {
      delivery_type: 'to_address',
      rate_id: 'express',
      address_id: addressId,
      payment_type: 'cash_on_delivery',
    });
    expect(done.body).toMatchObject({
      is_complete: true,
      missing: [],
      shipping_cost: 19_900,
      total: 44_900,
    });
    expect(done.body.address).toMatchObject({
      id: addressId,
      phone: '5512345678',
      postal_code: '06600',
    });
  });

  it('needs no delivery for digital items, and offers paying in store', async () => {
    await add(id.curso, 1);
    const { body } = await startCheckout(supplier.textiles);
    expect(body).toMatchObject({
      needs_delivery: false,
      delivery_types: [],
      missing: ['payment_type'],
    });
    expect(body.enabled_payment_types).toEqual(['bank_transfer', 'pay_in_store']);
  });

  it("keeps checkouts, addresses and orders private: another user's ids are 404", async () => {
    const checkoutId = await readyCheckout();
    const beto = cookie.beto;
    expect(
      (await send('GET', `/shops/tienda-a/checkouts/${checkoutId}`, undefined, beto)).status,
    ).toBe(404);
    expect((await send('GET', `/shops/tienda-b/checkouts/${checkoutId}`)).status).toBe(401);
    expect(
      (await send('GET', `/shops/tienda-b/checkouts/${checkoutId}`, undefined, cookie.ana)).status,
    ).toBe(404);
    expect((await place(checkoutId, 'beto-tries-1', beto)).status).toBe(404);
    const betoAddress = await newAddress(beto);
    const stolen = await choose(checkoutId, { address_id: betoAddress });
    expect(stolen.res.status).toBe(404);
    expect(stolen.body.code).toBe('address_not_found');

    const placed = (await (await place(checkoutId, 'ana-places-1')).json()) as Order;
    expect((await send('GET', `/orders/${placed.id}`, undefined, beto)).status).toBe(404);
    const betoOrders = (await (await send('GET', '/orders', undefined, beto)).json()) as {
      results: Order[];
    };
    expect(betoOrders.results).toEqual([]);
  });

  it('places the order: stock taken, lines leave the cart, transfer due within the hour', async () => {
    const checkoutId = await readyCheckout(2);
    await add(id.taza, 1);
    const before = Date.now();
    const res = await place(checkoutId, 'order-attempt-0001');
    expect(res.status).toBe(201);
    const order = (await res.json()) as Order;
    expect(order).toMatchObject({
      state: 'pending_payment',
      payment_type: 'bank_transfer',
      delivery_type: 'to_address',
      products_total: 50_000,
      shipping_cost: 9_900,
      total: 59_900,
      supplier: { name: 'Textiles MX' },
      lines: [
        { name: 'Camisa', variant: 'Talla: M', unit_price: 25_000, quantity: 2, total: 50_000 },
      ],
      bank_transfer: { clabe: '012180001234567891', bank_name: 'Banco Demo' },
    });
    expect(order.address).toMatchObject({ name: 'Ana López', postal_code: '06600' });
    expect(order.bank_transfer!.reference).toMatch(/^[2-9A-Z]{10}$/);
    const due = Date.parse(order.bank_transfer!.pay_by) - before;
    expect(due).toBeGreaterThan(59 * 60_000);
    expect(due).toBeLessThanOrEqual(61 * 60_000);
    expect(await stockOf(id.camisa)).toBe(3);

    const cart = (await (
      await send('GET', '/shops/tienda-a/cart', undefined, cookie.ana)
    ).json()) as {
      orders: Array<{ products: Array<{ name: string }> }>;
    };
    expect(cart.orders.flatMap((o) => o.products.map((p) => p.name))).toEqual(['Taza']);
    const closed = await send(
      'GET',
      `/shops/tienda-a/checkouts/${checkoutId}`,
      undefined,
      cookie.ana,
    );
    expect(closed.status).toBe(409);
    expect(((await closed.json()) as { code: string }).code).toBe('checkout_closed');

    const mine = (await (await send('GET', '/orders', undefined, cookie.ana)).json()) as {
      results: Order[];
    };
    expect(mine.results[0]!.id).toBe(order.id);
    expect((await send('GET', `/orders/${order.id}`, undefined, cookie.ana)).status).toBe(200);
  });

  it('recomputes totals from current prices, never from what the checkout showed', async () => {
    const checkoutId = await readyCheckout(1);
    await database.db.update(products).set({ listPrice: 30_000 }).where(eq(products.id, id.camisa));
    const order = (await (await place(checkoutId, 'price-change-01')).json()) as Order;
    expect(order).toMatchObject({ products_total: 30_000, total: 39_900 });
    await database.db.update(products).set({ listPrice: 25_000 }).where(eq(products.id, id.camisa));
  });

  it('refuses an incomplete checkout and one asking for more than is left', async () => {
    await add(id.bajo, 3);
    const { body } = await startCheckout(supplier.textiles);
    const incomplete = await place(body.checkout_id, 'incomplete-001');
    expect(incomplete.status).toBe(409);
    expect(await incomplete.json()).toMatchObject({
      code: 'checkout_incomplete',
      missing: ['delivery_type', 'payment_type'],
    });

    await choose(body.checkout_id, { delivery_type: 'pickup_point', payment_type: 'pay_in_store' });
    await database.db.update(products).set({ available: 2 }).where(eq(products.id, id.bajo));
    const short = await place(body.checkout_id, 'short-stock-01');
    expect(short.status).toBe(409);
    expect(await short.json()).toMatchObject({ code: 'insufficient_stock', product_id: id.bajo });
    expect(await stockOf(id.bajo)).toBe(2);
    expect(
      await database.db.select().from(orders).where(eq(orders.checkoutId, body.checkout_id)),
    ).toEqual([]);
    // The refusal kept nothing under the key: the same key may try again once stock is back.
    await database.db.update(products).set({ available: 3 }).where(eq(products.id, id.bajo));
    expect((await place(body.checkout_id, 'short-stock-01')).status).toBe(201);
    expect(await stockOf(id.bajo)).toBe(0);
  });

  it('is idempotent: replays and concurrent duplicates give one order; another body under the key is refused', async () => {
    const checkoutId = await readyCheckout(1);
    const first = await place(checkoutId, 'idem-key-00001');
    expect(first.status).toBe(201);
    const order = (await first.json()) as Order;
    for (let i = 0; i < 10; i++) {
      const replay = await place(checkoutId, 'idem-key-00001');
      expect(replay.status).toBe(200);
      expect(((await replay.json()) as Order).id).toBe(order.id);
    }
    const other = await place('chk_other', 'idem-key-00001');
    expect(other.status).toBe(422);
    expect(((await other.json()) as { code: string }).code).toBe('idempotency_key_reused');

    const second = await readyCheckout(1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(second, 'idem-key-00002')),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    const ids = new Set(
      await Promise.all(answers.map(async (r) => ((await r.json()) as Order).id)),
    );
    expect(ids.size).toBe(1);
    expect(await stockOf(id.camisa)).toBe(3);
    expect(
      await database.db.select().from(orders).where(eq(orders.checkoutId, second)),
    ).toHaveLength(1);
  });

  it('requires an Idempotency-Key', async () => {
    const res = await send('POST', '/orders', { checkout_id: 'chk_x' }, cookie.ana);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { fields: object }).fields).toHaveProperty('idempotency-key');
  });

  it('keeps the tracking cookies on every order of a two-supplier cart until payment', async () => {
    const tracking = `${cookie.ana}; referralID=ref-7; campaign=verano; clickID=clk-9`;
    await add(id.curso, 1);
    await add(id.taza, 1);
    const placedOrders: Order[] = [];
    for (const [supplierId, choice] of [
      [supplier.textiles, { payment_type: 'pay_in_store' }],
      [supplier.cafe, { delivery_type: 'pickup_point', payment_type: 'pay_in_store' }],
    ] as const) {
      const { body: checkout } = await startCheckout(supplierId, tracking);
      expect((await choose(checkout.checkout_id, choice, tracking)).res.status).toBe(200);
      const placed = await place(checkout.checkout_id, `tracking-${supplierId}`, tracking);
      expect(placed.status).toBe(201);
      // Placing is not paying: the browser keeps its cookies for the cart's next order.
      const cleared = placed.headers.getSetCookie();
      for (const name of ['referralID', 'campaign', 'clickID']) {
        expect(cleared.some((c) => c.startsWith(`${name}=`))).toBe(false);
      }
      placedOrders.push((await placed.json()) as Order);
    }
    expect(placedOrders).toHaveLength(2);
    for (const order of placedOrders) {
      const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ referral: 'ref-7', campaign: 'verano', clickId: 'clk-9' });
    }
  });

  describe.each([0, 1, 10])('200 shoppers racing for a stock of %i', (stock) => {
    it('never sells more than there is, and every order has its line', async () => {
      const { db } = database;
      const shopId = await shopIdOf('tienda-a');
      const [item] = await createListedProducts(db, {
        supplierId: supplier.cafe,
        shopIds: [shopId],
        items: [{ name: `Escaso ${stock}`, listPrice: 1_000, available: stock }],
      });
      // 200 shoppers, each with one unit in the cart and a complete checkout, written in bulk.
      const shoppers = await db
        .insert(users)
        .values(
          Array.from({ length: 200 }, (_, i) => ({
            id: `usr_race_${stock}_${i}`,
            fullName: `Comprador ${i}`,
            email: `race-${stock}-${i}@tienda.test`,
            passwordHash: 'x',
          })),
        )
        .returning();
      const tokens = shoppers.map(() => randomBytes(32).toString('base64url'));
      await db.insert(sessions).values(
        shoppers.map((user, i) => ({
          id: `ses_race_${stock}_${i}`,
          userId: user.id,
          tokenHash: hashSessionToken(tokens[i]!),
          expiresAt: new Date(Date.now() + 86_400_000),
        })),
      );
      const sessionCookies = tokens.map((token) => `${SESSION_COOKIE}=${token}`);
      await db
        .insert(carts)
        .values(
          shoppers.map((user, i) => ({ id: `cart_race_${stock}_${i}`, shopId, userId: user.id })),
        );
      await db.insert(cartItems).values(
        shoppers.map((_, i) => ({
          cartId: `cart_race_${stock}_${i}`,
          shopId,
          productId: item!.id,
          quantity: 1,
        })),
      );
      await db.insert(checkouts).values(
        shoppers.map((user, i) => ({
          id: `chk_race_${stock}_${i}`,
          shopId,
          userId: user.id,
          supplierId: supplier.cafe,
          currency: 'MXN' as const,
          deliveryType: 'pickup_point' as const,
          rateId: 'pickup',
          paymentType: 'pay_in_store' as const,
        })),
      );
      const answers = await Promise.all(
        shoppers.map((_, i) =>
          place(`chk_race_${stock}_${i}`, `race-${stock}-${i}-key`, sessionCookies[i]),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(stock);
      expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
      expect(await stockOf(item!.id)).toBe(0);
      const lines = await db.select().from(orderLines).where(eq(orderLines.productId, item!.id));
      expect(lines).toHaveLength(stock);
      expect(lines.every((line) => line.quantity === 1)).toBe(true);
      const buyers = new Set(shoppers.map((user) => user.id));
      const sold = await db.select().from(orders).where(eq(orders.supplierId, supplier.cafe));
      const theirs = sold.filter((order) => buyers.has(order.userId));
      expect(theirs).toHaveLength(stock);
      expect(new Set(lines.map((line) => line.orderId))).toEqual(
        new Set(theirs.map((order) => order.id)),
      );
    });
  });

  async function shopIdOf(slug: string) {
    return (await database.db.select({ id: shops.id }).from(shops).where(eq(shops.slug, slug)))[0]!
      .id;
  }
});
