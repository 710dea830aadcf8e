import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { categories, plans, products, shops, suppliers } from '@/lib/db/schema';
import { buildPlans } from '@/lib/db/seed/plans';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createListedProducts, createSupplier } from '../support/factories';
import { createShopStaff, type StaffCookies } from '../support/shop-staff';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// The triggers and the supplier's share lock are the database's own: PostgreSQL runs it too.
const kinds = await databaseKinds({ postgres: 'concurrency' });

interface Page {
  results: Array<{ id: string; name: string }>;
  matches_estimated: number;
}

/**
 * `resale_search_items` (migration 0041), the add-items modal's search structure, stays exact
 * whatever writes the items and suppliers: database triggers keep it, so each step below writes
 * the tables directly (as the item editor, CSV uploads, retire, hide and the seed do) and then
 * checks both what the modal finds and that the copy equals what it copies.
 */
describe.each(kinds)('resale search items on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let cookie: StaffCookies;
  let mayorista: string;
  let propio: string;

  const page = async (query: string): Promise<Page> => {
    const res = await call(api, 'GET', `/api/shops/tienda-a/resale/products?${query}`, undefined, {
      cookie: cookie.ownerA,
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Page;
  };
  const found = async (query: string) => (await page(query)).results.map((item) => item.name);

  /** The copy, row for row, against what it copies (products joined to their suppliers). */
  const expectExact = async () => {
    const columns = sql`id, type, owner_id, category_id, contribution_margin, name, created_at, search_vector::text as vector`;
    const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
    const copy = rowsOf(
      await database.db.execute(
        sql`select ${columns}, name_key, resold from resale_search_items order by id`,
      ),
    );
    // name_key (migration 0042): the name as the misspelling fallback compares it.
    const source = rowsOf(
      await database.db.execute(
        sql`select ${columns}, tienda_unaccent(lower(name)) as name_key, resold from (select p.*, s.is_dropshipping and s.enabled as resold
          from products p join suppliers s on s.id = p.owner_id
          where p.list_state = 'published' and not p.hidden and p.retired_at is null) as p
          order by id`,
      ),
    );
    expect(copy.length).toBeGreaterThan(0);
    expect(copy).toEqual(source);
  };

  const setProduct = (id: string, values: Partial<typeof products.$inferInsert>) =>
    database.db.update(products).set(values).where(eq(products.id, id));
  const setSupplier = (id: string, values: Partial<typeof suppliers.$inferInsert>) =>
    database.db.update(suppliers).set(values).where(eq(suppliers.id, id));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    await db.insert(plans).values(buildPlans());
    await db.insert(categories).values([
      { id: 'cat_velas', slug: 'velas', nameEs: 'Velas', nameEn: 'Candles' },
      { id: 'cat_casa', slug: 'casa', nameEs: 'Casa', nameEn: 'Home' },
    ]);
    const staff = await createShopStaff(db);
    cookie = staff.cookie;
    mayorista = (await createSupplier(db, { isDropshipping: true, name: 'Mayorista' })).id;
    // tienda-a's own supplier, not a dropshipping one: its items are tienda-a's alone.
    propio = (await createSupplier(db, { isDropshipping: false, name: 'Propio' })).id;
    await db.update(shops).set({ supplierId: propio }).where(eq(shops.id, staff.shopA.id));
    await createListedProducts(db, {
      supplierId: mayorista,
      shopIds: [],
      items: [{ name: 'Jarrón de barro', contributionMargin: 500 }],
    });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('takes a new item, follows its edits and lets it go when hidden, unpublished, retired or deleted', async () => {
    const [lampara] = await createListedProducts(database.db, {
      supplierId: mayorista,
      shopIds: [],
      items: [{ name: 'Lámpara de sal', categoryId: 'cat_casa', contributionMargin: 1200 }],
    });
    const id = lampara!.id;
    expect(await found('text=lampara')).toEqual(['Lámpara de sal']);
    expect(await found('category=cat_casa')).toEqual(['Lámpara de sal']);
    await expectExact();

    // Renamed: found by the new name, no longer by the old one; the description's words too.
    await setProduct(id, {
      name: 'Farol de cobre',
      description: 'Hecho a mano en Santa Clara',
      categoryId: 'cat_velas',
    });
    expect(await found('text=farol')).toEqual(['Farol de cobre']);
    expect(await found('text=lampara')).toEqual([]);
    expect(await found('text=santa%20clara')).toEqual(['Farol de cobre']);
    expect(await found('category=cat_casa')).toEqual([]);
    expect(await found('category=cat_velas')).toEqual(['Farol de cobre']);
    // The misspelling fallback reads the copy's name too.
    expect(await found('text=farrol')).toEqual(['Farol de cobre']);
    await expectExact();

    // Its margin orders it.
    expect(await found('')).toEqual(['Farol de cobre', 'Jarrón de barro']);
    await setProduct(id, { contributionMargin: 100 });
    expect(await found('')).toEqual(['Jarrón de barro', 'Farol de cobre']);
    await expectExact();

    await setProduct(id, { hidden: true });
    expect(await found('text=farol')).toEqual([]);
    await expectExact();
    await setProduct(id, { hidden: false });
    expect(await found('text=farol')).toEqual(['Farol de cobre']);

    await setProduct(id, { listState: 'unpublished' });
    expect(await found('text=farol')).toEqual([]);
    await expectExact();
    await setProduct(id, { listState: 'published' });
    expect(await found('text=farol')).toEqual(['Farol de cobre']);

    // A stock or price write leaves the row as it is.
    await setProduct(id, { available: 7, listPrice: 99_00 });
    expect(await found('text=farol')).toEqual(['Farol de cobre']);
    await expectExact();

    // Another type: gone from the products' list, in the services'.
    await setProduct(id, { type: 'service' });
    expect(await found('text=farol')).toEqual([]);
    expect(await found('type=service&text=farol')).toEqual(['Farol de cobre']);
    await setProduct(id, { type: 'product' });

    await setProduct(id, { retiredAt: new Date() });
    expect(await found('text=farol')).toEqual([]);
    await expectExact();

    const [vela] = await createListedProducts(database.db, {
      supplierId: mayorista,
      shopIds: [],
      items: [{ name: 'Vela de soya', contributionMargin: 800 }],
    });
    expect(await found('text=vela')).toEqual(['Vela de soya']);
    await database.db.delete(products).where(eq(products.id, vela!.id));
    expect(await found('text=vela')).toEqual([]);
    await expectExact();
  });

  it("follows the supplier: disabled or no longer dropshipping, its items leave; back, they return; the shop's own stay its own", async () => {
    await createListedProducts(database.db, {
      supplierId: propio,
      shopIds: [],
      items: [{ name: 'Jarrón propio', contributionMargin: 50 }],
    });
    expect(await found('text=jarron')).toEqual(['Jarrón de barro', 'Jarrón propio']);
    expect(await found('text=jarron&source=own')).toEqual(['Jarrón propio']);
    expect(await found('text=jarron&source=others')).toEqual(['Jarrón de barro']);
    await expectExact();

    await setSupplier(mayorista, { enabled: false });
    expect(await found('text=jarron')).toEqual(['Jarrón propio']);
    expect(await found(`supplier=${mayorista}`)).toEqual([]);
    await expectExact();
    await setSupplier(mayorista, { enabled: true });
    expect(await found('text=jarron')).toEqual(['Jarrón de barro', 'Jarrón propio']);
    expect(await found(`supplier=${mayorista}`)).toEqual(['Jarrón de barro']);

    await setSupplier(mayorista, { isDropshipping: false });
    expect(await found('text=jarron')).toEqual(['Jarrón propio']);
    await expectExact();
    await setSupplier(mayorista, { isDropshipping: true });
    expect(await found('text=jarron')).toEqual(['Jarrón de barro', 'Jarrón propio']);

    // The shop's own supplier turning dropshipping: its items now also other shops', still once here.
    await setSupplier(propio, { isDropshipping: true });
    expect(await found('text=jarron')).toEqual(['Jarrón de barro', 'Jarrón propio']);
    expect(await found('text=jarron&source=others')).toEqual(['Jarrón de barro']);
    await setSupplier(propio, { isDropshipping: false });
    await expectExact();
  });

  it('stays exact when an item is written while its supplier is switched off', async () => {
    const tablero = await createSupplier(database.db, { isDropshipping: true, name: 'Tablero' });
    const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
    const item = (name: string) => ({
      id: `prd_${name}`,
      ownerId: tablero.id,
      type: 'product' as const,
      name,
      slug: name,
      listPrice: 1000,
    });

    // The item's transaction first: the switch waits for it, then reaches its row.
    let switched: Promise<unknown> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.insert(products).values(item('ajedrez'));
      switched = setSupplier(tablero.id, { enabled: false });
      await pause();
    });
    await switched;
    expect(await found('text=ajedrez')).toEqual([]);
    await expectExact();

    // The switch's transaction first: the item's trigger waits for it and reads the new flag.
    let written: Promise<unknown> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.update(suppliers).set({ enabled: true }).where(eq(suppliers.id, tablero.id));
      written = database.db.insert(products).values(item('damas'));
      await pause();
    });
    await written;
    expect(await found('text=damas')).toEqual(['damas']);
    expect(await found('text=ajedrez')).toEqual(['ajedrez']);
    await expectExact();
  });

  it('pages more than check_at_least matches by margin from the copy', async () => {
    const many = Array.from({ length: 1010 }, (_, i) => ({
      name: `Maceta ${i}`,
      contributionMargin: (i * 7919) % 5000,
    }));
    await createListedProducts(database.db, { supplierId: mayorista, shopIds: [], items: many });
    const sorted = await database.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.name} like 'Maceta %'`)
      .orderBy(sql`${products.contributionMargin} desc, ${products.id}`);
    const first = await page('text=maceta');
    expect(first.matches_estimated).toBe(1000);
    expect(first.results.map((r) => r.id)).toEqual(sorted.slice(0, 10).map((r) => r.id));
    const third = await page('text=maceta&offset=20');
    expect(third.results.map((r) => r.id)).toEqual(sorted.slice(20, 30).map((r) => r.id));
    // By name, the walk of the products' name index (unchanged).
    const byName = await page('text=maceta&sort=name');
    expect(byName.results).toHaveLength(10);

    // A letter or two most items match are counted along the margin order (`denseMatches`).
    const matching = (
      (await database.db
        .execute(sql`select p.id from products p join suppliers s on s.id = p.owner_id
        where p.type = 'product' and p.list_state = 'published' and not p.hidden
          and p.retired_at is null and ((s.is_dropshipping and s.enabled) or p.owner_id = ${propio})
          and (p.search_vector @@ to_tsquery('tienda_es', 'ma:*')
            or p.search_vector @@ to_tsquery('tienda_en', 'ma:*'))
        order by p.contribution_margin desc, p.id`)) as unknown as { rows: Array<{ id: string }> }
    ).rows.map((r) => r.id);
    expect(matching.length).toBeGreaterThan(1000);
    for (const offset of [0, 20]) {
      const dense = await page(`text=ma&offset=${offset}`);
      expect(dense.matches_estimated).toBe(1000);
      expect(dense.results.map((r) => r.id)).toEqual(matching.slice(offset, offset + 10));
    }
    await expectExact();
  });

  it('pages a text whose best matches sit below many other items by margin, and follows margin changes', async () => {
    // 150 items above every match: the margin walk's first rows hold none of the matches, so the
    // page comes from the matches above the margin floor the count saw (migration 0042).
    await createListedProducts(database.db, {
      supplierId: mayorista,
      shopIds: [],
      items: Array.from({ length: 150 }, (_, i) => ({
        name: `Florero ${i}`,
        contributionMargin: 10_000 + i,
      })),
    });
    // Margins on and around the floors' ladder (…, 700, 1000, 1500, …) and ties.
    const top = [1501, 1500, 1500, 1499, 1000, 1000, 999, 701, 700, 700, 699, 500];
    await createListedProducts(database.db, {
      supplierId: mayorista,
      shopIds: [],
      items: Array.from({ length: 1010 }, (_, i) => ({
        name: `Tetera ${i}`,
        contributionMargin: top[i] ?? 100 + ((i * 7919) % 390),
      })),
    });
    const expectPages = async () => {
      const sorted = (
        await database.db
          .select({ id: products.id })
          .from(products)
          .where(sql`${products.name} like 'Tetera %' and ${products.retiredAt} is null`)
          .orderBy(sql`${products.contributionMargin} desc, ${products.id}`)
      ).map((r) => r.id);
      for (const offset of [0, 10, 20]) {
        const got = await page(`text=tetera&offset=${offset}`);
        expect(got.matches_estimated).toBe(1000);
        expect(got.results.map((r) => r.id)).toEqual(sorted.slice(offset, offset + 10));
      }
      return sorted;
    };
    const before = await expectPages();

    // The lowest match raised above everything: now the first.
    const lowest = before.at(-1)!;
    await setProduct(lowest, { contributionMargin: 50_000 });
    expect((await expectPages())[0]).toBe(lowest);
    // The best lowered to the least margin: off the first pages.
    await setProduct(before[0]!, { contributionMargin: 100 });
    expect((await expectPages()).slice(0, 30)).not.toContain(before[0]);
    // Retired, its place taken by the next.
    await setProduct(lowest, { retiredAt: new Date() });
    expect((await expectPages())[0]).not.toBe(lowest);
    await expectExact();
  });
});
