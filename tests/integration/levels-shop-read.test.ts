import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { banners, headers, shops } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { createSessionCookie, createShop, createUser } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

describe.each(kinds)('targeted slides and header in the shop read on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const shop = await createShop(db, { slug: 'audiencias', theme: 'theme05' });
    await createShop(db, { slug: 'vecina' });
    await db.insert(banners).values(
      (['all', 'anon', 'ul0', 'ul1', 'ul2'] as const).map((target, position) => ({
        id: `ban_${target}`,
        shopId: shop.id,
        hztImage: `/demo/banners/${target}.svg`,
        target,
        position,
      })),
    );
    await db
      .insert(headers)
      .values({ id: 'hdr_ul1', shopId: shop.id, title: 'Gana vendiendo', target: 'ul1' });
    await db.update(shops).set({ headerId: 'hdr_ul1' }).where(eq(shops.id, shop.id));
    const entrepreneur = await createUser(db, { level: 1 });
    const neighbourAdmin = (await db.select().from(shops).where(eq(shops.slug, 'vecina')))[0]!
      .ownerId;
    cookies.entrepreneur = await createSessionCookie(db, entrepreneur.id);
    cookies.neighbourAdmin = await createSessionCookie(db, neighbourAdmin);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  const read = async (cookie?: string) => {
    const res = await api.request(
      '/api/shops/audiencias',
      cookie ? { headers: { cookie } } : undefined,
    );
    expect(res.status).toBe(200);
    return (await res.json()) as {
      store_theme_info: {
        slider_info: Array<{ id: string; target: string }>;
        header_info: { id: string; target: string } | null;
      };
      permissions: { admin: boolean };
    };
  };

  it('gives an anonymous visitor (and so the cached page) every slide and the header, each with its target', async () => {
    const shop = await read();
    expect(shop.store_theme_info.slider_info.map((s) => [s.id, s.target])).toEqual([
      ['ban_all', 'all'],
      ['ban_anon', 'anon'],
      ['ban_ul0', 'ul0'],
      ['ban_ul1', 'ul1'],
      ['ban_ul2', 'ul2'],
    ]);
    expect(shop.store_theme_info.header_info).toMatchObject({ id: 'hdr_ul1', target: 'ul1' });
  });

  it('answers a signed-in visitor and another shop’s admin the same, with no admin rights', async () => {
    const anonymous = await read();
    for (const cookie of [cookies.entrepreneur!, cookies.neighbourAdmin!]) {
      const shop = await read(cookie);
      expect(shop.store_theme_info).toEqual(anonymous.store_theme_info);
      expect(shop.permissions.admin).toBe(false);
    }
  });
});
