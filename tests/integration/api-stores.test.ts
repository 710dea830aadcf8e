import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sessions, shops, users } from '@/lib/db/schema';
import { isValidSlug } from '@/lib/domain/shop/slug';
import { createApiApp } from '@/lib/server/http/app';
import { hashSessionToken, SESSION_COOKIE } from '@/lib/server/auth/session-token';

import { createShop, createUser } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();
const ORIGIN = 'http://localhost:3000';

interface ShopBody {
  slug: string;
  name: string;
  owner: string;
  store_type: string;
  theme: string;
  store_theme_info: { color1: string; sections_info: string[] };
  permissions: { admin: boolean };
}
interface ErrorBody {
  code: string;
  message: string;
  suggestions?: string[];
  fields?: Record<string, string[]>;
}

/** Store slug check and affiliate store creation/read (spec 02 §7, §8; spec 01 §5). */
describe.each(kinds)('stores API on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;

  /** A user with a live session; the cookie header to send as them. */
  async function signedInUser(level: 0 | 1 | 2 | 3 = 1) {
    const user = await createUser(database.db, { level });
    const token = randomBytes(24).toString('base64url');
    await database.db.insert(sessions).values({
      id: `ses_${token.slice(0, 12)}`,
      userId: user.id,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return { user, cookie: `${SESSION_COOKIE}=${token}` };
  }

  const post = (path: string, body: unknown, cookie?: string, locale = 'es') =>
    api.request(`/api/stores/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
        'x-locale': locale,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });
  const readOwn = (cookie?: string) =>
    api.request('/api/stores/affiliate', { headers: cookie ? { cookie } : {} });
  async function check(slug: string, name = '', extra: object = {}) {
    const res = await post('slug/exists', { slug, name, ...extra });
    return {
      status: res.status,
      body: (await res.json()) as { exists: boolean; suggestions: string[] },
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    await createShop(database.db, { slug: 'demo', name: 'Tienda Demo' });
    await createShop(database.db, { slug: 'tienda-demo' });
    await createShop(database.db, { slug: 'mi-tienda-demo' });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  describe('slug check', () => {
    it('says a shop slug exists (any case) and suggests 5 free, valid slugs', async () => {
      const { status, body } = await check('Demo', 'Tienda Demo');
      expect(status).toBe(200);
      expect(body.exists).toBe(true);
      expect(body.suggestions).toHaveLength(5);
      for (const suggestion of body.suggestions) {
        expect(isValidSlug(suggestion)).toBe(true);
        expect((await check(suggestion)).body.exists).toBe(false);
      }
      expect(body.suggestions).not.toContain('tienda-demo');
      expect(body.suggestions).not.toContain('mi-tienda-demo');
    });

    it('counts reserved sub-domains as taken', async () => {
      for (const slug of ['www', 'api', 'admin']) {
        const { body } = await check(slug);
        expect(body.exists).toBe(true);
        expect(body.suggestions.length).toBeGreaterThan(0);
        expect(body.suggestions).not.toContain(slug);
      }
    });

    it('says a free slug does not exist, and honours n_suggestions', async () => {
      expect((await check('libre-123')).body).toEqual({ exists: false, suggestions: [] });
      expect((await check('demo', '', { n_suggestions: 2 })).body.suggestions).toHaveLength(2);
    });

    it('answers 422 "Invalid slug" for a slug with other characters', async () => {
      const res = await post('slug/exists', { slug: 'mi tienda', name: 'x' });
      expect(res.status).toBe(422);
      const body = (await res.json()) as ErrorBody;
      expect(body.fields?.slug).toEqual(['Invalid slug']);
    });
  });

  describe('affiliate store', () => {
    it('refuses anonymous visitors with 401', async () => {
      expect((await post('affiliate', { slug: 'anonima', name: 'Anónima' })).status).toBe(401);
      expect((await readOwn()).status).toBe(401);
      const [row] = await database.db.select().from(shops).where(eq(shops.slug, 'anonima'));
      expect(row).toBeUndefined();
    });

    it('creates the store, raises the level to 2, and the shop answers on /api/shops/{slug}', async () => {
      const { user, cookie } = await signedInUser(1);
      const res = await post(
        'affiliate',
        { slug: 'Mi-Tienda', name: ' Mi Tienda ', color1: '#AA0000', photo: '' },
        cookie,
      );
      expect(res.status).toBe(201);
      const shop = (await res.json()) as ShopBody;
      expect(shop).toMatchObject({
        slug: 'mi-tienda',
        name: 'Mi Tienda',
        owner: user.id,
        store_type: 'affiliate',
        theme: 'theme04',
        permissions: { admin: true },
      });
      expect(shop.store_theme_info.color1).toBe('#aa0000');
      expect(shop.store_theme_info.sections_info).toEqual(['products', 'catalogues']);

      const [row] = await database.db
        .select({ level: users.level })
        .from(users)
        .where(eq(users.id, user.id));
      expect(row?.level).toBe(2);
      const pub = await api.request('/api/shops/mi-tienda');
      expect(pub.status).toBe(200);
      expect(((await pub.json()) as ShopBody).name).toBe('Mi Tienda');

      const own = await readOwn(cookie);
      expect(own.status).toBe(200);
      expect(((await own.json()) as ShopBody).slug).toBe('mi-tienda');
      expect((await check('mi-tienda')).body.exists).toBe(true);
    });

    it('keeps a higher level as it is', async () => {
      const { user, cookie } = await signedInUser(3);
      expect(
        (await post('affiliate', { slug: 'soporte-tienda', name: 'Soporte' }, cookie)).status,
      ).toBe(201);
      const [row] = await database.db
        .select({ level: users.level })
        .from(users)
        .where(eq(users.id, user.id));
      expect(row?.level).toBe(3);
    });

    it('answers 409 store_exists for a second store and creates nothing', async () => {
      const { cookie } = await signedInUser(0);
      expect((await post('affiliate', { slug: 'primera', name: 'Primera' }, cookie)).status).toBe(
        201,
      );
      const res = await post('affiliate', { slug: 'segunda', name: 'Segunda' }, cookie, 'en');
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        code: 'store_exists',
        message: 'You already have an affiliate store.',
      });
      const [row] = await database.db.select().from(shops).where(eq(shops.slug, 'segunda'));
      expect(row).toBeUndefined();
    });

    it('answers 409 slug_taken with free suggestions for a taken or reserved slug', async () => {
      const { user, cookie } = await signedInUser(1);
      for (const slug of ['demo', 'www']) {
        const res = await post('affiliate', { slug, name: 'Tienda Demo' }, cookie);
        expect(res.status).toBe(409);
        const body = (await res.json()) as ErrorBody;
        expect(body.code).toBe('slug_taken');
        expect(body.message).toBe('Este dominio no está disponible');
        expect(body.suggestions).toHaveLength(5);
        for (const suggestion of body.suggestions ?? [])
          expect((await check(suggestion)).body.exists).toBe(false);
      }
      const [row] = await database.db
        .select({ level: users.level })
        .from(users)
        .where(eq(users.id, user.id));
      expect(row?.level).toBe(1);
    });

    it('answers 422 for an invalid slug, name or colour and creates nothing', async () => {
      const { cookie } = await signedInUser(1);
      const res = await post('affiliate', { slug: 'tienda.mx', name: '', color2: 'red' }, cookie);
      expect(res.status).toBe(422);
      const body = (await res.json()) as ErrorBody;
      expect(body.code).toBe('validation_error');
      expect(body.fields?.slug).toEqual(['Invalid slug']);
      expect(Object.keys(body.fields ?? {}).sort()).toEqual(['color2', 'name', 'slug']);
      expect((await readOwn(cookie)).status).toBe(404);
    });

    it('shows each user only their own store', async () => {
      const alice = await signedInUser(1);
      const bob = await signedInUser(1);
      expect(
        (await post('affiliate', { slug: 'de-alice', name: 'De Alice' }, alice.cookie)).status,
      ).toBe(201);
      const res = await readOwn(bob.cookie);
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorBody).code).toBe('store_not_found');
      const mine = (await (await readOwn(alice.cookie)).json()) as ShopBody;
      expect(mine.owner).toBe(alice.user.id);
    });
  });
});
