import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { catalogueProducts, products, storeListings } from '@/lib/db/schema';
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
import { createShopStaff } from '../support/shop-staff';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// Also on PostgreSQL: parallel requests meet its row locks and unique keys.
const kinds = await databaseKinds({ postgres: 'concurrency' });

type Who = 'ownerA' | 'adminA' | 'dispatcherA' | 'customer' | 'ownerB' | 'ownerProxy' | 'ownerF';

/**
 * Product placement (spec 01 §4, §7, §8; spec 03 §5, §6; issue 6): adding products to the store
 * or a catalogue, removing them and changing their place, for the shop's admins only.
 */
describe.each(kinds)('product placement on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  let shopA: { id: string };
  let shopB: { id: string };
  /** Listed in tienda-a in this order: Taza, Camisa, Gorra, Bolsa (hidden by its supplier, dropshipping). */
  let listed: Record<'taza' | 'camisa' | 'gorra' | 'bolsa', string>;
  /** Not listed anywhere. */
  let loose: Record<
    'vela' | 'curso' | 'mochila' | 'oculto' | 'apagado' | 'franquicia' | 'clase',
    string
  >;

  const send = (method: string, path: string, body?: unknown, who?: Who, locale = 'es') =>
    call(api, method, `/api/shops/${path}`, body, {
      cookie: who ? cookie[who] : undefined,
      locale,
    });

  /** The names tienda-a lists of a type, in the storefront's order, with their stored numbers. */
  const storeOrderOf = async (shopId: string, type: 'product' | 'service' = 'product') =>
    (
      await database.db
        .select({ name: products.name, position: storeListings.queuePosition })
        .from(storeListings)
        .innerJoin(products, eq(products.id, storeListings.productId))
        .where(and(eq(storeListings.shopId, shopId), eq(storeListings.productType, type)))
        .orderBy(asc(storeListings.queuePosition), asc(storeListings.productId))
    ).map((r) => `${r.position}:${r.name}`);

  const catalogueOrderOf = async (catalogueId: string) =>
    (
      await database.db
        .select({ name: products.name, position: catalogueProducts.position })
        .from(catalogueProducts)
        .innerJoin(products, eq(products.id, catalogueProducts.productId))
        .where(eq(catalogueProducts.catalogueId, catalogueId))
        .orderBy(asc(catalogueProducts.position), asc(catalogueProducts.productId))
    ).map((r) => `${r.position}:${r.name}`);

  const visitorNames = async (slug: string, type = 'product') => {
    const res = await call(api, 'GET', `/api/shops/${slug}/products?type=${type}`);
    return ((await res.json()).results as { name: string }[]).map((p) => p.name);
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const staff = await createShopStaff(db);
    ({ shopA, shopB } = staff);
    const ownerF = await createUser(db, { level: 2 });
    const dropship = await createSupplier(db, { isDropshipping: true, name: 'Mayorista' });
    const plain = await createSupplier(db, { isDropshipping: false, name: 'Taller' });
    const disabled = await createSupplier(db, {
      isDropshipping: true,
      enabled: false,
      name: 'Cerrado',
    });
    const franchise = await createSupplier(db, {
      isDropshipping: true,
      ownerId: ownerF.id,
      name: 'Franquicia',
    });
    await createShop(db, {
      slug: 'franq',
      ownerId: ownerF.id,
      storeType: 'franchise',
      supplierId: franchise.id,
    });
    const [taza, camisa, gorra, bolsa] = await createListedProducts(db, {
      supplierId: dropship.id,
      shopIds: [shopA.id],
      items: [
        { name: 'Taza' },
        { name: 'Camisa' },
        { name: 'Gorra' },
        { name: 'Bolsa', hidden: true },
      ],
    });
    listed = { taza: taza!.id, camisa: camisa!.id, gorra: gorra!.id, bolsa: bolsa!.id };
    const [vela, curso, oculto] = await createListedProducts(db, {
      supplierId: dropship.id,
      shopIds: [],
      items: [
        { name: 'Vela' },
        { name: 'Curso', type: 'service' },
        { name: 'Oculto', listState: 'unpublished' },
      ],
    });
    const [mochila] = await createListedProducts(db, {
      supplierId: plain.id,
      shopIds: [],
      items: [{ name: 'Mochila' }],
    });
    const [apagado] = await createListedProducts(db, {
      supplierId: disabled.id,
      shopIds: [],
      items: [{ name: 'Apagado' }],
    });
    const [fran, clase] = await createListedProducts(db, {
      supplierId: franchise.id,
      shopIds: [],
      items: [{ name: 'Café de franquicia' }, { name: 'Clase', hidden: true }],
    });
    loose = {
      vela: vela!.id,
      curso: curso!.id,
      oculto: oculto!.id,
      mochila: mochila!.id,
      apagado: apagado!.id,
      franquicia: fran!.id,
      clase: clase!.id,
    };
    Object.assign(cookie, staff.cookie, { ownerF: await createSessionCookie(db, ownerF.id) });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it("adds a dropshipping supplier's product at the end of its type's list, once", async () => {
    const res = await send('PUT', `tienda-a/listings/${loose.vela}`, {}, 'ownerA');
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      product: loose.vela,
      type: 'product',
      queue_position: 4,
      created: true,
    });
    expect(await storeOrderOf(shopA.id)).toEqual([
      '0:Taza',
      '1:Camisa',
      '2:Gorra',
      '3:Bolsa',
      '4:Vela',
    ]);
    expect(await visitorNames('tienda-a')).toEqual(['Taza', 'Camisa', 'Gorra', 'Vela']);

    const again = await send('PUT', `tienda-a/listings/${loose.vela}`, {}, 'adminA');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ queue_position: 4, created: false });

    // A service goes into the services' list, which starts at 0.
    const service = await send('PUT', `tienda-a/listings/${loose.curso}`, {}, 'ownerA');
    expect(await service.json()).toMatchObject({
      type: 'service',
      queue_position: 0,
      created: true,
    });
    expect(await visitorNames('tienda-a', 'service')).toEqual(['Curso']);
  });

  it('adds a product at a zero-based place (the end when the list is shorter) and shifts the others', async () => {
    await send('DELETE', `tienda-a/listings/${loose.vela}`, {}, 'ownerA');
    const first = await send(
      'PUT',
      `tienda-a/listings/${loose.vela}`,
      { queue_position: 1 },
      'ownerA',
    );
    expect(await first.json()).toMatchObject({ queue_position: 1, created: true });
    expect(await storeOrderOf(shopA.id)).toEqual([
      '0:Taza',
      '1:Vela',
      '2:Camisa',
      '3:Gorra',
      '4:Bolsa',
    ]);

    await send('DELETE', `tienda-a/listings/${loose.vela}`, {}, 'ownerA');
    const far = await send(
      'PUT',
      `tienda-a/listings/${loose.vela}`,
      { queue_position: 99 },
      'ownerA',
    );
    expect(await far.json()).toMatchObject({ queue_position: 4, created: true });
    expect(await visitorNames('tienda-a')).toEqual(['Taza', 'Camisa', 'Gorra', 'Vela']);
  });

  it('refuses items the shop may not take with invalid_product, and unknown or hidden ones with 404', async () => {
    for (const id of [loose.mochila, loose.apagado, loose.franquicia]) {
      const res = await send('PUT', `tienda-a/listings/${id}`, {}, 'ownerA');
      expect(res.status, id).toBe(id === loose.franquicia ? 201 : 422);
      if (res.status === 422) {
        expect(await res.json()).toEqual({
          code: 'invalid_product',
          // An affiliate shop has no supplier of its own to name (spec 03 §8 fits a franchise).
          message:
            'Solo se pueden agregar a tu tienda artículos que su proveedor ofrece para reventa.',
        });
      }
    }
    await send('DELETE', `tienda-a/listings/${loose.franquicia}`, undefined, 'ownerA');
    const english = await send('PUT', `tienda-a/listings/${loose.mochila}`, {}, 'ownerA', 'en');
    expect((await english.json()).message).toBe(
      'Only items their supplier offers for resale can be added to your store.',
    );

    for (const id of ['prd_desconocido', loose.oculto, loose.clase]) {
      const res = await send('PUT', `tienda-a/listings/${id}`, {}, 'ownerA');
      expect(res.status, id).toBe(404);
      expect((await res.json()).code).toBe('product_not_found');
    }
  });

  it("lets a franchise shop add only its franchise's items, hidden ones included", async () => {
    const other = await send('PUT', `franq/listings/${loose.vela}`, {}, 'ownerF');
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      code: 'invalid_product',
      message: 'Solo se pueden agregar artículos de este proveedor o franquicia.',
    });
    const english = await send('PUT', `franq/listings/${loose.vela}`, {}, 'ownerF', 'en');
    expect((await english.json()).message).toBe(
      'Only items from this supplier or franchise can be added.',
    );
    for (const id of [loose.franquicia, loose.clase]) {
      const res = await send('PUT', `franq/listings/${id}`, {}, 'ownerF');
      expect(res.status, id).toBe(201);
    }
    expect(await visitorNames('franq')).toEqual(['Café de franquicia']);
  });

  it('moves a product to a zero-based place among all the listings of its type (hidden ones too)', async () => {
    const before = await storeOrderOf(shopA.id);
    expect(before.map((p) => p.split(':')[1])).toEqual([
      'Taza',
      'Camisa',
      'Gorra',
      'Bolsa',
      'Vela',
    ]);

    const res = await send(
      'POST',
      `tienda-a/listings/${loose.vela}/position`,
      { queue_position: 0 },
      'ownerA',
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ product: loose.vela, queue_position: 0 });
    expect(await storeOrderOf(shopA.id)).toEqual([
      '0:Vela',
      '1:Taza',
      '2:Camisa',
      '3:Gorra',
      '4:Bolsa',
    ]);

    await send(
      'POST',
      `tienda-a/listings/${listed.taza}/position`,
      { queue_position: 3 },
      'adminA',
    );
    expect(await storeOrderOf(shopA.id)).toEqual([
      '0:Vela',
      '1:Camisa',
      '2:Gorra',
      '3:Taza',
      '4:Bolsa',
    ]);
    expect(await visitorNames('tienda-a')).toEqual(['Vela', 'Camisa', 'Gorra', 'Taza']);

    // The services' list is another list: moving in it leaves the products alone.
    const service = await send(
      'POST',
      `tienda-a/listings/${loose.curso}/position`,
      { queue_position: 0 },
      'ownerA',
    );
    expect(service.status).toBe(200);
    expect(await storeOrderOf(shopA.id)).toEqual([
      '0:Vela',
      '1:Camisa',
      '2:Gorra',
      '3:Taza',
      '4:Bolsa',
    ]);
  });

  it('answers updating_position_error past the end, 404 for a product the store does not list, 422 for bad positions', async () => {
    const past = await send(
      'POST',
      `tienda-a/listings/${listed.taza}/position`,
      { queue_position: 5 },
      'ownerA',
      'en',
    );
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({
      code: 'updating_position_error',
      message: 'The position could not be updated right now, please try later.',
    });
    const unlisted = await send(
      'POST',
      `tienda-a/listings/${loose.mochila}/position`,
      { queue_position: 0 },
      'ownerA',
    );
    expect(unlisted.status).toBe(404);
    expect((await unlisted.json()).code).toBe('product_not_found');
    for (const body of [
      {},
      { queue_position: -1 },
      { queue_position: 1.5 },
      { queue_position: '0' },
      { queue_position: 0, extra: 1 },
    ]) {
      const bad = await send('POST', `tienda-a/listings/${listed.taza}/position`, body, 'ownerA');
      expect(bad.status, JSON.stringify(body)).toBe(422);
      expect((await bad.json()).code).toBe('validation_error');
    }
    const badBody = await send(
      'PUT',
      `tienda-a/listings/${listed.taza}`,
      { queue_position: -3 },
      'ownerA',
    );
    expect(badBody.status).toBe(422);
    const badId = await send('PUT', 'tienda-a/listings/no%20vale', undefined, 'ownerA');
    expect(badId.status).toBe(422);
    expect(await storeOrderOf(shopA.id)).toEqual([
      '0:Vela',
      '1:Camisa',
      '2:Gorra',
      '3:Taza',
      '4:Bolsa',
    ]);
  });

  it("keeps a shop's positions consistent when moves overlap", async () => {
    const ids = [loose.vela, listed.camisa, listed.gorra, listed.bolsa, listed.taza];
    let moves: Array<Response | Promise<Response>> = [];
    // Another transaction holds the listings' rows while the moves arrive: each move has to wait
    // for them, so they all overlap. The shop's lock makes them take turns, each reading the
    // order the previous one left (without it they would renumber from the same stale order).
    await database.db.transaction(async (tx) => {
      await tx
        .select({ id: storeListings.productId })
        .from(storeListings)
        .where(eq(storeListings.shopId, shopA.id))
        .for('update');
      moves = [...ids, ...ids].map((id, i) =>
        send(
          'POST',
          `tienda-a/listings/${id}/position`,
          { queue_position: (i * 3 + 1) % ids.length },
          'ownerA',
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    const answers = await Promise.all(moves);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    const after = await storeOrderOf(shopA.id);
    expect(after.map((p) => Number(p.split(':')[0]))).toEqual([0, 1, 2, 3, 4]);
    expect(after.map((p) => p.split(':')[1]).sort()).toEqual([
      'Bolsa',
      'Camisa',
      'Gorra',
      'Taza',
      'Vela',
    ]);
  });

  it("removes a product from the store and from the shop's catalogues; visitors stop seeing it", async () => {
    const catalogue = await createCatalogue(database.db, {
      shopId: shopA.id,
      name: 'Regalos',
      slug: 'regalos',
      productIds: [listed.gorra, listed.camisa],
    });
    const res = await send('DELETE', `tienda-a/listings/${listed.gorra}`, undefined, 'ownerA');
    expect(res.status).toBe(204);
    expect(await visitorNames('tienda-a')).not.toContain('Gorra');
    expect(await catalogueOrderOf(catalogue.id)).toEqual(['1:Camisa']);
    const detail = await call(api, 'GET', `/api/shops/tienda-a/products/${listed.gorra}`);
    expect(detail.status).toBe(404);

    const again = await send('DELETE', `tienda-a/listings/${listed.gorra}`, undefined, 'ownerA');
    expect(again.status).toBe(404);
    expect((await again.json()).code).toBe('product_not_found');
    // Put back where the next tests expect it.
    await send('PUT', `tienda-a/listings/${listed.gorra}`, { queue_position: 2 }, 'ownerA');
  });

  it('adds products to a catalogue (listing them in the store first), moves and removes them there', async () => {
    const catalogue = await createCatalogue(database.db, {
      shopId: shopA.id,
      name: 'Temporada',
      slug: 'temporada',
      productIds: [listed.taza],
      position: 1,
    });
    await send('DELETE', `tienda-a/listings/${loose.vela}`, {}, 'ownerA');

    const added = await send(
      'PUT',
      `tienda-a/catalogues/${catalogue.id}/products/${loose.vela}`,
      {},
      'adminA',
    );
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({
      product: loose.vela,
      catalogue: catalogue.id,
      queue_position: 1,
      created: true,
    });
    expect(await visitorNames('tienda-a')).toContain('Vela');

    const twice = await send(
      'PUT',
      `tienda-a/catalogues/${catalogue.id}/products/${loose.vela}`,
      {},
      'ownerA',
    );
    expect(twice.status).toBe(200);
    const front = await send(
      'PUT',
      `tienda-a/catalogues/${catalogue.id}/products/${listed.camisa}`,
      { queue_position: 0 },
      'ownerA',
    );
    expect(await front.json()).toMatchObject({ queue_position: 0, created: true });
    expect(await catalogueOrderOf(catalogue.id)).toEqual(['0:Camisa', '1:Taza', '2:Vela']);

    const moved = await send(
      'POST',
      `tienda-a/catalogues/${catalogue.id}/products/${loose.vela}/position`,
      { queue_position: 0 },
      'ownerA',
    );
    expect(moved.status).toBe(200);
    expect(await moved.json()).toEqual({
      product: loose.vela,
      catalogue: catalogue.id,
      queue_position: 0,
    });
    expect(await catalogueOrderOf(catalogue.id)).toEqual(['0:Vela', '1:Camisa', '2:Taza']);
    const past = await send(
      'POST',
      `tienda-a/catalogues/${catalogue.id}/products/${loose.vela}/position`,
      { queue_position: 3 },
      'ownerA',
    );
    expect((await past.json()).code).toBe('updating_position_error');

    const page = await (await call(api, 'GET', `/api/shops/tienda-a/catalogues/temporada`)).json();
    expect(page.results.map((p: { name: string }) => p.name)).toEqual(['Vela', 'Camisa', 'Taza']);

    const removed = await send(
      'DELETE',
      `tienda-a/catalogues/${catalogue.id}/products/${loose.vela}`,
      undefined,
      'ownerA',
    );
    expect(removed.status).toBe(204);
    expect(await catalogueOrderOf(catalogue.id)).toEqual(['1:Camisa', '2:Taza']);
    expect(await visitorNames('tienda-a')).toContain('Vela');
    const missing = await send(
      'DELETE',
      `tienda-a/catalogues/${catalogue.id}/products/${loose.vela}`,
      undefined,
      'ownerA',
    );
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('product_not_found');

    const refused = await send(
      'PUT',
      `tienda-a/catalogues/${catalogue.id}/products/${loose.mochila}`,
      {},
      'ownerA',
    );
    expect(refused.status).toBe(422);
    expect((await refused.json()).code).toBe('invalid_product');
    expect(await catalogueOrderOf(catalogue.id)).toEqual(['1:Camisa', '2:Taza']);
  });

  it("answers catalogue_not_found for another shop's catalogue, even to that shop's owner through this path", async () => {
    const theirs = await createCatalogue(database.db, {
      shopId: shopB.id,
      name: 'Suyo',
      slug: 'suyo',
      productIds: [],
    });
    for (const [method, suffix, body] of [
      ['PUT', '', {}],
      ['DELETE', '', undefined],
      ['POST', '/position', { queue_position: 0 }],
    ] as const) {
      const res = await send(
        method,
        `tienda-a/catalogues/${theirs.id}/products/${listed.taza}${suffix}`,
        body,
        'ownerA',
      );
      expect(res.status, method).toBe(404);
      expect((await res.json()).code, method).toBe('catalogue_not_found');
    }
  });

  it('refuses every placement write to anonymous visitors, customers, other staff roles and other shops’ admins', async () => {
    const catalogue = await createCatalogue(database.db, {
      shopId: shopA.id,
      name: 'Fijo',
      slug: 'fijo',
      productIds: [listed.taza],
    });
    const before = await storeOrderOf(shopA.id);
    const writes = [
      ['PUT', `tienda-a/listings/${loose.mochila}`, {}],
      ['DELETE', `tienda-a/listings/${listed.taza}`, undefined],
      ['POST', `tienda-a/listings/${listed.taza}/position`, { queue_position: 0 }],
      ['PUT', `tienda-a/catalogues/${catalogue.id}/products/${listed.camisa}`, {}],
      ['DELETE', `tienda-a/catalogues/${catalogue.id}/products/${listed.taza}`, undefined],
      [
        'POST',
        `tienda-a/catalogues/${catalogue.id}/products/${listed.taza}/position`,
        { queue_position: 0 },
      ],
    ] as const;
    for (const [method, path, body] of writes) {
      const anonymous = await send(method, path, body);
      expect(anonymous.status, `anonymous ${method} ${path}`).toBe(401);
      expect((await anonymous.json()).code).toBe('unauthorized');
      for (const who of ['customer', 'dispatcherA', 'ownerB', 'ownerProxy'] as const) {
        const res = await send(method, path, body, who);
        expect(res.status, `${who} ${method} ${path}`).toBe(403);
        expect(await res.json()).toEqual({
          code: 'forbidden',
          message: 'No tienes permiso para hacer esto.',
        });
      }
    }
    expect(await storeOrderOf(shopA.id)).toEqual(before);
    expect(await catalogueOrderOf(catalogue.id)).toEqual(['0:Taza']);
  });

  it('refuses writes on a proxy shop (it shows the products of the shop it mirrors)', async () => {
    for (const [method, path, body] of [
      ['PUT', `espejo-a/listings/${loose.vela}`, {}],
      ['DELETE', `espejo-a/listings/${listed.taza}`, undefined],
      ['POST', `espejo-a/listings/${listed.taza}/position`, { queue_position: 0 }],
    ] as const) {
      const res = await send(method, path, body, 'ownerProxy');
      expect(res.status, `${method} ${path}`).toBe(409);
      expect((await res.json()).code).toBe('proxy_shop_read_only');
    }
  });

  it('answers shop_not_found for an unknown shop', async () => {
    const res = await send('PUT', `no-existe/listings/${loose.vela}`, {}, 'ownerA');
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('shop_not_found');
  });
});
