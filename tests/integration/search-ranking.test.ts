import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiApp } from '@/lib/server/http/app';

import { createListedProducts, createShop, createSupplier } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

/** What a shopper finds in Spanish: plurals, accents, and names before descriptions (spec 01 §5). */
describe.each(kinds)('search ranking on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const names = async (text: string) => {
    const res = await api.request(`/api/shops/barro/search?text=${encodeURIComponent(text)}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { results: { name: string }[] }).results.map((p) => p.name);
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const supplier = await createSupplier(database.db, { name: 'Alfarería de Oaxaca' });
    const shop = await createShop(database.db, { slug: 'barro' });
    // In the shop's order: the description-only match comes first.
    await createListedProducts(database.db, {
      supplierId: supplier.id,
      shopIds: [shop.id],
      items: [
        {
          name: 'Jarra de cerámica',
          nameEn: 'Ceramic jug',
          description: 'Hecha a mano con barro negro de Oaxaca.',
        },
        { name: 'Plato hondo', nameEn: 'Soup plate', description: 'Esmaltado sin plomo.' },
        {
          name: 'Taza de barro negro',
          nameEn: 'Black clay mug',
          description: 'Para café de olla.',
        },
        {
          name: 'Tazas de talavera (juego de 4)',
          nameEn: 'Talavera mugs (set of 4)',
          description: 'Pintadas a mano.',
        },
        { name: 'Canción de cuna', nameEn: 'Lullaby', description: 'Música para dormir.' },
      ],
    });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('puts items named by the text before items that only mention it, in the shop order within each', async () => {
    expect(await names('barro')).toEqual(['Taza de barro negro', 'Jarra de cerámica']);
  });

  it('pages across the two groups: the page that straddles them, and one wholly past the names', async () => {
    const page = async (text: string, offset: number, limit: number) => {
      const res = await api.request(
        `/api/shops/barro/search?text=${text}&offset=${offset}&limit=${limit}`,
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as { results: { name: string }[]; matches_estimated: number };
      return { names: body.results.map((p) => p.name), total: body.matches_estimated };
    };
    // 'mano' names nothing: both come from descriptions, in the shop's order.
    expect(await page('mano', 0, 10)).toEqual({
      names: ['Jarra de cerámica', 'Tazas de talavera (juego de 4)'],
      total: 2,
    });
    expect(await page('barro', 0, 1)).toEqual({ names: ['Taza de barro negro'], total: 2 });
    expect(await page('barro', 1, 1)).toEqual({ names: ['Jarra de cerámica'], total: 2 });
    expect(await page('barro', 2, 1)).toEqual({ names: [], total: 2 });
  });

  it('finds singular and plural alike', async () => {
    expect(await names('tazas')).toEqual(['Taza de barro negro', 'Tazas de talavera (juego de 4)']);
    expect(await names('taza')).toEqual(['Taza de barro negro', 'Tazas de talavera (juego de 4)']);
    expect(await names('jarras')).toEqual(['Jarra de cerámica']);
    expect(await names('platos hondos')).toEqual(['Plato hondo']);
  });

  it('ignores accents and case both ways, and matches the English names too', async () => {
    expect(await names('CERAMICA')).toEqual(['Jarra de cerámica']);
    expect(await names('cancion')).toEqual(['Canción de cuna']);
    expect(await names('mugs')).toEqual(['Taza de barro negro', 'Tazas de talavera (juego de 4)']);
  });
});
