import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { plans } from '@/lib/db/schema';
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
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

interface EarningsBody {
  rate?: number;
  results?: Array<{ id: string; earning: number; currency: string }>;
  code?: string;
}

/**
 * Earnings per resale (issue 17 defect; spec 03 §6, §9): margin × the viewer's plan rate, for
 * level-two users only, never on a hidden price; and the catalogue product fields of spec 03 §3.
 */
describe.each(kinds)('resale earnings and catalogue products on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookie: Record<string, string> = {};
  const id: Record<string, string> = {};

  const earnings = async (ids: string[], who?: string) => {
    const res = await call(api, 'GET', `/api/me/resale-earnings?ids=${ids.join(',')}`, undefined, {
      cookie: who,
    });
    return { status: res.status, body: (await res.json()) as EarningsBody, res };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    await db.insert(plans).values([
      {
        id: 'plan_profesional',
        slug: 'profesional',
        name: 'Plan Profesional',
        price: 19_900,
        commissionRateBp: 5_000,
        contributionMargin: 9_950,
        isDefault: 1,
      },
      {
        id: 'negocio_digital',
        slug: 'negocio-digital',
        name: 'Negocio Digital',
        price: 99_900,
        commissionRateBp: 7_000,
        contributionMargin: 49_950,
      },
    ]);
    const [base, noPlan, digital, entrepreneur, shopper, staff] = await Promise.all([
      createUser(db, { level: 2, planId: 'plan_profesional' }),
      createUser(db, { level: 2 }),
      createUser(db, { level: 2, planId: 'negocio_digital' }),
      createUser(db, { level: 1, planId: 'plan_profesional' }),
      createUser(db, { level: 0 }),
      createUser(db, { level: 3 }),
    ]);
    for (const [who, user] of Object.entries({
      base,
      noPlan,
      digital,
      entrepreneur,
      shopper,
      staff,
    }))
      cookie[who] = await createSessionCookie(db, user.id);
    const shop = await createShop(db, { slug: 'reventa', ownerId: base.id });
    const supplier = await createSupplier(db, { name: 'Textiles del Bajío', isDropshipping: true });
    const [sold, hiddenPrice, free, own, unpublished, dollars] = await createListedProducts(db, {
      supplierId: supplier.id,
      shopIds: [shop.id],
      items: [
        { name: 'Chamarra', isDropshipping: true, contributionMargin: 40_800 },
        {
          name: 'Precio oculto',
          isDropshipping: true,
          contributionMargin: 40_800,
          hidePrice: true,
        },
        { name: 'Gratis', isDropshipping: true, contributionMargin: 40_800, isFree: true },
        { name: 'Propio', isDropshipping: false, contributionMargin: 0 },
        {
          name: 'Borrador',
          isDropshipping: true,
          contributionMargin: 1_000,
          listState: 'unpublished',
        },
        {
          name: 'Dólares',
          isDropshipping: true,
          contributionMargin: 999,
          currency: 'USD',
          mainType: 'personal',
        },
      ],
    });
    Object.assign(id, {
      sold: sold!.id,
      hiddenPrice: hiddenPrice!.id,
      free: free!.id,
      own: own!.id,
      unpublished: unpublished!.id,
      dollars: dollars!.id,
    });
    await createCatalogue(db, {
      shopId: shop.id,
      name: 'Lo más vendido',
      slug: 'lo-mas-vendido',
      productIds: [sold!.id, dollars!.id],
    });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('a level-two user earns margin × their plan rate: 40800 × 0.5 = 20400', async () => {
    const { status, body, res } = await earnings([id.sold!, id.dollars!], cookie.base);
    expect(status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(body).toEqual({
      rate: 0.5,
      results: [
        { id: id.sold, earning: 20_400, currency: 'MXN' },
        // Rounded down, in the item's own currency.
        { id: id.dollars, earning: 499, currency: 'USD' },
      ],
    });
  });

  it("uses the user's own plan's rate, and the default plan's without one", async () => {
    expect((await earnings([id.sold!], cookie.digital)).body).toEqual({
      rate: 0.7,
      results: [{ id: id.sold, earning: 28_560, currency: 'MXN' }],
    });
    expect((await earnings([id.sold!], cookie.noPlan)).body.results).toEqual([
      { id: id.sold, earning: 20_400, currency: 'MXN' },
    ]);
  });

  it('never answers for a hidden price, a free item, a non-resale item or an unpublished one', async () => {
    const { body } = await earnings(
      [id.hiddenPrice!, id.free!, id.own!, id.unpublished!, 'prd_unknown', id.sold!],
      cookie.base,
    );
    expect(body.results?.map((r) => r.id)).toEqual([id.sold]);
  });

  it('is for level two only: 401 signed out, 403 for levels 0, 1 and 3', async () => {
    expect((await earnings([id.sold!])).status).toBe(401);
    for (const who of ['shopper', 'entrepreneur', 'staff']) {
      const { status, body } = await earnings([id.sold!], cookie[who]);
      expect(status, who).toBe(403);
      expect(body.code).toBe('forbidden');
      expect(JSON.stringify(body)).not.toContain('20400');
    }
  });

  it('refuses a request without ids or with too many (422)', async () => {
    expect((await earnings([], cookie.base)).status).toBe(422);
    const many = Array.from({ length: 37 }, (_, i) => `prd_${i}`);
    expect((await earnings(many, cookie.base)).status).toBe(422);
  });

  it('catalogue products carry owner_name and main_type (spec 03 §3)', async () => {
    const res = await call(api, 'GET', '/api/shops/reventa/catalogues/lo-mas-vendido');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      results: Array<{ id: string; owner: string; owner_name: string; main_type: string }>;
    };
    expect(
      body.results.map(({ id, owner_name, main_type }) => ({ id, owner_name, main_type })),
    ).toEqual([
      { id: id.sold, owner_name: 'Textiles del Bajío', main_type: 'business' },
      { id: id.dollars, owner_name: 'Textiles del Bajío', main_type: 'personal' },
    ]);
    expect(body.results[0]!.owner).toMatch(/^sup_/);
  });
});
