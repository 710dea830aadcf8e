import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiApp } from '@/lib/server/http/app';

import { createSessionCookie, createShop, createUser } from '../support/factories';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

type Operation = { requestBody?: { content?: Record<string, unknown> } };

/** Every JSON body the API accepts, sent broken: a clear 400, never a 500 (PGlite is enough here). */
describe('malformed request bodies', () => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    api = createApiApp({ database: async () => database });
    const owner = await createUser(database.db, { level: 2 });
    await createShop(database.db, { slug: 'tienda-a', ownerId: owner.id });
    cookie = await createSessionCookie(database.db, owner.id);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('answers 400 bad_request to a body that is not JSON, on every JSON operation, signed in or not', async () => {
    const doc = await (await api.request('/api/openapi.json')).json();
    const jsonOperations = Object.entries(
      doc.paths as Record<string, Record<string, Operation>>,
    ).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.requestBody?.content?.['application/json'])
        .map(([method]) => ({
          method: method.toUpperCase(),
          // Path values that pass their own checks, so the broken body is what is refused.
          path: path
            .replace('{slug}', 'tienda-a')
            .replace('{provider}', 'paypal')
            .replace('{wallet_type_id}', 'commissions')
            .replace(/\{[^}]+\}/g, 'x'),
        })),
    );
    expect(jsonOperations.length).toBeGreaterThan(10);
    for (const { method, path } of jsonOperations) {
      for (const headers of [{}, { cookie }] as Record<string, string>[]) {
        const res = await api.request(path, {
          method,
          headers: {
            'content-type': 'application/json',
            'sec-fetch-site': 'same-origin',
            // Required by place-order, checked before its body; other routes ignore it.
            'idempotency-key': 'bad-input-test',
            ...headers,
          },
          body: '{"broken": ',
        });
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(await res.json(), `${method} ${path}`).toEqual({
          code: 'bad_request',
          message: 'La solicitud no es válida.',
        });
      }
    }
  });
});
