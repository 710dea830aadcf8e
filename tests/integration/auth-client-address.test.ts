import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { RATE_LIMITS } from '@/lib/domain/accounts/auth-limits';
import { createApiApp } from '@/lib/server/http/app';

import { call, lastMessageTo, TEST_PROXY_HOPS } from '../support/auth-api';
import { createShop } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

/**
 * What a caller cannot choose: the address per-IP limits count (only what the trusted proxies
 * appended to X-Forwarded-For) and the site the activation link points at (ROOT_DOMAIN and the
 * shop's canonical address, not Origin or X-Forwarded-Host).
 */
describe.each(kinds)('client address and links on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const rootDomain = process.env.ROOT_DOMAIN;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
  });

  afterEach(() => {
    process.env.TRUSTED_PROXY_HOPS = TEST_PROXY_HOPS;
    if (rootDomain === undefined) delete process.env.ROOT_DOMAIN;
    else process.env.ROOT_DOMAIN = rootDomain;
  });

  afterAll(async () => {
    await database?.destroy();
  });

  /** PIN tries on unknown codes (cheap: no password hashing), with the given X-Forwarded-For. */
  function tryUnknownCode(i: number, forwardedFor: string) {
    return call(
      api,
      'POST',
      '/api/auth/activate',
      { code: `desconocido-${i}-xxxxxxxx`, pin: '123456' },
      { headers: { 'x-forwarded-for': forwardedFor } },
    );
  }

  async function expectLimitedWhileRotating(forwardedFor: (i: number) => string) {
    const { max } = RATE_LIMITS['pin:ip'];
    for (let i = 0; i < max; i++)
      expect((await tryUnknownCode(i, forwardedFor(i))).status).toBe(404);
    const res = await tryUnknownCode(max, forwardedFor(max));
    expect(res.status).toBe(429);
    expect(((await res.json()) as { code: string }).code).toBe('rate_limited');
  }

  it('behind one proxy counts the address it appended, whatever the client put before it', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    await expectLimitedWhileRotating((i) => `203.0.113.${i}, 10.20.0.1`);
    // Another client behind the same proxy is not affected.
    expect((await tryUnknownCode(0, '203.0.113.1, 10.20.0.2')).status).toBe(404);
  });

  it('behind two proxies counts the second entry from the right', async () => {
    process.env.TRUSTED_PROXY_HOPS = '2';
    await expectLimitedWhileRotating((i) => `203.0.113.${i}, 10.30.0.1, 172.16.0.1`);
    expect((await tryUnknownCode(0, '10.30.0.2, 172.16.0.1')).status).toBe(404);
  });

  it('without a proxy ignores X-Forwarded-For: a rotated header escapes nothing', async () => {
    process.env.TRUSTED_PROXY_HOPS = '0';
    await expectLimitedWhileRotating((i) => `203.0.113.${i}`);
  });

  it('builds the activation link from ROOT_DOMAIN, not from Origin or X-Forwarded-Host', async () => {
    process.env.ROOT_DOMAIN = 'tienda.test';
    await createShop(database.db, { slug: 'enlaces' });
    await createShop(database.db, { slug: 'propia', canonicalDomain: 'mitienda.mx' });
    const spoofed = {
      origin: 'https://malo.example',
      host: 'malo.example',
      'x-forwarded-host': 'malo.example',
      'x-forwarded-proto': 'http',
    };
    const signUps = [
      { email: 'plataforma@example.mx', shop: undefined, base: 'https://tienda.test/activate/' },
      {
        email: 'subdominio@example.mx',
        shop: 'enlaces',
        base: 'https://enlaces.tienda.test/activate/',
      },
      { email: 'dominio@example.mx', shop: 'propia', base: 'https://mitienda.mx/activate/' },
    ];
    for (const [i, { email, shop, base }] of signUps.entries()) {
      const res = await call(
        api,
        'POST',
        '/api/auth/register',
        {
          full_name: 'Enlace',
          username: email,
          password: 'Secreta123',
          tac: true,
          ...(shop ? { shop } : {}),
        },
        { ip: `10.40.0.${i}`, headers: spoofed },
      );
      expect(res.status).toBe(201);
      const { body } = await lastMessageTo(database.db, email);
      expect(body).not.toContain('malo.example');
      expect(body).toMatch(new RegExp(`${base.replace(/[.]/g, '\\.')}[\\w-]+`));
    }
  });
});
