import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { products, storeListings } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { createListedProducts, createShop, createSupplier } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

/** Where each named item sits in the shop's order, among 1 200 plates. */
const PLACED: Record<number, { name: string; type?: 'service'; description?: string }> = {
  10: { name: 'Tazón chico' },
  40: { name: 'Tour nocturno por el mercado', type: 'service' },
  1100: { name: 'Tour por los talleres de Oaxaca', type: 'service' },
  1120: { name: 'Tazón azul' },
  1150: { name: 'Tazón de barro' },
  1180: { name: 'Jarra de pulque', description: 'Pintada a mano en Puebla.' },
};

/**
 * A text whose matches lie far down a big shop's order, or are all of another type, is searched
 * through its own index instead of walking the shop (lib/server/products/listing-page.ts): the
 * same answer, in the shop's order.
 */
describe.each(kinds)('search of rare matches in a big shop on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let shopId = '';
  const search = async (query: string) => {
    const res = await api.request(`/api/shops/grande/search?${query}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { name: string }[]; matches_estimated: number };
    return { names: body.results.map((p) => p.name), total: body.matches_estimated };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const supplier = await createSupplier(database.db, { name: 'Mercado de Oaxaca' });
    const shop = await createShop(database.db, { slug: 'grande' });
    shopId = shop.id;
    await createListedProducts(database.db, {
      supplierId: supplier.id,
      shopIds: [shop.id],
      items: Array.from({ length: 1200 }, (_, i) => PLACED[i] ?? { name: `Plato ${i}` }),
    });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('finds names far down the order, in the shop order', async () => {
    expect(await search('text=tazón&type=product&limit=10')).toEqual({
      names: ['Tazón chico', 'Tazón azul', 'Tazón de barro'],
      total: 3,
    });
    expect(await search('text=taz&limit=1')).toEqual({ names: ['Tazón chico'], total: 3 });
    expect(await search('text=taz&limit=1&offset=1')).toEqual({ names: ['Tazón azul'], total: 3 });
    expect(await search('text=taz&limit=2&offset=1')).toEqual({
      names: ['Tazón azul', 'Tazón de barro'],
      total: 3,
    });
  });

  it('finds a description far down the order after the names', async () => {
    expect(await search('text=puebla&type=product')).toEqual({
      names: ['Jarra de pulque'],
      total: 1,
    });
    expect(await search('text=pu&type=product')).toEqual({
      names: ['Jarra de pulque'],
      total: 1,
    });
  });

  it('offers no product for a text only services match, and the services for theirs', async () => {
    expect(await search('text=tour&type=product')).toEqual({ names: [], total: 0 });
    expect(await search('text=tour&type=service')).toEqual({
      names: ['Tour nocturno por el mercado', 'Tour por los talleres de Oaxaca'],
      total: 2,
    });
    expect(await search('text=talleres&type=service')).toEqual({
      names: ['Tour por los talleres de Oaxaca'],
      total: 1,
    });
  });

  it('corrects a misspelt word within the asked type alone (its own trigram index)', async () => {
    expect(await search('text=tourr&type=service')).toEqual({
      names: ['Tour nocturno por el mercado', 'Tour por los talleres de Oaxaca'],
      total: 2,
    });
    expect(await search('text=tourr&type=product')).toEqual({ names: [], total: 0 });
    expect(await search('text=tazonn&type=product')).toEqual({
      names: ['Tazón chico', 'Tazón azul', 'Tazón de barro'],
      total: 3,
    });
  });

  // Last: it reorders the shop. Written straight to the table, so no kept answer expires: each
  // ask after the change has a limit of its own, hence a new read.
  it('finds the right page after the shop changes, though it kept where its walks stop', async () => {
    expect(await search('text=taz&type=product&limit=1')).toEqual({
      names: ['Tazón chico'],
      total: 3,
    });
    const plate = (i: number) => `Plato ${i}`;
    const listed = await database.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(inArray(products.name, ['Tazón chico', 'Tazón de barro', plate(500)]));
    const idOf = (name: string) => listed.find((item) => item.name === name)!.id;
    const moveTo = (name: string, queuePosition: number) =>
      database.db
        .update(storeListings)
        .set({ queuePosition })
        .where(and(eq(storeListings.shopId, shopId), eq(storeListings.productId, idOf(name))));
    // The last bowl first, the first one last, and 300 plates gone: the 1 000th listing the
    // walks stopped at is now past the end of the shop.
    await moveTo('Tazón de barro', -1);
    await moveTo('Tazón chico', 5000);
    await database.db
      .delete(storeListings)
      .where(
        and(
          eq(storeListings.shopId, shopId),
          gte(storeListings.queuePosition, 100),
          lt(storeListings.queuePosition, 400),
        ),
      );
    expect(await search('text=taz&type=product&limit=3')).toEqual({
      names: ['Tazón de barro', 'Tazón azul', 'Tazón chico'],
      total: 3,
    });
    expect(await search('text=taz&type=product&limit=4&offset=1')).toEqual({
      names: ['Tazón azul', 'Tazón chico'],
      total: 3,
    });
    expect(await search('text=tazón&limit=5')).toEqual({
      names: ['Tazón de barro', 'Tazón azul', 'Tazón chico'],
      total: 3,
    });
  });
});
