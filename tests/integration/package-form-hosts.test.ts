import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiClient } from '@/lib/api/client';
import { paymentTokens, plans } from '@/lib/db/schema';
import { buildPlans } from '@/lib/db/seed/plans';
import { createApiApp } from '@/lib/server/http/app';
import { buyPackageFromForm } from '@/lib/server/packages/buy-package-form';

import { createSessionCookie, createUser } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

/**
 * The package page's buy form without JavaScript (issue 15, defect 6): it buys on whichever host
 * the site is reached by — not only ROOT_DOMAIN — and a form posted from another origin buys
 * nothing, as the API's CSRF rule says.
 */
describe.each(kinds)('the package form on every host, on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let cookie: string;
  const rootDomain = process.env.ROOT_DOMAIN;

  /** The API client the route handler uses, going into this suite's API app. */
  const apiClient = (headers: Record<string, string> = {}) =>
    createApiClient('http://in-process.local', {
      headers,
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        Promise.resolve(api.fetch(new Request(input, init))),
    });

  /** The browser's form POST on `site`: where it is sent next. */
  async function buy(site: string, headers: Record<string, string>) {
    const request = new Request(`${site}/es/apps/paquetes/tienda_en_linea/comprar`, {
      method: 'POST',
      headers: { cookie, host: new URL(site).host, ...headers },
    });
    const res = await buyPackageFromForm(request, 'tienda_en_linea', apiClient);
    expect(res.status).toBe(303);
    return res.headers.get('location');
  }

  beforeAll(async () => {
    process.env.ROOT_DOMAIN = 'localhost:3000';
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    await database.db.insert(plans).values(buildPlans());
    cookie = await createSessionCookie(database.db, (await createUser(database.db)).id);
  });

  afterAll(async () => {
    if (rootDomain === undefined) delete process.env.ROOT_DOMAIN;
    else process.env.ROOT_DOMAIN = rootDomain;
    await database?.destroy();
  });

  it('goes to the payment page whichever host the site was reached by', async () => {
    for (const site of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://demo.localhost:3000',
      'https://tienda.example.mx',
    ]) {
      const browsers: Record<string, string>[] = [
        { origin: site, 'sec-fetch-site': 'same-origin' },
        { origin: site },
      ];
      for (const headers of browsers)
        expect(`${site}: ${await buy(site, headers)}`).toMatch(
          new RegExp(`^${site.replace(/[.]/g, '\\.')}: /me/payments/[\\w-]+$`),
        );
    }
  });

  it('buys nothing for a form posted from another origin', async () => {
    await database.db.delete(paymentTokens);
    for (const origin of ['http://moda.localhost:3000', 'https://malo.example'])
      expect(
        await buy('http://demo.localhost:3000', { origin, 'sec-fetch-site': 'same-site' }),
      ).toBe('/apps/paquetes/tienda_en_linea');
    expect(await database.db.select().from(paymentTokens)).toEqual([]);
  });
});
