import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { GalleryImage } from '@/lib/api/schemas/gallery';
import type { ProductDetail, ProductPage } from '@/lib/api/schemas/product';
import type {
  SupplierProduct,
  SupplierProductInputBody,
  SupplierProductPage,
} from '@/lib/api/schemas/supplier-products';
import { categories, supplierMembers } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createSessionCookie, createShop, createSupplier, createUser } from '../support/factories';
import { solidImage } from '../support/gallery-images';
import { expiredTags } from '../support/next-cache';
import { fieldsOf, plainItem, shirtWithSizes } from '../support/supplier-items';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

/** Each bad input, the field it is refused on and the key. */
const BAD_INPUT: Array<[string, Partial<SupplierProductInputBody>, string, string]> = [
  ['a price of 0', { list_price: 0 }, 'list_price', 'price_not_positive'],
  ['a negative price', { list_price: -100 }, 'list_price', 'price_not_positive'],
  ['a price over 10 million', { list_price: 1_000_000_001 }, 'list_price', 'price_too_high'],
  [
    'a crossed-out price below the price',
    { crossout_price: 10_000 },
    'crossout_price',
    'crossout_below_price',
  ],
  ['negative stock', { available: -1 }, 'available', 'stock_negative'],
  [
    'a margin above the price',
    { contribution_margin: 20_000 },
    'contribution_margin',
    'margin_above_price',
  ],
  ['no name', { name: '  ' }, 'name', 'required'],
  [
    'a variant without options',
    { variants: [{ name: 'Color', options: [] }] },
    'variants.0.options',
    'variant_without_options',
  ],
  [
    'combinations that miss one',
    {
      variants: [{ name: 'Talla', options: ['M', 'G'] }],
      variant_stock: [{ options: { Talla: 'M' }, available: 1, list_price: null }],
    },
    'variant_stock',
    'variant_stock_incomplete',
  ],
  [
    'an experience without its date',
    { type: 'experience', experience_available: 5 },
    'experience_date',
    'required',
  ],
  ['a digital item without its link', { type: 'digital' }, 'digital_url', 'required'],
  [
    'a link that is not a web address',
    { type: 'digital', digital_url: 'javascript:alert(1)' },
    'digital_url',
    'invalid_url',
  ],
  ['an unknown category', { category_id: 'cat_nada' }, 'category_id', 'invalid_category'],
  [
    'a photo that was not uploaded for the supplier',
    { photos: ['https://evil.example/x.png'] },
    'photos.0',
    'invalid_photo',
  ],
];

type Who = 'owner' | 'admin' | 'dispatcher' | 'otherOwner' | 'shopOwner';

/**
 * A supplier's own items (issue 16): its owner and admins create, read, edit, publish and hide
 * them; its other staff, other suppliers, shop owners and anonymous visitors are refused; bad
 * input gets a key per field, and what a shop shows follows the supplier's saves.
 */
describe.each(kinds)('supplier items API on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let dataDir: string;
  const cookie = {} as Record<Who, string>;
  let supplierId: string;
  let otherSupplierId: string;

  const send = (method: string, url: string, who?: Who, body?: unknown) =>
    call(api, method, `/api${url}`, body, { cookie: who ? cookie[who] : undefined });
  const items = (supplier = supplierId) => `/suppliers/${supplier}/products`;

  async function created(body: unknown, who: Who = 'owner'): Promise<SupplierProduct> {
    const res = await send('POST', items(), who, body);
    const answer = (await res.json()) as SupplierProduct;
    expect(res.status, JSON.stringify(answer)).toBe(201);
    return answer;
  }

  function uploadPhoto(supplier: string, who: Who, color: string) {
    return solidImage('png', { color }).then((png) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
      form.append('kind', 'product_photo');
      form.append('supplier', supplier);
      return api.request('/api/gallery', {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin', cookie: cookie[who] },
        body: form,
      });
    });
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tienda-items-'));
    vi.stubEnv('DATA_DIR', dataDir);
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const people = await Promise.all(
      (['owner', 'admin', 'dispatcher', 'otherOwner', 'shopOwner'] as const).map((who) =>
        createUser(db, { level: who === 'shopOwner' ? 2 : 1 }).then((user) => [who, user] as const),
      ),
    );
    const userId = Object.fromEntries(people.map(([who, user]) => [who, user.id])) as Record<
      Who,
      string
    >;
    supplierId = (
      await createSupplier(db, { ownerId: userId.owner, name: 'Tecno Norte', isDropshipping: true })
    ).id;
    otherSupplierId = (await createSupplier(db, { ownerId: userId.otherOwner, name: 'Tecno Sur' }))
      .id;
    await db.insert(supplierMembers).values([
      { supplierId, userId: userId.admin, role: 'admin' },
      { supplierId, userId: userId.dispatcher, role: 'dispatcher' },
    ]);
    await createShop(db, { slug: 'tienda-i', ownerId: userId.shopOwner });
    await db.insert(categories).values([
      { id: 'cat_sonido', slug: 'sonido', nameEs: 'Sonido', nameEn: 'Audio' },
      { id: 'cat_cables', slug: 'cables', nameEs: 'Cables', nameEn: 'Cables' },
    ]);
    for (const [who, id] of Object.entries(userId)) {
      cookie[who as Who] = await createSessionCookie(db, id);
    }
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await database?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates a product with two sizes, each with its own stock and price, and reads it back', async () => {
    const shirt = await created(shirtWithSizes());
    expect(shirt).toMatchObject({
      owner: supplierId,
      type: 'product',
      name: 'Playera de algodón',
      slug: 'playera-de-algodon',
      list_price: 29_900,
      crossout_price: 39_900,
      is_dropshipping: true,
      list_state: 'published',
      hiden: false,
      // The item's stock is the sum of its sizes'.
      available: 7,
      variants: [{ name: 'Talla', options: ['M', 'G'] }],
      variant_stock: [
        { options: { Talla: 'M' }, variant: 'Talla: M', available: 4, list_price: null },
        { options: { Talla: 'G' }, variant: 'Talla: G', available: 3, list_price: 31_900 },
      ],
      sanitized: [],
    });
    const read = await send('GET', `${items()}/${shirt.id}`, 'owner');
    expect(read.status).toBe(200);
    const { sanitized, ...stored } = shirt;
    expect(sanitized).toEqual([]);
    expect(await read.json()).toEqual(stored);
  });

  it('creates a service, an experience with its date, place and places, and a digital item with its link', async () => {
    const service = await created(plainItem({ type: 'service', name: 'Instalación de red' }));
    expect(service.type).toBe('service');

    const when = '2026-08-01T18:00:00.000Z';
    const tasting = await created(
      plainItem({
        type: 'experience',
        name: 'Cata de café',
        experience_date: when,
        experience_place: 'Finca El Mirador, Chiapas',
        experience_available: 12,
        digital_url: 'https://example.com/ignored',
      }),
    );
    expect(tasting).toMatchObject({
      experience_date: when,
      experience_place: 'Finca El Mirador, Chiapas',
      experience_available: 12,
      // The places left are the experience's stock; a link means nothing on an experience.
      available: 12,
      digital_url: null,
    });

    const course = await created(
      plainItem({
        type: 'digital',
        name: 'Curso de fotografía',
        stock_type: 'ondemand',
        digital_url: 'https://cursos.example.com/foto',
        experience_date: when,
      }),
    );
    expect(course).toMatchObject({
      digital_url: 'https://cursos.example.com/foto',
      experience_date: null,
    });
  });

  it('keeps the description as sanitised rich text and says it cleaned it', async () => {
    const item = await created(
      plainItem({
        description:
          '<p onclick="steal()">Hecha a mano</p><script>alert(document.cookie)</script>\n<ul>\n<li><em>Barro</em></li>\n</ul><a href="javascript:alert(1)">ver</a> <a href="https://example.com">sitio</a><img src=x onerror="alert(2)">',
      }),
    );
    expect(item.description).toBe(
      '<p>Hecha a mano</p><ul><li><em>Barro</em></li></ul><a>ver</a> <a href="https://example.com" rel="nofollow noopener noreferrer">sitio</a>',
    );
    expect(item.sanitized).toEqual(['description']);
  });

  it.each(BAD_INPUT)(
    'refuses %s on its field, saving nothing',
    async (_case, change, field, key) => {
      const before = (await (await send('GET', items(), 'owner')).json()) as SupplierProductPage;
      const fields = await fieldsOf(await send('POST', items(), 'owner', plainItem(change)));
      expect(fields[field]).toEqual([key]);
      const after = (await (await send('GET', items(), 'owner')).json()) as SupplierProductPage;
      expect(after.matches_estimated).toBe(before.matches_estimated);
    },
  );

  it('offers every category to choose from, and files the item under the one chosen', async () => {
    const list = await send('GET', '/categories');
    expect(await list.json()).toEqual({
      results: [
        { id: 'cat_cables', slug: 'cables', name_es: 'Cables', name_en: 'Cables' },
        { id: 'cat_sonido', slug: 'sonido', name_es: 'Sonido', name_en: 'Audio' },
      ],
    });
    const item = await created(plainItem({ category_id: 'cat_sonido' }));
    expect(item.category_id).toBe('cat_sonido');
  });

  it('takes photos uploaded for the supplier in the order given, the first as the cover, and refuses another supplier’s', async () => {
    const [first, second] = await Promise.all(
      ['#ff0000', '#00ff00'].map(async (color) => {
        const res = await uploadPhoto(supplierId, 'admin', color);
        expect(res.status).toBe(201);
        return ((await res.json()) as GalleryImage).url;
      }),
    );
    const item = await created(plainItem({ photos: [second!, first!] }), 'admin');
    expect(item.photos).toEqual([second, first]);

    expect((await uploadPhoto(supplierId, 'shopOwner', '#0000ff')).status).toBe(404);
    const theirs = await uploadPhoto(otherSupplierId, 'otherOwner', '#0000ff');
    const theirUrl = ((await theirs.json()) as GalleryImage).url;
    const fields = await fieldsOf(
      await send(
        'PUT',
        `${items()}/${item.id}`,
        'owner',
        plainItem({ photos: [first!, theirUrl] }),
      ),
    );
    expect(fields).toEqual({ 'photos.1': ['invalid_photo'] });
  });

  it('edits an item, and the shops listing it show the change at once', async () => {
    const shirt = await created(shirtWithSizes());
    const listed = await send('PUT', `/shops/tienda-i/listings/${shirt.id}`, 'shopOwner', {});
    expect(listed.status).toBeLessThan(300);

    expiredTags.length = 0;
    const res = await send(
      'PUT',
      `${items()}/${shirt.id}`,
      'admin',
      shirtWithSizes({ name: 'Playera orgánica', list_price: 27_900 }),
    );
    expect(res.status).toBe(200);
    expect(expiredTags).toEqual(
      expect.arrayContaining([`product:${shirt.id}`, 'shop:tienda-i:products']),
    );
    const shown = await send('GET', `/shops/tienda-i/products/${shirt.id}`);
    expect(await shown.json()).toMatchObject({ name: 'Playera orgánica', list_price: 27_900 });
  });

  it('publishes, hides and shows an item in the shops listing it', async () => {
    const mug = await created(plainItem({ name: 'Taza esmaltada', list_state: 'unpublished' }));
    const names = async () =>
      (
        (await (
          await send('GET', '/shops/tienda-i/products?type=product&limit=100')
        ).json()) as ProductPage
      ).results.map((p) => p.name);

    const visibility = (body: unknown) =>
      send('PATCH', `${items()}/${mug.id}/visibility`, 'owner', body);
    // A draft is not there for resellers yet.
    const draft = await send('PUT', `/shops/tienda-i/listings/${mug.id}`, 'shopOwner', {});
    expect(draft.status).toBe(404);
    expect((await visibility({ list_state: 'published' })).status).toBe(200);
    expect((await send('PUT', `/shops/tienda-i/listings/${mug.id}`, 'shopOwner', {})).ok).toBe(
      true,
    );
    expect(await names()).toContain('Taza esmaltada');

    const hidden = await visibility({ hiden: true });
    expect(await hidden.json()).toMatchObject({ list_state: 'published', hiden: true });
    expect(await names()).not.toContain('Taza esmaltada');

    await visibility({ hiden: false });
    expect(await names()).toContain('Taza esmaltada');
    await visibility({ list_state: 'unpublished' });
    expect(await names()).not.toContain('Taza esmaltada');

    expect(await fieldsOf(await visibility({}))).toEqual({ _: ['required'] });
  });

  it('never shows a digital item’s link in a shop', async () => {
    const course = await created(
      plainItem({
        type: 'digital',
        name: 'Plantillas',
        digital_url: 'https://privado.example.com/plantillas.zip',
        list_state: 'published',
      }),
    );
    await send('PUT', `/shops/tienda-i/listings/${course.id}`, 'shopOwner', {});
    const shown = (await (
      await send('GET', `/shops/tienda-i/products/${course.id}`)
    ).json()) as ProductDetail;
    expect(shown.name).toBe('Plantillas');
    expect(JSON.stringify(shown)).not.toContain('privado.example.com');
  });

  it('gives a shop’s item page the price of each size', async () => {
    const hoodie = await created(
      plainItem({
        name: 'Sudadera con precios',
        list_price: 49_900,
        list_state: 'published',
        variants: [{ name: 'Talla', options: ['M', 'G'] }],
        variant_stock: [
          { options: { Talla: 'M' }, available: 2, list_price: null },
          { options: { Talla: 'G' }, available: 1, list_price: 54_900 },
        ],
      }),
    );
    await send('PUT', `/shops/tienda-i/listings/${hoodie.id}`, 'shopOwner', {});
    const shown = (await (
      await send('GET', `/shops/tienda-i/products/${hoodie.id}`)
    ).json()) as ProductDetail;
    expect(shown.variant_prices).toEqual([
      { options: { Talla: 'M' }, list_price: 49_900 },
      { options: { Talla: 'G' }, list_price: 54_900 },
    ]);

    const plain = await created(plainItem({ name: 'Taza sin tallas', list_state: 'published' }));
    await send('PUT', `/shops/tienda-i/listings/${plain.id}`, 'shopOwner', {});
    const cup = (await (
      await send('GET', `/shops/tienda-i/products/${plain.id}`)
    ).json()) as ProductDetail;
    expect(cup.variant_prices).toEqual([]);
  });

  it('lists the supplier’s items, newest change first, by words of the name and by type', async () => {
    await created(plainItem({ name: 'Cable USB trenzado' }));
    await created(plainItem({ type: 'service', name: 'Reparación de cable' }));
    const page = async (query: string) =>
      (await (await send('GET', `${items()}?${query}`, 'admin')).json()) as SupplierProductPage;

    const cables = await page('text=CABLE');
    expect(cables.results.map((r) => r.name)).toEqual([
      'Reparación de cable',
      'Cable USB trenzado',
    ]);
    expect((await page('text=cable&type=service')).results.map((r) => r.name)).toEqual([
      'Reparación de cable',
    ]);
    const theirs = (await (
      await send('GET', items(otherSupplierId), 'otherOwner')
    ).json()) as SupplierProductPage;
    expect(theirs.results.map((r) => r.name)).not.toContain('Cable USB trenzado');
  });

  describe('refusals', () => {
    let itemId: string;
    beforeAll(async () => {
      itemId = (await created(plainItem({ name: 'Audífonos' }))).id;
    });

    const operations = () =>
      [
        ['GET', items(), undefined],
        ['POST', items(), plainItem()],
        ['GET', `${items()}/${itemId}`, undefined],
        ['PUT', `${items()}/${itemId}`, plainItem()],
        ['PATCH', `${items()}/${itemId}/visibility`, { hiden: true }],
        ['DELETE', `${items()}/${itemId}`, undefined],
      ] as const;

    it('answers 401 to anonymous visitors on every operation', async () => {
      for (const [method, url, body] of operations()) {
        const res = await send(method, url, undefined, body);
        expect(res.status, `${method} ${url}`).toBe(401);
      }
    });

    it('answers 404 supplier_not_found to a shop owner and to another supplier, on every operation', async () => {
      for (const who of ['shopOwner', 'otherOwner'] as const) {
        for (const [method, url, body] of operations()) {
          const res = await send(method, url, who, body);
          expect(res.status, `${who} ${method} ${url}`).toBe(404);
          expect(((await res.json()) as { code: string }).code).toBe('supplier_not_found');
        }
      }
    });

    it('answers 403 to the supplier’s dispatcher, whose role does not edit items', async () => {
      for (const [method, url, body] of operations()) {
        const res = await send(method, url, 'dispatcher', body);
        expect(res.status, `${method} ${url}`).toBe(403);
      }
    });

    it("answers 404 product_not_found for another supplier's item through one's own supplier", async () => {
      const theirs = await send('POST', items(otherSupplierId), 'otherOwner', plainItem());
      const theirId = ((await theirs.json()) as SupplierProduct).id;
      for (const [method, url, body] of [
        ['GET', `${items()}/${theirId}`, undefined],
        ['PUT', `${items()}/${theirId}`, plainItem({ name: 'Mío' })],
        ['PATCH', `${items()}/${theirId}/visibility`, { hiden: true }],
        ['DELETE', `${items()}/${theirId}`, undefined],
      ] as const) {
        const res = await send(method, url, 'owner', body);
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(((await res.json()) as { code: string }).code).toBe('product_not_found');
      }
      const still = await send('GET', `${items(otherSupplierId)}/${theirId}`, 'otherOwner');
      expect(await still.json()).toMatchObject({ name: 'Taza de barro', hiden: false });
    });
  });
});
