import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** HSTS on the API's answers, as on pages (issue 15, defect 5): only when the host is public over https. */
describe('Strict-Transport-Security on API answers', () => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const savedRoot = process.env.ROOT_DOMAIN;

  beforeAll(async () => {
    process.env.ROOT_DOMAIN = 'tienda.mx';
    database = await createTestDatabase('pglite');
    api = createApiApp({ database: async () => database });
  });
  afterAll(async () => {
    if (savedRoot === undefined) delete process.env.ROOT_DOMAIN;
    else process.env.ROOT_DOMAIN = savedRoot;
    await database?.destroy();
  });

  const hstsOf = async (host: string, path = '/api/health') =>
    (await call(api, 'GET', path, undefined, { headers: { host } })).headers.get(
      'strict-transport-security',
    );

  it('tells browsers to stay on https for the platform, its shops and a custom domain', async () => {
    expect(await hstsOf('tienda.mx')).toBe('max-age=31536000; includeSubDomains');
    expect(await hstsOf('demo.tienda.mx')).toBe('max-age=31536000; includeSubDomains');
    expect(await hstsOf('mitienda.com')).toBe('max-age=31536000');
  });

  it('is on error answers too', async () => {
    expect(await hstsOf('tienda.mx', '/api/no-such-operation')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('is not sent when the site is served over http on this machine', async () => {
    expect(await hstsOf('localhost:3000')).toBeNull();
  });
});
