import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FRONT_TOKEN_VARIABLE } from '@/lib/domain/request/client-address';
import { createApiApp } from '@/lib/server/http/app';
import { directApi, offerDirectApi, readHeaderRules } from '@/server/direct-api.mjs';
import { createFrontServer } from '@/server/front-server.mjs';

import { createListedProducts, createShop, createSupplier, createUser } from '../support/factories';
import { nodeApiHandler } from '../support/node-api-handler';
import { request } from '../support/socket-request';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const TOKEN = 'token-del-servidor-frontal-directo';

// next.config.ts's header rules as `next build` writes them into the routes manifest.
const ROUTES_MANIFEST = {
  version: 3,
  headers: [
    {
      source: '/:path*',
      regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
      headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
    },
    {
      source: '/:path((?!_next/static/).*)',
      regex: '^(?:/((?!_next/static/).*))(?:/)?$',
      headers: [
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        { key: 'Content-Security-Policy', value: "default-src 'self'" },
      ],
    },
    {
      source: '/api/:path*',
      regex: '^/api(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
      headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'" }],
    },
  ],
};

/**
 * The front server answers the shop search with the API app itself once the app offers it,
 * skipping Next's route machinery (server/direct-api.mjs): the same answer, with the headers
 * next.config.ts gives the API and gzip as Next gives it; everything else still goes to Next.
 */
describe('the shop search answered ahead of Next', () => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let server: http.Server;
  let port = 0;
  let manifestDir = '';
  /** What the stand-in for Next's handler was asked. */
  const nextAsked: string[] = [];

  const search = (query: string, headers: Record<string, string> = {}) =>
    request(port, { path: `/api/shops/tienda-directa/search?${query}`, headers });

  beforeAll(async () => {
    process.env[FRONT_TOKEN_VARIABLE] = TOKEN;
    database = await createTestDatabase('pglite');
    const owner = await createUser(database.db, { level: 2 });
    const shop = await createShop(database.db, { slug: 'tienda-directa', ownerId: owner.id });
    const supplier = await createSupplier(database.db, { name: 'Alfarería de Tonalá' });
    await createListedProducts(database.db, {
      supplierId: supplier.id,
      shopIds: [shop.id],
      items: ['Jarrón azul', 'Jarrón verde', 'Jarrón de cobre', 'Jarrón pintado', 'Jarra'].map(
        (name) => ({ name, description: 'Barro de Tonalá, hecho a mano.' }),
      ),
    });
    api = createApiApp({ database: async () => database });
    const next = nodeApiHandler(api);
    manifestDir = mkdtempSync(path.join(tmpdir(), 'direct-api-'));
    writeFileSync(path.join(manifestDir, 'routes-manifest.json'), JSON.stringify(ROUTES_MANIFEST));
    server = createFrontServer(
      (req: IncomingMessage, res: ServerResponse) => {
        nextAsked.push(`${req.method} ${req.url}`);
        return next(req, res);
      },
      { token: TOKEN, direct: directApi(readHeaderRules(manifestDir)) },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    offerDirectApi(undefined);
    delete process.env[FRONT_TOKEN_VARIABLE];
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await database?.destroy();
    if (manifestDir) rmSync(manifestDir, { recursive: true, force: true });
  });

  it('leaves the search to Next until the app offers its API app', async () => {
    offerDirectApi(undefined);
    const res = await search('text=jarron&limit=2');
    expect(res.status).toBe(200);
    expect(nextAsked).toEqual(['GET /api/shops/tienda-directa/search?text=jarron&limit=2']);
  });

  it("answers the search itself, with Next's answer and the API's configured headers", async () => {
    offerDirectApi((req: Request) => api.fetch(req));
    nextAsked.length = 0;
    const res = await search('text=jarron&limit=3');
    expect(nextAsked).toEqual([]);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const page = JSON.parse(res.body.toString()) as { results: { name: string }[] };
    expect(page.results.map((item) => item.name)).toEqual([
      'Jarrón azul',
      'Jarrón verde',
      'Jarrón de cobre',
    ]);
    // The API's own policy wins over the pages' (the last matching rule), as Next applies them.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The front server's own marks still come: the request id, and the length of the body.
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
  });

  it('gzips a long answer when the client accepts it, and only then', async () => {
    offerDirectApi((req: Request) => api.fetch(req));
    const zipped = await search('text=barro&limit=5', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    const plain = await search('text=barro&limit=5', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
    // gzip refused by name is refused, whatever `*` allows.
    const refused = await search('text=barro&limit=5', { 'accept-encoding': 'gzip;q=0, *' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const short = await search('text=jarra&limit=1', { 'accept-encoding': 'gzip' });
    expect(short.headers['content-encoding']).toBeUndefined();
  });

  it('answers bad input and unknown shops with their { code, message }', async () => {
    offerDirectApi((req: Request) => api.fetch(req));
    nextAsked.length = 0;
    const unknown = await request(port, { path: '/api/shops/no-existe/search?text=jarron' });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ code: 'shop_not_found' });
    const bad = await search('text=jarron&limit=0');
    expect(bad.status).toBe(422);
    expect(JSON.parse(bad.body.toString())).toHaveProperty('code');
    expect(nextAsked).toEqual([]);
  });

  it('leaves every other API path and method to Next', async () => {
    offerDirectApi((req: Request) => api.fetch(req));
    nextAsked.length = 0;
    await request(port, { path: '/api/shops/tienda-directa/products?limit=1' });
    await request(port, { path: '/api/shops/tienda-directa/search/?text=jarron' });
    await request(port, { method: 'HEAD', path: '/api/shops/tienda-directa/search?text=jarron' });
    // A Host no address can carry: Next's to answer, as before.
    await request(port, {
      path: '/api/shops/tienda-directa/search?text=taza',
      headers: { host: 'no es un host' },
    });
    expect(nextAsked).toEqual([
      'GET /api/shops/tienda-directa/products?limit=1',
      'GET /api/shops/tienda-directa/search/?text=jarron',
      'HEAD /api/shops/tienda-directa/search?text=jarron',
      'GET /api/shops/tienda-directa/search?text=taza',
    ]);
    // Without the build's header rules nothing goes out without them: Next answers everything.
    const noRules = directApi(readHeaderRules(path.join(manifestDir, 'sin-build')));
    const asked = { method: 'GET', url: '/api/shops/tienda-directa/search?text=taza', headers: {} };
    expect(noRules(asked as IncomingMessage, {} as ServerResponse)).toBeUndefined();
  });
});
