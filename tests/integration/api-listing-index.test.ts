import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { products, sessions } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';
import { hashSessionToken, SESSION_COOKIE } from '@/lib/server/auth/session-token';

import { createListedProducts, createShop, createSupplier, createUser } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

interface Entry {
  id: string;
  owner: string;
  type: string;
  updated_at: string;
}

/** The public listing index sitemaps read: published, visible items only, paged by id. */
describe.each(kinds)('listing index API on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let supplierId: string;
  let visibleIds: string[];
  const ownerToken = randomBytes(32).toString('base64url');
  const get = (path: string, init?: RequestInit) => api.request(path, init);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const owner = await createUser(db, { level: 2 });
    const supplier = await createSupplier(db, { name: 'Proveedor' });
    supplierId = supplier.id;
    const tienda = await createShop(db, { slug: 'tienda', ownerId: owner.id });
    const otra = await createShop(db, { slug: 'otra' });
    await createShop(db, { slug: 'espejo', isProxy: true, proxyOfShopId: tienda.id });
    const items = await createListedProducts(db, {
      supplierId,
      shopIds: [tienda.id],
      items: [
        { name: 'Taza' },
        { name: 'Clase de barismo', type: 'service' },
        { name: 'Cata de café', type: 'experience' },
        { name: 'Guía digital', type: 'digital' },
        { name: 'Molino' },
        { name: 'Borrador', listState: 'unpublished' },
        { name: 'Secreto', hidden: true },
      ],
    });
    await createListedProducts(db, {
      supplierId,
      shopIds: [otra.id],
      items: [{ name: 'De otra tienda' }],
    });
    await db
      .update(products)
      .set({ updatedAt: new Date('2025-02-03T04:05:06.000Z') })
      .where(eq(products.id, items[0]!.id));
    visibleIds = items
      .slice(0, 5)
      .map((p) => p.id)
      .sort();
    await db.insert(sessions).values({
      id: 'ses_owner_index',
      userId: owner.id,
      tokenHash: hashSessionToken(ownerToken),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('lists every published, visible item of the shop in id order with owner, type and last change', async () => {
    const res = await get('/api/shops/tienda/listing-index');
    expect(res.status).toBe(200);
    const page = (await res.json()) as { results: Entry[]; matches_estimated: number };
    expect(page.matches_estimated).toBe(5);
    expect(page.results.map((e) => e.id)).toEqual(visibleIds);
    expect(new Set(page.results.map((e) => e.type))).toEqual(
      new Set(['product', 'service', 'experience', 'digital']),
    );
    for (const entry of page.results) {
      expect(entry.owner).toBe(supplierId);
      expect(Number.isNaN(Date.parse(entry.updated_at))).toBe(false);
    }
    expect(page.results.map((e) => e.updated_at)).toContain('2025-02-03T04:05:06.000Z');
  });

  it('pages by offset and limit with the exact total, also on a full page and past the end', async () => {
    const first = await (await get('/api/shops/tienda/listing-index?limit=2')).json();
    expect(first.results.map((e: Entry) => e.id)).toEqual(visibleIds.slice(0, 2));
    expect(first.matches_estimated).toBe(5);
    const last = await (await get('/api/shops/tienda/listing-index?offset=4&limit=2')).json();
    expect(last.results.map((e: Entry) => e.id)).toEqual(visibleIds.slice(4));
    expect(last.matches_estimated).toBe(5);
    const past = await (await get('/api/shops/tienda/listing-index?offset=10&limit=2')).json();
    expect(past).toEqual({ results: [], matches_estimated: 5 });
  });

  it('is the public view even for the shop owner', async () => {
    const res = await get('/api/shops/tienda/listing-index', {
      headers: { cookie: `${SESSION_COOKIE}=${ownerToken}` },
    });
    expect((await res.json()).matches_estimated).toBe(5);
  });

  it('gives a proxy shop the listing of the shop it mirrors', async () => {
    const page = await (await get('/api/shops/espejo/listing-index')).json();
    expect(page.results.map((e: Entry) => e.id)).toEqual(visibleIds);
  });

  it('keeps shops apart', async () => {
    const page = await (await get('/api/shops/otra/listing-index')).json();
    expect(page.matches_estimated).toBe(1);
    expect(page.results.some((e: Entry) => visibleIds.includes(e.id))).toBe(false);
  });

  it('accepts up to 50,000 a page and refuses more, or bad paging, with 422', async () => {
    expect((await get('/api/shops/tienda/listing-index?limit=50000')).status).toBe(200);
    for (const query of ['limit=50001', 'limit=0', 'offset=-1', 'limit=abc']) {
      const res = await get(`/api/shops/tienda/listing-index?${query}`);
      expect(res.status, query).toBe(422);
      expect((await res.json()).code).toBe('validation_error');
    }
  });

  it('answers an unknown shop with 404 shop_not_found', async () => {
    const res = await get('/api/shops/no-existe/listing-index');
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('shop_not_found');
  });

  it('is in the OpenAPI document', async () => {
    const doc = await (await get('/api/openapi.json')).json();
    expect(doc.paths['/api/shops/{slug}/listing-index']?.get).toBeDefined();
    expect(doc.components.schemas.ListingIndexPage).toBeDefined();
  });
});
