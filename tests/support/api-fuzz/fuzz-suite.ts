import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { isErrorCode } from '@/lib/api/error-codes';
import { TRACKING_PARAMS } from '@/lib/domain/request/tracking-cookies';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { createApiApp } from '@/lib/server/http/app';
import { BODY_MAX_MB } from '@/lib/server/http/body-cap';
import { apiDocument } from '@/lib/server/http/openapi-document';

import { type FuzzRequest, requestsFor } from './fuzz-requests';
import { KnownValues } from './known-values';
import { type OpenApiDocument, operationName, operationsOf } from './openapi-operations';
import { watchedTables, watchTables } from '../database-fingerprint';
import {
  createCatalogue,
  createListedProducts,
  createSessionCookie,
  createShop,
  createSupplier,
  createUser,
} from '../factories';
import { createTestDatabase, type TestDatabase } from '../test-database';

/**
 * Issue 15: every operation of the OpenAPI document, fuzzed with hostile path values, query
 * values, headers and bodies (NUL, lone surrogates, malformed escapes, huge texts, wrong types),
 * anonymously and as the shop's owner. No answer is a 5xx; every 4xx is `{ code, message }` with
 * a code of the table, and changes nothing stored. The operations come from the document, so a
 * new route is fuzzed without editing this file. The suite runs in parts, one test file each
 * (tests/integration/api-fuzz-*.test.ts), so the integration workers share it.
 */

// Building the document runs no middleware, so no database is asked for (as `npm run lint:api`).
const contractApp = createApiApp({
  database: () => Promise.reject(new Error('the document needs no database')),
});
const contract = apiDocument(contractApp) as unknown as OpenApiDocument;
const operations = operationsOf(contract);

/**
 * Requests per operation and caller (anonymous, the owner): 60 per operation, some 9,000 in all
 * on every `npm test`. `FUZZ_RUNS` changes it (more for a longer hunt).
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 30;

/**
 * Tables a refusal may change, by design: per-client attempt counters (rate limits, a wrong
 * PIN or reset code counted against its registration or reset).
 */
const COUNTERS = ['rate_limit_hits', 'registrations', 'password_resets'];

/**
 * The fuzz of `part` of `parts` (1-based): every `parts`-th operation of the document, so the
 * suite's files share the machine's workers. Each part has its own database and rows.
 */
export function describeApiFuzz(part: number, parts: number): { mine: number; all: number } {
  const mine = operations.filter((_, index) => index % parts === part - 1);
  describe(`every API operation under hostile input (part ${part} of ${parts})`, () => {
    let database: TestDatabase;
    let api: ReturnType<typeof createApiApp>;
    let uploads: string;
    let ownerId: string;
    const tables = watchedTables(COUNTERS);
    const known = new KnownValues();

    beforeAll(async () => {
      uploads = await mkdtemp(path.join(tmpdir(), 'tienda-fuzz-'));
      vi.stubEnv('DATA_DIR', uploads);
      // Each request from a client of its own (below): per-client limits (50 logins, 20 sign-ups)
      // would otherwise refuse most requests of an operation before its input reached a query.
      vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
      database = await createTestDatabase('pglite');
      api = createApiApp({ database: async () => database });
      const { db } = database;
      const owner = await createUser(db, { level: 2 });
      ownerId = owner.id;
      const stranger = await createUser(db, { level: 2 });
      const shop = await createShop(db, { slug: 'tienda-fuzz', ownerId: owner.id });
      const other = await createShop(db, { slug: 'otra-fuzz', ownerId: stranger.id });
      const supplier = await createSupplier(db, { ownerId: owner.id });
      const items = await createListedProducts(db, {
        supplierId: supplier.id,
        shopIds: [shop.id, other.id],
        items: [
          { name: 'Camisa', available: 3, variants: { Talla: ['S', 'M'] } },
          { name: 'Curso', type: 'digital', stockType: 'ondemand' },
        ],
      });
      const catalogue = await createCatalogue(db, {
        shopId: shop.id,
        name: 'Ofertas',
        slug: 'ofertas',
        productIds: items.map((item) => item.id),
      });
      const productIds = items.map((item) => item.id);
      const seeded: Record<string, string[]> = {
        slug: [shop.slug, other.slug],
        shop: [shop.slug],
        product: productIds,
        product_id: productIds,
        catalogue: [catalogue.id, catalogue.slug],
        user_id: [owner.id, stranger.id],
        email: [owner.email, stranger.email].filter((email): email is string => Boolean(email)),
        provider: ['paypal', 'stripe'],
        id: [...productIds, supplier.id, catalogue.id],
      };
      for (const [name, values] of Object.entries(seeded))
        for (const value of values) known.add(name, value);
    });

    afterAll(async () => {
      await database?.destroy();
      vi.unstubAllEnvs();
      if (uploads) await rm(uploads, { recursive: true, force: true });
    });

    const settings = {
      components: contract.components?.schemas ?? {},
      known: (name: string) => known.of(name),
      bodyCapBytes: BODY_MAX_MB * 1_000_000,
      cookieNames: [...TRACKING_PARAMS.map((p) => p.cookie), LOCALE_COOKIE],
    };

    let clients = 0;
    /** A new client address per request, as the one proxy in front appends it. */
    const clientAddress = () => {
      const n = ++clients;
      return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    };

    async function send(request: FuzzRequest, cookie: string | null) {
      return api.request(request.url, {
        method: request.method,
        headers: {
          ...request.headers,
          'x-forwarded-for': clientAddress(),
          // The session beside the request's own cookies (a fuzzed tracking cookie).
          ...(cookie
            ? { cookie: [request.headers.cookie, cookie].filter(Boolean).join('; ') }
            : {}),
        },
        ...(request.body === undefined ? {} : { body: request.body as BodyInit }),
      });
    }

    /** One answer checked: below 500; a refusal is `{ code, message }` and leaves every table as it was. */
    async function expectSound(
      request: FuzzRequest,
      cookie: string | null,
      changed: () => Promise<string[]>,
    ) {
      const res = await send(request, cookie);
      const what = `${request.method} ${request.url.slice(0, 300)} → ${res.status}`;
      expect(res.status, what).toBeLessThan(500);
      const changedTables = await changed();
      if (res.status < 300 && res.headers.get('content-type')?.startsWith('application/json')) {
        known.harvest(await res.json());
      }
      if (res.status >= 400) {
        expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
        const body = (await res.json()) as { code?: unknown; message?: unknown };
        expect(
          typeof body.code === 'string' && isErrorCode(body.code),
          `${what}: ${JSON.stringify(body)}`,
        ).toBe(true);
        expect(typeof body.message === 'string' && body.message.length > 0, what).toBe(true);
        expect(changedTables, `${what}: ${JSON.stringify(body)}`).toEqual([]);
      }
    }

    it.each(mine.map((op) => [operationName(op), op] as const))('%s', async (_name, op) => {
      const requests = requestsFor(op, settings);
      // A session of its own per operation: logout, a password change or a deleted account end it.
      const ownerCookie = await createSessionCookie(database.db, ownerId);
      for (const cookie of [null, ownerCookie]) {
        const changed = await watchTables(database.db, tables);
        await fc.assert(
          fc.asyncProperty(requests, (request) => expectSound(request, cookie, changed)),
          // The database moves on with every request, so a shrunk case would not replay the failure.
          { numRuns: RUNS, endOnFailure: true },
        );
      }
    });
  });
  return { mine: mine.length, all: operations.length };
}
