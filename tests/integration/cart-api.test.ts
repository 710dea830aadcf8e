import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { cartItems, carts, products, shopMembers, storeListings } from '@/lib/db/schema';
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

interface CartBody {
  orders: Array<{
    supplier: { id: string; name: string; image: string | null };
    is_configured: boolean;
    total: number;
    currency: string;
    products: Array<{
      id: string;
      name: string;
      variant: string | null;
      amount: number;
      price: number;
      total: number;
      available: number;
      unavailable: boolean;
    }>;
  }>;
  count: number;
  adjustments?: Array<{
    product_id: string;
    variant: string | null;
    requested: number;
    added: number;
    code: string;
  }>;
}

/** The signed-in cart per shop and the anonymous preview (spec 02 §3, §4, §5, §7 "Cart", §8). */
describe.each(kinds)('cart API on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<'ana' | 'beto' | 'adminA', string>;
  const id = {} as Record<
    'camisa' | 'taza' | 'bordado' | 'agotado' | 'apagado' | 'oculto' | 'dolar' | 'ajeno',
    string
  >;
  const supplierId = {} as Record<'textiles' | 'cafe', string>;

  const cartCall = (method: string, path: string, body?: unknown, who?: string, locale = 'es') =>
    call(api, method, `/api/shops/${path}`, body, { cookie: who, locale });
  const readCart = async (who: string, shop = 'tienda-a') => {
    const res = await cartCall('GET', `${shop}/cart`, undefined, who);
    expect(res.status).toBe(200);
    return (await res.json()) as CartBody;
  };
  const lines = (cart: CartBody) =>
    cart.orders.flatMap((order) => order.products.map((p) => [p.id, p.variant, p.amount]));
  const add = (body: unknown, who = cookie.ana, shop = 'tienda-a', locale = 'es') =>
    cartCall('POST', `${shop}/cart/items`, body, who, locale);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const [ana, beto, ownerA, adminA] = await Promise.all(
      [0, 0, 2, 1].map((level) => createUser(db, { level: level as 0 | 1 | 2 })),
    );
    const shopA = await createShop(db, { slug: 'tienda-a', ownerId: ownerA!.id });
    // Beto owns tienda-b: another shop's admin, and a shopper of tienda-a like Ana.
    const shopB = await createShop(db, { slug: 'tienda-b', ownerId: beto!.id });
    await createShop(db, { slug: 'espejo-a', isProxy: true, proxyOfShopId: shopA.id });
    await db.insert(shopMembers).values({ shopId: shopA.id, userId: adminA!.id, role: 'admin' });
    const textiles = await createSupplier(db, { name: 'Textiles MX', image: '/tex.png' });
    const cafe = await createSupplier(db, { name: 'Café de Chiapas', enabled: false });
    Object.assign(supplierId, { textiles: textiles.id, cafe: cafe.id });
    const [camisa, bordado, agotado, apagado, oculto, dolar] = await createListedProducts(db, {
      supplierId: textiles.id,
      shopIds: [shopA.id],
      items: [
        {
          name: 'Camisa',
          nameEn: 'Shirt',
          listPrice: 25_000,
          available: 5,
          variants: { Talla: ['S', 'M'] },
        },
        { name: 'Bordado', listPrice: 1_500, available: 0, stockType: 'ondemand' },
        { name: 'Agotado', listPrice: 1_000, available: 0 },
        { name: 'Apagado', listPrice: 1_000, available: 9, disabled: true },
        { name: 'Oculto', listPrice: 1_000, available: 9, hidden: true },
        { name: 'Dólar', listPrice: 700, currency: 'USD', stockType: 'ondemand' },
      ],
    });
    const [taza] = await createListedProducts(db, {
      supplierId: cafe.id,
      shopIds: [shopA.id],
      items: [{ name: 'Taza', listPrice: 9_900, available: 10, maxPurchaseAmount: 3 }],
    });
    const [ajeno] = await createListedProducts(db, {
      supplierId: textiles.id,
      shopIds: [shopB.id],
      items: [{ name: 'Ajeno', listPrice: 500, available: 50 }],
    });
    Object.assign(id, {
      camisa: camisa!.id,
      taza: taza!.id,
      bordado: bordado!.id,
      agotado: agotado!.id,
      apagado: apagado!.id,
      oculto: oculto!.id,
      dolar: dolar!.id,
      ajeno: ajeno!.id,
    });
    Object.assign(cookie, {
      ana: await createSessionCookie(db, ana!.id),
      beto: await createSessionCookie(db, beto!.id),
      adminA: await createSessionCookie(db, adminA!.id),
    });
  });

  beforeEach(async () => {
    await database.db.delete(carts);
    await database.db
      .update(products)
      .set({ listPrice: 25_000, hidden: false })
      .where(eq(products.id, id.camisa));
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('refuses anonymous visitors with 401 and starts every cart empty', async () => {
    const res = await cartCall('GET', 'tienda-a/cart');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      code: 'unauthorized',
      message: 'Inicia sesión para continuar.',
    });
    expect(await readCart(cookie.ana)).toEqual({ orders: [], count: 0 });
    const count = await cartCall('GET', 'tienda-a/cart/count', undefined, cookie.ana);
    expect(await count.json()).toEqual({ count: 0 });
    expect((await cartCall('GET', 'no-existe/cart', undefined, cookie.ana)).status).toBe(404);
  });

  it('adds lines (201 with the cart), grows a line added again, and groups one order per supplier', async () => {
    const first = await add({ product_id: id.camisa, variant: 'Talla: M', quantity: 1 });
    expect(first.status).toBe(201);
    await add({ product_id: id.camisa, variant: 'Talla: M', quantity: 1 });
    await add({ product_id: id.camisa, variant: 'Talla: S', quantity: 1 });
    await add({ product_id: id.taza, quantity: 2 });
    const res = await add({ product_id: id.bordado, variant: null, quantity: 4 });
    const cart = (await res.json()) as CartBody;

    expect(cart.count).toBe(9);
    expect(cart.orders).toEqual([
      {
        supplier: { id: supplierId.textiles, name: 'Textiles MX', image: '/tex.png' },
        is_configured: true,
        total: 2 * 25_000 + 25_000 + 4 * 1_500,
        currency: 'MXN',
        products: [
          expect.objectContaining({
            id: id.camisa,
            name: 'Camisa',
            variant: 'Talla: M',
            amount: 2,
            price: 25_000,
            total: 50_000,
            available: 5,
            stock_type: 'onstock',
            unavailable: false,
            photo: '/demo/products/placeholder.svg',
          }),
          expect.objectContaining({ id: id.camisa, variant: 'Talla: S', amount: 1, total: 25_000 }),
          expect.objectContaining({
            id: id.bordado,
            variant: null,
            amount: 4,
            stock_type: 'ondemand',
            available: 0,
            unavailable: false,
          }),
        ],
      },
      {
        supplier: { id: supplierId.cafe, name: 'Café de Chiapas', image: null },
        is_configured: false,
        total: 19_800,
        currency: 'MXN',
        products: [
          expect.objectContaining({
            id: id.taza,
            amount: 2,
            max_purchase_amount: 3,
            currency: 'MXN',
          }),
        ],
      },
    ]);
    expect(await readCart(cookie.ana)).toEqual(cart);
    const count = await cartCall('GET', 'tienda-a/cart/count', undefined, cookie.ana);
    expect(await count.json()).toEqual({ count: 9 });
  });

  it('adds once for an Idempotency-Key however often the add is retried, at once too; another body under the key is 422', async () => {
    const keyed = (body: unknown, key: string) =>
      call(api, 'POST', '/api/shops/tienda-a/cart/items', body, {
        cookie: cookie.ana,
        headers: { 'idempotency-key': key },
      });
    const body = { product_id: id.camisa, variant: 'Talla: M', quantity: 1 };
    // The first answer lost on the way: the client sends the same add again, twice at once.
    expect((await keyed(body, 'add-camisa-0001')).status).toBe(201);
    const retries = await Promise.all([
      keyed(body, 'add-camisa-0001'),
      keyed(body, 'add-camisa-0001'),
    ]);
    expect(retries.map((res) => res.status)).toEqual([201, 201]);
    expect(lines(await readCart(cookie.ana))).toEqual([[id.camisa, 'Talla: M', 1]]);
    // A new key is a new add; the old key with another body is refused and changes nothing.
    expect((await keyed(body, 'add-camisa-0002')).status).toBe(201);
    const reused = await keyed({ ...body, quantity: 2 }, 'add-camisa-0001');
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(lines(await readCart(cookie.ana))).toEqual([[id.camisa, 'Talla: M', 2]]);
    // Without a key every add adds, as before.
    expect((await add(body)).status).toBe(201);
    expect(lines(await readCart(cookie.ana))).toEqual([[id.camisa, 'Talla: M', 3]]);
  });

  it('prices lines from the products table on every read', async () => {
    await add({ product_id: id.camisa, variant: 'Talla: M', quantity: 2 });
    expect((await readCart(cookie.ana)).orders[0]!.total).toBe(50_000);
    await database.db.update(products).set({ listPrice: 19_990 }).where(eq(products.id, id.camisa));
    const cart = await readCart(cookie.ana);
    expect(cart.orders[0]!.total).toBe(39_980);
    expect(cart.orders[0]!.products[0]).toMatchObject({ price: 19_990, total: 39_980 });
  });

  it('splits an order per currency and names items in the request language', async () => {
    await add({ product_id: id.camisa, variant: 'Talla: S', quantity: 1 });
    const res = await add({ product_id: id.dolar, quantity: 3 }, cookie.ana, 'tienda-a', 'en');
    const cart = (await res.json()) as CartBody;
    expect(cart.orders.map((o) => [o.supplier.id, o.currency, o.total])).toEqual([
      [supplierId.textiles, 'MXN', 25_000],
      [supplierId.textiles, 'USD', 2_100],
    ]);
    expect(cart.orders[0]!.products[0]!.name).toBe('Shirt');
  });

  it('applies the quantity rules over all the lines of an item, with the spec codes, and changes nothing on a refusal', async () => {
    await add({ product_id: id.camisa, variant: 'Talla: M', quantity: 4 });
    const over = await add({ product_id: id.camisa, variant: 'Talla: S', quantity: 2 });
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({
      code: 'quantity_exceeded',
      message: 'No hay suficientes existencias: solo quedan 5.',
      available: 5,
    });
    const overEn = await add(
      { product_id: id.camisa, variant: 'Talla: M', quantity: 2 },
      cookie.ana,
      'tienda-a',
      'en',
    );
    expect(await overEn.json()).toEqual({
      code: 'quantity_exceeded',
      message: 'Not enough stock: only 5 left.',
      available: 5,
    });

    await add({ product_id: id.taza, quantity: 3 });
    const max = await add({ product_id: id.taza, quantity: 1 });
    expect(max.status).toBe(409);
    expect(await max.json()).toEqual({
      code: 'max_purchase_exceeded',
      message: 'Puedes comprar como máximo 3 por pedido.',
      max: 3,
    });
    const onDemand = await add({ product_id: id.bordado, quantity: 10_000 });
    expect(await onDemand.json()).toMatchObject({ code: 'max_purchase_exceeded', max: 9_999 });

    const soldOut = await add({ product_id: id.agotado, quantity: 1 });
    expect(soldOut.status).toBe(409);
    expect(await soldOut.json()).toEqual({ code: 'out_of_stock', message: 'Producto agotado' });
    const disabled = await add({ product_id: id.apagado, quantity: 1 });
    expect(disabled.status).toBe(409);
    expect(await disabled.json()).toEqual({
      code: 'unavailable_for_sale',
      message: 'Producto temporalmente no disponible para la venta',
    });

    expect(lines(await readCart(cookie.ana))).toEqual([
      [id.camisa, 'Talla: M', 4],
      [id.taza, null, 3],
    ]);
  });

  it('answers 404 product_not_found for items the shop does not offer, even to its admin, and 422 for a bad variant', async () => {
    for (const [productId, who] of [
      [id.ajeno, cookie.ana],
      [id.oculto, cookie.ana],
      [id.oculto, cookie.adminA],
      ['prd_no_existe', cookie.ana],
    ] as const) {
      const res = await add({ product_id: productId, quantity: 1 }, who);
      expect(res.status, productId).toBe(404);
      expect(await res.json()).toEqual({
        code: 'product_not_found',
        message: 'Producto no encontrado',
      });
    }
    for (const variant of [null, 'Talla: XL', 'Color: Rojo']) {
      const res = await add({ product_id: id.camisa, variant, quantity: 1 });
      expect(res.status, String(variant)).toBe(422);
      expect((await res.json()).fields).toEqual({ variant: ['invalid_variant'] });
    }
    const zero = await add({ product_id: id.taza, quantity: 0 });
    expect(zero.status).toBe(422);
    const fraction = await add({ product_id: id.taza, quantity: 1.5 });
    expect(fraction.status).toBe(422);
    expect(await readCart(cookie.ana)).toEqual({ orders: [], count: 0 });
  });

  it('sets a quantity with PATCH and removes a line with DELETE (a missing line is no error)', async () => {
    await add({ product_id: id.camisa, variant: 'Talla: M', quantity: 1 });
    await add({ product_id: id.taza, quantity: 1 });
    const set = await cartCall(
      'PATCH',
      'tienda-a/cart/items',
      { product_id: id.camisa, variant: 'Talla: M', quantity: 5 },
      cookie.ana,
    );
    expect(set.status).toBe(200);
    expect(lines((await set.json()) as CartBody)).toEqual([
      [id.camisa, 'Talla: M', 5],
      [id.taza, null, 1],
    ]);
    const tooMany = await cartCall(
      'PATCH',
      'tienda-a/cart/items',
      { product_id: id.camisa, variant: 'Talla: M', quantity: 6 },
      cookie.ana,
    );
    expect(tooMany.status).toBe(409);
    const lower = await cartCall(
      'PATCH',
      'tienda-a/cart/items',
      { product_id: id.camisa, variant: 'Talla: M', quantity: 2 },
      cookie.ana,
    );
    expect(lines((await lower.json()) as CartBody)[0]).toEqual([id.camisa, 'Talla: M', 2]);

    const removed = await cartCall(
      'DELETE',
      `tienda-a/cart/items?product_id=${id.camisa}&variant=${encodeURIComponent('Talla: M')}`,
      undefined,
      cookie.ana,
    );
    expect(removed.status).toBe(200);
    expect(lines((await removed.json()) as CartBody)).toEqual([[id.taza, null, 1]]);
    const again = await cartCall(
      'DELETE',
      `tienda-a/cart/items?product_id=${id.camisa}`,
      undefined,
      cookie.ana,
    );
    expect(again.status).toBe(200);
    const last = await cartCall(
      'DELETE',
      `tienda-a/cart/items?product_id=${id.taza}`,
      undefined,
      cookie.ana,
    );
    expect(await last.json()).toEqual({ orders: [], count: 0 });
  });

  it("keeps one user's cart from another's (admins of this or another shop included), and one shop's cart from another's", async () => {
    await add({ product_id: id.camisa, variant: 'Talla: M', quantity: 2 });
    expect(await readCart(cookie.beto)).toEqual({ orders: [], count: 0 });
    expect(await readCart(cookie.adminA)).toEqual({ orders: [], count: 0 });
    await cartCall(
      'DELETE',
      `tienda-a/cart/items?product_id=${id.camisa}&variant=${encodeURIComponent('Talla: M')}`,
      undefined,
      cookie.beto,
    );
    await cartCall(
      'PATCH',
      'tienda-a/cart/items',
      { product_id: id.camisa, variant: 'Talla: M', quantity: 1 },
      cookie.beto,
    );
    expect(lines(await readCart(cookie.ana))).toEqual([[id.camisa, 'Talla: M', 2]]);
    expect(lines(await readCart(cookie.beto))).toEqual([[id.camisa, 'Talla: M', 1]]);

    expect(await readCart(cookie.ana, 'tienda-b')).toEqual({ orders: [], count: 0 });
    const mirror = await add(
      { product_id: id.camisa, variant: 'Talla: S', quantity: 1 },
      cookie.ana,
      'espejo-a',
    );
    expect(mirror.status).toBe(201);
    expect(lines(await readCart(cookie.ana, 'espejo-a'))).toEqual([[id.camisa, 'Talla: S', 1]]);
    expect(lines(await readCart(cookie.ana))).toEqual([[id.camisa, 'Talla: M', 2]]);
  });

  it('keeps lines of items the shop stopped offering, unavailable and out of the total, until removed', async () => {
    await add({ product_id: id.camisa, variant: 'Talla: M', quantity: 1 });
    await add({ product_id: id.bordado, quantity: 2 });
    await database.db.update(products).set({ hidden: true }).where(eq(products.id, id.camisa));
    const cart = await readCart(cookie.ana);
    expect(cart.orders[0]!.products.map((p) => [p.id, p.unavailable])).toEqual([
      [id.camisa, true],
      [id.bordado, false],
    ]);
    expect(cart.orders[0]!.total).toBe(3_000);
    expect(cart.count).toBe(3);
    const refused = await cartCall(
      'PATCH',
      'tienda-a/cart/items',
      { product_id: id.camisa, variant: 'Talla: M', quantity: 1 },
      cookie.ana,
    );
    expect(refused.status).toBe(404);
    const removed = await cartCall(
      'DELETE',
      `tienda-a/cart/items?product_id=${id.camisa}&variant=${encodeURIComponent('Talla: M')}`,
      undefined,
      cookie.ana,
    );
    expect(lines((await removed.json()) as CartBody)).toEqual([[id.bordado, null, 2]]);
  });

  it('merges a local cart in bulk, capping what the rules refuse and reporting every adjusted line', async () => {
    await add({ product_id: id.camisa, variant: 'Talla: M', quantity: 2 });
    const res = await cartCall(
      'POST',
      'tienda-a/cart/bulk',
      {
        items: [
          { product_id: id.camisa, variant: 'Talla: M', quantity: 1 },
          { product_id: id.camisa, variant: 'Talla: S', quantity: 10 },
          { product_id: id.taza, quantity: 5 },
          { product_id: id.bordado, variant: null, quantity: 4 },
          { product_id: id.bordado, quantity: 1 },
          { product_id: id.ajeno, quantity: 1 },
          { product_id: id.agotado, quantity: 1 },
          { product_id: id.apagado, quantity: 1 },
          { product_id: id.camisa, variant: 'Talla: XL', quantity: 1 },
        ],
      },
      cookie.ana,
    );
    expect(res.status).toBe(200);
    const cart = (await res.json()) as CartBody;
    expect(lines(cart)).toEqual([
      [id.camisa, 'Talla: M', 3],
      [id.camisa, 'Talla: S', 2],
      [id.bordado, null, 5],
      [id.taza, null, 3],
    ]);
    expect(cart.adjustments).toEqual([
      {
        product_id: id.camisa,
        variant: 'Talla: S',
        requested: 10,
        added: 2,
        code: 'quantity_exceeded',
      },
      { product_id: id.taza, variant: null, requested: 5, added: 3, code: 'max_purchase_exceeded' },
      { product_id: id.ajeno, variant: null, requested: 1, added: 0, code: 'product_not_found' },
      { product_id: id.agotado, variant: null, requested: 1, added: 0, code: 'out_of_stock' },
      {
        product_id: id.apagado,
        variant: null,
        requested: 1,
        added: 0,
        code: 'unavailable_for_sale',
      },
      {
        product_id: id.camisa,
        variant: 'Talla: XL',
        requested: 1,
        added: 0,
        code: 'invalid_variant',
      },
    ]);
    expect(lines(await readCart(cookie.ana))).toEqual(lines(cart));

    const full = await cartCall(
      'POST',
      'tienda-a/cart/bulk',
      { items: [{ product_id: id.camisa, variant: 'Talla: S', quantity: 1 }] },
      cookie.ana,
    );
    expect(((await full.json()) as CartBody).adjustments).toEqual([
      {
        product_id: id.camisa,
        variant: 'Talla: S',
        requested: 1,
        added: 0,
        code: 'quantity_exceeded',
      },
    ]);
  });

  it('never lets concurrent adds to one cart pass the stock', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        add({ product_id: id.camisa, variant: i % 2 ? 'Talla: S' : 'Talla: M', quantity: 1 }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect((await readCart(cookie.ana)).count).toBe(5);
    expect(await database.db.select().from(carts)).toHaveLength(1);
  });

  it('refuses a bulk batch over 100 lines as a whole', async () => {
    const items = Array.from({ length: 101 }, () => ({ product_id: id.bordado, quantity: 1 }));
    const res = await cartCall('POST', 'tienda-a/cart/bulk', { items }, cookie.ana);
    expect(res.status).toBe(422);
    expect(await readCart(cookie.ana)).toEqual({ orders: [], count: 0 });
  });

  it('previews lines for anyone without storing them, leaving out what the shop does not offer', async () => {
    const before = await database.db.select().from(cartItems);
    const res = await cartCall('POST', 'tienda-a/cart/preview', {
      items: [
        { product_id: id.taza, quantity: 2 },
        { product_id: id.camisa, variant: 'Talla: M', quantity: 1 },
        { product_id: id.camisa, variant: 'Talla: M', quantity: 9 },
        { product_id: id.agotado, quantity: 1 },
        { product_id: id.ajeno, quantity: 1 },
        { product_id: id.oculto, quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    const preview = (await res.json()) as CartBody;
    expect(preview.orders.map((o) => [o.supplier.id, o.is_configured, o.total])).toEqual([
      [supplierId.cafe, false, 19_800],
      [supplierId.textiles, true, 250_000],
    ]);
    expect(lines(preview)).toEqual([
      [id.taza, null, 2],
      [id.camisa, 'Talla: M', 10],
      [id.agotado, null, 1],
    ]);
    expect(preview.orders[1]!.products[1]!.unavailable).toBe(true);
    expect(preview.count).toBe(13);
    expect(preview.adjustments!.map((a) => [a.product_id, a.code])).toEqual([
      [id.ajeno, 'product_not_found'],
      [id.oculto, 'product_not_found'],
    ]);
    expect(await database.db.select().from(cartItems)).toEqual(before);
    expect((await cartCall('POST', 'no-existe/cart/preview', { items: [] })).status).toBe(404);
  });

  it('keeps the cart rows of a shop in the shop: a listing removed later only marks the line', async () => {
    await add({ product_id: id.bordado, quantity: 1 });
    const [cart] = await database.db.select().from(carts);
    expect(cart).toMatchObject({ userId: expect.any(String), shopId: expect.any(String) });
    await database.db.delete(storeListings).where(eq(storeListings.productId, id.bordado));
    expect((await readCart(cookie.ana)).orders[0]!.products[0]!.unavailable).toBe(true);
    await database.db
      .insert(storeListings)
      .values({ shopId: cart!.shopId, productId: id.bordado, productType: 'product' });
  });
});
