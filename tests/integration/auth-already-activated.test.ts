import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registrations, users } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call, codeIn, lastMessageTo } from '../support/auth-api';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// Also on PostgreSQL: parallel requests meet its row locks and unique keys.
const kinds = await databaseKinds({ postgres: 'concurrency' });

const ALREADY = { code: 'user_already_exists', message: 'El usuario ya fue activado' };

/**
 * Spec 02 §8 `user_already_exists` (user already activated): the code and link of a registration
 * whose account is active answer it — a late PIN, the e-mailed link after the PIN, a resend or a
 * contact edit from a PIN card left open — and two activations racing end with one activation.
 */
describe.each(kinds)('already activated accounts on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let ipCounter = 0;
  const ip = () => ({ ip: `198.51.100.${++ipCounter}` });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  /** Signs up by e-mail; the code, the PIN and the link key that went out. */
  async function signUp(email: string) {
    const res = await call(
      api,
      'POST',
      '/api/auth/register',
      { full_name: 'Ana Activa', username: email, password: 'Secreta123', tac: true },
      ip(),
    );
    expect(res.status).toBe(201);
    const { code } = (await res.json()) as { code: string };
    const { body } = await lastMessageTo(database.db, email);
    const key = /\/activate\/([\w-]+)/.exec(body)?.[1] ?? '';
    return { code, pin: codeIn(body), key };
  }

  async function expectAlready(res: Response) {
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual(ALREADY);
    expect(res.headers.get('set-cookie')).toBeNull();
  }

  it('answers a second PIN activation, the link, a resend and a contact edit with user_already_exists', async () => {
    const { code, pin, key } = await signUp('activa@example.mx');
    const first = await call(api, 'POST', '/api/auth/activate', { code, pin }, ip());
    expect(first.status).toBe(200);

    await expectAlready(await call(api, 'POST', '/api/auth/activate', { code, pin }, ip()));
    await expectAlready(await call(api, 'POST', `/api/auth/activate/${key}`, undefined, ip()));
    await expectAlready(await call(api, 'POST', '/api/auth/resend', { code }, ip()));
    await expectAlready(
      await call(
        api,
        'POST',
        '/api/auth/contact',
        { code, type: 'email', username: 'otra-activa@example.mx' },
        ip(),
      ),
    );
    // Nothing was sent or changed by the refused calls.
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'activa@example.mx'));
    expect(user?.activatedAt).not.toBeNull();
    expect((await lastMessageTo(database.db, 'activa@example.mx')).body).toContain(pin);
    const english = await call(
      api,
      'POST',
      '/api/auth/activate',
      { code, pin },
      {
        ...ip(),
        locale: 'en',
      },
    );
    expect(await english.json()).toEqual({
      code: 'user_already_exists',
      message: 'The user has already been activated',
    });
  });

  it('answers the PIN with user_already_exists after the link activated the account', async () => {
    const { code, pin, key } = await signUp('enlace-primero@example.mx');
    expect((await call(api, 'POST', `/api/auth/activate/${key}`, undefined, ip())).status).toBe(
      200,
    );
    await expectAlready(await call(api, 'POST', '/api/auth/activate', { code, pin }, ip()));
  });

  it('keeps the spent registration unusable: its PIN can never match again', async () => {
    const { code, pin } = await signUp('gastada@example.mx');
    expect((await call(api, 'POST', '/api/auth/activate', { code, pin }, ip())).status).toBe(200);
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'gastada@example.mx'));
    const [row] = await database.db
      .select()
      .from(registrations)
      .where(eq(registrations.userId, user!.id));
    expect(row?.failedAttempts).toBe(5);
    expect(row!.pinExpiresAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('lets only one of two racing activations (PIN and link) activate; the other is refused', async () => {
    const { code, pin, key } = await signUp('carrera-activa@example.mx');
    const answers = await Promise.all([
      call(api, 'POST', '/api/auth/activate', { code, pin }, ip()),
      call(api, 'POST', `/api/auth/activate/${key}`, undefined, ip()),
    ]);
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(await refused.json()).toEqual(ALREADY);
  });
});
