import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sessions, shopMembers } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { createAccount, TEST_PASSWORD } from '../support/auth-accounts';
import { call, codeIn, lastMessageTo, sessionCookie } from '../support/auth-api';
import { createShop } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

/** Login, sessions, logout, me, passwords: no enumeration, server-side expiry (spec 02 §2, §5). */
describe.each(kinds)('login and sessions on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let ipCounter = 0;
  const nextIp = () => `203.0.113.${++ipCounter}`;

  const login = (body: Record<string, unknown>, options: { ip?: string; cookie?: string } = {}) =>
    call(api, 'POST', '/api/auth/login', body, {
      ip: options.ip ?? nextIp(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    await createAccount(database.db, { id: 'usr_marta', email: 'marta@example.mx' });
    await createAccount(database.db, { id: 'usr_tel', phone: '5511112222' });
    await createAccount(database.db, {
      id: 'usr_nueva',
      email: 'nueva@example.mx',
      activated: false,
    });
    const shop = await createShop(database.db, { slug: 'marta-shop', name: 'Tienda de Marta' });
    await database.db
      .insert(shopMembers)
      .values({ shopId: shop.id, userId: 'usr_marta', role: 'admin' });
    // Owned, with no member row: the owner is its admin all the same.
    await createShop(database.db, { slug: 'tel-shop', name: 'Tienda Tel', ownerId: 'usr_tel' });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('logs in by e-mail and by phone; /me lists the shops', async () => {
    const res = await login({ username: 'Marta@Example.mx', password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      user: {
        id: 'usr_marta',
        shops: [{ slug: 'marta-shop', name: 'Tienda de Marta', role: 'admin' }],
      },
    });
    const me = await call(api, 'GET', '/api/auth/me', undefined, { cookie: sessionCookie(res) });
    expect(await me.json()).toMatchObject({ id: 'usr_marta' });
    const phone = await login({
      username: '55 1111 2222',
      country_code: '52',
      password: TEST_PASSWORD,
    });
    expect(phone.status).toBe(200);
    expect((await phone.json()).user.shops).toEqual([
      { slug: 'tel-shop', name: 'Tienda Tel', role: 'admin' },
    ]);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const wrong = await login({ username: 'marta@example.mx', password: 'Equivocada1' });
    const unknown = await login({ username: 'nadie@example.mx', password: 'Equivocada1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = {
      code: 'invalid_credentials',
      message: 'El usuario o la contraseña son incorrectos',
    };
    expect(await wrong.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('hashes a password for an unknown user too, so timing does not tell who has an account', async () => {
    const time = async (username: string) => {
      const start = performance.now();
      await login({ username, password: 'Equivocada1' });
      return performance.now() - start;
    };
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    await time('calentar@example.mx');
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a busy machine slows both alike; medians, so one stall changes nothing.
    for (let i = 0; i < 3; i++) {
      known.push(await time('marta@example.mx'));
      unknown.push(await time(`nadie${i}@example.mx`));
    }
    // Skipping the hash makes an unknown user's answer about a hundred times faster (a lookup
    // against scrypt at OWASP cost); within a factor of four means the hash ran.
    expect(median(unknown)).toBeGreaterThan(median(known) / 4);
  });

  it('asks for the PIN after a correct password on an unactivated account, then activates with it', async () => {
    const first = await login({ username: 'nueva@example.mx', password: TEST_PASSWORD });
    expect(first.status).toBe(409);
    const body = (await first.json()) as {
      code: string;
      registration: { code: string; can_skip_pin: boolean };
    };
    expect(body.code).toBe('pin_required');
    expect(body.registration.can_skip_pin).toBe(false);
    const wrongPassword = await login({ username: 'nueva@example.mx', password: 'Equivocada1' });
    expect(wrongPassword.status).toBe(401);
    const pin = codeIn((await lastMessageTo(database.db, 'nueva@example.mx')).body);
    const second = await login({ username: 'nueva@example.mx', password: TEST_PASSWORD, pin });
    expect(second.status).toBe(200);
    const again = await login({ username: 'nueva@example.mx', password: TEST_PASSWORD });
    expect(again.status).toBe(200);
  });

  it('rotates the session on login and ends it server-side on logout', async () => {
    const first = sessionCookie(
      await login({ username: 'marta@example.mx', password: TEST_PASSWORD }),
    );
    const second = await login(
      { username: 'marta@example.mx', password: TEST_PASSWORD },
      { cookie: first },
    );
    const rotated = sessionCookie(second);
    expect(rotated).not.toBe(first);
    expect((await call(api, 'GET', '/api/auth/me', undefined, { cookie: first })).status).toBe(401);

    const out = await call(api, 'POST', '/api/auth/logout', undefined, { cookie: rotated });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/tienda_session=;/);
    const after = await call(api, 'GET', '/api/auth/me', undefined, { cookie: rotated });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({
      code: 'unauthorized',
      message: 'Inicia sesión para continuar.',
    });
  });

  it('treats an expired session as anonymous', async () => {
    const cookie = sessionCookie(
      await login({ username: 'marta@example.mx', password: TEST_PASSWORD }),
    );
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, 'usr_marta'));
    expect((await call(api, 'GET', '/api/auth/me', undefined, { cookie })).status).toBe(401);
  });

  it('answers 401 to /me and change password when anonymous', async () => {
    expect((await call(api, 'GET', '/api/auth/me')).status).toBe(401);
    const change = await call(api, 'POST', '/api/auth/password/change', {
      current_password: 'x',
      password: 'NuevaClave1',
    });
    expect(change.status).toBe(401);
  });

  it('changes the password with the current one; other sessions end', async () => {
    await createAccount(database.db, { id: 'usr_cambio', email: 'cambio@example.mx' });
    const other = sessionCookie(
      await login({ username: 'cambio@example.mx', password: TEST_PASSWORD }),
    );
    const mine = sessionCookie(
      await login({ username: 'cambio@example.mx', password: TEST_PASSWORD }),
    );
    const bad = await call(
      api,
      'POST',
      '/api/auth/password/change',
      { current_password: 'Equivocada1', password: 'NuevaClave1' },
      { cookie: mine },
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('incorrect_password');
    const ok = await call(
      api,
      'POST',
      '/api/auth/password/change',
      { current_password: TEST_PASSWORD, password: 'NuevaClave1' },
      { cookie: mine },
    );
    expect(ok.status).toBe(204);
    expect((await call(api, 'GET', '/api/auth/me', undefined, { cookie: mine })).status).toBe(200);
    expect((await call(api, 'GET', '/api/auth/me', undefined, { cookie: other })).status).toBe(401);
    expect((await login({ username: 'cambio@example.mx', password: 'NuevaClave1' })).status).toBe(
      200,
    );
  });

  it('refuses the 11th wrong current password in 15 minutes, even the right one', async () => {
    await createAccount(database.db, { id: 'usr_adivina', email: 'adivina@example.mx' });
    const cookie = sessionCookie(
      await login({ username: 'adivina@example.mx', password: TEST_PASSWORD }),
    );
    const change = (current: string) =>
      call(
        api,
        'POST',
        '/api/auth/password/change',
        { current_password: current, password: 'NuevaClave1' },
        { cookie },
      );
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await change(`Equivocada${attempt}`)).status).toBe(400);
    }
    const refused = await change(TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe('rate_limited');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('forgot password answers 202 alike for known and unknown accounts; the code resets it', async () => {
    await createAccount(database.db, { id: 'usr_olvido', email: 'olvido@example.mx' });
    const known = await call(api, 'POST', '/api/auth/password/forgot', {
      username: 'olvido@example.mx',
    });
    const unknown = await call(api, 'POST', '/api/auth/password/forgot', {
      username: 'fantasma@example.mx',
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.text()).toBe(await unknown.text());
    await expect
      .poll(() =>
        lastMessageTo(database.db, 'olvido@example.mx').then(
          () => true,
          () => false,
        ),
      )
      .toBe(true);
    const code = codeIn((await lastMessageTo(database.db, 'olvido@example.mx')).body);

    const wrong = await call(api, 'POST', '/api/auth/password/reset', {
      username: 'olvido@example.mx',
      code: code === '000000' ? '111111' : '000000',
      password: 'OtraClave1',
    });
    expect(wrong.status).toBe(400);
    const ghost = await call(api, 'POST', '/api/auth/password/reset', {
      username: 'fantasma@example.mx',
      code,
      password: 'OtraClave1',
    });
    const expected = { code: 'invalid_reset_code', message: 'El código es incorrecto o ya expiró' };
    expect(await wrong.json()).toEqual(expected);
    expect(await ghost.json()).toEqual(expected);
    const reset = await call(api, 'POST', '/api/auth/password/reset', {
      username: 'olvido@example.mx',
      code,
      password: 'OtraClave1',
    });
    expect(reset.status).toBe(204);
    expect((await login({ username: 'olvido@example.mx', password: 'OtraClave1' })).status).toBe(
      200,
    );
    expect((await login({ username: 'olvido@example.mx', password: TEST_PASSWORD })).status).toBe(
      401,
    );
  });
});
