import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { plans, registrations, shops, users } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call, codeIn, lastMessageTo, sessionCookie } from '../support/auth-api';
import { createShop } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// Also on PostgreSQL: parallel requests meet its row locks and unique keys.
const kinds = await databaseKinds({ postgres: 'concurrency' });

interface ActivateAnswer {
  user: { id: string; level: number };
  next_path: string | null;
  store: { slug: string; name: string; status: string; suggestions: string[] } | null;
}

const signUpWithStore = (email: string, store: string, storeName = 'Mi Tiendita') => ({
  full_name: 'Rosa Díaz',
  username: email,
  password: 'Secreta123',
  tac: true,
  shop: 'demo',
  store,
  store_name: storeName,
});

/** Store creation on sign-up (spec 02 §3 `store`, §7; spec 03 §7): created when the account is activated. */
describe.each(kinds)('sign-up with a store on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let ipCounter = 0;
  const nextIp = () => `203.0.113.${++ipCounter}`;

  async function signUp(body: Record<string, unknown>) {
    const res = await call(api, 'POST', '/api/auth/register', body, { ip: nextIp() });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { code: string; can_skip_pin: boolean };
  }

  async function activateWithPin(email: string, code: string) {
    const pin = codeIn((await lastMessageTo(database.db, email)).body);
    return call(api, 'POST', '/api/auth/activate', { code, pin }, { ip: nextIp() });
  }

  const userByEmail = async (email: string) =>
    (await database.db.select().from(users).where(eq(users.email, email)))[0];
  const shopsOf = (ownerId: string) =>
    database.db.select().from(shops).where(eq(shops.ownerId, ownerId));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    await createShop(database.db, { slug: 'demo', storeCreationOnSignup: true });
    await createShop(database.db, { slug: 'basica', signupForm: 'basic' });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('creates the store at PIN activation: owned by the user, affiliate, level 2', async () => {
    const { code } = await signUp(signUpWithStore('rosa@example.mx', 'Rosa-Shop', 'Rosa Shop'));
    const res = await activateWithPin('rosa@example.mx', code);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ActivateAnswer;
    expect(body.store).toEqual({
      slug: 'rosa-shop',
      name: 'Rosa Shop',
      status: 'created',
      suggestions: [],
    });
    expect(body.next_path).toBeNull();
    expect(body.user.level).toBe(2);

    const user = await userByEmail('rosa@example.mx');
    expect(user?.activatedAt).not.toBeNull();
    expect(user?.level).toBe(2);
    const [shop] = await shopsOf(user!.id);
    expect(shop).toMatchObject({ slug: 'rosa-shop', name: 'Rosa Shop', storeType: 'affiliate' });

    // The store answers the public read and the owner's affiliate store read.
    expect((await call(api, 'GET', '/api/shops/rosa-shop')).status).toBe(200);
    const own = await call(api, 'GET', '/api/stores/affiliate', undefined, {
      cookie: sessionCookie(res),
    });
    expect(await own.json()).toMatchObject({ slug: 'rosa-shop', store_type: 'affiliate' });
  });

  it('creates the store when activating through the /activate/{key} link and when skipping the PIN', async () => {
    await signUp(signUpWithStore('enlace@example.mx', 'tienda-enlace'));
    const key = /\/activate\/([\w-]+)/.exec(
      (await lastMessageTo(database.db, 'enlace@example.mx')).body,
    )?.[1];
    const byLink = await call(api, 'POST', `/api/auth/activate/${key}`);
    expect(((await byLink.json()) as ActivateAnswer).store?.status).toBe('created');

    const skip = await signUp({
      ...signUpWithStore('salto@example.mx', 'tienda-salto'),
      shop: 'basica',
    });
    expect(skip.can_skip_pin).toBe(true);
    const skipped = await call(api, 'POST', '/api/auth/activate', {
      code: skip.code,
      skip_pin: true,
    });
    expect(((await skipped.json()) as ActivateAnswer).store?.status).toBe('created');
    for (const [email, slug] of [
      ['enlace@example.mx', 'tienda-enlace'],
      ['salto@example.mx', 'tienda-salto'],
    ] as const) {
      const user = await userByEmail(email);
      expect((await shopsOf(user!.id)).map((shop) => shop.slug)).toEqual([slug]);
      expect(user?.level).toBe(2);
    }
  });

  it('refuses a taken slug at sign-up with "Este dominio no está disponible" and 5 suggestions', async () => {
    const res = await call(
      api,
      'POST',
      '/api/auth/register',
      signUpWithStore('tarde@example.mx', 'demo', 'Demo'),
      { ip: nextIp() },
    );
    expect(res.status).toBe(409);
    const body = (await res.json()) as { code: string; message: string; suggestions: string[] };
    expect(body.code).toBe('slug_taken');
    expect(body.message).toBe('Este dominio no está disponible');
    expect(body.suggestions).toHaveLength(5);
    expect(body.suggestions).not.toContain('demo');
    // Nothing was registered.
    expect(await userByEmail('tarde@example.mx')).toBeUndefined();
    const reserved = await call(
      api,
      'POST',
      '/api/auth/register',
      signUpWithStore('tarde@example.mx', 'www'),
      { ip: nextIp(), locale: 'en' },
    );
    expect(await reserved.json()).toMatchObject({
      code: 'slug_taken',
      message: 'This domain is not available',
    });
  });

  it('answers 422 for a bad slug or a missing store name', async () => {
    const bad = await call(
      api,
      'POST',
      '/api/auth/register',
      signUpWithStore('mala@example.mx', 'mi tienda!'),
      { ip: nextIp() },
    );
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { fields: Record<string, string[]> }).fields.store).toEqual([
      'Invalid slug',
    ]);
    const unnamed = await call(
      api,
      'POST',
      '/api/auth/register',
      { ...signUpWithStore('mala@example.mx', 'mi-tienda'), store_name: '' },
      { ip: nextIp() },
    );
    expect(unnamed.status).toBe(422);
    expect(((await unnamed.json()) as { fields: Record<string, string[]> }).fields).toEqual({
      store_name: ['required'],
    });
  });

  it('activates without the store when its slug was taken in the meantime, and says where to pick another', async () => {
    const { code } = await signUp(signUpWithStore('lenta@example.mx', 'cafe-lento', 'Café Lento'));
    await createShop(database.db, { slug: 'cafe-lento' });

    const res = await activateWithPin('lenta@example.mx', code);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ActivateAnswer;
    expect(body.store).toMatchObject({
      slug: 'cafe-lento',
      name: 'Café Lento',
      status: 'slug_taken',
    });
    expect(body.store?.suggestions).toHaveLength(5);
    expect(body.store?.suggestions).not.toContain('cafe-lento');
    const next = new URL(body.next_path ?? '', 'http://localhost');
    expect(next.pathname).toBe('/crear-tienda');
    expect(Object.fromEntries(next.searchParams)).toEqual({
      error: 'slug_taken',
      name: 'Café Lento',
      slug: 'cafe-lento',
      suggestions: body.store?.suggestions.join(','),
      from: 'signup',
    });
    expect(res.headers.get('set-cookie')).toContain('tienda_session=');

    const user = await userByEmail('lenta@example.mx');
    expect(user?.activatedAt).not.toBeNull();
    expect(user?.level).toBe(0);
    expect(await shopsOf(user!.id)).toEqual([]);
    // The registration is kept spent (its code answers user_already_exists): no PIN tries left.
    const kept = await database.db
      .select()
      .from(registrations)
      .where(eq(registrations.userId, user!.id));
    expect(kept.map((row) => row.failedAttempts)).toEqual([5]);
  });

  it('survives losing the slug to a race at the insert itself (unique violation in a savepoint)', async () => {
    await database.db.execute(sql`
      create or replace function test_slug_race() returns trigger language plpgsql as $$
      begin
        if new.slug = 'carrera' then
          raise exception 'duplicate key value violates unique constraint "shops_slug_key"'
            using errcode = 'unique_violation';
        end if;
        return new;
      end $$`);
    await database.db.execute(
      sql`create trigger test_slug_race before insert on shops for each row execute function test_slug_race()`,
    );
    try {
      const { code } = await signUp(signUpWithStore('carrera@example.mx', 'carrera'));
      const res = await activateWithPin('carrera@example.mx', code);
      expect(res.status).toBe(200);
      expect(((await res.json()) as ActivateAnswer).store?.status).toBe('slug_taken');
      const user = await userByEmail('carrera@example.mx');
      expect(user?.activatedAt).not.toBeNull();
      expect(await shopsOf(user!.id)).toEqual([]);
    } finally {
      await database.db.execute(sql`drop trigger test_slug_race on shops`);
    }
  });

  it('rolls the whole activation back when the store insert fails, and a retry succeeds', async () => {
    await database.db.execute(sql`
      create or replace function test_store_failure() returns trigger language plpgsql as $$
      begin
        if new.slug = 'rompe' then raise exception 'store insert failed'; end if;
        return new;
      end $$`);
    await database.db.execute(
      sql`create trigger test_store_failure before insert on shops for each row execute function test_store_failure()`,
    );
    const { code } = await signUp(signUpWithStore('rompe@example.mx', 'rompe'));
    const pin = codeIn((await lastMessageTo(database.db, 'rompe@example.mx')).body);
    try {
      const failed = await call(api, 'POST', '/api/auth/activate', { code, pin }, { ip: nextIp() });
      expect(failed.status).toBe(500);
      expect(failed.headers.get('set-cookie')).toBeNull();
      const user = await userByEmail('rompe@example.mx');
      // No half state: not activated, registration kept, no store, level unchanged.
      expect(user?.activatedAt).toBeNull();
      expect(user?.level).toBe(0);
      expect(await shopsOf(user!.id)).toEqual([]);
      expect(
        await database.db.select().from(registrations).where(eq(registrations.userId, user!.id)),
      ).toHaveLength(1);
    } finally {
      await database.db.execute(sql`drop trigger test_store_failure on shops`);
    }
    const retried = await call(api, 'POST', '/api/auth/activate', { code, pin }, { ip: nextIp() });
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as ActivateAnswer).store?.status).toBe('created');
  });

  it('membership sign-up with a store: store created, level 2, then the entrepreneur assistant', async () => {
    await database.db.insert(plans).values({
      id: 'plan_profesional',
      slug: 'profesional',
      name: 'Plan Profesional',
      price: 19_900,
      commissionRateBp: 5_000,
      contributionMargin: 9_950,
      isDefault: 1,
    });
    const { code } = await signUp({
      ...signUpWithStore('socio@example.mx', 'socio-shop'),
      membership: true,
    });
    const body = (await (await activateWithPin('socio@example.mx', code)).json()) as ActivateAnswer;
    expect(body).toMatchObject({
      user: { level: 2 },
      next_path: '/asistentes/emprendedores',
      store: { slug: 'socio-shop', status: 'created' },
    });
    const user = await userByEmail('socio@example.mx');
    expect(user?.planId).toBe('plan_profesional');
    const owned = await database.db
      .select({ slug: shops.slug })
      .from(shops)
      .where(and(eq(shops.ownerId, user!.id), eq(shops.storeType, 'affiliate')));
    expect(owned).toEqual([{ slug: 'socio-shop' }]);
  });

  it('a sign-up without a store creates none and answers store: null', async () => {
    const { code } = await signUp({
      full_name: 'Sin Tienda',
      username: 'sintienda@example.mx',
      password: 'Secreta123',
      tac: true,
      shop: 'demo',
    });
    const body = (await (
      await activateWithPin('sintienda@example.mx', code)
    ).json()) as ActivateAnswer;
    expect(body.store).toBeNull();
    expect(body.user.level).toBe(0);
  });
});
