import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiApp } from '@/lib/server/http/app';
import { RATE_LIMITS } from '@/lib/domain/accounts/auth-limits';

import { createAccount, TEST_PASSWORD } from '../support/auth-accounts';
import { call, codeIn, lastMessageTo, sessionCookie } from '../support/auth-api';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

// Also on PostgreSQL: parallel requests meet its row locks and unique keys.
const kinds = await databaseKinds({ postgres: 'concurrency' });

/** Rate limits (429 + Retry-After, database-backed), CSRF, the development outbox. */
describe.each(kinds)('abuse protection on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    await createAccount(database.db, { id: 'usr_objetivo', email: 'objetivo@example.mx' });
    await createAccount(database.db, { id: 'usr_vecina', email: 'vecina@example.mx' });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  async function expectRateLimited(res: Response) {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as { code: string }).code).toBe('rate_limited');
  }

  it('locks an account after 10 failed logins from one address, even with the right password, for that address only', async () => {
    const { max } = RATE_LIMITS['login:account'];
    for (let i = 0; i < max; i++) {
      const res = await call(
        api,
        'POST',
        '/api/auth/login',
        { username: 'objetivo@example.mx', password: 'Mala1234' },
        { ip: '10.1.0.1' },
      );
      expect(res.status).toBe(401);
    }
    const right = await call(
      api,
      'POST',
      '/api/auth/login',
      { username: 'objetivo@example.mx', password: TEST_PASSWORD },
      { ip: '10.1.0.1' },
    );
    await expectRateLimited(right);
    const other = await call(
      api,
      'POST',
      '/api/auth/login',
      { username: 'vecina@example.mx', password: TEST_PASSWORD },
      { ip: '10.1.0.1' },
    );
    expect(other.status).toBe(200);
    // Someone else's failures never refuse the owner's right password (tests/integration/auth-lockout).
    const owner = await call(
      api,
      'POST',
      '/api/auth/login',
      { username: 'objetivo@example.mx', password: TEST_PASSWORD },
      { ip: '10.1.1.1' },
    );
    expect(owner.status).toBe(200);
  });

  it('limits login tries per IP to 50 per 15 minutes', async () => {
    const { max } = RATE_LIMITS['login:ip'];
    const ip = '10.2.0.1';
    const tries = Array.from({ length: max }, (_, i) =>
      call(
        api,
        'POST',
        '/api/auth/login',
        { username: `nadie${i}@example.mx`, password: 'Mala1234' },
        { ip },
      ),
    );
    // Parallel tries cannot overshoot: the count is taken under an advisory lock.
    expect((await Promise.all(tries)).map((res) => res.status)).toEqual(Array(max).fill(401));
    await expectRateLimited(
      await call(
        api,
        'POST',
        '/api/auth/login',
        { username: 'vecina@example.mx', password: TEST_PASSWORD },
        { ip },
      ),
    );
  });

  it('limits sign-ups per account (5 an hour) and per IP', async () => {
    const body = {
      full_name: 'Repetida',
      username: 'repetida@example.mx',
      password: 'Secreta123',
      tac: true,
    };
    for (let i = 0; i < RATE_LIMITS['register:account'].max; i++) {
      expect(
        (await call(api, 'POST', '/api/auth/register', body, { ip: `10.3.0.${i}` })).status,
      ).toBe(201);
    }
    await expectRateLimited(
      await call(api, 'POST', '/api/auth/register', body, { ip: '10.3.1.1' }),
    );
  });

  it('limits resends per registration and PIN tries per IP', async () => {
    const res = await call(
      api,
      'POST',
      '/api/auth/register',
      { full_name: 'Reenvíos', username: 'reenvios@example.mx', password: 'Secreta123', tac: true },
      { ip: '10.4.0.1' },
    );
    const { code } = (await res.json()) as { code: string };
    for (let i = 0; i < RATE_LIMITS['resend:account'].max; i++) {
      expect(
        (await call(api, 'POST', '/api/auth/resend', { code }, { ip: `10.4.1.${i}` })).status,
      ).toBe(200);
    }
    await expectRateLimited(
      await call(api, 'POST', '/api/auth/resend', { code }, { ip: '10.4.2.1' }),
    );

    const ip = '10.4.3.1';
    for (let i = 0; i < RATE_LIMITS['pin:ip'].max; i++) {
      await call(
        api,
        'POST',
        '/api/auth/activate',
        { code: `desconocido-${i}-xxxxxxxx`, pin: '123456' },
        { ip },
      );
    }
    const pin = codeIn((await lastMessageTo(database.db, 'reenvios@example.mx')).body);
    await expectRateLimited(await call(api, 'POST', '/api/auth/activate', { code, pin }, { ip }));
  });

  it("refuses cross-site writes (CSRF) and accepts the host's own origin", async () => {
    const body = { username: 'vecina@example.mx', password: TEST_PASSWORD };
    const crossSite = await call(api, 'POST', '/api/auth/login', body, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({
      code: 'csrf_rejected',
      message: 'La solicitud viene de otro sitio y fue rechazada.',
    });

    const noFetchSite = { 'sec-fetch-site': '' };
    const evil = await call(api, 'POST', '/api/auth/login', body, {
      headers: { ...noFetchSite, origin: 'https://malo.example', host: 'localhost:3000' },
    });
    expect(evil.status).toBe(403);
    const shopHost = await call(api, 'POST', '/api/auth/login', body, {
      ip: '10.5.0.1',
      headers: {
        ...noFetchSite,
        origin: 'http://moda.localhost:3000',
        host: 'moda.localhost:3000',
      },
    });
    expect(shopHost.status).toBe(200);

    // No Origin and no Sec-Fetch-Site (curl, server-to-server): allowed only without a session cookie.
    const cookie = sessionCookie(shopHost);
    const bare = { 'sec-fetch-site': '' };
    const withCookie = await call(api, 'POST', '/api/auth/logout', undefined, {
      cookie,
      headers: bare,
    });
    expect(withCookie.status).toBe(403);
    expect(
      (await call(api, 'GET', '/api/auth/me', undefined, { cookie, headers: bare })).status,
    ).toBe(200);
    const anonymous = await call(
      api,
      'POST',
      '/api/auth/users/exist',
      { username: 'vecina@example.mx' },
      { headers: bare },
    );
    expect(anonymous.status).toBe(200);
  });

  it('lists the outbox outside production and hides it in production', async () => {
    const listed = await call(api, 'GET', '/api/dev/outbox');
    expect(listed.status).toBe(200);
    const { results } = (await listed.json()) as {
      results: Array<{ recipient: string; provider: string }>;
    };
    expect(
      results.some(
        (message) => message.recipient === 'reenvios@example.mx' && message.provider === 'outbox',
      ),
    ).toBe(true);

    const previous = process.env.NODE_ENV;
    Object.assign(process.env, { NODE_ENV: 'production' });
    try {
      expect((await call(api, 'GET', '/api/dev/outbox')).status).toBe(404);
      process.env.OUTBOX_PAGE = '1';
      expect((await call(api, 'GET', '/api/dev/outbox')).status).toBe(200);
    } finally {
      Object.assign(process.env, { NODE_ENV: previous });
      delete process.env.OUTBOX_PAGE;
    }
  });
});
