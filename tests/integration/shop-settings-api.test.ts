import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { galleryImages, headers, shopMembers, shops } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createSessionCookie, createShop, createUser } from '../support/factories';
import { expiredTags as expired } from '../support/next-cache';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

interface ShopBody {
  name: string;
  photo: string | null;
  photo_display: string;
  theme: string;
  canonical_domain: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  contact_country_code: string | null;
  whatsapp_phone: string | null;
  whatsapp_country_code: string | null;
  seo_description: string | null;
  footer_bg: string | null;
  footer_fg: string | null;
  footer_style: string;
  darkmode: boolean;
  hidden_darkmode: boolean;
  hidden_search_bar: boolean;
  hidden_store_name: boolean;
  store_theme_info: {
    color1: string;
    color2: string;
    columns: number;
    sections_info: string[];
    header_info: { id: string } | null;
  };
  permissions: { admin: boolean };
  code?: string;
  message?: string;
  fields?: Record<string, string[]>;
}

/** `PATCH /api/shops/{slug}`: the shop's settings (spec 01 §2, §3, §5, §7; issue 6). */
describe.each(kinds)('shop settings on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie = {} as Record<
    'ownerA' | 'adminA' | 'dispatcherA' | 'customer' | 'ownerB' | 'ownerProxy',
    string
  >;
  let shopA: { id: string };
  let headerA: string;
  let headerB: string;

  const patch = (body: unknown, who?: string, slug = 'tienda-a', locale = 'es') =>
    call(api, 'PATCH', `/api/shops/${slug}`, body, { cookie: who, locale });
  const ok = async (body: unknown, who = cookie.ownerA, slug = 'tienda-a'): Promise<ShopBody> => {
    const res = await patch(body, who, slug);
    const answer = (await res.json()) as ShopBody;
    expect(res.status, JSON.stringify(answer)).toBe(200);
    return answer;
  };
  const refused = async (body: unknown, who = cookie.ownerA) => {
    const res = await patch(body, who);
    const answer = (await res.json()) as ShopBody;
    expect(res.status, JSON.stringify(answer)).toBe(422);
    expect(answer.code).toBe('validation_error');
    return answer.fields;
  };
  const image = async (shopId: string, kindName: 'shop_photo' | 'catalogue_photo', url: string) => {
    await database.db.insert(galleryImages).values({
      id: `img_${url.replace(/\W/g, '')}`,
      shopId,
      kind: kindName,
      name: 'logo',
      storageKey: url.slice(9),
      url,
      contentType: 'image/png',
      bytes: 100,
    });
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const [ownerA, adminA, dispatcherA, customer, ownerB, ownerProxy] = await Promise.all(
      [2, 1, 0, 0, 2, 2].map((level) => createUser(db, { level: level as 0 | 1 | 2 })),
    );
    shopA = await createShop(db, {
      slug: 'tienda-a',
      name: 'Tienda A',
      ownerId: ownerA!.id,
      sections: ['products'],
      contactEmail: 'hola@tienda-a.mx',
    });
    const shopB = await createShop(db, {
      slug: 'tienda-b',
      ownerId: ownerB!.id,
      canonicalDomain: 'tiendab.mx',
    });
    await createShop(db, {
      slug: 'espejo-a',
      ownerId: ownerProxy!.id,
      isProxy: true,
      proxyOfShopId: shopA.id,
    });
    await createShop(db, { slug: 'red-a', rootAffinityShopId: shopA.id });
    await db.insert(shopMembers).values([
      { shopId: shopA.id, userId: adminA!.id, role: 'admin' },
      { shopId: shopA.id, userId: dispatcherA!.id, role: 'dispatcher' },
    ]);
    headerA = 'hdr_a';
    headerB = 'hdr_b';
    await db.insert(headers).values([
      { id: headerA, shopId: shopA.id, title: 'Hola' },
      { id: headerB, shopId: shopB.id, title: 'Otra' },
    ]);
    await image(shopA.id, 'shop_photo', '/uploads/logo-a.png');
    await image(shopA.id, 'catalogue_photo', '/uploads/catalogo-a.png');
    await image(shopB.id, 'shop_photo', '/uploads/logo-b.png');
    Object.assign(cookie, {
      ownerA: await createSessionCookie(db, ownerA!.id),
      adminA: await createSessionCookie(db, adminA!.id),
      dispatcherA: await createSessionCookie(db, dispatcherA!.id),
      customer: await createSessionCookie(db, customer!.id),
      ownerB: await createSessionCookie(db, ownerB!.id),
      ownerProxy: await createSessionCookie(db, ownerProxy!.id),
    });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  beforeEach(() => {
    expired.length = 0;
  });

  it('changes only the fields sent and answers the shop as its read does, with its cache expired', async () => {
    const shop = await ok({
      name: '  Tienda Nueva  ',
      color1: '#AA0000',
      color2: '#0000ff',
      theme: 'theme05',
    });
    expect(shop).toMatchObject({
      name: 'Tienda Nueva',
      theme: 'theme05',
      contact_email: 'hola@tienda-a.mx',
      photo_display: 'bdr_cir',
      permissions: { admin: true },
    });
    expect(shop.store_theme_info).toMatchObject({
      color1: '#aa0000',
      color2: '#0000ff',
      columns: 2,
      sections_info: ['products'],
    });
    // The storefront's cached reads of the shop and of its affinity network's shops expire.
    expect(expired.sort()).toEqual(['shop:red-a', 'shop:tienda-a']);

    const read = await (await call(api, 'GET', '/api/shops/tienda-a')).json();
    expect(read).toMatchObject({
      name: 'Tienda Nueva',
      theme: 'theme05',
      store_theme_info: { color1: '#aa0000' },
    });

    // An admin member may too; an empty body changes nothing and expires nothing.
    expect((await ok({ columns: 1 }, cookie.adminA)).store_theme_info.columns).toBe(1);
    expired.length = 0;
    expect((await ok({})).name).toBe('Tienda Nueva');
    expect(expired).toEqual([]);
  });

  it('saves every setting of the settings page', async () => {
    const shop = await ok({
      photo: '/uploads/logo-a.png',
      photo_display: 'rec',
      hidden_store_name: true,
      sections_info: ['products', 'services', 'products', 'catalogues'],
      footer_style: '3cols1col',
      footer_bg: '#111827',
      footer_fg: '#F9FAFB',
      darkmode: true,
      hidden_darkmode: true,
      hidden_search_bar: true,
      contact_email: ' Ventas@Tienda-A.mx ',
      contact_country_code: '+52',
      contact_phone: '(55) 1234-5678',
      whatsapp_country_code: '1',
      whatsapp_phone: '555 123 4567',
      seo_description: '  Ropa y café de Chiapas.  ',
      canonical_domain: 'https://WWW.Tienda-A.mx/inicio',
      header: headerA,
    });
    expect(shop).toMatchObject({
      photo: '/uploads/logo-a.png',
      photo_display: 'rec',
      hidden_store_name: true,
      footer_style: '3cols1col',
      footer_bg: '#111827',
      footer_fg: '#f9fafb',
      darkmode: true,
      hidden_darkmode: true,
      hidden_search_bar: true,
      contact_email: 'ventas@tienda-a.mx',
      contact_country_code: '52',
      contact_phone: '5512345678',
      whatsapp_country_code: '1',
      whatsapp_phone: '5551234567',
      seo_description: 'Ropa y café de Chiapas.',
      canonical_domain: 'www.tienda-a.mx',
    });
    expect(shop.store_theme_info.sections_info).toEqual(['products', 'services', 'catalogues']);
    expect(shop.store_theme_info.header_info?.id).toBe(headerA);

    // Blank and null clear what may be empty; the photo that is there may be sent again.
    const cleared = await ok({
      photo: '/uploads/logo-a.png',
      footer_bg: null,
      contact_email: '',
      whatsapp_country_code: null,
      whatsapp_phone: '',
      seo_description: '',
      canonical_domain: '',
      header: null,
    });
    expect(cleared).toMatchObject({
      footer_bg: null,
      footer_fg: '#f9fafb',
      contact_email: null,
      whatsapp_country_code: null,
      whatsapp_phone: null,
      seo_description: null,
      canonical_domain: null,
      contact_phone: '5512345678',
    });
    expect(cleared.store_theme_info.header_info).toBeNull();
    expect((await ok({ photo: null })).photo).toBeNull();
  });

  it('refuses each field that breaks its rule with the field and its key', async () => {
    expect(await refused({ name: '   ' })).toEqual({ name: ['required'] });
    expect(await refused({ name: 'x'.repeat(121) })).toEqual({ name: ['too_long'] });
    expect(await refused({ color1: '#12345', color2: 'blue' })).toEqual({
      color1: ['invalid_color'],
      color2: ['invalid_color'],
    });
    expect(await refused({ color1: '#11223344' })).toEqual({ color1: ['invalid_color'] });
    expect(
      await refused({ theme: 'theme99', columns: 3, photo_display: 'oval', footer_style: 'x' }),
    ).toEqual({
      theme: ['invalid_option'],
      columns: ['invalid_option'],
      photo_display: ['invalid_option'],
      footer_style: ['invalid_option'],
    });
    expect(await refused({ sections_info: ['products', 'tienda'] })).toEqual({
      'sections_info.1': ['invalid_option'],
    });
    expect(await refused({ darkmode: 'yes' })).toEqual({ darkmode: ['invalid_option'] });
    expect(await refused({ contact_email: 'no-es-correo' })).toEqual({
      contact_email: ['invalid_email'],
    });
    expect(await refused({ contact_country_code: '52', contact_phone: '12345' })).toEqual({
      contact_phone: ['invalid_phone'],
    });
    expect(await refused({ contact_country_code: '+5255', contact_phone: '5512345678' })).toEqual({
      contact_country_code: ['invalid_country_code'],
    });
    expect(await refused({ whatsapp_phone: '5512345678' })).toEqual({
      whatsapp_country_code: ['country_code_required'],
    });
    expect(await refused({ whatsapp_country_code: '', whatsapp_phone: '5512345678' })).toEqual({
      whatsapp_country_code: ['country_code_required'],
    });
    expect(await refused({ whatsapp_country_code: '52' })).toEqual({
      whatsapp_phone: ['phone_required'],
    });
    expect(await refused({ seo_description: 'x'.repeat(301) })).toEqual({
      seo_description: ['too_long'],
    });
    for (const domain of [
      'localhost',
      'mi tienda.mx',
      '192.168.1.10',
      'tienda.mx:8080',
      'tienda.123',
    ]) {
      expect(await refused({ canonical_domain: domain }), domain).toEqual({
        canonical_domain: ['invalid_domain'],
      });
    }
    // The platform's own domain and its sub-domains are not a shop's own domain.
    const root = process.env.ROOT_DOMAIN;
    process.env.ROOT_DOMAIN = 'example.mx';
    try {
      expect(await refused({ canonical_domain: 'moda.example.mx' })).toEqual({
        canonical_domain: ['invalid_domain'],
      });
    } finally {
      if (root === undefined) delete process.env.ROOT_DOMAIN;
      else process.env.ROOT_DOMAIN = root;
    }
    expect(await refused({ canonical_domain: 'TiendaB.mx' })).toEqual({
      canonical_domain: ['domain_taken'],
    });
    // Photos: a shop photo of this shop's gallery only.
    expect(await refused({ photo: '/uploads/catalogo-a.png' })).toEqual({
      photo: ['invalid_photo'],
    });
    expect(await refused({ photo: '/uploads/logo-b.png' })).toEqual({ photo: ['invalid_photo'] });
    expect(await refused({ photo: 'javascript:alert(1)' })).toEqual({ photo: ['invalid_photo'] });
    expect(await refused({ header: headerB })).toEqual({ header: ['invalid_header'] });
    // Unknown fields are refused rather than ignored (the slug, the owner cannot change here).
    const unknown = await refused({ slug: 'otra', owner: 'usr_x' });
    expect(Object.keys(unknown ?? {}).sort()).toEqual(['_']);
    // Nothing of the refused bodies was kept.
    const read = (await (await call(api, 'GET', '/api/shops/tienda-a')).json()) as ShopBody;
    expect(read.canonical_domain).toBeNull();
    expect(read.store_theme_info.header_info).toBeNull();
    expect(expired).toEqual([]);
  });

  it('refuses a field whose rule failed in the database and keeps the rest unchanged', async () => {
    const fields = await refused({ name: 'No se guarda', photo: '/uploads/logo-b.png' });
    expect(fields).toEqual({ photo: ['invalid_photo'] });
    const read = (await (await call(api, 'GET', '/api/shops/tienda-a')).json()) as ShopBody;
    expect(read.name).not.toBe('No se guarda');
  });

  it('answers the messages in the visitor language', async () => {
    const res = await patch({ name: '' }, cookie.ownerA, 'tienda-a', 'en');
    expect(await res.json()).toMatchObject({
      code: 'validation_error',
      message: 'Please check the data you sent.',
    });
  });

  it("refuses anonymous visitors, customers, other staff roles and other shops' admins", async () => {
    const before = (await (await call(api, 'GET', '/api/shops/tienda-a')).json()) as ShopBody;
    const anonymous = await patch({ name: 'Robada' });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).code).toBe('unauthorized');
    for (const who of ['customer', 'dispatcherA', 'ownerB'] as const) {
      const res = await patch({ name: 'Robada', color1: '#000000' }, cookie[who]);
      expect(res.status, who).toBe(403);
      expect((await res.json()).code, who).toBe('forbidden');
    }
    expect((await patch({ name: 'X' }, cookie.ownerA, 'no-existe')).status).toBe(404);
    const after = (await (await call(api, 'GET', '/api/shops/tienda-a')).json()) as ShopBody;
    expect(after.name).toBe(before.name);
    expect(after.store_theme_info.color1).toBe(before.store_theme_info.color1);
    expect(expired).toEqual([]);
  });

  it("lets a proxy shop's admin change its look but not its menu, which mirrors the source", async () => {
    const shop = await ok(
      { name: 'Espejo Nuevo', color1: '#000000' },
      cookie.ownerProxy,
      'espejo-a',
    );
    expect(shop.name).toBe('Espejo Nuevo');
    const res = await patch({ sections_info: ['products'] }, cookie.ownerProxy, 'espejo-a');
    expect(res.status).toBe(422);
    expect((await res.json()).fields).toEqual({ sections_info: ['read_only'] });
    const [row] = await database.db
      .select({ name: shops.name })
      .from(shops)
      .where(eq(shops.slug, 'tienda-a'));
    expect(row?.name).not.toBe('Espejo Nuevo');
  });
});
