import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ProductPage } from '@/lib/api/schemas/product';
import type {
  SupplierProduct,
  SupplierProductPage,
  SupplierProductsVisibilityResult,
} from '@/lib/api/schemas/supplier-products';
import { supplierMembers } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createSessionCookie, createShop, createSupplier, createUser } from '../support/factories';
import { expiredTags } from '../support/next-cache';
import { fieldsOf, plainItem, shirtWithSizes } from '../support/supplier-items';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

type Who = 'owner' | 'admin' | 'dispatcher' | 'otherOwner' | 'shopOwner';

/**
 * The supplier's item list tools (issue 16, second slice): sort and stock filter, bulk publish
 * and hide, inline stock edit. Its owner and admins only; another supplier's admin, its
 * dispatchers and shop owners are refused, and a refused bulk action changes nothing.
 */
describe.each(kinds)('supplier item list tools on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<Who, string>;
  let supplierId: string;
  let otherSupplierId: string;
  const ids: Record<string, string> = {};

  const send = (method: string, url: string, who?: Who, body?: unknown) =>
    call(api, method, `/api${url}`, body, { cookie: who ? cookie[who] : undefined });
  const items = (supplier = supplierId) => `/suppliers/${supplier}/products`;

  async function created(body: unknown, supplier = supplierId, who: Who = 'owner') {
    const res = await send('POST', items(supplier), who, body);
    const answer = (await res.json()) as SupplierProduct;
    expect(res.status, JSON.stringify(answer)).toBe(201);
    return answer;
  }

  async function list(query: string, who: Who = 'admin') {
    const res = await send('GET', `${items()}?${query}`, who);
    expect(res.status).toBe(200);
    return ((await res.json()) as SupplierProductPage).results.map((row) => row.name);
  }

  async function shopNames() {
    const res = await send('GET', '/shops/tienda-l/products?type=product&limit=100');
    return ((await res.json()) as ProductPage).results.map((p) => p.name);
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const userId = {} as Record<Who, string>;
    for (const who of ['owner', 'admin', 'dispatcher', 'otherOwner', 'shopOwner'] as const) {
      userId[who] = (await createUser(db, { level: who === 'shopOwner' ? 2 : 1 })).id;
    }
    supplierId = (
      await createSupplier(db, { ownerId: userId.owner, name: 'Lista Norte', isDropshipping: true })
    ).id;
    otherSupplierId = (await createSupplier(db, { ownerId: userId.otherOwner, name: 'Lista Sur' }))
      .id;
    await db.insert(supplierMembers).values([
      { supplierId, userId: userId.admin, role: 'admin' },
      { supplierId, userId: userId.dispatcher, role: 'dispatcher' },
      // The other supplier's admin: no role on the first one.
      { supplierId: otherSupplierId, userId: userId.shopOwner, role: 'admin' },
    ]);
    await createShop(db, { slug: 'tienda-l', ownerId: userId.shopOwner });
    for (const who of Object.keys(userId) as Who[]) {
      cookie[who] = await createSessionCookie(db, userId[who]);
    }
    const made = [
      plainItem({
        name: 'Bocina azul',
        list_price: 90_000,
        available: 40,
        list_state: 'published',
      }),
      plainItem({ name: 'Audífonos', list_price: 45_000, available: 3, list_state: 'published' }),
      plainItem({ name: 'Cable USB', list_price: 9_000, available: 0, list_state: 'published' }),
      plainItem({
        name: 'Diseño de sonido',
        type: 'service',
        list_price: 120_000,
        stock_type: 'ondemand',
        available: 0,
        list_state: 'published',
      }),
    ];
    for (const body of made) ids[body.name!] = (await created(body)).id;
    ids.shirt = (await created(shirtWithSizes())).id;
    ids.foreign = (await created(plainItem({ name: 'Ajena' }), otherSupplierId, 'otherOwner')).id;
    for (const name of ['Bocina azul', 'Audífonos', 'Cable USB']) {
      const listed = await send('PUT', `/shops/tienda-l/listings/${ids[name]}`, 'shopOwner', {});
      expect(listed.status).toBeLessThan(300);
    }
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('sorts by name, price and stock, newest change first by default', async () => {
    expect(await list('sort=name')).toEqual([
      'Audífonos',
      'Bocina azul',
      'Cable USB',
      'Diseño de sonido',
      'Playera de algodón',
    ]);
    expect(await list('sort=price')).toEqual([
      'Cable USB',
      'Playera de algodón',
      'Audífonos',
      'Bocina azul',
      'Diseño de sonido',
    ]);
    // Fewest units first; the on-demand service has no count and comes last.
    expect(await list('sort=stock')).toEqual([
      'Cable USB',
      'Audífonos',
      'Playera de algodón',
      'Bocina azul',
      'Diseño de sonido',
    ]);
    expect((await list('')).at(0)).toBe('Playera de algodón');
  });

  it('filters by stock state: in stock, low, sold out', async () => {
    expect(await list('stock=sold_out&sort=name')).toEqual(['Cable USB']);
    expect(await list('stock=low&sort=name')).toEqual(['Audífonos']);
    expect(await list('stock=in_stock&sort=name')).toEqual([
      'Audífonos',
      'Bocina azul',
      'Diseño de sonido',
      'Playera de algodón',
    ]);
    const bad = await send('GET', `${items()}?stock=some&sort=colour`, 'admin');
    expect(Object.keys(await fieldsOf(bad)).sort()).toEqual(['sort', 'stock']);
  });

  it('tells which rows keep their stock in their combinations', async () => {
    const res = await send('GET', `${items()}?sort=name`, 'owner');
    const rows = ((await res.json()) as SupplierProductPage).results;
    expect(rows.find((row) => row.id === ids.shirt)).toMatchObject({
      has_variant_stock: true,
      available: 7,
    });
    expect(rows.find((row) => row.id === ids['Bocina azul'])?.has_variant_stock).toBe(false);
  });

  it('hides and shows several items at once, and the shop listing them follows', async () => {
    expect(await shopNames()).toEqual(expect.arrayContaining(['Bocina azul', 'Audífonos']));
    expiredTags.length = 0;
    const hide = await send('PATCH', `${items()}/visibility`, 'admin', {
      products: [ids['Bocina azul'], ids['Audífonos']],
      hiden: true,
    });
    expect(hide.status).toBe(200);
    expect(((await hide.json()) as SupplierProductsVisibilityResult).updated).toEqual(
      [ids['Bocina azul'], ids['Audífonos']].sort(),
    );
    expect(expiredTags).toEqual(
      expect.arrayContaining([
        `product:${ids['Bocina azul']}`,
        `product:${ids['Audífonos']}`,
        'shop:tienda-l:products',
      ]),
    );
    const names = await shopNames();
    expect(names).not.toContain('Bocina azul');
    expect(names).not.toContain('Audífonos');
    expect(names).toContain('Cable USB');

    const show = await send('PATCH', `${items()}/visibility`, 'owner', {
      products: [ids['Bocina azul'], ids['Audífonos']],
      hiden: false,
    });
    expect(show.status).toBe(200);
    expect(await shopNames()).toEqual(expect.arrayContaining(['Bocina azul', 'Audífonos']));
  });

  it('unpublishes and publishes several items at once', async () => {
    const body = (list_state: string) => ({
      products: [ids['Cable USB'], ids.shirt],
      list_state,
    });
    expect(
      (await send('PATCH', `${items()}/visibility`, 'owner', body('unpublished'))).status,
    ).toBe(200);
    const res = await send('GET', `${items()}?sort=name`, 'owner');
    const rows = ((await res.json()) as SupplierProductPage).results;
    expect(
      rows
        .filter((row) => row.list_state === 'unpublished')
        .map((row) => row.id)
        .sort(),
    ).toEqual([ids['Cable USB'], ids.shirt].sort());
    expect(await shopNames()).not.toContain('Cable USB');
    expect((await send('PATCH', `${items()}/visibility`, 'owner', body('published'))).status).toBe(
      200,
    );
    expect(await shopNames()).toContain('Cable USB');
  });

  it('refuses a bulk action with another supplier’s item and changes none of them', async () => {
    const res = await send('PATCH', `${items()}/visibility`, 'owner', {
      products: [ids['Bocina azul'], ids.foreign],
      hiden: true,
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('product_not_found');
    expect(await shopNames()).toContain('Bocina azul');
  });

  it('refuses bulk actions to other suppliers’ admins, dispatchers and visitors, and bad bodies', async () => {
    const body = { products: [ids['Bocina azul']], hiden: true };
    const other = await send('PATCH', `${items()}/visibility`, 'shopOwner', body);
    expect(other.status).toBe(404);
    expect(((await other.json()) as { code: string }).code).toBe('supplier_not_found');
    expect((await send('PATCH', `${items()}/visibility`, 'otherOwner', body)).status).toBe(404);
    expect((await send('PATCH', `${items()}/visibility`, 'dispatcher', body)).status).toBe(403);
    expect((await send('PATCH', `${items()}/visibility`, undefined, body)).status).toBe(401);

    expect(
      await fieldsOf(
        await send('PATCH', `${items()}/visibility`, 'owner', { products: [], hiden: true }),
      ),
    ).toEqual({ products: ['required'] });
    const many = Array.from({ length: 101 }, (_, i) => `prd_${i}`);
    expect(
      await fieldsOf(
        await send('PATCH', `${items()}/visibility`, 'owner', { products: many, hiden: true }),
      ),
    ).toEqual({ products: ['too_many_items'] });
    expect(await shopNames()).toContain('Bocina azul');
  });

  it('sets an item’s stock from the list: sold out follows and the item page expires', async () => {
    const cable = ids['Cable USB']!;
    expiredTags.length = 0;
    const res = await send('PATCH', `${items()}/${cable}/stock`, 'admin', { available: 12 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ available: 12, sold_out: false });
    expect(expiredTags).toEqual(
      expect.arrayContaining([`product:${cable}`, 'shop:tienda-l:products']),
    );
    const shown = await send('GET', `/shops/tienda-l/products/${cable}`);
    expect(await shown.json()).toMatchObject({ available: 12 });

    const none = await send('PATCH', `${items()}/${cable}/stock`, 'owner', { available: 0 });
    expect(await none.json()).toMatchObject({ available: 0, sold_out: true });
  });

  it('refuses a stock edit on an item whose combinations keep their own stock', async () => {
    const res = await send('PATCH', `${items()}/${ids.shirt}/stock`, 'owner', { available: 50 });
    expect(await fieldsOf(res)).toEqual({ available: ['variant_stock_in_editor'] });
    const read = await send('GET', `${items()}/${ids.shirt}`, 'owner');
    expect(((await read.json()) as SupplierProduct).available).toBe(7);
  });

  it('refuses bad stock and anyone but the supplier’s owner and admins', async () => {
    const url = `${items()}/${ids['Audífonos']}/stock`;
    expect(await fieldsOf(await send('PATCH', url, 'owner', { available: -1 }))).toEqual({
      available: ['stock_negative'],
    });
    expect(await fieldsOf(await send('PATCH', url, 'owner', { available: 2.5 }))).toEqual({
      available: ['invalid_number'],
    });
    expect((await send('PATCH', url, 'shopOwner', { available: 1 })).status).toBe(404);
    expect((await send('PATCH', url, 'dispatcher', { available: 1 })).status).toBe(403);
    expect((await send('PATCH', url, undefined, { available: 1 })).status).toBe(401);
    // Another supplier's item through this supplier's path: not found.
    const foreign = await send('PATCH', `${items()}/${ids.foreign}/stock`, 'owner', {
      available: 1,
    });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { code: string }).code).toBe('product_not_found');
    const read = await send('GET', `${items()}/${ids['Audífonos']}`, 'owner');
    expect(((await read.json()) as SupplierProduct).available).toBe(3);
  });
});
