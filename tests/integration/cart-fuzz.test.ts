import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cartItems, carts } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import {
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();
const RUNS = 150;

/**
 * Issue 5 "bad input": random bodies thrown at the cart's writes and the preview never get a 5xx,
 * and a 4xx answer leaves every cart as it was.
 */
describe.each(kinds)('cart API under random input on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let cookie: string;
  let productIds: string[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const shop = await createShop(db, { slug: 'tienda-fuzz' });
    await createShop(db, { slug: 'otra-fuzz' });
    const supplier = await createSupplier(db);
    const created = await createListedProducts(db, {
      supplierId: supplier.id,
      shopIds: [shop.id],
      items: [
        { name: 'Camisa', available: 3, variants: { Talla: ['S', 'M'] } },
        { name: 'Taza', available: 10, maxPurchaseAmount: 2 },
        { name: 'Bordado', stockType: 'ondemand' },
        { name: 'Agotado', available: 0 },
        { name: 'Apagado', available: 5, disabled: true },
      ],
    });
    productIds = created.map((p) => p.id);
    const user = await createUser(db);
    cookie = await createSessionCookie(db, user.id);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  const snapshot = () =>
    database.db
      .select()
      .from(cartItems)
      .orderBy(asc(cartItems.cartId), asc(cartItems.productId), asc(cartItems.variant));
  const cartCount = async () => (await database.db.select().from(carts)).length;

  /** Near-valid lines: real and unknown ids, good and bad variants, odd quantities. */
  const line = () =>
    fc.record(
      {
        product_id: fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom(...productIds) },
          fc.constantFrom('prd_unknown', '', 'x'.repeat(65), '../etc', 'prd mal'),
          fc.string(),
          fc.integer(),
          fc.constant(null),
        ),
        variant: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom('Talla: S', 'Talla: M', '', null) },
          fc.constantFrom('Talla: XL', 'Color: Rojo'),
          fc.string({ maxLength: 600 }),
          fc.integer(),
        ),
        quantity: fc.oneof(
          { weight: 6, arbitrary: fc.integer({ min: -3, max: 12 }) },
          fc.constantFrom(
            0,
            9_999,
            10_000,
            1_000_000,
            1_000_001,
            2 ** 31,
            Number.MAX_SAFE_INTEGER,
            1.5,
            -0,
          ),
          fc.double(),
          fc.string(),
          fc.constant(null),
        ),
      },
      { requiredKeys: ['product_id', 'quantity'] },
    );
  const lineBody = () =>
    fc.oneof(
      { weight: 4, arbitrary: line() },
      fc.jsonValue(),
      fc.dictionary(fc.string(), fc.jsonValue()),
    );
  const linesBody = () =>
    fc.oneof(
      fc.record({ items: fc.array(line(), { maxLength: 8 }) }),
      fc.record({
        items: fc.oneof(fc.jsonValue(), fc.array(line(), { minLength: 101, maxLength: 102 })),
      }),
      fc.jsonValue(),
    );
  /** Some bodies are not JSON at all. */
  const raw = (body: fc.Arbitrary<unknown>) =>
    fc.oneof(
      { weight: 9, arbitrary: body.map((value) => JSON.stringify(value) ?? 'null') },
      { weight: 1, arbitrary: fc.string() },
    );

  async function expectNoServerErrorAndNoChangeOnRefusal(
    method: string,
    path: string,
    text: string,
    withCookie = true,
  ) {
    const before = await snapshot();
    const cartsBefore = await cartCount();
    const res = await api.request(path, {
      method,
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        ...(withCookie ? { cookie } : {}),
      },
      body: text,
    });
    expect(res.status, `${method} ${path} ${text}`).toBeLessThan(500);
    const answer = (await res.json()) as { code?: string };
    if (res.status >= 400) {
      expect(typeof answer.code).toBe('string');
      expect(await snapshot()).toEqual(before);
      expect(await cartCount()).toBe(cartsBefore);
    }
    return res.status;
  }

  it('never answers 5xx to random add and set bodies, and a 4xx changes nothing', async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('POST', 'PATCH'), raw(lineBody()), async (method, text) => {
        statuses.add(
          await expectNoServerErrorAndNoChangeOnRefusal(
            method,
            '/api/shops/tienda-fuzz/cart/items',
            text,
          ),
        );
      }),
      {
        numRuns: RUNS,
        // Run first every time, so each kind of answer is met whatever the random draw.
        examples: [
          ['POST', JSON.stringify({ product_id: productIds[2], quantity: 1 })],
          ['PATCH', JSON.stringify({ product_id: productIds[2], quantity: 2 })],
          ['POST', JSON.stringify({ product_id: 'prd_unknown', quantity: 1 })],
          ['POST', JSON.stringify({ product_id: productIds[3], quantity: 1 })],
          [
            'POST',
            JSON.stringify({ product_id: productIds[0], variant: 'Talla: XL', quantity: 1 }),
          ],
          ['POST', '{"product_id":'],
        ],
      },
    );
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 201, 400, 404, 409, 422]));
  });

  it('never answers 5xx to random bulk bodies, and a 4xx changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(raw(linesBody()), async (text) => {
        await expectNoServerErrorAndNoChangeOnRefusal(
          'POST',
          '/api/shops/tienda-fuzz/cart/bulk',
          text,
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('never answers 5xx to random preview bodies, signed in or not, and stores nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        raw(linesBody()),
        fc.boolean(),
        fc.constantFrom('tienda-fuzz', 'otra-fuzz'),
        async (text, withCookie, shop) => {
          await expectNoServerErrorAndNoChangeOnRefusal(
            'POST',
            `/api/shops/${shop}/cart/preview`,
            text,
            withCookie,
          );
        },
      ),
      { numRuns: RUNS },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('never answers 5xx to random line keys on DELETE', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.option(fc.string()), async (productId, variant) => {
        const query = new URLSearchParams({
          product_id: productId,
          ...(variant === null ? {} : { variant }),
        });
        const res = await api.request(`/api/shops/tienda-fuzz/cart/items?${query}`, {
          method: 'DELETE',
          headers: { 'sec-fetch-site': 'same-origin', cookie },
        });
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 50 },
    );
  });
});
