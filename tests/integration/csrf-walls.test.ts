import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiApp } from '@/lib/server/http/app';

import { createSessionCookie, createShop, createUser } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();
const WRITES = new Set(['post', 'put', 'patch', 'delete']);

interface Write {
  method: string;
  /** The path template of the OpenAPI document, e.g. `/api/shops/{slug}`. */
  template: string;
}

/** Every mutating operation of the document: a new route is covered as soon as it is declared. */
function writesOf(doc: { paths: Record<string, Record<string, unknown>> }): Write[] {
  return Object.entries(doc.paths).flatMap(([template, item]) =>
    Object.keys(item)
      .filter((method) => WRITES.has(method))
      .map((method) => ({ method: method.toUpperCase(), template })),
  );
}

/**
 * Walls between shops (issue 15, defect 4): every shop lives on a sub-domain of one site, so a
 * browser calls another shop's host "same-site" and sends the visitor's cookie there. A write
 * carrying a session from a sibling shop's origin is refused on every mutating route; the same
 * write from the host's own origin never is (whatever else the route then answers).
 */
describe.each(kinds)('CSRF walls between shop hosts on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let cookie: string;
  let writes: Write[];
  const rootDomain = process.env.ROOT_DOMAIN;

  beforeAll(async () => {
    process.env.ROOT_DOMAIN = 'tienda.test';
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    await createShop(database.db, { slug: 'demo' });
    await createShop(database.db, { slug: 'moda' });
    cookie = await createSessionCookie(database.db, (await createUser(database.db)).id);
    writes = writesOf(await (await api.request('/api/openapi.json')).json());
  });

  afterAll(async () => {
    if (rootDomain === undefined) delete process.env.ROOT_DOMAIN;
    else process.env.ROOT_DOMAIN = rootDomain;
    await database?.destroy();
  });

  /** The write on demo's host, from `origin`, with the visitor's session and a JSON body. */
  async function send({ method, template }: Write, headers: Record<string, string>) {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === 'slug' ? 'demo' : `x_${name}`,
    );
    const res = await api.request(path, {
      method,
      headers: { host: 'demo.tienda.test', cookie, 'content-type': 'application/json', ...headers },
      body: '{}',
    });
    const body = (await res.json().catch(() => null)) as { code?: string } | null;
    return `${res.status} ${body?.code ?? ''}`;
  }

  it('finds the mutating routes in the contract', () => {
    expect(writes.length).toBeGreaterThan(50);
    expect(writes).toContainEqual({ method: 'POST', template: '/api/auth/password/change' });
  });

  it("refuses every write from a sibling shop's origin with the visitor's session", async () => {
    const sibling = { origin: 'http://moda.tienda.test', 'sec-fetch-site': 'same-site' };
    const older = { origin: 'http://moda.tienda.test' };
    for (const write of writes) {
      const name = `${write.method} ${write.template}`;
      expect(`${name}: ${await send(write, sibling)}`).toBe(`${name}: 403 csrf_rejected`);
      expect(`${name}: ${await send(write, older)}`).toBe(`${name}: 403 csrf_rejected`);
    }
  });

  it("refuses the platform's origin on a shop's host too", async () => {
    const platform = { origin: 'http://tienda.test', 'sec-fetch-site': 'same-site' };
    for (const write of writes) {
      const name = `${write.method} ${write.template}`;
      expect(`${name}: ${await send(write, platform)}`).toBe(`${name}: 403 csrf_rejected`);
    }
  });

  it("accepts every write from the host's own origin, as far as CSRF goes", async () => {
    const own = { origin: 'http://demo.tienda.test', 'sec-fetch-site': 'same-origin' };
    const older = { origin: 'http://demo.tienda.test' };
    for (const write of writes) {
      const name = `${write.method} ${write.template}`;
      expect(`${name}: ${await send(write, own)}`).not.toMatch(/csrf_rejected$/);
      expect(`${name}: ${await send(write, older)}`).not.toMatch(/csrf_rejected$/);
    }
  });
});
