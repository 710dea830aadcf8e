import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiApp } from '@/lib/server/http/app';

import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** The resale-info toggle's GET route (spec 01 §4: cookie `resale_info`, 365 days). */
describe('GET /api/preferences/resale-info', () => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    api = createApiApp({ database: async () => database });
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('sets the cookie for 365 days and goes back to the page (a form without JavaScript)', async () => {
    const res = await api.request(
      '/api/preferences/resale-info?value=false&next=%2Ftienda%2Fdemo%2Fcatalogos%3Fpage%3D2',
      {
        headers: { host: 'localhost:3000' },
      },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/tienda/demo/catalogos?page=2');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^resale_info=false;/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Domain=');
  });

  it('answers 204 without a way back, and never redirects off the site', async () => {
    const plain = await api.request('/api/preferences/resale-info?value=true');
    expect(plain.status).toBe(204);
    expect(plain.headers.get('set-cookie')).toMatch(/^resale_info=true;/);
    const offsite = await api.request(
      '/api/preferences/resale-info?value=true&next=%2F%2Fevil.example%2F',
    );
    expect(offsite.status).toBe(204);
    expect(offsite.headers.get('location')).toBeNull();
  });

  it('refuses anything but true or false with a 422', async () => {
    const res = await api.request('/api/preferences/resale-info?value=maybe');
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: 'validation_error',
      fields: { value: expect.any(Array) },
    });
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});
