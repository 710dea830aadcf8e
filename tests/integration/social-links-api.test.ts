import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { shops } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createShopStaff, type StaffCookies } from '../support/shop-staff';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

const NONE = {
  facebook: null,
  instagram: null,
  twitter: null,
  youtube: null,
  twitch: null,
  kick: null,
  discord: null,
};

/** The social networks form's call (spec 01 §2 social links bar, §5; issue 6). */
describe.each(kinds)('social links on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let cookie: StaffCookies;
  let shopA: { id: string };

  const put = (slug: string, body: unknown, who?: string, locale = 'es') =>
    call(api, 'PUT', `/api/shops/${slug}/social-links`, body, { cookie: who, locale });

  /** The social fields of the public shop read (what the social links bar renders). */
  const shown = async (slug = 'tienda-a') => {
    const shop = await (await call(api, 'GET', `/api/shops/${slug}`)).json();
    return Object.fromEntries(Object.keys(NONE).map((network) => [network, shop[network]]));
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    ({ shopA, cookie } = await createShopStaff(database.db, { shopA: { instagram: 'viejo' } }));
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('saves handles and a Discord invite; the public shop read shows them', async () => {
    const res = await put(
      'tienda-a',
      {
        facebook: ' mitienda ',
        instagram: '@mi.tienda',
        twitter: 'https://x.com/mitienda?lang=es',
        youtube: 'https://www.youtube.com/@MiTienda',
        twitch: 'twitch.tv/mi_tienda/',
        kick: 'mi-tienda',
        discord: 'discord.gg/mitienda',
      },
      cookie.ownerA,
    );
    expect(res.status).toBe(200);
    const saved = {
      facebook: 'mitienda',
      instagram: 'mi.tienda',
      twitter: 'mitienda',
      youtube: '@MiTienda',
      twitch: 'mi_tienda',
      kick: 'mi-tienda',
      discord: 'https://discord.gg/mitienda',
    };
    expect(await res.json()).toEqual(saved);
    expect(await shown()).toEqual(saved);
  });

  it('saves empty values as null, and a network left out as null (the form sends them all)', async () => {
    const res = await put(
      'tienda-a',
      { facebook: '', instagram: '   ', twitter: null, discord: '' },
      cookie.adminA,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(NONE);
    const [row] = await database.db.select().from(shops).where(eq(shops.id, shopA.id));
    expect(row).toMatchObject({ facebook: null, instagram: null, youtube: null, discord: null });
    expect(await shown()).toEqual(NONE);
  });

  it('refuses what is not a handle, and a discord value that is not a Discord invite URL', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ facebook: 'mi tienda' }, { facebook: ['invalid_handle'] }],
      [{ instagram: 'https://facebook.com/otra' }, { instagram: ['invalid_handle'] }],
      [{ twitter: 'a'.repeat(101) }, { twitter: ['invalid_handle'] }],
      [{ kick: 42 }, { kick: ['invalid_handle'] }],
      [{ youtube: '<script>' }, { youtube: ['invalid_handle'] }],
      [{ discord: 'mi servidor' }, { discord: ['invalid_url'] }],
      [{ discord: 'https://example.com/invite' }, { discord: ['invalid_url'] }],
      [{ discord: 'javascript:alert(1)' }, { discord: ['invalid_url'] }],
      [{ discord: `https://discord.gg/${'a'.repeat(200)}` }, { discord: ['invalid_url'] }],
    ];
    for (const [body, fields] of cases) {
      const res = await put('tienda-a', body, cookie.ownerA);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await res.json(), JSON.stringify(body)).toEqual({
        code: 'validation_error',
        message: 'Revisa los datos enviados.',
        fields,
      });
    }
    const unknown = await put('tienda-a', { tiktok: 'mitienda' }, cookie.ownerA);
    expect(unknown.status).toBe(422);
    const en = await put('tienda-a', { discord: 'x' }, cookie.ownerA, 'en');
    expect((await en.json()).message).toBe('Please check the data you sent.');
    expect(await shown()).toEqual(NONE);
  });

  it("refuses anonymous visitors (401), customers, other staff roles and other shops' admins (403)", async () => {
    const body = { instagram: 'intruso' };
    const anonymous = await put('tienda-a', body);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      code: 'unauthorized',
      message: 'Inicia sesión para continuar.',
    });
    for (const who of ['customer', 'dispatcherA', 'ownerB'] as const) {
      const res = await put('tienda-a', body, cookie[who]);
      expect(res.status, who).toBe(403);
      expect(await res.json()).toEqual({
        code: 'forbidden',
        message: 'No tienes permiso para hacer esto.',
      });
    }
    expect((await put('no-existe', body, cookie.ownerA)).status).toBe(404);
    expect(await shown()).toEqual(NONE);
  });

  it("lets a proxy shop's admin set its own networks (its social bar shows its own, not its source's)", async () => {
    const res = await put('espejo-a', { instagram: 'espejo' }, cookie.ownerProxy);
    expect(res.status).toBe(200);
    expect((await shown('espejo-a')).instagram).toBe('espejo');
    expect((await shown('tienda-a')).instagram).toBeNull();
  });
});
