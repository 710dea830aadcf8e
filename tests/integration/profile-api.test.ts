import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { galleryImages, users } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { createSessionCookie, createUser } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

interface ErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string[]>;
}

/** The preferences page's API: GET and PUT /api/me/profile (spec 02 §7 "Profile admin"). */
describe.each(kinds)('profile API on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let ana: { id: string; cookie: string };
  let beto: { id: string; cookie: string };

  const read = (cookie?: string) =>
    api.request('/api/me/profile', { headers: cookie ? { cookie } : {} });
  const change = (body: unknown, cookie?: string, locale = 'es') =>
    api.request('/api/me/profile', {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        'x-locale': locale,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });

  async function upload(uploadedBy: string, kind: 'profile_photo' | 'shop_photo', key: string) {
    await database.db.insert(galleryImages).values({
      id: `img_${key}`,
      uploadedBy,
      kind,
      name: `${key}.png`,
      storageKey: `${key}.png`,
      url: `/uploads/${key}.png`,
      contentType: 'image/png',
      bytes: 68,
      width: 1,
      height: 1,
    });
    return `/uploads/${key}.png`;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const anaRow = await createUser(db, {
      fullName: 'Ana López',
      email: 'ana@ejemplo.mx',
      phone: '5512345678',
      phoneCountryCode: '52',
      country: 'MX',
      image: '/demo/avatars/ana.svg',
    });
    const betoRow = await createUser(db, { fullName: 'Beto Ruiz', email: 'beto@ejemplo.mx' });
    ana = { id: anaRow.id, cookie: await createSessionCookie(db, anaRow.id) };
    beto = { id: betoRow.id, cookie: await createSessionCookie(db, betoRow.id) };
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('reads the signed-in user’s own profile', async () => {
    const res = await read(ana.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: ana.id,
      full_name: 'Ana López',
      email: 'ana@ejemplo.mx',
      phone: '5512345678',
      country_code: '52',
      country: 'MX',
      image: '/demo/avatars/ana.svg',
    });
    const other = await (await read(beto.cookie)).json();
    expect(other).toMatchObject({
      id: beto.id,
      full_name: 'Beto Ruiz',
      country: null,
      image: null,
    });
  });

  it('changes only the non-empty fields sent, trimmed, and keeps e-mail and phone', async () => {
    const res = await change(
      { full_name: '  Ana María López  ', country: '', image: '   ' },
      ana.cookie,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      full_name: 'Ana María López',
      country: 'MX',
      image: '/demo/avatars/ana.svg',
      email: 'ana@ejemplo.mx',
      phone: '5512345678',
    });
    const again = await change({ country: 'us' }, ana.cookie);
    expect(await again.json()).toMatchObject({ full_name: 'Ana María López', country: 'US' });
    expect(await (await read(ana.cookie)).json()).toMatchObject({
      full_name: 'Ana María López',
      country: 'US',
    });
    const nothing = await change({}, ana.cookie);
    expect(nothing.status).toBe(200);
    expect(await nothing.json()).toMatchObject({ full_name: 'Ana María López' });
  });

  it('takes a profile photo the user uploaded to the gallery, and it shows in /api/auth/me', async () => {
    const url = await upload(ana.id, 'profile_photo', 'ana-photo');
    const res = await change({ image: url }, ana.cookie);
    expect(res.status).toBe(200);
    expect((await res.json()).image).toBe(url);
    const me = await (
      await api.request('/api/auth/me', { headers: { cookie: ana.cookie } })
    ).json();
    expect(me).toMatchObject({ full_name: 'Ana María López', image: url });
    // Sending the photo they already have again is no change, not an error.
    expect((await change({ image: url, full_name: 'Ana' }, ana.cookie)).status).toBe(200);
  });

  it('refuses an image that is not a profile photo the user uploaded with 422 on image', async () => {
    const betosPhoto = await upload(beto.id, 'profile_photo', 'beto-photo');
    const anasShopPhoto = await upload(ana.id, 'shop_photo', 'ana-shop');
    for (const image of [
      betosPhoto,
      anasShopPhoto,
      '/uploads/no-existe.png',
      'https://evil.example/x.png',
    ]) {
      const res = await change({ image, full_name: 'Cambiada' }, ana.cookie);
      expect(res.status, image).toBe(422);
      const body = (await res.json()) as ErrorBody;
      expect(body, image).toEqual({
        code: 'validation_error',
        message: 'Revisa los datos enviados.',
        fields: { image: ['image_not_owned'] },
      });
    }
    const [row] = await database.db.select().from(users).where(eq(users.id, ana.id));
    expect(row?.fullName).toBe('Ana');
    expect(row?.image).toBe('/uploads/ana-photo.png');
  });

  it('answers 422 validation_error with field keys for bad input, and changes nothing', async () => {
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ full_name: 'x'.repeat(121) }, { full_name: ['too_long'] }],
      [{ country: 'Mexico' }, { country: ['invalid_country'] }],
      [{ image: 'not a url' }, { image: ['invalid_image'] }],
      [{ full_name: 42 }, { full_name: ['required'] }],
    ];
    for (const [body, fields] of cases) {
      const res = await change(body, beto.cookie, 'en');
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await res.json(), JSON.stringify(body)).toMatchObject({
        code: 'validation_error',
        message: 'Please check the data you sent.',
        fields,
      });
    }
    const email = await change({ email: 'otro@ejemplo.mx' }, beto.cookie);
    expect(email.status).toBe(422);
    const [row] = await database.db.select().from(users).where(eq(users.id, beto.id));
    expect(row).toMatchObject({ fullName: 'Beto Ruiz', email: 'beto@ejemplo.mx', country: null });
  });

  it('answers 401 unauthorized to anonymous visitors and refuses cross-site changes', async () => {
    for (const res of [await read(), await change({ full_name: 'Nadie' })]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        code: 'unauthorized',
        message: 'Inicia sesión para continuar.',
      });
    }
    const crossSite = await api.request('/api/me/profile', {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'cross-site',
        cookie: ana.cookie,
      },
      body: JSON.stringify({ full_name: 'Atacante' }),
    });
    expect(crossSite.status).toBe(403);
    expect((await (await read(ana.cookie)).json()).full_name).toBe('Ana');
  });
});
