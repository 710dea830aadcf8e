import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiApp } from '@/lib/server/http/app';

import { createTestDatabase, type TestDatabase } from '../support/test-database';

const YEAR = 365 * 24 * 60 * 60;

// The no-JavaScript side of the language selector and the dark-mode toggle. No data is read, so
// one database kind is enough.
describe('preference links of the API', () => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const get = (path: string, headers: Record<string, string> = {}) =>
    api.request(path, { headers: { host: 'demo.localhost:3000', ...headers } });

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    api = createApiApp({ database: async () => database });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it("stores the language for a year and goes to the page's address in it", async () => {
    const res = await get('/api/preferences/locale?value=en', {
      referer: 'http://demo.localhost:3000/productos?page=2',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/productos?page=2');
    expect(res.headers.get('set-cookie')).toBe(
      `NEXT_LOCALE=en; Path=/; Max-Age=${YEAR}; SameSite=Lax`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('goes back to the Spanish address from an English one, in a shop reached by path too', async () => {
    const toSpanish = await get('/api/preferences/locale?value=es', {
      referer: 'http://localhost:3000/tienda/demo/en/servicios#top',
      host: 'localhost:3000',
    });
    expect(toSpanish.headers.get('location')).toBe('/tienda/demo/servicios#top');
    expect(toSpanish.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=es;/);
    const toEnglish = await get('/api/preferences/locale?value=en&next=%2Ftienda%2Fdemo', {
      host: 'localhost:3000',
    });
    expect(toEnglish.headers.get('location')).toBe('/tienda/demo/en');
    const home = await get('/api/preferences/locale?value=en');
    expect(home.headers.get('location')).toBe('/en');
    // Another site's address is never followed, whatever the language.
    const evil = await get('/api/preferences/locale?value=en&next=https%3A%2F%2Fevil.example%2F');
    expect(evil.headers.get('location')).toBe('/en');
  });

  it('stores the colour scheme and prefers an explicit next path of this site', async () => {
    const res = await get('/api/preferences/scheme?value=dark&next=%2Ftienda%2Fdemo%2Fservicios', {
      referer: 'http://demo.localhost:3000/productos',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/tienda/demo/servicios');
    expect(res.headers.get('set-cookie')).toBe(`theme=dark; Path=/; Max-Age=${YEAR}; SameSite=Lax`);
  });

  it('never sends the visitor to another site: other hosts fall back to the home', async () => {
    for (const [query, referer] of [
      ['next=https%3A%2F%2Fevil.example%2F', 'https://evil.example/page'],
      ['next=%2F%2Fevil.example', 'http://moda.localhost:3000/'],
      ['next=%2F%5Cevil.example', ''],
    ] as const) {
      const res = await get(
        `/api/preferences/scheme?value=light&${query}`,
        referer ? { referer } : {},
      );
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
    }
  });

  it('refuses values that are not a language or a scheme with a 422 and sets nothing', async () => {
    for (const path of [
      '/api/preferences/locale?value=fr',
      '/api/preferences/scheme?value=auto',
      '/api/preferences/locale',
    ]) {
      const res = await get(path);
      expect(res.status).toBe(422);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(await res.json()).toMatchObject({
        code: 'validation_error',
        fields: { value: expect.any(Array) },
      });
    }
  });

  it('is part of the published contract', async () => {
    const doc = (await (await get('/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/preferences/locale', '/api/preferences/scheme']),
    );
  });
});
