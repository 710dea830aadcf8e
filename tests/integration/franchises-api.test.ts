import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createShop } from '../support/factories';
import { expiredTags } from '../support/next-cache';
import { createShopStaff, type StaffCookies } from '../support/shop-staff';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

interface Franchise {
  id: string;
  name: string;
  canonical_url: string;
  store_type: string;
}
interface Page {
  results: Franchise[];
  matches_estimated: number;
}

/**
 * Franchises (issue 17; spec 03 §2 "Franchise dialogs", §4 "Franchise", §7 "Franchises"): the
 * published franchise and affinity stores anyone may search, and the ones a shop's admins list
 * in its franchises section.
 */
describe('franchises API', () => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let cookie: StaffCookies;
  let ownerB: string;
  const id = {} as Record<'norte' | 'sur' | 'raiz' | 'a' | 'espejoNorte', string>;

  const send = (method: string, path: string, who?: keyof StaffCookies, body?: unknown) =>
    call(api, method, `/api/${path}`, body, { cookie: who ? cookie[who] : undefined });
  const names = async (path: string) => {
    const res = await send('GET', path);
    expect(res.status).toBe(200);
    return ((await res.json()) as Page).results.map((f) => f.name);
  };

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const staff = await createShopStaff(db);
    cookie = staff.cookie;
    ownerB = staff.shopB.ownerId;
    id.a = staff.shopA.id;
    const norte = await createShop(db, {
      slug: 'cafe-norte',
      name: 'Café del Norte',
      storeType: 'franchise',
    });
    const sur = await createShop(db, {
      slug: 'cafe-sur',
      name: 'Café Sureño',
      storeType: 'franchise',
    });
    const raiz = await createShop(db, { slug: 'raiz', name: 'Raíz Afín', storeType: 'affinity' });
    // A proxy of a franchise, and an affiliate shop: neither is a published franchise.
    const espejoNorte = await createShop(db, {
      slug: 'espejo-norte',
      name: 'Café Espejo',
      storeType: 'franchise',
      isProxy: true,
      proxyOfShopId: norte.id,
    });
    await createShop(db, { slug: 'afiliada', name: 'Café Afiliado' });
    Object.assign(id, { norte: norte.id, sur: sur.id, raiz: raiz.id, espejoNorte: espejoNorte.id });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('lists published franchise and affinity stores by name, filtered by type and text', async () => {
    expect(await names('franchises')).toEqual(['Café del Norte', 'Café Sureño', 'Raíz Afín']);
    expect(await names('franchises?type=affinity')).toEqual(['Raíz Afín']);
    expect(await names('franchises?type=franchise,affinity&text=CAFE')).toEqual([
      'Café del Norte',
      'Café Sureño',
    ]);
    const page = await send('GET', 'franchises?limit=2&offset=2');
    const body = (await page.json()) as Page;
    expect(body).toMatchObject({ matches_estimated: 3, results: [{ name: 'Raíz Afín' }] });
    expect(body.results[0]).toMatchObject({
      id: id.raiz,
      store_type: 'affinity',
      canonical_url: expect.stringContaining('raiz'),
    });

    const bad = await send('GET', 'franchises?type=affiliate');
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({
      code: 'validation_error',
      fields: { 'type.0': ['Elige una de estas opciones: affinity, franchise.'] },
    });
  });

  it("lets a shop's admins add franchises, newest first, and tells which are in the store", async () => {
    expiredTags.length = 0;
    const added = await send('PUT', `shops/tienda-a/franchises/${id.norte}`, 'ownerA');
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({
      id: id.norte,
      name: 'Café del Norte',
      in_store: true,
    });
    expect(expiredTags).toContain('shop:tienda-a:franchises');
    // Adding it again changes nothing.
    const again = await send('PUT', `shops/tienda-a/franchises/${id.norte}`, 'adminA');
    expect(again.status).toBe(200);
    expect((await send('PUT', `shops/tienda-a/franchises/${id.raiz}`, 'adminA')).status).toBe(201);

    // Public: anyone reads the section.
    expect(await names('shops/tienda-a/franchises')).toEqual(['Raíz Afín', 'Café del Norte']);
    expect(await names('shops/tienda-b/franchises')).toEqual([]);

    const check = await send('POST', 'shops/tienda-a/franchises/in-store', 'ownerA', {
      ids: [id.norte, id.sur, id.raiz, 'shp_nadie'],
    });
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({
      results: { [id.norte]: true, [id.sur]: false, [id.raiz]: true, shp_nadie: false },
    });
  });

  it('refuses stores that are not published franchises, and the shop itself', async () => {
    for (const other of [id.espejoNorte, 'shp_nadie']) {
      const res = await send('PUT', `shops/tienda-a/franchises/${other}`, 'ownerA');
      expect(res.status, other).toBe(404);
      expect(await res.json()).toEqual({
        code: 'franchise_not_found',
        message: 'Franquicia no encontrada',
      });
    }
    const affiliate = await send('GET', 'franchises?text=afiliado');
    expect(((await affiliate.json()) as Page).results).toEqual([]);

    // A franchise store cannot list itself.
    const self = await createShop(database.db, {
      slug: 'franq-propia',
      ownerId: ownerB,
      storeType: 'franchise',
    });
    const res = await send('PUT', `shops/franq-propia/franchises/${self.id}`, 'ownerB');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: 'invalid_franchise',
      message: 'Una tienda no puede agregarse a sí misma como franquicia',
    });
  });

  it("refuses other shops' admins, staff without the admin role and customers", async () => {
    for (const who of ['ownerB', 'dispatcherA', 'customer'] as const) {
      for (const [method, path, body] of [
        ['PUT', `shops/tienda-a/franchises/${id.sur}`],
        ['DELETE', `shops/tienda-a/franchises/${id.norte}`],
        ['POST', 'shops/tienda-a/franchises/in-store', { ids: [id.norte] }],
      ] as const) {
        const res = await send(method, path, who, body);
        expect(res.status, `${who} ${method} ${path}`).toBe(403);
      }
    }
    // A proxy's menu is read-only.
    const proxy = await send('PUT', `shops/espejo-a/franchises/${id.sur}`, 'ownerProxy');
    expect(proxy.status).toBe(409);
    expect((await proxy.json()).code).toBe('proxy_shop_read_only');
    expect(await names('shops/tienda-a/franchises')).toEqual(['Raíz Afín', 'Café del Norte']);
  });

  it('removes a franchise from the section; removing it again is a 404', async () => {
    expiredTags.length = 0;
    const removed = await send('DELETE', `shops/tienda-a/franchises/${id.raiz}`, 'adminA');
    expect(removed.status).toBe(204);
    expect(expiredTags).toContain('shop:tienda-a:franchises');
    expect(await names('shops/tienda-a/franchises')).toEqual(['Café del Norte']);
    const again = await send('DELETE', `shops/tienda-a/franchises/${id.raiz}`, 'adminA');
    expect(again.status).toBe(404);
    expect((await again.json()).code).toBe('franchise_not_found');
    expect((await send('GET', 'shops/no-existe/franchises')).status).toBe(404);
  });
});
