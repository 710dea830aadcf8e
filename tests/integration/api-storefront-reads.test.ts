import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiApp } from '@/lib/server/http/app';

import {
  createCatalogue,
  createListedProducts,
  createShop,
  createSupplier,
} from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

describe.each(kinds)('storefront read API on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const get = (path: string, init?: RequestInit) => api.request(path, init);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const supplier = await createSupplier(db, { name: 'Café del Valle', isDropshipping: true });
    const cafe = await createShop(db, {
      slug: 'cafe',
      theme: 'theme05',
      storeType: 'affinity',
      color1: '#6b3e26',
    });
    const otra = await createShop(db, { slug: 'otra', rootAffinityShopId: cafe.id });
    await createShop(db, { slug: 'espejo', isProxy: true, proxyOfShopId: cafe.id });
    const items = await createListedProducts(db, {
      supplierId: supplier.id,
      shopIds: [cafe.id],
      items: [
        {
          name: 'Café orgánico de Chiapas',
          nameEn: 'Organic Chiapas coffee',
          listPrice: 18950,
          crossoutPrice: 22000,
        },
        { name: 'Taza de barro negro', nameEn: 'Black clay mug', listPrice: 25000 },
        {
          name: 'Molino de café manual',
          listPrice: 99900,
          currency: 'USD',
          tags: ['molino', 'cafe'],
        },
        { name: 'Clase de barismo', type: 'service', listPrice: 50000 },
        { name: 'Café borrador', listState: 'unpublished', listPrice: 100 },
        { name: 'Café secreto', hidden: true, listPrice: 100 },
      ],
    });
    await createListedProducts(db, {
      supplierId: supplier.id,
      shopIds: [otra.id],
      items: [{ name: 'Café de otra tienda' }],
    });
    await createCatalogue(db, {
      shopId: cafe.id,
      name: 'Para regalar',
      slug: 'para-regalar',
      productIds: [items[1]!.id, items[0]!.id],
    });
    await createCatalogue(db, {
      shopId: cafe.id,
      name: 'Vacío',
      slug: 'vacio',
      productIds: [],
      position: 1,
    });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('answers the health check with the database kind', async () => {
    const res = await get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: kind });
  });

  it('reads a shop by slug with theme info, root store and the tracking it was read with', async () => {
    const res = await get('/api/shops/otra?referral=ana&campaign=verano&click_id=c1&gclid=g1');
    expect(res.status).toBe(200);
    const shop = await res.json();
    expect(shop).toMatchObject({
      slug: 'otra',
      store_type: 'affiliate',
      referral: 'ana',
      campaign: 'verano',
      click_id: 'c1',
      gclid: 'g1',
      permissions: { admin: false, roles: [] },
      root_affinity_store_info: { slug: 'cafe', color1: '#6b3e26' },
      store_theme_info: { sections_info: ['products'], slider_info: [], header_info: null },
    });
    expect(typeof shop.owner).toBe('string');
  });

  it('answers an unknown shop with 404 shop_not_found in the visitor language', async () => {
    const es = await get('/api/shops/no-existe');
    expect(es.status).toBe(404);
    expect(await es.json()).toEqual({ code: 'shop_not_found', message: 'Tienda no encontrada' });
    const en = await get('/api/shops/no-existe', { headers: { cookie: 'NEXT_LOCALE=en' } });
    expect((await en.json()).message).toBe('Store not found');
  });

  it('refuses invalid input with 422 and the offending fields, never a 500', async () => {
    for (const path of [
      '/api/shops/bad%20slug',
      '/api/shops/cafe/products?limit=0',
      '/api/shops/cafe/products?limit=abc',
      '/api/shops/cafe/products?type=car',
      '/api/shops/cafe/products?sort=price',
      '/api/shops/cafe/products?offset=-1',
      `/api/shops/cafe/search?text=${'x'.repeat(101)}`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(422);
      const body = await res.json();
      expect(body.code).toBe('validation_error');
      expect(Object.keys(body.fields).length, path).toBeGreaterThan(0);
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('not_found');
  });

  it('lists products of one type in queue order and hides unpublished or hidden items from visitors', async () => {
    const res = await get('/api/shops/cafe/products?type=product');
    const page = await res.json();
    expect(page.matches_estimated).toBe(3);
    expect(page.results.map((p: { name: string }) => p.name)).toEqual([
      'Café orgánico de Chiapas',
      'Taza de barro negro',
      'Molino de café manual',
    ]);
    expect(page.results[0]).toMatchObject({
      list_price: 18950,
      crossout_price: 22000,
      currency: 'MXN',
      in_store: true,
    });
    const services = await (await get('/api/shops/cafe/products?type=service')).json();
    expect(services.results.map((p: { name: string }) => p.name)).toEqual(['Clase de barismo']);
  });

  it('sorts by price both ways and pages with offset/limit', async () => {
    const desc = await (await get('/api/shops/cafe/products?sort=-list_price')).json();
    expect(desc.results.map((p: { list_price: number }) => p.list_price)).toEqual([
      99900, 25000, 18950,
    ]);
    const asc = await (
      await get('/api/shops/cafe/products?sort=list_price&limit=1&offset=1')
    ).json();
    expect(asc.results.map((p: { list_price: number }) => p.list_price)).toEqual([25000]);
    expect(asc.matches_estimated).toBe(3);
  });

  it('a proxy shop shows the products of the shop it mirrors', async () => {
    const page = await (await get('/api/shops/espejo/products')).json();
    expect(page.matches_estimated).toBe(3);
  });

  it('searches lowercased word prefixes in Spanish and English names, only within the shop', async () => {
    const byPrefix = await (await get('/api/shops/cafe/search?text=CAF')).json();
    const names = byPrefix.results.map((p: { name: string }) => p.name);
    expect(names).toEqual(['Café orgánico de Chiapas', 'Molino de café manual']);
    expect(byPrefix.matches_estimated).toBe(2);
    const english = await (await get('/api/shops/cafe/search?text=mug')).json();
    expect(english.results.map((p: { name: string }) => p.name)).toEqual(['Taza de barro negro']);
    const twoWords = await (await get('/api/shops/cafe/search?text=cafe%20chia')).json();
    expect(twoWords.results.map((p: { name: string }) => p.name)).toEqual([
      'Café orgánico de Chiapas',
    ]);
    const typed = await (await get('/api/shops/cafe/search?text=barismo&type=service')).json();
    expect(typed.matches_estimated).toBe(1);
    const tagged = await (await get('/api/shops/cafe/search?tags=molino')).json();
    expect(tagged.results.map((p: { name: string }) => p.name)).toEqual(['Molino de café manual']);
    const wildcard = await (await get('/api/shops/cafe/search?text=%25')).json();
    expect(wildcard).toEqual({ results: [], matches_estimated: 0 });
  });

  it('ignores accents both ways, as shoppers type them', async () => {
    const withoutAccent = await (await get('/api/shops/cafe/search?text=organico')).json();
    expect(withoutAccent.results.map((p: { name: string }) => p.name)).toEqual([
      'Café orgánico de Chiapas',
    ]);
    const withAccent = await (await get('/api/shops/cafe/search?text=t%C3%A1za')).json();
    expect(withAccent.results.map((p: { name: string }) => p.name)).toEqual([
      'Taza de barro negro',
    ]);
  });

  it('falls back to substrings of names when no word starts with the text', async () => {
    const inside = await (await get('/api/shops/cafe/search?text=rismo')).json();
    expect(inside.results.map((p: { name: string }) => p.name)).toEqual(['Clase de barismo']);
    const tooShort = await (await get('/api/shops/cafe/search?text=zq')).json();
    expect(tooShort.matches_estimated).toBe(0);
  });

  it('pages search results and caps matches_estimated at check_at_least', async () => {
    const first = await (await get('/api/shops/cafe/search?text=caf&limit=1')).json();
    expect(first.results).toHaveLength(1);
    expect(first.matches_estimated).toBe(2);
    const capped = await (
      await get('/api/shops/cafe/search?text=caf&limit=1&check_at_least=1')
    ).json();
    expect(capped.matches_estimated).toBe(1);
    // A full page past check_at_least tells the cap without counting; the same answer as a count.
    const cappedLater = await (
      await get('/api/shops/cafe/search?text=caf&limit=1&offset=1&check_at_least=1')
    ).json();
    expect(cappedLater.matches_estimated).toBe(1);
    const countedUpTo = await (
      await get('/api/shops/cafe/search?text=caf&limit=1&check_at_least=5')
    ).json();
    expect(countedUpTo.matches_estimated).toBe(2);
    const second = await (await get('/api/shops/cafe/search?text=caf&limit=1&offset=1')).json();
    expect(second.results.map((p: { name: string }) => p.name)).toEqual(['Molino de café manual']);
  });

  it('reads a product detail only through a shop that lists it', async () => {
    const list = await (await get('/api/shops/cafe/products')).json();
    const id = list.results[0].id;
    const detail = await get(`/api/shops/cafe/products/${id}`);
    expect(detail.status).toBe(200);
    expect(await detail.json()).toMatchObject({
      id,
      name: 'Café orgánico de Chiapas',
      supplier: { name: 'Café del Valle' },
    });
    const elsewhere = await get(`/api/shops/otra/products/${id}`);
    expect(elsewhere.status).toBe(404);
    expect((await elsewhere.json()).code).toBe('product_not_found');
  });

  it('lists catalogues in order with product counts and reads one by slug or id', async () => {
    const list = await (await get('/api/shops/cafe/catalogues')).json();
    expect(
      list.results.map((c: { name: string; num_products: number }) => [c.name, c.num_products]),
    ).toEqual([
      ['Para regalar', 2],
      ['Vacío', 0],
    ]);
    const bySlug = await (await get('/api/shops/cafe/catalogues/para-regalar')).json();
    expect(bySlug.results.map((p: { name: string }) => p.name)).toEqual([
      'Taza de barro negro',
      'Café orgánico de Chiapas',
    ]);
    const byId = await (
      await get(`/api/shops/cafe/catalogues/${list.results[0].id}?text=taza`)
    ).json();
    expect(byId.matches_estimated).toBe(1);
    const otherShop = await get('/api/shops/otra/catalogues/para-regalar');
    expect(otherShop.status).toBe(404);
    expect((await otherShop.json()).code).toBe('catalogue_not_found');
  });

  it('publishes the OpenAPI document and a reference page', async () => {
    const doc = await (await get('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/shops/{slug}',
        '/api/shops/{slug}/products',
        '/api/shops/{slug}/search',
      ]),
    );
    const page = await get('/api/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('/api/shops/{slug}/catalogues');
  });
});
