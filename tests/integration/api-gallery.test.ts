import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { GET as serveUpload } from '@/app/uploads/[key]/route';
import { galleryImages, shopMembers } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { createSessionCookie, createShop, createUser } from '../support/factories';
import { CLEAN_SVG, SCRIPTED_SVG, solidImage, twoColourPng } from '../support/gallery-images';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

interface UploadAnswer {
  id: string;
  url: string;
  content_type: string;
  bytes: number;
  width: number | null;
  height: number | null;
  main_colors?: string[];
  code?: string;
  message?: string;
  max_mb?: number;
  formats?: string[];
  fields?: Record<string, string[]>;
}

type Part = Blob | Uint8Array | string;

/** The gallery: uploads checked by content, served with safe headers, deleted by who may (issue 6). */
describe.each(kinds)('gallery API on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let dataDir: string;
  const cookies = {} as Record<'ownerA' | 'adminA' | 'customer' | 'ownerB', string>;
  const users = {} as Record<'ownerA' | 'customer', { id: string }>;
  let shopA: { id: string };

  function upload(
    fields: { file?: Part; fileName?: string; kind?: string; shop?: string; colors?: string },
    cookie?: string,
    locale = 'es',
  ) {
    const form = new FormData();
    if (fields.file !== undefined) {
      const file = fields.file instanceof Blob ? fields.file : new Blob([fields.file as BlobPart]);
      form.append('file', file, fields.fileName ?? 'imagen');
    }
    for (const name of ['kind', 'shop', 'colors'] as const) {
      if (fields[name] !== undefined) form.append(name, fields[name]);
    }
    return api.request('/api/gallery', {
      method: 'POST',
      headers: {
        'sec-fetch-site': 'same-origin',
        'x-locale': locale,
        ...(cookie ? { cookie } : {}),
      },
      body: form,
    });
  }

  async function uploaded(
    fields: Parameters<typeof upload>[0],
    cookie: string,
  ): Promise<UploadAnswer> {
    const res = await upload(fields, cookie);
    const body = (await res.json()) as UploadAnswer;
    expect(res.status, JSON.stringify(body)).toBe(201);
    return body;
  }

  const remove = (id: string, cookie?: string) =>
    api.request(`/api/gallery/${id}`, {
      method: 'DELETE',
      headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
    });

  const fetchUpload = (url: string) => {
    const key = url.replace(/^\/uploads\//, '');
    return serveUpload(new Request(`http://localhost${url}`), { params: Promise.resolve({ key }) });
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tienda-gallery-'));
    vi.stubEnv('DATA_DIR', dataDir);
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const [ownerA, adminA, customer, ownerB] = await Promise.all(
      [2, 1, 0, 2].map((level) => createUser(db, { level: level as 0 | 1 | 2 })),
    );
    shopA = await createShop(db, { slug: 'tienda-a', ownerId: ownerA!.id });
    await createShop(db, { slug: 'tienda-b', ownerId: ownerB!.id });
    await db.insert(shopMembers).values({ shopId: shopA.id, userId: adminA!.id, role: 'admin' });
    Object.assign(users, { ownerA: ownerA!, customer: customer! });
    Object.assign(cookies, {
      ownerA: await createSessionCookie(db, ownerA!.id),
      adminA: await createSessionCookie(db, adminA!.id),
      customer: await createSessionCookie(db, customer!.id),
      ownerB: await createSessionCookie(db, ownerB!.id),
    });
  });

  afterEach(() => {
    vi.stubEnv('UPLOAD_MAX_MB', '');
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await database?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("stores a user's profile photo and serves the same bytes with safe, long-lived headers", async () => {
    const png = await solidImage('png', { width: 6, height: 4 });
    const image = await uploaded(
      {
        file: new Blob([new Uint8Array(png)], { type: 'image/png' }),
        fileName: 'yo.png',
        kind: 'profile_photo',
      },
      cookies.customer,
    );
    expect(image).toMatchObject({
      content_type: 'image/png',
      bytes: png.byteLength,
      width: 6,
      height: 4,
    });
    expect(image.url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.png$/);
    expect(image).not.toHaveProperty('main_colors');

    const res = await fetchUpload(image.url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    });

    const [row] = await database.db
      .select()
      .from(galleryImages)
      .where(eq(galleryImages.id, image.id));
    expect(row).toMatchObject({
      shopId: null,
      uploadedBy: users.customer.id,
      kind: 'profile_photo',
      name: 'yo.png',
    });
  });

  it('answers the main colours when asked', async () => {
    const png = await twoColourPng('#ff0000', '#0000ff', 0.7);
    const image = await uploaded(
      { file: png, fileName: 'dos.png', kind: 'profile_photo', colors: '5' },
      cookies.customer,
    );
    expect(image.main_colors).toEqual(['#ff0000', '#0000ff']);
  });

  it('refuses anonymous uploads with 401', async () => {
    const res = await upload({ file: await solidImage('png'), kind: 'profile_photo' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      code: 'unauthorized',
      message: 'Inicia sesión para continuar.',
    });
  });

  it("lets a shop's owner and admins upload for it, and no one else", async () => {
    const file = await solidImage('jpeg');
    for (const who of ['ownerA', 'adminA'] as const) {
      const image = await uploaded(
        { file, kind: 'banner_desktop', shop: 'tienda-a' },
        cookies[who],
      );
      expect(image.content_type, who).toBe('image/jpeg');
      expect(image.url, who).toMatch(/\.jpg$/);
      const [row] = await database.db
        .select()
        .from(galleryImages)
        .where(eq(galleryImages.id, image.id));
      expect(row?.shopId, who).toBe(shopA.id);
    }
    for (const who of ['ownerB', 'customer'] as const) {
      const res = await upload({ file, kind: 'banner_desktop', shop: 'tienda-a' }, cookies[who]);
      expect(res.status, who).toBe(403);
      expect((await res.json()).code, who).toBe('forbidden');
    }
    const unknown = await upload({ file, kind: 'shop_photo', shop: 'no-existe' }, cookies.ownerA);
    expect(unknown.status).toBe(404);
  });

  it('needs the file, the kind, and the shop for shop kinds (422)', async () => {
    const file = await solidImage('png');
    const cases = [
      [{ kind: 'profile_photo' }, 'file'],
      [{ file }, 'kind'],
      [{ file, kind: 'logo' }, 'kind'],
      [{ file, kind: 'catalogue_photo' }, 'shop'],
      [{ file, kind: 'profile_photo', colors: '11' }, 'colors'],
    ] as const;
    for (const [fields, field] of cases) {
      const res = await upload(fields, cookies.ownerA);
      const body = (await res.json()) as UploadAnswer;
      expect(res.status, field).toBe(422);
      expect(body.code, field).toBe('validation_error');
      expect(Object.keys(body.fields ?? {}), field).toContain(field);
    }
    const json = await api.request('/api/gallery', {
      method: 'POST',
      headers: {
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        cookie: cookies.ownerA,
      },
      body: JSON.stringify({ kind: 'profile_photo' }),
    });
    expect(json.status).toBe(422);
  });

  it("refuses a file over the kind's limit with 413, naming the limit in MB", async () => {
    const big = new Uint8Array(4_000_001);
    big.set(await solidImage('png'));
    const res = await upload(
      { file: big, fileName: 'grande.png', kind: 'shop_photo', shop: 'tienda-a' },
      cookies.ownerA,
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: 'image_too_large',
      message:
        'Imagen rechazada. El tamaño de archivo de la imagen sobrepasa el máximo permitido (4MB). Los formatos válidos son .jpg, .jpeg, .png, .svg',
      max_mb: 4,
      formats: ['.jpg', '.jpeg', '.png', '.svg'],
    });
  });

  it('takes the shared limit from UPLOAD_MAX_MB and caps the whole request', async () => {
    vi.stubEnv('UPLOAD_MAX_MB', '1');
    const file = new Uint8Array(1_500_000);
    file.set(await solidImage('png'));
    const res = await upload(
      { file, kind: 'header_background', shop: 'tienda-a' },
      cookies.ownerA,
      'en',
    );
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe(
      'Image rejected. The image file size exceeds the maximum allowed (1MB). Valid formats are .jpeg, .png, .svg',
    );

    vi.stubEnv('UPLOAD_MAX_MB', '');
    const huge = await upload(
      { file: new Uint8Array(5_200_000), kind: 'header_background', shop: 'tienda-a' },
      cookies.ownerA,
    );
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'image_too_large', max_mb: 5 });
  });

  it('refuses what its bytes are not (415), whatever its name says', async () => {
    const banner = { kind: 'banner_mobile', shop: 'tienda-a' };
    const refusals = [
      { ...banner, file: new TextEncoder().encode('no soy una imagen'), fileName: 'foto.png' },
      { ...banner, file: await solidImage('png'), fileName: 'logo.svg' },
      { ...banner, file: await solidImage('gif'), fileName: 'animada.gif' },
      { ...banner, file: SCRIPTED_SVG, fileName: 'logo.svg' },
      { kind: 'profile_photo', file: CLEAN_SVG, fileName: 'yo.svg' },
    ];
    for (const fields of refusals) {
      const res = await upload(fields, cookies.ownerA);
      const body = (await res.json()) as UploadAnswer;
      expect(res.status, fields.fileName).toBe(415);
      expect(body.code, fields.fileName).toBe('image_type_not_allowed');
    }
    const res = await upload(refusals[0]!, cookies.ownerA);
    expect((await res.json()).message).toBe(
      'Imagen rechazada. El formato de la imagen no es válido. Los formatos válidos son .jpg, .jpeg, .png, .svg',
    );
    const stored = await database.db
      .select()
      .from(galleryImages)
      .where(eq(galleryImages.kind, 'banner_mobile'));
    expect(stored).toEqual([]);
  });

  it('stores a clean SVG as XML and serves it under a script-proof policy', async () => {
    const image = await uploaded(
      { file: CLEAN_SVG, fileName: 'fondo.svg', kind: 'header_background', shop: 'tienda-a' },
      cookies.ownerA,
    );
    expect(image).toMatchObject({ content_type: 'image/svg+xml', width: 40, height: 20 });
    const res = await fetchUpload(image.url);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    const svg = await res.text();
    expect(svg).toContain('<rect class="a" width="40" height="20"/>');
    expect(svg).not.toContain('CDATA');
  });

  it('serves nothing for unknown or malformed keys', async () => {
    for (const url of [
      '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/x.html',
    ]) {
      const res = await fetchUpload(url);
      expect(res.status, url).toBe(404);
    }
  });

  it('lets the uploader delete an image, row and file', async () => {
    const image = await uploaded(
      { file: await solidImage('webp'), fileName: 'yo.webp', kind: 'profile_photo' },
      cookies.customer,
    );
    expect(image.content_type).toBe('image/webp');
    expect((await remove(image.id, cookies.ownerB)).status).toBe(403);
    expect((await remove(image.id)).status).toBe(401);

    const res = await remove(image.id, cookies.customer);
    expect(res.status).toBe(204);
    expect((await fetchUpload(image.url)).status).toBe(404);
    expect(
      await database.db.select().from(galleryImages).where(eq(galleryImages.id, image.id)),
    ).toEqual([]);
    const again = await remove(image.id, cookies.customer);
    expect(again.status).toBe(404);
    expect((await again.json()).code).toBe('image_not_found');
  });

  it("lets an admin of the image's shop delete it, and refuses another shop's admin", async () => {
    const image = await uploaded(
      { file: await solidImage('png'), kind: 'catalogue_photo', shop: 'tienda-a' },
      cookies.ownerA,
    );
    for (const who of ['ownerB', 'customer'] as const) {
      const res = await remove(image.id, cookies[who]);
      expect(res.status, who).toBe(403);
      expect((await res.json()).code, who).toBe('forbidden');
    }
    expect((await fetchUpload(image.url)).status).toBe(200);
    expect((await remove(image.id, cookies.adminA)).status).toBe(204);
    expect((await fetchUpload(image.url)).status).toBe(404);
  });
});
