import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  catalogueProducts,
  catalogues,
  categories,
  plans,
  products,
  storeListings,
  users,
} from '@/lib/db/schema';
import { buildPlans } from '@/lib/db/seed/plans';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import {
  createCatalogue,
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../support/factories';
import { createShopStaff, type StaffCookies } from '../support/shop-staff';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

type Who = keyof StaffCookies | 'ownerF';

interface Item {
  id: string;
  name: string;
  in_store: boolean;
  earning: number | null;
  supplier: { id: string; name: string };
}

/**
 * The resale API (issue 17; spec 03 §2 "Add-items modal", §4 "Bulk add", §6, §7 "Add-items and
 * resale", §9): what the add-items modal reads and the bulk add it makes, for the shop's admins.
 */
describe('resale API', () => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  let shopA: { id: string };
  let shopB: { id: string };
  let shopF: { id: string };
  const id = {} as Record<
    | 'tazaRoja'
    | 'tazaAzul'
    | 'camisa'
    | 'gorra'
    | 'cafe'
    | 'curso'
    | 'bolsa'
    | 'mochila'
    | 'franquicia',
    string
  >;
  const supplier = {} as Record<'mayorista' | 'cafeSur' | 'franquicia', string>;

  const send = (method: string, path: string, body?: unknown, who?: Who, locale = 'es') =>
    call(api, method, `/api/shops/${path}`, body, {
      cookie: who ? cookie[who] : undefined,
      locale,
    });
  const page = async (slug: string, query = '', who: Who = 'ownerA') => {
    const res = await send('GET', `${slug}/resale/products${query}`, undefined, who);
    expect(res.status).toBe(200);
    return (await res.json()) as { results: Item[]; matches_estimated: number; shop_id: string };
  };
  const names = async (slug: string, query = '', who: Who = 'ownerA') =>
    (await page(slug, query, who)).results.map((item) => item.name);
  const listedNames = async (shopId: string) =>
    (
      await database.db
        .select({ name: products.name })
        .from(storeListings)
        .innerJoin(products, eq(products.id, storeListings.productId))
        .where(eq(storeListings.shopId, shopId))
        .orderBy(asc(storeListings.productType), asc(storeListings.queuePosition))
    ).map((r) => r.name);
  const catalogueNames = async (shopId: string, slug: string) =>
    (
      await database.db
        .select({ name: products.name })
        .from(catalogueProducts)
        .innerJoin(catalogues, eq(catalogues.id, catalogueProducts.catalogueId))
        .innerJoin(products, eq(products.id, catalogueProducts.productId))
        .where(and(eq(catalogues.shopId, shopId), eq(catalogues.slug, slug)))
        .orderBy(asc(catalogueProducts.position))
    ).map((r) => r.name);

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    api = createApiApp({ database: async () => database });
    const { db } = database;
    await db.insert(plans).values(buildPlans());
    await db.insert(categories).values([
      { id: 'cat_tazas', slug: 'tazas', nameEs: 'Tazas', nameEn: 'Mugs' },
      { id: 'cat_ropa', slug: 'ropa', nameEs: 'Ropa', nameEn: 'Clothing' },
      { id: 'cat_vacia', slug: 'vacia', nameEs: 'Vacía', nameEn: 'Empty' },
    ]);
    const staff = await createShopStaff(db);
    ({ shopA, shopB } = staff);
    // tienda-b's owner is on a 0.6 plan that runs another month; tienda-a's has none (0.5).
    const ownerB = (await db.select().from(users).where(eq(users.id, staff.shopB.ownerId)))[0]!;
    await db
      .update(users)
      .set({ planId: 'tienda_en_linea', planExpiresAt: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(users.id, ownerB.id));

    const mayorista = await createSupplier(db, {
      isDropshipping: true,
      name: 'Mayorista',
      image: '/demo/suppliers/mayorista.png',
    });
    const cafeSur = await createSupplier(db, { isDropshipping: true, name: 'Café Sur' });
    const taller = await createSupplier(db, { isDropshipping: false, name: 'Taller' });
    const cerrado = await createSupplier(db, {
      isDropshipping: true,
      enabled: false,
      name: 'Cerrado',
    });
    const ownerF = await createUser(db, { level: 2 });
    // Its items are for its franchise shops only (not a dropshipping supplier).
    const franquicia = await createSupplier(db, {
      isDropshipping: false,
      ownerId: ownerF.id,
      name: 'Franquicia',
    });
    Object.assign(supplier, {
      mayorista: mayorista.id,
      cafeSur: cafeSur.id,
      franquicia: franquicia.id,
    });
    shopF = await createShop(db, {
      slug: 'franq',
      ownerId: ownerF.id,
      storeType: 'franchise',
      supplierId: franquicia.id,
    });

    const dropshipping = { isDropshipping: true };
    const [camisa] = await createListedProducts(db, {
      supplierId: mayorista.id,
      shopIds: [shopA.id],
      items: [
        { name: 'Camisa', categoryId: 'cat_ropa', contributionMargin: 3000, ...dropshipping },
      ],
    });
    const [tazaRoja, tazaAzul, gorra, bolsa, curso] = await createListedProducts(db, {
      supplierId: mayorista.id,
      shopIds: [],
      items: [
        {
          name: 'Taza roja',
          categoryId: 'cat_tazas',
          listPrice: 20_000,
          crossoutPrice: 25_000,
          contributionMargin: 4081,
          ...dropshipping,
        },
        { name: 'Taza azul', categoryId: 'cat_tazas', contributionMargin: 2000, ...dropshipping },
        { name: 'Gorra', categoryId: 'cat_ropa', contributionMargin: 0, ...dropshipping },
        { name: 'Bolsa', categoryId: 'cat_ropa', hidden: true, contributionMargin: 9000 },
        { name: 'Curso de barismo', type: 'service', contributionMargin: 1000, ...dropshipping },
      ],
    });
    await createListedProducts(db, {
      supplierId: mayorista.id,
      shopIds: [],
      items: [
        { name: 'Taza oculta', listState: 'unpublished', contributionMargin: 9000 },
        { name: 'Taza retirada', retiredAt: new Date(), contributionMargin: 9000 },
      ],
    });
    const [cafe] = await createListedProducts(db, {
      supplierId: cafeSur.id,
      shopIds: [],
      items: [{ name: 'Café de olla', contributionMargin: 5000, ...dropshipping }],
    });
    const [mochila] = await createListedProducts(db, {
      supplierId: taller.id,
      shopIds: [],
      items: [{ name: 'Mochila', contributionMargin: 9000 }],
    });
    await createListedProducts(db, {
      supplierId: cerrado.id,
      shopIds: [],
      items: [{ name: 'Taza apagada', contributionMargin: 9000, ...dropshipping }],
    });
    const [franq] = await createListedProducts(db, {
      supplierId: franquicia.id,
      shopIds: [],
      items: [{ name: 'Café de franquicia', contributionMargin: 100, ...dropshipping }],
    });
    Object.assign(id, {
      tazaRoja: tazaRoja!.id,
      tazaAzul: tazaAzul!.id,
      camisa: camisa!.id,
      gorra: gorra!.id,
      cafe: cafe!.id,
      curso: curso!.id,
      bolsa: bolsa!.id,
      mochila: mochila!.id,
      franquicia: franq!.id,
    });
    await createCatalogue(db, {
      shopId: shopA.id,
      name: 'Favoritos',
      slug: 'favoritos',
      productIds: [],
    });
    Object.assign(cookie, staff.cookie, { ownerF: await createSessionCookie(db, ownerF.id) });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it("lists the items a shop may resell, highest margin first, with the owner's earning per resale", async () => {
    const answer = await page('tienda-a');
    expect(answer.shop_id).toBe(shopA.id);
    expect(answer.matches_estimated).toBe(5);
    expect(answer.results.map((item) => item.name)).toEqual([
      'Café de olla',
      'Taza roja',
      'Camisa',
      'Taza azul',
      'Gorra',
    ]);
    expect(answer.results[1]).toEqual({
      id: id.tazaRoja,
      name: 'Taza roja',
      slug: 'taza-roja',
      type: 'product',
      photo: '/demo/products/placeholder.svg',
      list_price: 20_000,
      crossout_price: 25_000,
      currency: 'MXN',
      hide_price: false,
      in_store: false,
      // floor(4081 × 0.5): the base rate of an owner without a plan.
      earning: 2040,
      supplier: { id: supplier.mayorista, name: 'Mayorista' },
    });
    const byName = Object.fromEntries(answer.results.map((item) => [item.name, item]));
    expect(byName['Camisa']!.in_store).toBe(true);
    // No margin to share: not for resale.
    expect(byName['Gorra']!.earning).toBeNull();

    // tienda-b's owner is on a 0.6 plan: floor(4081 × 0.6).
    const onPlan = await page('tienda-b', '', 'ownerB');
    expect(onPlan.shop_id).toBe(shopB.id);
    const taza = onPlan.results.find((item) => item.id === id.tazaRoja)!;
    expect(taza).toMatchObject({ earning: 2448, in_store: false });
  });

  it('filters by text (lowercased), category, supplier and type, pages and sorts', async () => {
    expect(await names('tienda-a', '?text=TAZA')).toEqual(['Taza roja', 'Taza azul']);
    expect(await names('tienda-a', '?text=taz')).toEqual(['Taza roja', 'Taza azul']);
    // A part inside a word still finds the item (the search's trigram fallback).
    expect(await names('tienda-a', '?text=amis')).toEqual(['Camisa']);
    expect(await names('tienda-a', '?text=zzzz')).toEqual([]);
    expect(await names('tienda-a', '?category=cat_ropa')).toEqual(['Camisa', 'Gorra']);
    expect(await names('tienda-a', `?supplier=${supplier.cafeSur}`)).toEqual(['Café de olla']);
    expect(await names('tienda-a', `?supplier=${supplier.mayorista}&category=cat_tazas`)).toEqual([
      'Taza roja',
      'Taza azul',
    ]);
    expect(await names('tienda-a', '?type=service')).toEqual(['Curso de barismo']);
    expect(await names('tienda-a', '?type=experience')).toEqual([]);

    const second = await page('tienda-a', '?offset=2&limit=2');
    expect(second.results.map((item) => item.name)).toEqual(['Camisa', 'Taza azul']);
    expect(second.matches_estimated).toBe(5);
    expect(await names('tienda-a', '?sort=name')).toEqual([
      'Café de olla',
      'Camisa',
      'Gorra',
      'Taza azul',
      'Taza roja',
    ]);

    for (const bad of ['?limit=31', '?sort=price', '?type=car', '?offset=-1']) {
      const res = await send('GET', `tienda-a/resale/products${bad}`, undefined, 'ownerA');
      expect(res.status).toBe(422);
      expect((await res.json()).code).toBe('validation_error');
    }
  });

  it("offers a franchise shop its franchise's items only, and refuses it another supplier's item", async () => {
    expect(await names('franq', '', 'ownerF')).toEqual(['Café de franquicia']);
    const refused = await send('PUT', `franq/listings/${id.tazaRoja}`, {}, 'ownerF');
    expect(refused.status).toBe(422);
    expect((await refused.json()).code).toBe('invalid_product');
  });

  it("toggles a franchise shop between its franchise's items and other suppliers' (source)", async () => {
    const others = ['Café de olla', 'Taza roja', 'Camisa', 'Taza azul', 'Gorra'];
    expect(await names('franq', '?source=own', 'ownerF')).toEqual(['Café de franquicia']);
    expect(await names('franq', '?source=others', 'ownerF')).toEqual(others);
    expect(await names('franq', '?source=others&text=taza', 'ownerF')).toEqual([
      'Taza roja',
      'Taza azul',
    ]);
    expect(
      await names('franq', `?source=others&supplier=${supplier.franquicia}`, 'ownerF'),
    ).toEqual([]);
    // A shop without a supplier of its own has no 'own' items; its 'others' are what it resells.
    expect(await names('tienda-a', '?source=own')).toEqual([]);
    expect(await names('tienda-a', '?source=others')).toEqual(others);

    const get = async (path: string) => {
      const res = await send('GET', `franq/resale/${path}`, undefined, 'ownerF');
      expect(res.status).toBe(200);
      return res.json();
    };
    const supplierNames = async (query: string) =>
      (await get(`suppliers${query}`)).results.map((s: { name: string }) => s.name);
    expect(await supplierNames('')).toEqual(['Franquicia']);
    expect(await supplierNames('?source=own')).toEqual(['Franquicia']);
    expect(await supplierNames('?source=others')).toEqual(['Café Sur', 'Mayorista']);
    expect(
      (await get('categories?source=others')).results.map((c: { id: string }) => c.id),
    ).toEqual(['cat_ropa', 'cat_tazas']);
    expect((await get('suggestions?text=ta')).results).toEqual([]);
    expect((await get('suggestions?text=ta&source=others')).results).toEqual([
      'Taza azul',
      'Taza roja',
    ]);

    // Browsing is not adding: the franchise is refused another supplier's item.
    const refused = await send('PUT', `franq/listings/${id.cafe}`, {}, 'ownerF');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'invalid_product' });
    expect(await listedNames(shopF.id)).toEqual([]);

    const bad = await send('GET', 'franq/resale/products?source=mine', undefined, 'ownerF');
    expect(bad.status).toBe(422);
    expect((await bad.json()).code).toBe('validation_error');
    // Another shop's owner reads nothing of it.
    const stranger = await send('GET', 'franq/resale/products?source=own', undefined, 'ownerA');
    expect(stranger.status).toBe(403);
  });

  it('suggests names starting with the text, then containing it; none for no text', async () => {
    const suggest = async (query: string) => {
      const res = await send('GET', `tienda-a/resale/suggestions${query}`, undefined, 'ownerA');
      expect(res.status).toBe(200);
      return (await res.json()).results as string[];
    };
    expect(await suggest('?text=Ta')).toEqual(['Taza azul', 'Taza roja']);
    expect(await suggest('?text=ol')).toEqual(['Café de olla']);
    expect(await suggest('?text=caf')).toEqual(['Café de olla']);
    expect(await suggest('?text=')).toEqual([]);
    expect(await suggest('?type=service&text=curso')).toEqual(['Curso de barismo']);
  });

  it('searches the suppliers and the categories with items of the type to resell', async () => {
    const get = async (path: string, locale = 'es') => {
      const res = await send('GET', `tienda-a/resale/${path}`, undefined, 'ownerA', locale);
      expect(res.status).toBe(200);
      return res.json();
    };
    expect(await get('suppliers')).toEqual({
      results: [
        { id: supplier.cafeSur, name: 'Café Sur', image: null },
        { id: supplier.mayorista, name: 'Mayorista', image: '/demo/suppliers/mayorista.png' },
      ],
      matches_estimated: 2,
    });
    expect((await get('suppliers?text=MAYO')).results.map((s: { name: string }) => s.name)).toEqual(
      ['Mayorista'],
    );
    expect(await get('suppliers?type=service&limit=1')).toMatchObject({
      results: [{ name: 'Mayorista' }],
      matches_estimated: 1,
    });

    expect(await get('categories')).toEqual({
      results: [
        { id: 'cat_ropa', name: 'Ropa', slug: 'ropa' },
        { id: 'cat_tazas', name: 'Tazas', slug: 'tazas' },
      ],
      matches_estimated: 2,
    });
    expect((await get('categories', 'en')).results.map((c: { name: string }) => c.name)).toEqual([
      'Clothing',
      'Mugs',
    ]);
    expect((await get('categories?name=muG')).results.map((c: { id: string }) => c.id)).toEqual([
      'cat_tazas',
    ]);
    expect(await get(`categories?supplier=${supplier.cafeSur}`)).toEqual({
      results: [],
      matches_estimated: 0,
    });
  });

  it("answers the owner's commission rate and which items the shop lists", async () => {
    const rate = async (slug: string, who: Who) =>
      (await send('GET', `${slug}/resale/commission-rate`, undefined, who)).json();
    expect(await rate('tienda-a', 'ownerA')).toEqual({ rate: 0.5, plan_id: null });
    expect(await rate('tienda-b', 'ownerB')).toEqual({ rate: 0.6, plan_id: 'tienda_en_linea' });

    const res = await send(
      'POST',
      'tienda-a/resale/in-store',
      { ids: [id.camisa, id.tazaRoja, 'prd_nope'] },
      'adminA',
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      results: { [id.camisa]: true, [id.tazaRoja]: false, prd_nope: false },
    });
    for (const ids of [[], Array.from({ length: 101 }, (_, i) => `prd_${i}`), ['no pe']]) {
      const bad = await send('POST', 'tienda-a/resale/in-store', { ids }, 'ownerA');
      expect(bad.status).toBe(422);
    }
  });

  it('bulk-adds what the filters match into the shop, skipping what is there, and the rows say so', async () => {
    const first = await send(
      'POST',
      'tienda-a/resale/bulk-add',
      { type: 'product', text: 'taza' },
      'ownerA',
    );
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ added: 2, catalogue: null });
    expect(await listedNames(shopA.id)).toEqual(['Camisa', 'Taza roja', 'Taza azul']);
    const rows = (await page('tienda-a', '?text=taza')).results;
    expect(rows.map((item) => item.in_store)).toEqual([true, true]);

    const again = await send(
      'POST',
      'tienda-a/resale/bulk-add',
      { type: 'product', text: 'taza' },
      'ownerA',
    );
    expect(await again.json()).toEqual({ added: 0, catalogue: null });
    expect(await listedNames(shopA.id)).toEqual(['Camisa', 'Taza roja', 'Taza azul']);
  });

  it('bulk-adds into a new catalogue and into an existing one, listing the items in the shop too', async () => {
    const created = await send(
      'POST',
      'tienda-a/resale/bulk-add',
      { type: 'product', category: 'cat_ropa', new_catalogue_name: 'Ropa de temporada' },
      'adminA',
    );
    expect(created.status).toBe(200);
    expect(await created.json()).toEqual({
      added: 2,
      catalogue: { slug: 'ropa-de-temporada', name: 'Ropa de temporada' },
    });
    expect(await catalogueNames(shopA.id, 'ropa-de-temporada')).toEqual(['Camisa', 'Gorra']);
    expect(await listedNames(shopA.id)).toEqual(['Camisa', 'Taza roja', 'Taza azul', 'Gorra']);

    const existing = async () =>
      send(
        'POST',
        'tienda-a/resale/bulk-add',
        { type: 'product', supplier: supplier.cafeSur, catalogue: 'favoritos' },
        'ownerA',
      );
    expect(await (await existing()).json()).toEqual({
      added: 1,
      catalogue: { slug: 'favoritos', name: 'Favoritos' },
    });
    expect(await (await existing()).json()).toMatchObject({ added: 0 });
    expect(await catalogueNames(shopA.id, 'favoritos')).toEqual(['Café de olla']);
    expect(await listedNames(shopA.id)).toContain('Café de olla');
  });

  it("refuses a bad catalogue name ('Invalid name'), an unknown catalogue and both targets at once", async () => {
    const bulk = (body: Record<string, unknown>) =>
      send('POST', 'tienda-a/resale/bulk-add', { type: 'product', ...body }, 'ownerA');
    const invalid = await bulk({ new_catalogue_name: '!!!' });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({
      code: 'validation_error',
      fields: { new_catalogue_name: ['invalid_name'] },
    });
    const long = await bulk({ new_catalogue_name: 'x'.repeat(151) });
    expect((await long.json()).fields).toEqual({ new_catalogue_name: ['too_long'] });
    const blank = await bulk({ new_catalogue_name: '  ' });
    expect((await blank.json()).fields).toEqual({ new_catalogue_name: ['required'] });

    const unknown = await bulk({ catalogue: 'no-existe' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('catalogue_not_found');

    const both = await bulk({ catalogue: 'favoritos', new_catalogue_name: 'Otro' });
    expect(both.status).toBe(422);
    expect(Object.keys((await both.json()).fields)).toEqual(['catalogue']);

    // Nothing was created on the way.
    const names = await database.db
      .select({ slug: catalogues.slug })
      .from(catalogues)
      .where(eq(catalogues.shopId, shopA.id));
    expect(names.map((c) => c.slug).sort()).toEqual(['favoritos', 'ropa-de-temporada']);
  });

  it("a franchise shop's bulk add takes its franchise's items only", async () => {
    const res = await send('POST', 'franq/resale/bulk-add', { type: 'product' }, 'ownerF');
    expect(await res.json()).toEqual({ added: 1, catalogue: null });
    expect(await listedNames(shopF.id)).toEqual(['Café de franquicia']);
  });

  const operations: Array<[string, string, unknown?]> = [
    ['GET', 'resale/products'],
    ['GET', 'resale/suggestions?text=taza'],
    ['GET', 'resale/suppliers'],
    ['GET', 'resale/categories'],
    ['POST', 'resale/in-store', { ids: ['prd_x'] }],
    ['GET', 'resale/commission-rate'],
    ['POST', 'resale/bulk-add', { type: 'product' }],
  ];

  it.each(operations)(
    '%s %s: 401 signed out, 403 for another shop’s admin and staff, 404 for an unknown shop',
    async (method, path, body) => {
      const before = await listedNames(shopA.id);
      const signedOut = await send(method, `tienda-a/${path}`, body);
      expect(signedOut.status).toBe(401);
      for (const who of ['ownerB', 'customer', 'dispatcherA', 'ownerF'] as const) {
        const refused = await send(method, `tienda-a/${path}`, body, who);
        expect(refused.status, who).toBe(403);
        expect((await refused.json()).code).toBe('forbidden');
      }
      const unknown = await send(method, `no-existe/${path}`, body, 'ownerA');
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).code).toBe('shop_not_found');
      expect(await listedNames(shopA.id)).toEqual(before);
    },
  );
});

/** Spec 03 §9 `check_at_least` 1000: counting stops there, and a bulk add takes at most that many. */
describe('resale API at more than 1000 matches', () => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let owner: string;
  let shopId: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const user = await createUser(db, { level: 2 });
    shopId = (await createShop(db, { slug: 'grande', ownerId: user.id })).id;
    owner = await createSessionCookie(db, user.id);
    const lote = await createSupplier(db, { isDropshipping: true, name: 'Lote' });
    await createListedProducts(db, {
      supplierId: lote.id,
      shopIds: [],
      items: Array.from({ length: 1005 }, (_, i) => ({
        name: `Vela ${String(i).padStart(4, '0')}`,
        contributionMargin: i,
        isDropshipping: true,
      })),
    });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('counts to 1000, pages in margin order, and bulk-adds the 1000 highest margins', async () => {
    for (const query of ['', '?text=vela', `?text=vela&offset=990`]) {
      const res = await call(api, 'GET', `/api/shops/grande/resale/products${query}`, undefined, {
        cookie: owner,
      });
      const body = (await res.json()) as { results: { name: string }[]; matches_estimated: number };
      expect(body.matches_estimated, query).toBe(1000);
      const first = query.includes('offset=990') ? 1004 - 990 : 1004;
      expect(body.results.map((r) => r.name).slice(0, 2), query).toEqual([
        `Vela ${String(first).padStart(4, '0')}`,
        `Vela ${String(first - 1).padStart(4, '0')}`,
      ]);
    }
    // A part of a word (no word starts so): the fallback's first 1000 matches, by margin.
    const part = await call(api, 'GET', '/api/shops/grande/resale/products?text=ela', undefined, {
      cookie: owner,
    });
    const partBody = (await part.json()) as {
      results: { name: string }[];
      matches_estimated: number;
    };
    expect(partBody.matches_estimated).toBe(1000);
    const numbers = partBody.results.map((r) => Number(r.name.slice(5)));
    expect(numbers).toHaveLength(10);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const added = await call(
      api,
      'POST',
      '/api/shops/grande/resale/bulk-add',
      { type: 'product', text: 'vela' },
      { cookie: owner },
    );
    expect(await added.json()).toEqual({ added: 1000, catalogue: null });
    const listed = await database.db
      .select({ name: products.name })
      .from(storeListings)
      .innerJoin(products, eq(products.id, storeListings.productId))
      .where(eq(storeListings.shopId, shopId))
      .orderBy(asc(storeListings.queuePosition));
    expect(listed).toHaveLength(1000);
    expect(listed[0]!.name).toBe('Vela 1004');
    expect(listed.at(-1)!.name).toBe('Vela 0005');
  });
});
