import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Checkout } from '@/lib/api/schemas/checkout';
import {
  addresses,
  cartItems,
  checkouts,
  idempotencyKeys,
  orders,
  products,
} from '@/lib/db/schema';
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
const RUNS = 120;

/**
 * Issue 5 "bad input": random bodies thrown at the checkout steps, the address book and
 * place-order never get a 5xx, and a 4xx answer changes nothing that was stored.
 */
describe.each(kinds)('checkout API under random input on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let cookie: string;
  let checkoutId: string;
  let supplierId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const shop = await createShop(db, { slug: 'tienda-fuzz' });
    const supplier = await createSupplier(db, { bankClabe: '002180000000000001' });
    supplierId = supplier.id;
    const [camisa, curso] = await createListedProducts(db, {
      supplierId: supplier.id,
      shopIds: [shop.id],
      items: [
        { name: 'Camisa', available: 3 },
        { name: 'Curso', type: 'digital', stockType: 'ondemand' },
      ],
    });
    const user = await createUser(db);
    cookie = await createSessionCookie(db, user.id);
    for (const id of [camisa!.id, curso!.id]) {
      await call(
        api,
        'POST',
        '/api/shops/tienda-fuzz/cart/items',
        { product_id: id, quantity: 1 },
        { cookie },
      );
    }
    const res = await call(
      api,
      'POST',
      '/api/shops/tienda-fuzz/checkouts',
      { supplier_id: supplier.id, currency: 'MXN' },
      { cookie },
    );
    checkoutId = ((await res.json()) as Checkout).checkout_id;
  });

  afterAll(async () => {
    await database?.destroy();
  });

  /** Everything a checkout call could change. */
  const snapshot = async () => {
    const { db } = database;
    return {
      checkouts: await db.select().from(checkouts).orderBy(asc(checkouts.id)),
      orders: await db.select().from(orders).orderBy(asc(orders.id)),
      addresses: await db.select().from(addresses).orderBy(asc(addresses.id)),
      stock: await db
        .select({ id: products.id, n: products.available })
        .from(products)
        .orderBy(asc(products.id)),
      cart: await db.select().from(cartItems).orderBy(asc(cartItems.productId)),
      keys: await db.select().from(idempotencyKeys).orderBy(asc(idempotencyKeys.key)),
    };
  };

  async function expectNoServerErrorAndNoChangeOnRefusal(
    method: string,
    path: string,
    text: string,
    headers: Record<string, string> = {},
  ) {
    const before = await snapshot();
    const res = await api.request(path, {
      method,
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        cookie,
        ...headers,
      },
      body: text,
    });
    expect(res.status, `${method} ${path} ${text}`).toBeLessThan(500);
    const answer = (await res.json()) as { code?: string };
    if (res.status >= 400) {
      expect(typeof answer.code).toBe('string');
      const after = await snapshot();
      expect(after).toEqual(before);
    }
    return res.status;
  }

  const raw = (body: fc.Arbitrary<unknown>) =>
    fc.oneof(
      { weight: 9, arbitrary: body.map((value) => JSON.stringify(value) ?? 'null') },
      { weight: 1, arbitrary: fc.string() },
    );
  const oddText = () =>
    fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.constantFrom('', ' ', '../x', '<script>', 'x'.repeat(400)),
      fc.integer(),
      fc.constant(null),
    );

  it('never answers 5xx to random checkout steps, and a refused step changes nothing', async () => {
    const statuses = new Set<number>();
    const step = fc.record(
      {
        delivery_type: fc.oneof(
          fc.constantFrom('to_address', 'fixed_delivery', 'pickup_point', 'to_branch'),
          oddText(),
        ),
        address_id: fc.oneof(fc.constantFrom('adr_unknown'), oddText()),
        agency_id: fc.oneof(fc.constantFrom('brn_unknown'), oddText()),
        rate_id: fc.oneof(
          fc.constantFrom('standard', 'express', 'fixed', 'pickup', 'nope'),
          oddText(),
        ),
        payment_type: fc.oneof(
          fc.constantFrom('cash_on_delivery', 'bank_transfer', 'pay_in_store', 'stripe', 'bitcoin'),
          oddText(),
        ),
        extra: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        raw(fc.oneof({ weight: 4, arbitrary: step }, fc.jsonValue())),
        async (text) => {
          statuses.add(
            await expectNoServerErrorAndNoChangeOnRefusal(
              'PATCH',
              `/api/shops/tienda-fuzz/checkouts/${checkoutId}`,
              text,
            ),
          );
        },
      ),
      {
        numRuns: RUNS,
        examples: [
          [JSON.stringify({ delivery_type: 'pickup_point' })],
          [JSON.stringify({ rate_id: 'express' })],
          [JSON.stringify({ address_id: 'adr_unknown' })],
          ['{"delivery_type":'],
        ],
      },
    );
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 404, 422]));
  });

  it('never answers 5xx to random checkout creations and addresses', async () => {
    await fc.assert(
      fc.asyncProperty(
        raw(
          fc.record(
            {
              supplier_id: fc.oneof(fc.constant(supplierId), oddText()),
              currency: fc.oneof(fc.constantFrom('MXN', 'USD', 'XXX'), oddText()),
            },
            { requiredKeys: [] },
          ),
        ),
        async (text) => {
          await expectNoServerErrorAndNoChangeOnRefusal(
            'POST',
            '/api/shops/tienda-fuzz/checkouts',
            text,
          );
        },
      ),
      { numRuns: RUNS / 2 },
    );
    await fc.assert(
      fc.asyncProperty(
        raw(
          fc.record(
            {
              name: oddText(),
              phone: fc.oneof(fc.constantFrom('5512345678', '55 1234 5678', '123'), oddText()),
              street_address: oddText(),
              street_number: oddText(),
              locality: oddText(),
              administrative_area_level_1: oddText(),
              postal_code: fc.oneof(fc.constantFrom('06600', '0660', 'abcde'), oddText()),
              references: oddText(),
            },
            { requiredKeys: [] },
          ),
        ),
        async (text) => {
          await expectNoServerErrorAndNoChangeOnRefusal('POST', '/api/me/addresses', text);
        },
      ),
      { numRuns: RUNS / 2 },
    );
  });

  it('never answers 5xx to random place-order calls, and a refusal places nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        raw(
          fc.record(
            { checkout_id: fc.oneof(fc.constant(checkoutId), oddText()) },
            { requiredKeys: [] },
          ),
        ),
        fc.oneof(fc.constantFrom('fuzz-key-0001', 'short', ''), fc.string({ maxLength: 250 })),
        async (text, key) => {
          // Header values must be ISO-8859-1 for fetch: anything else the client could not send.
          const header: Record<string, string> = /^[\x20-\x7e]*$/.test(key)
            ? { 'idempotency-key': key }
            : {};
          await expectNoServerErrorAndNoChangeOnRefusal('POST', '/api/orders', text, header);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
