import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sessions, shopMembers } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';
import { hashSessionToken, SESSION_COOKIE } from '@/lib/server/auth/session-token';

import { createListedProducts, createShop, createSupplier, createUser } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

/** Reads depend on who asks: a shop's admin sees its hidden items; nobody else does, anywhere. */
describe.each(kinds)('viewer permissions on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const tokens: Record<'ownerA' | 'adminA' | 'dispatcherA' | 'expired', string> = {
    ownerA: randomBytes(32).toString('base64url'),
    adminA: randomBytes(32).toString('base64url'),
    dispatcherA: randomBytes(32).toString('base64url'),
    expired: randomBytes(32).toString('base64url'),
  };
  const as = (token: keyof typeof tokens | null) => (path: string) =>
    api.request(
      path,
      token ? { headers: { cookie: `${SESSION_COOKIE}=${tokens[token]}` } } : undefined,
    );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const ownerA = await createUser(db, { level: 2 });
    const adminA = await createUser(db, { level: 1 });
    const dispatcherA = await createUser(db, { level: 0 });
    const shopA = await createShop(db, { slug: 'tienda-a', ownerId: ownerA.id });
    const shopB = await createShop(db, { slug: 'tienda-b' });
    await db.insert(shopMembers).values([
      { shopId: shopA.id, userId: adminA.id, role: 'admin' },
      { shopId: shopA.id, userId: dispatcherA.id, role: 'dispatcher' },
    ]);
    const supplier = await createSupplier(db);
    for (const shop of [shopA, shopB]) {
      await createListedProducts(db, {
        supplierId: supplier.id,
        shopIds: [shop.id],
        items: [{ name: `Visible ${shop.slug}` }, { name: `Oculto ${shop.slug}`, hidden: true }],
      });
    }
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    await db.insert(sessions).values([
      {
        id: 'ses_owner',
        userId: ownerA.id,
        tokenHash: hashSessionToken(tokens.ownerA),
        expiresAt: inAWeek,
      },
      {
        id: 'ses_admin',
        userId: adminA.id,
        tokenHash: hashSessionToken(tokens.adminA),
        expiresAt: inAWeek,
      },
      {
        id: 'ses_disp',
        userId: dispatcherA.id,
        tokenHash: hashSessionToken(tokens.dispatcherA),
        expiresAt: inAWeek,
      },
      {
        id: 'ses_old',
        userId: ownerA.id,
        tokenHash: hashSessionToken(tokens.expired),
        expiresAt: new Date(Date.now() - 1000),
      },
    ]);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  const names = async (res: Response) =>
    (await res.json()).results.map((p: { name: string }) => p.name);

  it('the owner and an admin member are admins of their shop and see its hidden items dimmed', async () => {
    for (const who of ['ownerA', 'adminA'] as const) {
      const shop = await (await as(who)('/api/shops/tienda-a')).json();
      expect(shop.permissions.admin).toBe(true);
      expect(shop.menu_fetching).toBe(true);
      expect(await names(await as(who)('/api/shops/tienda-a/products'))).toEqual([
        'Visible tienda-a',
        'Oculto tienda-a',
      ]);
    }
  });

  it('a staff member without the admin role gets the role but not the hidden items', async () => {
    const shop = await (await as('dispatcherA')('/api/shops/tienda-a')).json();
    expect(shop.permissions).toEqual({ admin: false, roles: ['dispatcher'] });
    expect(shop.user_info).toEqual({ user_level: 0 });
    expect(await names(await as('dispatcherA')('/api/shops/tienda-a/products'))).toEqual([
      'Visible tienda-a',
    ]);
  });

  it('an admin of one shop is a visitor on another: no permissions, no hidden items', async () => {
    const shop = await (await as('ownerA')('/api/shops/tienda-b')).json();
    expect(shop.permissions).toEqual({ admin: false, roles: [] });
    expect(await names(await as('ownerA')('/api/shops/tienda-b/products'))).toEqual([
      'Visible tienda-b',
    ]);
    expect(await names(await as('ownerA')('/api/shops/tienda-b/search?text=oculto'))).toEqual([]);
  });

  it('anonymous visitors and expired or forged sessions are visitors', async () => {
    for (const request of [as(null), as('expired')]) {
      const shop = await (await request('/api/shops/tienda-a')).json();
      expect(shop.permissions.admin).toBe(false);
      expect(shop.user_info.user_level).toBeNull();
    }
    const forged = await api.request('/api/shops/tienda-a', {
      headers: { cookie: `${SESSION_COOKIE}=not-a-session` },
    });
    expect((await forged.json()).permissions.admin).toBe(false);
  });
});
