import { asc, eq } from 'drizzle-orm';

import { hashPassword, verifyPassword } from '@/lib/auth/password';
import type { DatabaseHandle } from '@/lib/db/client';
import {
  banners,
  catalogueProducts,
  catalogues,
  headers,
  plans,
  products,
  shopMembers,
  shops,
  storeListings,
  suppliers,
  users,
} from '@/lib/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SHOPS } from '@/lib/db/seed/demo-accounts';
import { REFERRED_PEOPLE } from '@/lib/db/seed/referrals';
import { seedDatabase, type SeedSummary } from '@/lib/db/seed/seed';
import { listCampaigns } from '@/lib/server/campaigns/list-campaigns';
import { listReferred } from '@/lib/server/campaigns/list-referred';

import { createTestDatabase } from '../support/test-database';

const PRODUCTS = 600;

async function seededDatabase(): Promise<{ handle: DatabaseHandle; summary: SeedSummary }> {
  const handle = await createTestDatabase('pglite');
  const summary = await seedDatabase(handle.db, { products: PRODUCTS });
  return { handle, summary };
}

describe('demo seed', () => {
  let handle: DatabaseHandle;
  let summary: SeedSummary;

  beforeAll(async () => {
    ({ handle, summary } = await seededDatabase());
  });
  afterAll(async () => {
    await handle?.close();
  });

  const shopBySlug = async (slug: string) => {
    const [shop] = await handle.db.select().from(shops).where(eq(shops.slug, slug));
    if (!shop) throw new Error(`shop ${slug} missing`);
    return shop;
  };

  it('reports what it wrote', () => {
    expect(summary).toMatchObject({
      shops: 7,
      products: PRODUCTS,
      users: DEMO_ACCOUNTS.length + REFERRED_PEOPLE.length,
      orders: 10, // the demo shopper's (tests/integration/seed-orders.test.ts)
    });
    expect(summary.listings).toBeGreaterThanOrEqual(PRODUCTS);
  });

  it('creates the seven demo shops with their themes and store types', async () => {
    const rows = await handle.db
      .select({ slug: shops.slug, theme: shops.theme, storeType: shops.storeType })
      .from(shops);
    expect(rows).toHaveLength(7);
    for (const demo of DEMO_SHOPS)
      expect(rows).toContainEqual({
        slug: demo.slug,
        theme: demo.theme,
        storeType: demo.storeType,
      });
    expect(rows.map((r) => r.slug).sort()).toEqual([
      'basica',
      'cafe',
      'demo',
      'espejo',
      'franquicia',
      'moda',
      'nueva',
    ]);

    const demo = await shopBySlug('demo');
    expect(demo).toMatchObject({
      theme: 'theme04',
      storeType: 'affiliate',
      footerStyle: '3cols1col',
    });
    expect(await shopBySlug('moda')).toMatchObject({
      theme: 'theme03',
      liveChatLicense: '12345678',
    });
    expect(await shopBySlug('cafe')).toMatchObject({
      theme: 'theme05',
      storeType: 'affinity',
      whatsappCountryCode: '52',
    });
    expect(await shopBySlug('franquicia')).toMatchObject({ storeType: 'franchise' });
    expect((await shopBySlug('franquicia')).sections).toEqual(
      expect.arrayContaining(['franchises', 'retail']),
    );
  });

  it('makes espejo a proxy of demo, and cafe the root of the affinity network', async () => {
    const [demo, espejo, cafe] = await Promise.all([
      shopBySlug('demo'),
      shopBySlug('espejo'),
      shopBySlug('cafe'),
    ]);
    expect(espejo.isProxy).toBe(true);
    expect(espejo.proxyOfShopId).toBe(demo.id);
    expect(cafe.rootAffinityShopId).toBeNull();
    expect(demo.rootAffinityShopId).toBe(cafe.id);
    expect(
      await handle.db.select().from(storeListings).where(eq(storeListings.shopId, espejo.id)),
    ).toHaveLength(0);
  });

  it('gives basica the basic theme, a cover photo, a hidden search bar and a disabled supplier', async () => {
    const basica = await shopBySlug('basica');
    expect(basica).toMatchObject({ theme: 'basic', hiddenSearchBar: true });
    expect(basica.coverPhoto).toMatch(/^\/demo\/covers\/.+\.svg$/);
    const [supplier] = await handle.db
      .select()
      .from(suppliers)
      .where(eq(suppliers.id, basica.supplierId ?? ''));
    expect(supplier?.enabled).toBe(false);
    const all = await handle.db.select().from(suppliers);
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.filter((s) => s.isDropshipping).length).toBeGreaterThanOrEqual(2);
  });

  it('has the four plans, with the base plan at 199.00 MXN, rate 0.5 and margin 99.50', async () => {
    const rows = await handle.db.select().from(plans);
    expect(rows.map((p) => p.id).sort()).toEqual([
      'facturacion_electronica',
      'negocio_digital',
      'plan_profesional',
      'tienda_en_linea',
    ]);
    const base = rows.find((p) => p.id === 'plan_profesional');
    expect(base).toMatchObject({
      price: 19_900,
      currency: 'MXN',
      periodicity: 'monthly',
      commissionRateBp: 5_000,
      contributionMargin: 9_950,
      isDefault: 1,
    });
    expect(rows.filter((p) => p.isDefault === 1)).toHaveLength(1);
  });

  it('has users of every level and staff of every role in the demo shop', async () => {
    const levels = new Set(
      (await handle.db.select({ level: users.level }).from(users)).map((u) => u.level),
    );
    expect([...levels].sort()).toEqual([0, 1, 2, 3]);
    const demo = await shopBySlug('demo');
    const roles = (
      await handle.db.select().from(shopMembers).where(eq(shopMembers.shopId, demo.id))
    ).map((m) => m.role);
    expect(roles.sort()).toEqual(['accountant', 'admin', 'dispatcher', 'qrreader']);
    for (const shop of await handle.db.select().from(shops)) {
      const [owner] = await handle.db.select().from(users).where(eq(users.id, shop.ownerId));
      expect(owner?.level, `owner of ${shop.slug}`).toBe(2);
    }
  });

  it('gives every product a photo, a Spanish and English name and a positive price unless free', async () => {
    const rows = await handle.db.select().from(products);
    expect(rows).toHaveLength(PRODUCTS);
    for (const product of rows) {
      expect(product.photos.length, product.id).toBeGreaterThan(0);
      expect(product.photos[0]).toMatch(/^\/demo\/products\/[a-z-]+-\d+\.svg$/);
      expect(product.name.length).toBeGreaterThan(0);
      expect(product.nameEn?.length).toBeGreaterThan(0);
      expect(product.categoryId).toBeTruthy();
      if (product.isFree) expect(product.listPrice).toBe(0);
      else expect(product.listPrice, product.id).toBeGreaterThan(0);
      if (product.crossoutPrice !== null)
        expect(product.crossoutPrice).toBeGreaterThan(product.listPrice);
      if (product.isDropshipping) expect(product.contributionMargin).toBeGreaterThan(0);
    }
    const types = new Set(rows.map((p) => p.type));
    expect([...types].sort()).toEqual(['digital', 'experience', 'product', 'service']);
    expect(rows.filter((p) => p.type === 'product').length / rows.length).toBeGreaterThan(0.6);
    const experiences = rows.filter((p) => p.type === 'experience');
    expect(experiences.some((p) => (p.experienceDate?.getUTCFullYear() ?? 0) < 2026)).toBe(true);
    expect(experiences.some((p) => (p.experienceDate?.getUTCFullYear() ?? 0) > 2026)).toBe(true);
    expect(rows.some((p) => p.listState === 'unpublished')).toBe(true);
    expect(rows.some((p) => p.hidden)).toBe(true);
    expect(rows.some((p) => p.soldOut)).toBe(true);
    expect(rows.some((p) => p.currency !== 'MXN')).toBe(true);
    expect(rows.some((p) => Object.keys(p.variants).includes('Talla'))).toBe(true);
  });

  it('lists every product in demo, in queue order, with the product type copied', async () => {
    const demo = await shopBySlug('demo');
    const listed = await handle.db
      .select({
        productId: storeListings.productId,
        position: storeListings.queuePosition,
        type: storeListings.productType,
        productType: products.type,
      })
      .from(storeListings)
      .innerJoin(products, eq(products.id, storeListings.productId))
      .where(eq(storeListings.shopId, demo.id))
      .orderBy(asc(storeListings.queuePosition));
    expect(listed).toHaveLength(PRODUCTS);
    expect(listed.map((l) => l.position)).toEqual(Array.from({ length: PRODUCTS }, (_, i) => i));
    for (const row of listed) expect(row.type).toBe(row.productType);

    const franquicia = await shopBySlug('franquicia');
    const franchiseOwners = await handle.db
      .selectDistinct({ owner: products.ownerId })
      .from(storeListings)
      .innerJoin(products, eq(products.id, storeListings.productId))
      .where(eq(storeListings.shopId, franquicia.id));
    expect(franchiseOwners).toEqual([{ owner: franquicia.supplierId }]);
  });

  it('gives each shop a header within the limits, two or three slides and its catalogues', async () => {
    for (const shop of await handle.db.select().from(shops)) {
      if (shop.slug === 'nueva') continue; // the fresh store, next test
      const [header] = await handle.db
        .select()
        .from(headers)
        .where(eq(headers.id, shop.headerId ?? ''));
      expect(header?.shopId, `header of ${shop.slug}`).toBe(shop.id);
      expect(header?.title.length).toBeLessThanOrEqual(30);
      expect(header?.subtitle?.length ?? 0).toBeLessThanOrEqual(40);
      expect(header?.description?.length ?? 0).toBeLessThanOrEqual(130);

      const slides = await handle.db.select().from(banners).where(eq(banners.shopId, shop.id));
      expect(slides.length).toBeGreaterThanOrEqual(2);
      expect(slides.length).toBeLessThanOrEqual(3);
      for (const slide of slides) {
        expect(slide.hztImage).toMatch(/^\/demo\/banners\//);
        expect(slide.vrtImage).toMatch(/^\/demo\/banners\//);
        if (slide.type === 'PRODUCT') expect(slide.productId).toBeTruthy();
      }

      const shopCatalogues = await handle.db
        .select()
        .from(catalogues)
        .where(eq(catalogues.shopId, shop.id));
      if (shop.isProxy) continue;
      expect(shopCatalogues.length).toBeGreaterThanOrEqual(3);
      expect(shopCatalogues.length).toBeLessThanOrEqual(6);
      for (const catalogue of shopCatalogues) {
        const members = await handle.db
          .select()
          .from(catalogueProducts)
          .where(eq(catalogueProducts.catalogueId, catalogue.id));
        expect(members.length, catalogue.name).toBeGreaterThan(0);
      }
    }
  });

  it('has a fresh affiliate store, nueva, with nothing listed and one empty catalogue to stock', async () => {
    const nueva = await shopBySlug('nueva');
    expect(nueva).toMatchObject({
      storeType: 'affiliate',
      isProxy: false,
      ownerId: 'usr_owner_nueva',
      headerId: null,
    });
    expect(
      await handle.db.select().from(storeListings).where(eq(storeListings.shopId, nueva.id)),
    ).toHaveLength(0);
    const [only, ...more] = await handle.db
      .select()
      .from(catalogues)
      .where(eq(catalogues.shopId, nueva.id));
    expect(more).toHaveLength(0);
    expect(only).toMatchObject({ name: 'Mi primer catálogo', slug: 'mi-primer-catalogo' });
    expect(
      await handle.db
        .select()
        .from(catalogueProducts)
        .where(eq(catalogueProducts.catalogueId, only!.id)),
    ).toHaveLength(0);
    // Its owner logs in with the demo password, as a level-two user with a plan.
    const [owner] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'dueno.nueva@tienda.test'));
    expect(owner).toMatchObject({ id: 'usr_owner_nueva', level: 2, planId: 'plan_profesional' });
    expect(await verifyPassword(DEMO_PASSWORD, owner?.passwordHash ?? '')).toBe(true);
  });

  it('gives the demo reseller campaigns with clicks and orders, and the demo shopper as a referral', async () => {
    const [buyer] = await handle.db
      .select({ referredBy: users.referredBy, campaign: users.referralCampaign })
      .from(users)
      .where(eq(users.email, 'cliente@tienda.test'));
    expect(buyer).toEqual({ referredBy: 'usr_owner_demo', campaign: 'cmp_seed_buen_fin' });
    const ctx = {
      db: handle.db,
      actor: { kind: 'user', userId: 'usr_owner_demo', level: 2 },
    } as const;
    const list = await listCampaigns(ctx, { offset: 0, limit: 10, sort: 'name' });
    expect(list.results.map((c) => [c.name, c.state, c.clicks, c.orders])).toEqual([
      ['Buen Fin 2025', 'active', 42, 3],
      ['Navidad', 'paused', 0, 0],
      ['Regreso a clases', 'active', 9, 0],
    ]);
    const referred = await listReferred(ctx, {
      offset: 0,
      limit: 10,
      sort: '-created_at',
      registered_by_campaign: undefined,
      customer_by_campaign: undefined,
    });
    expect(referred.results).toContainEqual(
      expect.objectContaining({
        registered: true,
        campaign: { id: 'cmp_seed_buen_fin', name: 'Buen Fin 2025' },
      }),
    );
  });

  it('is deterministic: a second fresh database gets the same products, prices and users', async () => {
    const second = await seededDatabase();
    try {
      const pick = (db: DatabaseHandle) =>
        db.db
          .select({
            id: products.id,
            name: products.name,
            nameEn: products.nameEn,
            listPrice: products.listPrice,
            currency: products.currency,
            createdAt: products.createdAt,
          })
          .from(products)
          .orderBy(asc(products.id));
      expect(await pick(second.handle)).toEqual(await pick(handle));
      const people = (db: DatabaseHandle) => db.db.select().from(users).orderBy(asc(users.id));
      expect(await people(second.handle)).toEqual(await people(handle));
      const shopRows = (db: DatabaseHandle) => db.db.select().from(shops).orderBy(asc(shops.id));
      expect(await shopRows(second.handle)).toEqual(await shopRows(handle));
    } finally {
      await second.handle.close();
    }
  });

  it('stores password hashes that accept the demo password and reject a wrong one', async () => {
    const [owner] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'dueno.demo@tienda.test'));
    expect(owner?.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword(DEMO_PASSWORD, owner?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('demo1234!', owner?.passwordHash ?? '')).toBe(false);
  });
});

describe('password hashing', () => {
  it('salts every hash and verifies in constant time; garbage never verifies', async () => {
    const [a, b] = await Promise.all([
      hashPassword('Contraseña segura 1'),
      hashPassword('Contraseña segura 1'),
    ]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Contraseña segura 1', a)).toBe(true);
    expect(await verifyPassword('Contraseña segura 2', b)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$3$8$1$AAAA$AAAA')).toBe(false);
  });
});
