import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { banners, galleryImages } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createListedProducts, createSupplier } from '../support/factories';
import { solidImage } from '../support/gallery-images';
import { createShopStaff, type StaffCookies } from '../support/shop-staff';
import { expiredTags as expired } from '../support/next-cache';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

interface SlideBody {
  id: string;
  hzt_image: string | null;
  hzt_image_id: string | null;
  vrt_image: string | null;
  vrt_image_id: string | null;
  product: { id: string; name: string } | null;
  supplier: string | null;
  url: string | null;
  url_target: boolean;
  type: 'PRODUCT' | 'URL';
  action_type: string;
  target: string;
}

/** The banner editor's API (spec 01 §2, §4, §5, §7, §8; issue 6): list, create, update, delete. */
describe.each(kinds)('banner writes on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let dataDir: string;
  const cookie = {} as StaffCookies;
  let shopA: { id: string };
  let shopB: { id: string };
  let products: { id: string; ownerId: string }[] = [];
  let supplierId = '';

  const write = (method: string, path: string, body?: unknown, who?: string, locale = 'es') =>
    call(api, method, `/api/shops/${path}`, body, { cookie: who, locale });

  async function upload(
    kind: 'banner_desktop' | 'banner_mobile' | 'catalogue_photo',
    shop = 'tienda-a',
    who = cookie.ownerA,
  ) {
    const form = new FormData();
    const png = await solidImage('png', { width: 8, height: 4 });
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${kind}.png`);
    form.append('kind', kind);
    form.append('shop', shop);
    const res = await api.request('/api/gallery', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', cookie: who },
      body: form,
    });
    const body = (await res.json()) as { id: string; url: string };
    expect(res.status, JSON.stringify(body)).toBe(201);
    return body;
  }

  const pair = async (shop = 'tienda-a', who = cookie.ownerA) => ({
    desktop: await upload('banner_desktop', shop, who),
    mobile: await upload('banner_mobile', shop, who),
  });

  async function create(body: Record<string, unknown>, who = cookie.ownerA): Promise<SlideBody> {
    const res = await write('POST', 'tienda-a/banners', body, who);
    const answer = (await res.json()) as SlideBody;
    expect(res.status, JSON.stringify(answer)).toBe(201);
    return answer;
  }

  /** The files the gallery keeps on disk (their keys). */
  async function storedFiles(): Promise<string[]> {
    const root = path.join(dataDir, 'uploads');
    const folders = await readdir(root).catch(() => [] as string[]);
    const files = await Promise.all(folders.map((folder) => readdir(path.join(root, folder))));
    return files.flat();
  }
  const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tienda-banners-'));
    vi.stubEnv('DATA_DIR', dataDir);
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const staff = await createShopStaff(db);
    ({ shopA, shopB } = staff);
    Object.assign(cookie, staff.cookie);
    const supplier = await createSupplier(db);
    supplierId = supplier.id;
    products = await createListedProducts(db, {
      supplierId: supplier.id,
      shopIds: [shopA.id],
      items: [
        { name: 'Taza' },
        { name: 'Escondido', hidden: true },
        { name: 'Borrador', listState: 'unpublished' },
      ],
    });
    products.push(
      ...(await createListedProducts(db, {
        supplierId: supplier.id,
        shopIds: [shopB.id],
        items: [{ name: 'Ajeno' }],
      })),
    );
  });

  beforeEach(() => {
    expired.length = 0;
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await database?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates a banner from an uploaded pair at the end of the carousel; visitors read it on the next load', async () => {
    const { desktop, mobile } = await pair();
    const banner = await create({
      hzt_image_id: desktop.id,
      vrt_image_id: mobile.id,
      url: 'www.ejemplo.mx/ofertas',
      url_target: true,
    });
    expect(banner).toMatchObject({
      hzt_image: desktop.url,
      hzt_image_id: desktop.id,
      vrt_image: mobile.url,
      vrt_image_id: mobile.id,
      type: 'URL',
      action_type: 'url',
      url: 'www.ejemplo.mx/ofertas',
      url_target: true,
      product: null,
      target: 'all',
    });
    expect(banner.id).toMatch(/^ban_/);
    expect(expired).toContain('shop:tienda-a');

    // The storefront's read of the shop (what its cached pages are built from) has it.
    const shop = await (await write('GET', 'tienda-a')).json();
    expect(shop.store_theme_info.slider_info.map((s: SlideBody) => s.id)).toEqual([banner.id]);

    // A banner without a link, for registered users only, goes after it.
    const second = await pair();
    const quiet = await create(
      { hzt_image_id: second.desktop.id, vrt_image_id: second.mobile.id, target: 'ul0' },
      cookie.adminA,
    );
    expect(quiet).toMatchObject({
      type: 'URL',
      action_type: 'none',
      url: null,
      url_target: false,
      target: 'ul0',
    });
    const list = await (await write('GET', 'tienda-a/banners', undefined, cookie.ownerA)).json();
    expect(list.results.map((s: SlideBody) => s.id)).toEqual([banner.id, quiet.id]);
    expect(list.matches_estimated).toBe(2);
    const paged = await (
      await write('GET', 'tienda-a/banners?offset=1&limit=1', undefined, cookie.ownerA)
    ).json();
    expect(paged.results.map((s: SlideBody) => s.id)).toEqual([quiet.id]);
  });

  it('links a banner to an item the shop sells, with its supplier', async () => {
    const { desktop, mobile } = await pair();
    const banner = await create({
      hzt_image_id: desktop.id,
      vrt_image_id: mobile.id,
      type: 'PRODUCT',
      product: products[0]!.id,
      url: 'ignorada.mx',
    });
    expect(banner).toMatchObject({
      type: 'PRODUCT',
      action_type: 'product',
      product: { id: products[0]!.id, name: 'Taza' },
      supplier: supplierId,
      url: null,
    });
    await write('DELETE', `tienda-a/banners/${banner.id}`, undefined, cookie.ownerA);
  });

  it('checks every field: images required and of this shop, the link a web address, the product one the shop sells', async () => {
    const { desktop, mobile } = await pair();
    const catalogue = await upload('catalogue_photo');
    const foreign = await pair('tienda-b', cookie.ownerB);
    const images = { hzt_image_id: desktop.id, vrt_image_id: mobile.id };
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{}, { hzt_image_id: ['required'], vrt_image_id: ['required'] }],
      [{ hzt_image_id: ' ', vrt_image_id: mobile.id }, { hzt_image_id: ['required'] }],
      [
        { hzt_image_id: mobile.id, vrt_image_id: desktop.id },
        { hzt_image_id: ['invalid_image'], vrt_image_id: ['invalid_image'] },
      ],
      [
        { hzt_image_id: catalogue.id, vrt_image_id: mobile.id },
        { hzt_image_id: ['invalid_image'] },
      ],
      [
        { hzt_image_id: foreign.desktop.id, vrt_image_id: foreign.mobile.id },
        { hzt_image_id: ['invalid_image'], vrt_image_id: ['invalid_image'] },
      ],
      [{ ...images, url: 'javascript:alert(1)' }, { url: ['CarrouselShopInvalidLink'] }],
      [{ ...images, url: 'no es un enlace' }, { url: ['CarrouselShopInvalidLink'] }],
      [{ ...images, url: 'ejemplo' }, { url: ['CarrouselShopInvalidLink'] }],
      [{ ...images, url: 'ftp://ejemplo.mx' }, { url: ['CarrouselShopInvalidLink'] }],
      [{ ...images, url: `ejemplo.mx/${'a'.repeat(500)}` }, { url: ['too_long'] }],
      [{ ...images, type: 'PRODUCT' }, { product: ['required'] }],
      [{ ...images, type: 'PRODUCT', product: products[1]!.id }, { product: ['invalid_product'] }],
      [{ ...images, type: 'PRODUCT', product: products[2]!.id }, { product: ['invalid_product'] }],
      [{ ...images, type: 'PRODUCT', product: products[3]!.id }, { product: ['invalid_product'] }],
      [{ ...images, type: 'PRODUCT', product: 'prd_nope' }, { product: ['invalid_product'] }],
      [{ ...images, type: 'LINK' }, { type: ['invalid_option'] }],
      [{ ...images, target: 'ul9' }, { target: ['invalid_option'] }],
      [{ ...images, url_target: 'si' }, { url_target: ['invalid_option'] }],
    ];
    for (const [body, fields] of cases) {
      const res = await write('POST', 'tienda-a/banners', body, cookie.ownerA);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await res.json(), JSON.stringify(body)).toEqual({
        code: 'validation_error',
        message: 'Revisa los datos enviados.',
        fields,
      });
    }
    const english = await write(
      'POST',
      'tienda-a/banners',
      { ...images, url: 'nada' },
      cookie.ownerA,
      'en',
    );
    expect(await english.json()).toMatchObject({
      message: 'Please check the data you sent.',
      fields: { url: ['CarrouselShopInvalidLink'] },
    });
    const unknownField = await write(
      'POST',
      'tienda-a/banners',
      { ...images, position: 3 },
      cookie.ownerA,
    );
    expect(unknownField.status).toBe(422);

    for (const url of [
      'ejemplo.mx',
      'www.ejemplo.com.mx/ofertas?x=1#a',
      'https://ejemplo.mx',
      'http://sub.ejemplo.mx/ruta',
    ]) {
      const ok = await create({ ...images, url });
      expect(ok.url).toBe(url);
      await write('DELETE', `tienda-a/banners/${ok.id}`, undefined, cookie.ownerA);
      // The images went with it: upload a fresh pair for the next one.
      const next = await pair();
      images.hzt_image_id = next.desktop.id;
      images.vrt_image_id = next.mobile.id;
    }
  });

  it('updates only the fields sent, checks the link as it will be, and drops a replaced image from the gallery', async () => {
    const first = await pair();
    const banner = await create({
      hzt_image_id: first.desktop.id,
      vrt_image_id: first.mobile.id,
      url: 'ejemplo.mx',
    });

    const toProduct = await write(
      'PATCH',
      `tienda-a/banners/${banner.id}`,
      { type: 'PRODUCT', product: products[0]!.id },
      cookie.adminA,
    );
    expect(toProduct.status).toBe(200);
    expect(await toProduct.json()).toMatchObject({
      type: 'PRODUCT',
      action_type: 'product',
      url: null,
      supplier: supplierId,
      product: { id: products[0]!.id },
    });
    expect(expired).toContain('shop:tienda-a');

    const noProduct = await write(
      'PATCH',
      `tienda-a/banners/${banner.id}`,
      { product: null },
      cookie.ownerA,
    );
    expect(await noProduct.json()).toMatchObject({ fields: { product: ['required'] } });
    const badLink = await write(
      'PATCH',
      `tienda-a/banners/${banner.id}`,
      { type: 'URL', url: 'nada' },
      cookie.ownerA,
    );
    expect(await badLink.json()).toMatchObject({ fields: { url: ['CarrouselShopInvalidLink'] } });
    const noImage = await write(
      'PATCH',
      `tienda-a/banners/${banner.id}`,
      { hzt_image_id: null },
      cookie.ownerA,
    );
    expect(await noImage.json()).toMatchObject({ fields: { hzt_image_id: ['required'] } });

    const audience = await write(
      'PATCH',
      `tienda-a/banners/${banner.id}`,
      { target: 'anon' },
      cookie.ownerA,
    );
    expect(await audience.json()).toMatchObject({
      target: 'anon',
      type: 'PRODUCT',
      product: { id: products[0]!.id },
    });
    const unchanged = await write('PATCH', `tienda-a/banners/${banner.id}`, {}, cookie.ownerA);
    expect(await unchanged.json()).toMatchObject({ id: banner.id, target: 'anon' });

    const replacement = await upload('banner_desktop');
    expect(await storedFiles()).toContain(keyOf(first.desktop.url));
    const replaced = await write(
      'PATCH',
      `tienda-a/banners/${banner.id}`,
      { hzt_image_id: replacement.id, vrt_image_id: first.mobile.id },
      cookie.ownerA,
    );
    expect(await replaced.json()).toMatchObject({
      hzt_image: replacement.url,
      hzt_image_id: replacement.id,
      vrt_image_id: first.mobile.id,
    });
    expect(
      await database.db.select().from(galleryImages).where(eq(galleryImages.id, first.desktop.id)),
    ).toEqual([]);
    expect(await storedFiles()).not.toContain(keyOf(first.desktop.url));
    expect(await storedFiles()).toContain(keyOf(first.mobile.url));

    const unknown = await write(
      'PATCH',
      'tienda-a/banners/ban_nope',
      { target: 'all' },
      cookie.ownerA,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      code: 'banner_not_found',
      message: 'Banner no encontrado',
    });
  });

  it('keeps a sign-up link when the link is left alone', async () => {
    const { desktop, mobile } = await pair();
    const banner = await create({ hzt_image_id: desktop.id, vrt_image_id: mobile.id });
    await database.db
      .update(banners)
      .set({ actionType: 'signup' })
      .where(eq(banners.id, banner.id));
    const res = await write(
      'PATCH',
      `tienda-a/banners/${banner.id}`,
      { target: 'anon' },
      cookie.ownerA,
    );
    expect(await res.json()).toMatchObject({ action_type: 'signup', target: 'anon' });
    await write('DELETE', `tienda-a/banners/${banner.id}`, undefined, cookie.ownerA);
  });

  it('deletes a banner with its gallery images, rows and files', async () => {
    const { desktop, mobile } = await pair();
    const banner = await create({ hzt_image_id: desktop.id, vrt_image_id: mobile.id });
    expect(await storedFiles()).toEqual(
      expect.arrayContaining([keyOf(desktop.url), keyOf(mobile.url)]),
    );
    expired.length = 0;
    const res = await write('DELETE', `tienda-a/banners/${banner.id}`, undefined, cookie.ownerA);
    expect(res.status).toBe(204);
    expect(expired).toContain('shop:tienda-a');
    expect(await database.db.select().from(banners).where(eq(banners.id, banner.id))).toEqual([]);
    for (const image of [desktop, mobile]) {
      expect(
        await database.db.select().from(galleryImages).where(eq(galleryImages.id, image.id)),
      ).toEqual([]);
      expect(await storedFiles()).not.toContain(keyOf(image.url));
    }
    const shop = await (await write('GET', 'tienda-a')).json();
    expect(shop.store_theme_info.slider_info.map((s: SlideBody) => s.id)).not.toContain(banner.id);
    const again = await write('DELETE', `tienda-a/banners/${banner.id}`, undefined, cookie.ownerA);
    expect(again.status).toBe(404);
  });

  it('stops at 10 banners, the most the carousel shows', async () => {
    const count = (await database.db.select().from(banners).where(eq(banners.shopId, shopA.id)))
      .length;
    await database.db.insert(banners).values(
      Array.from({ length: 10 - count }, (_, i) => ({
        id: `ban_lleno_${i}`,
        shopId: shopA.id,
        hztImage: '/x.svg',
        vrtImage: '/y.svg',
        position: 50 + i,
      })),
    );
    const { desktop, mobile } = await pair();
    const res = await write(
      'POST',
      'tienda-a/banners',
      { hzt_image_id: desktop.id, vrt_image_id: mobile.id },
      cookie.ownerA,
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: 'banner_limit_reached',
      message: 'Tu carrusel ya tiene el máximo de banners.',
    });
    await database.db.delete(banners).where(eq(banners.shopId, shopA.id));
  });

  it("refuses the banner routes to anonymous visitors (401), customers, other staff roles and other shops' admins (403)", async () => {
    const { desktop, mobile } = await pair();
    const mine = await create({ hzt_image_id: desktop.id, vrt_image_id: mobile.id });
    const calls: Array<[string, string, unknown?]> = [
      ['GET', 'tienda-a/banners'],
      ['POST', 'tienda-a/banners', { hzt_image_id: desktop.id, vrt_image_id: mobile.id }],
      ['PATCH', `tienda-a/banners/${mine.id}`, { url: 'intruso.mx' }],
      ['DELETE', `tienda-a/banners/${mine.id}`],
    ];
    for (const [method, path, body] of calls) {
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
    // B's admin cannot reach A's banner through B's own path either, nor use A's images.
    for (const [method, body] of [
      ['PATCH', { url: 'intruso.mx' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await write(method, `tienda-b/banners/${mine.id}`, body, cookie.ownerB);
      expect(res.status, method).toBe(404);
      expect((await res.json()).code).toBe('banner_not_found');
    }
    const stolen = await write(
      'POST',
      'tienda-b/banners',
      { hzt_image_id: desktop.id, vrt_image_id: mobile.id },
      cookie.ownerB,
    );
    expect((await stolen.json()).fields).toEqual({
      hzt_image_id: ['invalid_image'],
      vrt_image_id: ['invalid_image'],
    });
    const unknownShop = await write(
      'POST',
      'no-existe/banners',
      { hzt_image_id: desktop.id, vrt_image_id: mobile.id },
      cookie.ownerA,
    );
    expect(unknownShop.status).toBe(404);

    const after = await database.db.select().from(banners).where(eq(banners.id, mine.id));
    expect(after[0]).toMatchObject({ url: null, hztImageId: desktop.id });
    expect(await database.db.select().from(banners).where(eq(banners.shopId, shopB.id))).toEqual(
      [],
    );
  });

  it('reads but never writes the banners of a proxy shop', async () => {
    const res = await write(
      'POST',
      'espejo-a/banners',
      { hzt_image_id: 'img_x', vrt_image_id: 'img_y' },
      cookie.ownerProxy,
    );
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe('proxy_shop_read_only');
    const list = await write('GET', 'espejo-a/banners', undefined, cookie.ownerProxy);
    expect(list.status).toBe(200);
    expect((await list.json()).results).toEqual([]);
  });
});
