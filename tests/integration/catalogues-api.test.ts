import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { catalogueProducts, catalogues, galleryImages, shops } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createCatalogue, createListedProducts, createSupplier } from '../support/factories';
import { createShopStaff, type StaffCookies } from '../support/shop-staff';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

interface CatalogueBody {
  id: string;
  name: string;
  slug: string;
  photo: string | null;
  position: number;
  num_products: number;
  code?: string;
  message?: string;
  fields?: Record<string, string[]>;
}

/** 'My catalogues' writes (spec 01 §4, §5, §7, §8; issue 6): create, rename, delete, reorder. */
describe.each(kinds)('catalogue writes on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let cookie: StaffCookies;
  let shopA: { id: string };
  let shopB: { id: string };
  let productIds: string[] = [];

  const write = (method: string, path: string, body?: unknown, who?: string, locale = 'es') =>
    call(api, method, `/api/shops/${path}`, body, { cookie: who, locale });

  const create = async (
    name: string,
    who = cookie.ownerA,
    shop = 'tienda-a',
  ): Promise<CatalogueBody> => {
    const res = await write('POST', `${shop}/catalogues`, { name }, who);
    const body = (await res.json()) as CatalogueBody;
    expect(res.status, JSON.stringify(body)).toBe(201);
    return body;
  };

  const sectionsOf = async (shopId: string) =>
    (await database.db.select({ s: shops.sections }).from(shops).where(eq(shops.id, shopId)))[0]!.s;

  const orderOf = async (shopId: string) =>
    (
      await database.db
        .select({ name: catalogues.name, position: catalogues.position })
        .from(catalogues)
        .where(eq(catalogues.shopId, shopId))
        .orderBy(asc(catalogues.position), asc(catalogues.id))
    ).map((r) => `${r.position}:${r.name}`);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    ({ shopA, shopB, cookie } = await createShopStaff(db, {
      shopA: { sections: ['products'] },
      shopB: { sections: ['products', 'catalogues'] },
    }));
    const supplier = await createSupplier(db);
    productIds = (
      await createListedProducts(db, {
        supplierId: supplier.id,
        shopIds: [shopA.id],
        items: [{ name: 'Taza' }, { name: 'Camisa' }],
      })
    ).map((p) => p.id);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('creates catalogues at the end of the order with a slug from the name; the first turns the section on', async () => {
    expect(await sectionsOf(shopA.id)).toEqual(['products']);
    const first = await create('  Regalos de Navidad ');
    expect(first).toMatchObject({
      name: 'Regalos de Navidad',
      slug: 'regalos-de-navidad',
      photo: null,
      position: 0,
      num_products: 0,
    });
    expect(first.id).toMatch(/^ctl_/);
    expect(await sectionsOf(shopA.id)).toEqual(['products', 'catalogues']);

    const twin = await create('Regalos de navidad', cookie.adminA);
    expect(twin).toMatchObject({ slug: 'regalos-de-navidad-2', position: 1 });
    expect(await sectionsOf(shopA.id)).toEqual(['products', 'catalogues']);

    const list = await (await write('GET', 'tienda-a/catalogues')).json();
    expect(list.results.map((c: CatalogueBody) => c.slug)).toEqual([
      'regalos-de-navidad',
      'regalos-de-navidad-2',
    ]);
    const page = await write('GET', `tienda-a/catalogues/${first.slug}`);
    expect(page.status).toBe(200);
  });

  it('checks the name per field: required, at most 150 characters, and something to build an address from', async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: '   ' }, 'required'],
      [{}, 'required'],
      [{ name: 'x'.repeat(151) }, 'too_long'],
      [{ name: '¡¿!?' }, 'invalid_name'],
      [{ name: 'Línea\u0007' }, 'invalid_name'],
    ];
    for (const [body, key] of cases) {
      const res = await write('POST', 'tienda-a/catalogues', body, cookie.ownerA);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const answer = await res.json();
      expect(answer, JSON.stringify(body)).toMatchObject({
        code: 'validation_error',
        message: 'Revisa los datos enviados.',
        fields: { name: [key] },
      });
    }
    const exactly150 = await create('n'.repeat(150));
    expect(exactly150.name).toHaveLength(150);
    await write('DELETE', `tienda-a/catalogues/${exactly150.id}`, undefined, cookie.ownerA);

    const unknownField = await write(
      'POST',
      'tienda-a/catalogues',
      { name: 'Ok', slug: 'mio' },
      cookie.ownerA,
    );
    expect(unknownField.status).toBe(422);
    const notJson = await api.request('/api/shops/tienda-a/catalogues', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        cookie: cookie.ownerA,
      },
      body: '{nombre',
    });
    expect(notJson.status).toBe(400);
  });

  it("takes a photo only from the shop's own catalogue photos in the gallery", async () => {
    await database.db.insert(galleryImages).values([
      {
        id: 'img_a',
        shopId: shopA.id,
        kind: 'catalogue_photo',
        name: 'a',
        storageKey: 'ka.png',
        url: '/uploads/ka.png',
        contentType: 'image/png',
        bytes: 1,
      },
      {
        id: 'img_b',
        shopId: shopB.id,
        kind: 'catalogue_photo',
        name: 'b',
        storageKey: 'kb.png',
        url: '/uploads/kb.png',
        contentType: 'image/png',
        bytes: 1,
      },
      {
        id: 'img_c',
        shopId: shopA.id,
        kind: 'banner_desktop',
        name: 'c',
        storageKey: 'kc.png',
        url: '/uploads/kc.png',
        contentType: 'image/png',
        bytes: 1,
      },
    ]);
    const res = await write(
      'POST',
      'tienda-a/catalogues',
      { name: 'Con foto', photo: '/uploads/ka.png' },
      cookie.ownerA,
    );
    expect(res.status).toBe(201);
    const withPhoto = (await res.json()) as CatalogueBody;
    expect(withPhoto.photo).toBe('/uploads/ka.png');

    for (const photo of ['/uploads/kb.png', '/uploads/kc.png', 'javascript:alert(1)', 42]) {
      const refused = await write(
        'PATCH',
        `tienda-a/catalogues/${withPhoto.id}`,
        { photo },
        cookie.ownerA,
      );
      expect(refused.status, String(photo)).toBe(422);
      expect((await refused.json()).fields, String(photo)).toEqual({ photo: ['invalid_photo'] });
    }
    const cleared = await write(
      'PATCH',
      `tienda-a/catalogues/${withPhoto.id}`,
      { photo: null },
      cookie.ownerA,
    );
    expect(((await cleared.json()) as CatalogueBody).photo).toBeNull();
    await write('DELETE', `tienda-a/catalogues/${withPhoto.id}`, undefined, cookie.ownerA);
  });

  it('renames a catalogue and keeps its slug, so share links keep working', async () => {
    const catalogue = await create('Ofertas');
    const res = await write(
      'PATCH',
      `tienda-a/catalogues/${catalogue.id}`,
      { name: 'Ofertas de verano' },
      cookie.adminA,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: catalogue.id,
      name: 'Ofertas de verano',
      slug: 'ofertas',
    });
    const tooLong = await write(
      'PATCH',
      `tienda-a/catalogues/${catalogue.id}`,
      { name: 'y'.repeat(151) },
      cookie.ownerA,
    );
    expect((await tooLong.json()).fields).toEqual({ name: ['too_long'] });
    const unknown = await write(
      'PATCH',
      'tienda-a/catalogues/ctl_nope',
      { name: 'X' },
      cookie.ownerA,
    );
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('catalogue_not_found');
    await write('DELETE', `tienda-a/catalogues/${catalogue.id}`, undefined, cookie.ownerA);
  });

  it('moves a catalogue to a zero-based position and numbers the rest around it', async () => {
    const c = await create('Tercero');
    expect(await orderOf(shopA.id)).toEqual([
      '0:Regalos de Navidad',
      '1:Regalos de navidad',
      '2:Tercero',
    ]);
    const res = await write(
      'POST',
      `tienda-a/catalogues/${c.id}/move`,
      { position: 0 },
      cookie.ownerA,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: c.id, position: 0 });
    expect(await orderOf(shopA.id)).toEqual([
      '0:Tercero',
      '1:Regalos de Navidad',
      '2:Regalos de navidad',
    ]);

    await write('POST', `tienda-a/catalogues/${c.id}/move`, { position: 2 }, cookie.adminA);
    expect(await orderOf(shopA.id)).toEqual([
      '0:Regalos de Navidad',
      '1:Regalos de navidad',
      '2:Tercero',
    ]);

    const pastEnd = await write(
      'POST',
      `tienda-a/catalogues/${c.id}/move`,
      { position: 3 },
      cookie.ownerA,
      'en',
    );
    expect(pastEnd.status).toBe(400);
    expect(await pastEnd.json()).toEqual({
      code: 'updating_position_error',
      message: 'The position could not be updated right now, please try later.',
    });
    for (const body of [{ position: -1 }, { position: 1.5 }, { position: '1' }, {}]) {
      const bad = await write('POST', `tienda-a/catalogues/${c.id}/move`, body, cookie.ownerA);
      expect(bad.status, JSON.stringify(body)).toBe(422);
      expect((await bad.json()).fields, JSON.stringify(body)).toHaveProperty('position');
    }
    const list = await (await write('GET', 'tienda-a/catalogues')).json();
    expect(list.results.map((r: CatalogueBody) => r.name)).toEqual([
      'Regalos de Navidad',
      'Regalos de navidad',
      'Tercero',
    ]);
  });

  it('refuses to delete a catalogue with products unless forced; the products stay in the shop', async () => {
    const full = await createCatalogue(database.db, {
      shopId: shopA.id,
      name: 'Con productos',
      slug: 'con-productos',
      productIds,
      position: 9,
    });
    const refused = await write(
      'DELETE',
      `tienda-a/catalogues/${full.id}`,
      undefined,
      cookie.ownerA,
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      code: 'product_catalogue_has_products',
      message: 'El catálogo tiene productos. Confirma que quieres eliminarlo de todos modos.',
    });
    const notForced = await write(
      'DELETE',
      `tienda-a/catalogues/${full.id}?force=false`,
      undefined,
      cookie.ownerA,
    );
    expect(notForced.status).toBe(409);
    const badForce = await write(
      'DELETE',
      `tienda-a/catalogues/${full.id}?force=si`,
      undefined,
      cookie.ownerA,
    );
    expect(badForce.status).toBe(422);

    const forced = await write(
      'DELETE',
      `tienda-a/catalogues/${full.id}?force=true`,
      undefined,
      cookie.adminA,
    );
    expect(forced.status).toBe(204);
    expect(
      await database.db
        .select()
        .from(catalogueProducts)
        .where(eq(catalogueProducts.catalogueId, full.id)),
    ).toEqual([]);
    const item = await write('GET', `tienda-a/products/${productIds[0]}`);
    expect(item.status).toBe(200);
    const again = await write('DELETE', `tienda-a/catalogues/${full.id}`, undefined, cookie.ownerA);
    expect(again.status).toBe(404);
  });

  it('turns the catalogues section off when the last catalogue goes, and on again with the next', async () => {
    const ids = (await (await write('GET', 'tienda-a/catalogues')).json()).results.map(
      (c: CatalogueBody) => c.id,
    );
    expect(ids.length).toBeGreaterThan(0);
    for (const [i, id] of ids.entries()) {
      const res = await write('DELETE', `tienda-a/catalogues/${id}`, undefined, cookie.ownerA);
      expect(res.status).toBe(204);
      expect((await sectionsOf(shopA.id)).includes('catalogues'), `after ${i + 1}`).toBe(
        i < ids.length - 1,
      );
    }
    const first = await create('Nuevo inicio');
    expect(first.position).toBe(0);
    expect(await sectionsOf(shopA.id)).toEqual(['products', 'catalogues']);
  });

  it("refuses every write to anonymous visitors (401), customers, other staff roles and other shops' admins (403)", async () => {
    const mine = await create('Solo admins');
    const writes: Array<[string, string, unknown?]> = [
      ['POST', 'tienda-a/catalogues', { name: 'Intruso' }],
      ['PATCH', `tienda-a/catalogues/${mine.id}`, { name: 'Intruso' }],
      ['DELETE', `tienda-a/catalogues/${mine.id}?force=true`],
      ['POST', `tienda-a/catalogues/${mine.id}/move`, { position: 0 }],
    ];
    for (const [method, path, body] of writes) {
      const anonymous = await write(method, path, body);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect((await anonymous.json()).code).toBe('unauthorized');
      for (const who of ['customer', 'dispatcherA', 'ownerB'] as const) {
        const res = await write(method, path, body, cookie[who]);
        expect(res.status, `${who} ${method} ${path}`).toBe(403);
        expect(await res.json()).toEqual({
          code: 'forbidden',
          message: 'No tienes permiso para hacer esto.',
        });
      }
    }
    // B's admin cannot reach A's catalogue through B's own path either.
    for (const [method, path, body] of [
      ['PATCH', `tienda-b/catalogues/${mine.id}`, { name: 'Intruso' }],
      ['DELETE', `tienda-b/catalogues/${mine.id}?force=true`, undefined],
      ['POST', `tienda-b/catalogues/${mine.id}/move`, { position: 0 }],
    ] as const) {
      const res = await write(method, path, body, cookie.ownerB);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await res.json()).code).toBe('catalogue_not_found');
    }
    const unknownShop = await write('POST', 'no-existe/catalogues', { name: 'X' }, cookie.ownerA);
    expect(unknownShop.status).toBe(404);
    expect((await orderOf(shopA.id)).some((entry) => entry.endsWith('Intruso'))).toBe(false);
  });

  it('refuses writes on a proxy shop, whose catalogues are those of the shop it mirrors', async () => {
    const res = await write('POST', 'espejo-a/catalogues', { name: 'Espejo' }, cookie.ownerProxy);
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe('proxy_shop_read_only');
    const list = await (await write('GET', 'espejo-a/catalogues')).json();
    expect(list.results.map((c: CatalogueBody) => c.name)).toContain('Solo admins');
  });
});
