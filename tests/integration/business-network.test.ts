import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createListedProducts, createShop, createSupplier } from '../support/factories';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

interface Business {
  kind: 'shop' | 'supplier';
  name: string;
  product_count: number | null;
  href: string | null;
}
interface Item {
  id: string;
  name: string;
  owner: string;
  type: string;
  shop: { slug: string; name: string };
  href: string;
}
interface Page<T> {
  results: T[];
  matches_estimated: number;
}

/**
 * The business network (issue 20; spec 03 §2 `/red-comercial` and `/products`): anyone lists the
 * public shops, the suppliers with public items, and the items public shops sell. Proxies and
 * the shops and items of a disabled supplier never appear.
 */
describe('business network API', () => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const ids = {} as Record<'taza' | 'cafetera' | 'oculta' | 'soloEspejo' | 'apagado', string>;

  const get = async <T>(path: string) => {
    const res = await call(api, 'GET', `/api/network/${path}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Page<T>;
  };
  const businesses = async (query = '') =>
    (await get<Business>(`businesses${query}`)).results.map((b) => `${b.kind}:${b.name}`);

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const tostador = await createSupplier(db, { name: 'Tostador Orgánico', isDropshipping: true });
    const apagado = await createSupplier(db, { name: 'Proveedor Apagado', enabled: false });
    // A supplier with nothing public: not a business of the network.
    await createSupplier(db, { name: 'Proveedor Vacío' });

    const cafe = await createShop(db, {
      slug: 'cafe-altura',
      name: 'Café de Altura',
      seoDescription: 'Café de especialidad',
    });
    const moda = await createShop(db, { slug: 'moda', name: 'Moda Mexicana' });
    const espejo = await createShop(db, {
      slug: 'espejo',
      name: 'Café Espejo',
      isProxy: true,
      proxyOfShopId: cafe.id,
    });
    const tostadorShop = await createShop(db, {
      slug: 'tostador',
      name: 'Tienda del Tostador',
      supplierId: tostador.id,
    });
    await createShop(db, {
      slug: 'apagada',
      name: 'Café Apagado',
      supplierId: apagado.id,
    });

    const [taza, cafetera] = await createListedProducts(db, {
      supplierId: tostador.id,
      shopIds: [cafe.id, tostadorShop.id],
      items: [{ name: 'Taza de barro' }, { name: 'Cafetera de émbolo', type: 'product' }],
    });
    const [taller] = await createListedProducts(db, {
      supplierId: tostador.id,
      shopIds: [moda.id],
      items: [{ name: 'Taller de barismo', type: 'service' }],
    });
    const [oculta] = await createListedProducts(db, {
      supplierId: tostador.id,
      shopIds: [cafe.id],
      items: [{ name: 'Taza oculta', hidden: true }],
    });
    // Listed only in the proxy: no public shop sells it.
    const [soloEspejo] = await createListedProducts(db, {
      supplierId: tostador.id,
      shopIds: [espejo.id],
      items: [{ name: 'Taza del espejo' }],
    });
    const [apagadoItem] = await createListedProducts(db, {
      supplierId: apagado.id,
      shopIds: [cafe.id],
      items: [{ name: 'Taza apagada' }],
    });
    Object.assign(ids, {
      taza: taza!.id,
      cafetera: cafetera!.id,
      oculta: oculta!.id,
      soloEspejo: soloEspejo!.id,
      apagado: apagadoItem!.id,
    });
    expect(taller).toBeDefined();
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('lists public shops and suppliers with public items by name, never proxies or disabled ones', async () => {
    expect(await businesses()).toEqual([
      'shop:Café de Altura',
      'shop:Moda Mexicana',
      'shop:Tienda del Tostador',
      'supplier:Tostador Orgánico',
    ]);
    const page = await get<Business>('businesses?type=supplier');
    expect(page.results).toEqual([
      expect.objectContaining({
        name: 'Tostador Orgánico',
        product_count: 4,
        href: '/tienda/tostador',
      }),
    ]);
  });

  it('searches names accents and case aside, closest first, within a type', async () => {
    expect(await businesses('?text=cafe')).toEqual(['shop:Café de Altura']);
    expect(await businesses('?text=CAFÉ')).toEqual(['shop:Café de Altura']);
    // 'tostador' starts the supplier's name and is inside the shop's.
    expect(await businesses('?text=tostador')).toEqual([
      'supplier:Tostador Orgánico',
      'shop:Tienda del Tostador',
    ]);
    expect(await businesses('?text=tostador&type=shop')).toEqual(['shop:Tienda del Tostador']);
    const none = await get<Business>('businesses?text=zzzz');
    expect(none).toEqual({ results: [], matches_estimated: 0 });
  });

  it('pages with offset and limit, counting every match', async () => {
    const first = await get<Business>('businesses?limit=3');
    const second = await get<Business>('businesses?limit=3&offset=3');
    expect(first.matches_estimated).toBe(4);
    expect(first.results).toHaveLength(3);
    expect(second.results.map((b) => b.name)).toEqual(['Tostador Orgánico']);
    expect(first.results[0]).toMatchObject({ kind: 'shop', href: '/tienda/cafe-altura' });
  });

  it('lists only the items a public shop sells, each with that shop and its page there', async () => {
    const page = await get<Item>('products');
    const names = page.results.map((item) => item.name);
    expect(names).toEqual(['Cafetera de émbolo', 'Taller de barismo', 'Taza de barro']);
    expect(page.matches_estimated).toBe(3);
    const taza = page.results.find((item) => item.id === ids.taza)!;
    expect(taza.shop).toEqual({ slug: 'cafe-altura', name: 'Café de Altura' });
    expect(taza.href).toBe(`/tienda/cafe-altura/productos/${taza.owner}/${ids.taza}`);
    const ids_ = page.results.map((item) => item.id);
    for (const hidden of [ids.oculta, ids.soloEspejo, ids.apagado])
      expect(ids_).not.toContain(hidden);
    const second = await get<Item>('products?limit=2&offset=2');
    expect(second.results.map((item) => item.name)).toEqual(['Taza de barro']);
    expect(second.matches_estimated).toBe(3);
  });

  it('searches items by words accents aside, by type, with a typo fallback', async () => {
    const names = async (query: string) =>
      (await get<Item>(`products${query}`)).results.map((item) => item.name);
    expect(await names('?text=embolo')).toEqual(['Cafetera de émbolo']);
    expect(await names('?text=taza')).toEqual(['Taza de barro']);
    expect(await names('?type=service')).toEqual(['Taller de barismo']);
    expect(await names('?type=service&text=taza')).toEqual([]);
    expect(await names('?text=cafetra')).toEqual(['Cafetera de émbolo']);
    const service = (await get<Item>('products?type=service')).results[0]!;
    expect(service.href).toMatch(/^\/tienda\/moda\/servicios\//);
  });

  it('refuses bad input with 422 and its code', async () => {
    for (const query of [
      'businesses?type=franchise',
      'businesses?limit=0',
      'businesses?offset=-1',
      `businesses?text=${'a'.repeat(101)}`,
      'products?type=toy',
      'products?limit=500',
    ]) {
      const res = await call(api, 'GET', `/api/network/${query}`);
      expect(res.status, query).toBe(422);
      expect(((await res.json()) as { code: string }).code).toBe('validation_error');
    }
  });
});
