import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { products, storeListings } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createListedProducts, createSupplier } from '../support/factories';
import { createShopStaff, type StaffCookies } from '../support/shop-staff';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// The triggers are the database's own: PostgreSQL runs them too.
const kinds = await databaseKinds();

/**
 * A shop's listings carry copies of their item's search vectors and visibility (migration 0044),
 * which the shop search walks instead of reading every item's row. Database triggers keep them
 * whatever writes the items, so each step below writes the tables directly (as the item editor,
 * CSV uploads, hide and the seed do) and checks both what visitors and the owner find and that
 * every copy equals what it copies.
 */
describe.each(kinds)('listing copies of the items searched on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let cookie: StaffCookies;
  let shopA: string;
  let shopB: string;
  let supplier: string;
  let asks = 0;

  // Visitors' answers are kept until a tag of the shop expires, and these direct writes expire
  // none: each ask has its own limit, so each is a new read.
  const found = async (text: string, who?: string) => {
    const limit = 20 + (asks++ % 30);
    const res = await call(
      api,
      'GET',
      `/api/shops/tienda-a/search?text=${encodeURIComponent(text)}&limit=${limit}`,
      undefined,
      who ? { cookie: who } : {},
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { results: { name: string }[] }).results.map((p) => p.name);
  };

  /** Every listing's copies, against the item's own columns. */
  const expectExact = async () => {
    const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
    const copies = rowsOf(
      await database.db.execute(
        sql`select shop_id, product_id, item_name_search_vector::text as names, item_search_vector::text as words, item_visible as visible
          from store_listings order by shop_id, product_id`,
      ),
    );
    const source = rowsOf(
      await database.db.execute(
        sql`select l.shop_id, l.product_id, p.name_search_vector::text as names, p.search_vector::text as words,
            p.list_state = 'published' and not p.hidden as visible
          from store_listings l join products p on p.id = l.product_id order by l.shop_id, l.product_id`,
      ),
    );
    expect(copies.length).toBeGreaterThan(0);
    expect(copies).toEqual(source);
  };

  const setProduct = (id: string, values: Partial<typeof products.$inferInsert>) =>
    database.db.update(products).set(values).where(eq(products.id, id));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const staff = await createShopStaff(database.db);
    cookie = staff.cookie;
    shopA = staff.shopA.id;
    shopB = staff.shopB.id;
    supplier = (await createSupplier(database.db, { name: 'Taller de Tonalá' })).id;
    await createListedProducts(database.db, {
      supplierId: supplier,
      shopIds: [shopA, shopB],
      items: [{ name: 'Jarrón de barro' }, { name: 'Plato pintado', description: 'Barro bruñido' }],
    });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('takes the item of a new listing, and follows its renames and description in every shop', async () => {
    expect(await found('barro')).toEqual(['Jarrón de barro', 'Plato pintado']);
    await expectExact();

    const [lampara] = await createListedProducts(database.db, {
      supplierId: supplier,
      shopIds: [],
      items: [{ name: 'Lámpara de sal' }],
    });
    const id = lampara!.id;
    // Listed after the item exists: the listing takes its copies when written.
    await database.db.insert(storeListings).values(
      [shopA, shopB].map((shopId) => ({
        shopId,
        productId: id,
        productType: 'product' as const,
      })),
    );
    expect(await found('lampara')).toEqual(['Lámpara de sal']);
    await expectExact();

    await setProduct(id, { name: 'Farol de cobre', nameEn: 'Copper lantern' });
    expect(await found('farol')).toEqual(['Farol de cobre']);
    expect(await found('lantern')).toEqual(['Farol de cobre']);
    expect(await found('lampara')).toEqual([]);
    await setProduct(id, { description: 'Hecho en Santa Clara del Cobre' });
    expect(await found('santa clara')).toEqual(['Farol de cobre']);
    await expectExact();

    // A stock or price write leaves the copies as they are.
    await setProduct(id, { available: 3, listPrice: 45_00 });
    expect(await found('farol')).toEqual(['Farol de cobre']);
    await expectExact();
  });

  it('hides a hidden or unpublished item from visitors, not from the owner, and shows it again', async () => {
    const [vela] = await createListedProducts(database.db, {
      supplierId: supplier,
      shopIds: [shopA, shopB],
      items: [{ name: 'Vela de cera' }],
    });
    const id = vela!.id;
    expect(await found('vela')).toEqual(['Vela de cera']);

    await setProduct(id, { hidden: true });
    expect(await found('vela')).toEqual([]);
    expect(await found('vela', cookie.ownerA)).toEqual(['Vela de cera']);
    await expectExact();
    await setProduct(id, { hidden: false });
    expect(await found('vela')).toEqual(['Vela de cera']);

    await setProduct(id, { listState: 'unpublished' });
    expect(await found('vela')).toEqual([]);
    expect(await found('vela', cookie.ownerA)).toEqual(['Vela de cera']);
    await expectExact();
    await setProduct(id, { listState: 'published' });
    expect(await found('vela')).toEqual(['Vela de cera']);
    await expectExact();
  });
});
