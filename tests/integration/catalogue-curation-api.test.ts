import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { catalogues, products, storeListings } from '@/lib/db/schema';
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

/**
 * Catalogue curation (issue 17; spec 03 §2 "Catalogue product list", §4, §7 "Catalogues"):
 * duplicating a catalogue, filling one with what the resale filters match, copying another shop's
 * public catalogue (fork) and moving items between catalogues.
 */
describe('catalogue curation API', () => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  let shopA: { id: string };
  let shopB: { id: string };
  let shopF: { id: string };
  const ctl = {} as Record<
    'favoritos' | 'vacio' | 'origen' | 'destino' | 'seleccion' | 'deB',
    string
  >;
  const id = {} as Record<
    'tazaRoja' | 'tazaAzul' | 'camisa' | 'gorra' | 'mochila' | 'franquicia' | 'bolsa' | 'curso',
    string
  >;
  let mayorista: string;

  const send = (method: string, path: string, body?: unknown, who?: Who, locale = 'es') =>
    call(api, method, `/api/shops/${path}`, body, {
      cookie: who ? cookie[who] : undefined,
      locale,
    });
  /** What a visitor reads on the catalogue's page (its public read). */
  const catalogueNames = async (shop: string, catalogue: string) => {
    const res = await send('GET', `${shop}/catalogues/${catalogue}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { results: Array<{ name: string }> }).results.map((p) => p.name);
  };
  const listedNames = async (shopId: string) =>
    (
      await database.db
        .select({ name: products.name })
        .from(storeListings)
        .innerJoin(products, eq(products.id, storeListings.productId))
        .where(eq(storeListings.shopId, shopId))
        .orderBy(asc(storeListings.productType), asc(storeListings.queuePosition))
    ).map((r) => r.name);
  const catalogueSlugs = async (shopId: string) =>
    (
      await database.db
        .select({ slug: catalogues.slug })
        .from(catalogues)
        .where(eq(catalogues.shopId, shopId))
        .orderBy(asc(catalogues.position))
    ).map((c) => c.slug);

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const staff = await createShopStaff(db);
    ({ shopA, shopB } = staff);
    mayorista = (await createSupplier(db, { isDropshipping: true, name: 'Mayorista' })).id;
    const taller = await createSupplier(db, { isDropshipping: false, name: 'Taller' });
    const ownerF = await createUser(db, { level: 2 });
    const franquicia = await createSupplier(db, {
      isDropshipping: false,
      ownerId: ownerF.id,
      name: 'Franquicia',
    });
    shopF = await createShop(db, {
      slug: 'franq',
      ownerId: ownerF.id,
      storeType: 'franchise',
      supplierId: franquicia.id,
    });
    const dropshipping = { isDropshipping: true };
    const [tazaRoja, camisa, gorra] = await createListedProducts(db, {
      supplierId: mayorista,
      shopIds: [shopA.id, shopB.id],
      items: [
        { name: 'Taza roja', contributionMargin: 4000, ...dropshipping },
        { name: 'Camisa', contributionMargin: 3000, ...dropshipping },
        { name: 'Gorra', contributionMargin: 100, ...dropshipping },
      ],
    });
    const [tazaAzul, bolsa, curso] = await createListedProducts(db, {
      supplierId: mayorista,
      shopIds: [],
      items: [
        { name: 'Taza azul', contributionMargin: 2000, ...dropshipping },
        { name: 'Bolsa', hidden: true, contributionMargin: 9000, ...dropshipping },
        { name: 'Curso de tazas', type: 'service', contributionMargin: 500, ...dropshipping },
      ],
    });
    const [mochila] = await createListedProducts(db, {
      supplierId: taller.id,
      shopIds: [shopB.id],
      items: [{ name: 'Mochila taza', contributionMargin: 9000 }],
    });
    const [franq] = await createListedProducts(db, {
      supplierId: franquicia.id,
      shopIds: [shopB.id],
      items: [{ name: 'Taza de franquicia', contributionMargin: 100 }],
    });
    Object.assign(id, {
      tazaRoja: tazaRoja!.id,
      tazaAzul: tazaAzul!.id,
      camisa: camisa!.id,
      gorra: gorra!.id,
      mochila: mochila!.id,
      franquicia: franq!.id,
      bolsa: bolsa!.id,
      curso: curso!.id,
    });
    const make = async (shopId: string, name: string, slug: string, productIds: string[]) =>
      (await createCatalogue(db, { shopId, name, slug, productIds, position: 0 })).id;
    Object.assign(ctl, {
      favoritos: await make(shopA.id, 'Favoritos', 'favoritos', [id.gorra, id.tazaRoja, id.camisa]),
      vacio: await make(shopA.id, 'Vacío', 'vacio', []),
      origen: await make(shopA.id, 'Origen', 'origen', [id.tazaRoja, id.camisa, id.gorra]),
      destino: await make(shopA.id, 'Destino', 'destino', [id.gorra]),
      seleccion: await make(shopB.id, 'Selección de B', 'seleccion', [
        id.mochila,
        id.tazaRoja,
        id.bolsa,
        id.franquicia,
        id.camisa,
      ]),
      deB: await make(shopB.id, 'Otro de B', 'otro', []),
    });
    await database.db.update(catalogues).set({ position: 1 }).where(eq(catalogues.id, ctl.vacio));
    Object.assign(cookie, staff.cookie, { ownerF: await createSessionCookie(db, ownerF.id) });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  describe('clone', () => {
    it("duplicates a catalogue as '… (copia)' with the same items in the same order, last in the shop's order", async () => {
      const res = await send(
        'POST',
        `tienda-a/catalogues/${ctl.favoritos}/products/clone`,
        {},
        'ownerA',
      );
      expect(res.status).toBe(201);
      const copy = await res.json();
      expect(copy).toMatchObject({
        name: 'Favoritos (copia)',
        slug: 'favoritos-copia',
        num_products: 3,
      });
      expect(await catalogueNames('tienda-a', 'favoritos-copia')).toEqual([
        'Gorra',
        'Taza roja',
        'Camisa',
      ]);
      expect((await catalogueSlugs(shopA.id)).at(-1)).toBe('favoritos-copia');
      // The original is untouched.
      expect(await catalogueNames('tienda-a', 'favoritos')).toEqual([
        'Gorra',
        'Taza roja',
        'Camisa',
      ]);
    });

    it("names the copy in the caller's language, or as asked, and cuts a long name to 150", async () => {
      // A bodyless call (no content type) is a copy with the default name too.
      const english = await api.request(
        `/api/shops/tienda-a/catalogues/${ctl.favoritos}/products/clone`,
        {
          method: 'POST',
          headers: { cookie: cookie.ownerA, 'sec-fetch-site': 'same-origin', 'x-locale': 'en' },
        },
      );
      expect(english.status).toBe(201);
      expect((await english.json()).name).toBe('Favoritos (copy)');

      const named = await send(
        'POST',
        `tienda-a/catalogues/${ctl.favoritos}/products/clone`,
        { name: 'Regalos' },
        'ownerA',
      );
      expect(await named.json()).toMatchObject({
        name: 'Regalos',
        slug: 'regalos',
        num_products: 3,
      });

      await send('PATCH', `tienda-a/catalogues/${ctl.vacio}`, { name: 'v'.repeat(150) }, 'ownerA');
      const cut = await send(
        'POST',
        `tienda-a/catalogues/${ctl.vacio}/products/clone`,
        {},
        'ownerA',
      );
      const cutName = (await cut.json()).name as string;
      expect(cutName).toHaveLength(150);
      expect(cutName.endsWith('v (copia)')).toBe(true);
      await send('PATCH', `tienda-a/catalogues/${ctl.vacio}`, { name: 'Vacío' }, 'ownerA');
    });

    it('refuses a bad name, an unknown or foreign catalogue, an admin below level two and a proxy shop', async () => {
      const before = await catalogueSlugs(shopA.id);
      const bad = await send(
        'POST',
        `tienda-a/catalogues/${ctl.favoritos}/products/clone`,
        { name: '!!!' },
        'ownerA',
      );
      expect(bad.status).toBe(422);
      expect((await bad.json()).fields).toEqual({ name: ['invalid_name'] });

      for (const target of ['ctl_unknown', ctl.seleccion]) {
        const missing = await send(
          'POST',
          `tienda-a/catalogues/${target}/products/clone`,
          {},
          'ownerA',
        );
        expect(missing.status).toBe(404);
        expect((await missing.json()).code).toBe('catalogue_not_found');
      }

      // The admin member of tienda-a is level one: duplicating is for level two (spec 03 §2).
      const levelOne = await send(
        'POST',
        `tienda-a/catalogues/${ctl.favoritos}/products/clone`,
        {},
        'adminA',
      );
      expect(levelOne.status).toBe(403);
      expect((await levelOne.json()).code).toBe('forbidden');

      const proxy = await send(
        'POST',
        `espejo-a/catalogues/${ctl.favoritos}/products/clone`,
        {},
        'ownerProxy',
      );
      expect(proxy.status).toBe(409);
      expect((await proxy.json()).code).toBe('proxy_shop_read_only');
      expect(await catalogueSlugs(shopA.id)).toEqual(before);
    });
  });

  describe('add_filtered', () => {
    it('adds every resale item the filters match, highest margin first, once, listing them in the shop too', async () => {
      const add = (body: Record<string, unknown>, who: Who = 'ownerA') =>
        send('POST', `tienda-a/catalogues/${ctl.vacio}/products/add_filtered`, body, who);
      const first = await add({ type: 'product', text: 'taza' });
      expect(first.status).toBe(200);
      // The non-resale 'Mochila taza' and the franchise's mug are not items tienda-a may resell.
      expect(await first.json()).toEqual({
        added: 2,
        catalogue: { slug: 'vacio', name: 'Vacío' },
      });
      expect(await catalogueNames('tienda-a', 'vacio')).toEqual(['Taza roja', 'Taza azul']);
      expect(await listedNames(shopA.id)).toContain('Taza azul');

      const again = await add({ type: 'product', text: 'taza' }, 'adminA');
      expect(await again.json()).toMatchObject({ added: 0 });
      const services = await add({ type: 'service' });
      expect(await services.json()).toMatchObject({ added: 1 });
      const bySupplier = await add({ type: 'product', supplier: mayorista });
      expect(await bySupplier.json()).toMatchObject({ added: 2 });
      expect(await catalogueNames('tienda-a', 'vacio')).toEqual([
        'Taza roja',
        'Taza azul',
        'Curso de tazas',
        'Camisa',
        'Gorra',
      ]);
    });

    it('refuses bad filters and an unknown or foreign catalogue', async () => {
      for (const body of [{}, { type: 'cosa' }, { type: 'product', text: 'x'.repeat(101) }]) {
        const res = await send(
          'POST',
          `tienda-a/catalogues/${ctl.vacio}/products/add_filtered`,
          body,
          'ownerA',
        );
        expect(res.status).toBe(422);
        expect((await res.json()).code).toBe('validation_error');
      }
      for (const target of ['ctl_unknown', ctl.seleccion]) {
        const res = await send(
          'POST',
          `tienda-a/catalogues/${target}/products/add_filtered`,
          { type: 'product' },
          'ownerA',
        );
        expect(res.status).toBe(404);
        expect((await res.json()).code).toBe('catalogue_not_found');
      }
    });
  });

  describe('fork', () => {
    it("copies another shop's catalogue with only the items this shop may resell, in its order", async () => {
      const res = await send(
        'POST',
        'tienda-a/catalogues/fork',
        { origin_id: ctl.seleccion },
        'ownerA',
      );
      expect(res.status).toBe(201);
      const forked = await res.json();
      // Mochila (not for resale) and the franchise's mug are left out; the hidden bag is not public.
      expect(forked).toMatchObject({
        added: 2,
        skipped: 2,
        catalogue: { name: 'Selección de B', slug: 'seleccion-de-b', num_products: 2 },
      });
      expect(await catalogueNames('tienda-a', 'seleccion-de-b')).toEqual(['Taza roja', 'Camisa']);
    });

    it('finds the origin by shop and slug, takes a name, and a franchise shop keeps its franchise items', async () => {
      const named = await send(
        'POST',
        'tienda-a/catalogues/fork',
        { origin_shop: 'tienda-b', origin_slug: 'SELECCION', name: 'Lo de B' },
        'adminA',
      );
      expect(named.status).toBe(201);
      expect(await named.json()).toMatchObject({ catalogue: { slug: 'lo-de-b' }, added: 2 });

      const franchise = await send(
        'POST',
        'franq/catalogues/fork',
        { origin_id: ctl.seleccion },
        'ownerF',
      );
      expect(await franchise.json()).toMatchObject({ added: 1, skipped: 3 });
      expect(await catalogueNames('franq', 'seleccion-de-b')).toEqual(['Taza de franquicia']);
      expect(await listedNames(shopF.id)).toEqual(['Taza de franquicia']);
    });

    it('refuses a missing, doubled or unknown origin and a bad name', async () => {
      const fork = (body: Record<string, unknown>) =>
        send('POST', 'tienda-a/catalogues/fork', body, 'ownerA');
      const before = await catalogueSlugs(shopA.id);
      const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
        [{}, { origin_id: ['required'] }],
        [{ origin_id: ctl.seleccion, origin_shop: 'tienda-b' }, { origin_id: ['exclusive'] }],
        [{ origin_shop: 'tienda-b' }, { origin_slug: ['required'] }],
        [{ origin_slug: 'seleccion' }, { origin_shop: ['required'] }],
        [{ origin_id: ctl.seleccion, name: '!!!' }, { name: ['invalid_name'] }],
      ];
      for (const [body, fields] of cases) {
        const res = await fork(body);
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect((await res.json()).fields).toEqual(fields);
      }
      for (const body of [
        { origin_id: 'ctl_unknown' },
        { origin_shop: 'no-existe', origin_slug: 'seleccion' },
        { origin_shop: 'tienda-b', origin_slug: 'no-existe' },
      ]) {
        const res = await fork(body);
        expect(res.status).toBe(404);
        expect((await res.json()).code).toBe('catalogue_not_found');
      }
      expect(await catalogueSlugs(shopA.id)).toEqual(before);
    });
  });

  describe('move items between catalogues', () => {
    it("moves the catalogue's given items after the target's, skipping those it does not hold", async () => {
      const res = await send(
        'POST',
        `tienda-a/catalogues/${ctl.origen}/products/move`,
        { to: ctl.destino, product_ids: [id.gorra, id.tazaRoja, id.mochila] },
        'ownerA',
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        moved: 2,
        catalogue: { id: ctl.destino, slug: 'destino', name: 'Destino' },
      });
      expect(await catalogueNames('tienda-a', 'origen')).toEqual(['Camisa']);
      expect(await catalogueNames('tienda-a', 'destino')).toEqual(['Gorra', 'Taza roja']);
      // The items stay in the store.
      expect(await listedNames(shopA.id)).toEqual(expect.arrayContaining(['Gorra', 'Taza roja']));
    });

    it('refuses the same catalogue, no ids, and a catalogue of another shop', async () => {
      const move = (catalogue: string, body: Record<string, unknown>) =>
        send('POST', `tienda-a/catalogues/${catalogue}/products/move`, body, 'ownerA');
      const same = await move(ctl.origen, { to: ctl.origen, product_ids: [id.camisa] });
      expect(same.status).toBe(422);
      expect((await same.json()).fields).toEqual({ to: ['same_catalogue'] });
      const none = await move(ctl.origen, { to: ctl.destino, product_ids: [] });
      expect(none.status).toBe(422);
      for (const [from, to] of [
        [ctl.origen, ctl.deB],
        [ctl.deB, ctl.origen],
      ] as const) {
        const foreign = await move(from, { to, product_ids: [id.camisa] });
        expect(foreign.status).toBe(404);
        expect((await foreign.json()).code).toBe('catalogue_not_found');
      }
      expect(await catalogueNames('tienda-a', 'origen')).toEqual(['Camisa']);
    });
  });

  it('force-deletes a catalogue that still has items, which stay in the shop', async () => {
    const refused = await send('DELETE', `tienda-a/catalogues/${ctl.origen}`, undefined, 'ownerA');
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe('product_catalogue_has_products');
    const forced = await send(
      'DELETE',
      `tienda-a/catalogues/${ctl.origen}?force=true`,
      undefined,
      'ownerA',
    );
    expect(forced.status).toBe(204);
    expect(await catalogueSlugs(shopA.id)).not.toContain('origen');
    expect(await listedNames(shopA.id)).toContain('Camisa');
  });

  const operations: Array<[string, (ids: typeof ctl) => string, unknown]> = [
    ['clone', (c) => `catalogues/${c.favoritos}/products/clone`, {}],
    ['add_filtered', (c) => `catalogues/${c.vacio}/products/add_filtered`, { type: 'product' }],
    ['fork', () => 'catalogues/fork', { origin_id: 'ctl_x' }],
    ['move', (c) => `catalogues/${c.vacio}/products/move`, { to: 'ctl_x', product_ids: ['prd_x'] }],
  ];

  it.each(operations)(
    '%s: 401 signed out, 403 for another shop’s admin and staff, 404 for an unknown shop',
    async (_name, path, body) => {
      const before = await catalogueSlugs(shopA.id);
      const signedOut = await send('POST', `tienda-a/${path(ctl)}`, body);
      expect(signedOut.status).toBe(401);
      for (const who of ['ownerB', 'customer', 'dispatcherA', 'ownerF'] as const) {
        const refused = await send('POST', `tienda-a/${path(ctl)}`, body, who);
        expect(refused.status, who).toBe(403);
        expect((await refused.json()).code).toBe('forbidden');
      }
      const unknown = await send('POST', `no-existe/${path(ctl)}`, body, 'ownerA');
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).code).toBe('shop_not_found');
      expect(await catalogueSlugs(shopA.id)).toEqual(before);
    },
  );
});
