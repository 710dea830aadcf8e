import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { shopCollaborations, shopMembers } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createSessionCookie, createShop, createUser } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

type Who = 'ownerA' | 'adminA' | 'dispatcherA' | 'ownerB' | 'shopper';

interface Page {
  results: Array<{ id: string; store_name: string; store_url: string }>;
  matches_estimated: number;
}

/**
 * A shop's collaborators (spec 03 §7 "Collaborators"): list with a query, profiles, add, edit,
 * remove, refresh; its admins only, and never across shops.
 */
describe.each(kinds)('collaborators API on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookies = {} as Record<Who, string>;
  let shopAId = '';

  const as = (who: Who | undefined, method: string, path: string, body?: unknown) =>
    call(api, method, path, body, who ? { cookie: cookies[who] } : {});
  const page = async (who: Who, path: string) => {
    const res = await as(who, 'GET', path);
    expect(res.status).toBe(200);
    return (await res.json()) as Page;
  };
  const names = (answer: Page) => answer.results.map((row) => row.store_name);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const people = {
      ownerA: await createUser(db, { level: 2 }),
      adminA: await createUser(db, { level: 1 }),
      dispatcherA: await createUser(db, { level: 1 }),
      ownerB: await createUser(db, { level: 2 }),
      shopper: await createUser(db, { level: 0 }),
    };
    const shopA = await createShop(db, { slug: 'tienda-a', ownerId: people.ownerA.id });
    shopAId = shopA.id;
    const shopB = await createShop(db, { slug: 'tienda-b', ownerId: people.ownerB.id });
    await db.insert(shopMembers).values([
      { shopId: shopA.id, userId: people.adminA.id, role: 'admin' },
      { shopId: shopA.id, userId: people.dispatcherA.id, role: 'dispatcher' },
    ]);
    const luz = await createUser(db, { fullName: 'Luz Herrera', image: '/demo/luz.png' });
    const others = [
      await createShop(db, { slug: 'cafe-luz', name: 'Café Luz', ownerId: luz.id }),
      await createShop(db, { slug: 'moda-sol', name: 'Moda Sol' }),
      await createShop(db, { slug: 'pan-dulce', name: 'Pan Dulce' }),
    ];
    await createShop(db, { slug: 'nueva', name: 'Nueva Tienda' });
    const minute = 60_000;
    await db.insert(shopCollaborations).values([
      ...others.map((other, i) => ({
        id: `col_a_${i}`,
        shopId: shopA.id,
        collaboratorShopId: other.id,
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * minute),
      })),
      { id: 'col_b_0', shopId: shopB.id, collaboratorShopId: others[0]!.id },
    ]);
    for (const [who, person] of Object.entries(people))
      cookies[who as Who] = await createSessionCookie(db, person.id);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it("lists the shop's collaborators newest first, 10 a page, by name (accents aside)", async () => {
    const all = await page('ownerA', '/api/shops/tienda-a/collaborators');
    expect(names(all)).toEqual(['Pan Dulce', 'Moda Sol', 'Café Luz']);
    expect(all.matches_estimated).toBe(3);
    expect(all.results[2]).toEqual({
      id: 'col_a_0',
      store_photo: null,
      store_name: 'Café Luz',
      store_url: expect.stringMatching(/^https?:\/\/cafe-luz\.[^/]+\/$/),
    });
    const found = await page('adminA', '/api/shops/tienda-a/collaborators?text=cafe');
    expect(names(found)).toEqual(['Café Luz']);
    expect(found.matches_estimated).toBe(1);
    expect(
      names(await page('ownerA', '/api/shops/tienda-a/collaborators?limit=1&offset=1')),
    ).toEqual(['Moda Sol']);
  });

  it('lists the people behind the collaborating stores, without contact details', async () => {
    const res = await as('ownerA', 'GET', '/api/shops/tienda-a/collaborators/profiles?text=luz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      results: [
        {
          id: 'col_a_0',
          user_id: expect.any(String),
          full_name: 'Luz Herrera',
          image: '/demo/luz.png',
          store_name: 'Café Luz',
        },
      ],
      matches_estimated: 1,
    });
  });

  it('adds a store by slug, idempotently; refuses the shop itself and unknown stores', async () => {
    const added = await as('ownerA', 'POST', '/api/shops/tienda-a/collaborators', {
      store: 'Nueva',
    });
    expect(added.status).toBe(201);
    const body = (await added.json()) as { id: string; store_name: string };
    expect(body).toMatchObject({ id: expect.stringMatching(/^col_/), store_name: 'Nueva Tienda' });
    const again = await as('ownerA', 'POST', '/api/shops/tienda-a/collaborators', {
      store: 'nueva',
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(body.id);
    expect(names(await page('ownerA', '/api/shops/tienda-a/collaborators'))[0]).toBe(
      'Nueva Tienda',
    );

    const self = await as('ownerA', 'POST', '/api/shops/tienda-a/collaborators', {
      store: 'tienda-a',
    });
    expect(self.status).toBe(422);
    expect((await self.json()).code).toBe('invalid_collaborator');
    const unknown = await as('ownerA', 'POST', '/api/shops/tienda-a/collaborators', {
      store: 'no-existe',
    });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('shop_not_found');
    const bad = await as('ownerA', 'POST', '/api/shops/tienda-a/collaborators', { store: '' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).code).toBe('validation_error');

    await as('ownerA', 'DELETE', `/api/shops/tienda-a/collaborators/${body.id}`);
  });

  it('points an entry at another store; refuses a store already there and the shop itself', async () => {
    const moved = await as('adminA', 'PATCH', '/api/shops/tienda-a/collaborators/col_a_1', {
      store: 'nueva',
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ id: 'col_a_1', store_name: 'Nueva Tienda' });
    const taken = await as('adminA', 'PATCH', '/api/shops/tienda-a/collaborators/col_a_1', {
      store: 'cafe-luz',
    });
    expect(taken.status).toBe(409);
    expect((await taken.json()).code).toBe('collaborator_exists');
    const self = await as('adminA', 'PATCH', '/api/shops/tienda-a/collaborators/col_a_1', {
      store: 'tienda-a',
    });
    expect(self.status).toBe(422);
    // Pointing it at the store it names already changes nothing.
    const same = await as('adminA', 'PATCH', '/api/shops/tienda-a/collaborators/col_a_1', {
      store: 'nueva',
    });
    expect(same.status).toBe(200);
    await as('adminA', 'PATCH', '/api/shops/tienda-a/collaborators/col_a_1', { store: 'moda-sol' });
  });

  it('refreshes an entry from its store as it is now', async () => {
    const res = await as('ownerA', 'PUT', '/api/shops/tienda-a/collaborators/col_a_2/refresh');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 'col_a_2', store_name: 'Pan Dulce' });
    const unknown = await as('ownerA', 'PUT', '/api/shops/tienda-a/collaborators/col_x/refresh');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('collaborator_not_found');
  });

  it("never reads or changes another shop's collaboration through this shop's path", async () => {
    // col_b_0 is shop B's: through A's path it does not exist, for A's own admins too.
    const calls: Array<[string, string, unknown?]> = [
      ['PATCH', '/api/shops/tienda-a/collaborators/col_b_0', { store: 'nueva' }],
      ['PUT', '/api/shops/tienda-a/collaborators/col_b_0/refresh'],
      ['DELETE', '/api/shops/tienda-a/collaborators/col_b_0'],
    ];
    for (const [method, path, body] of calls) {
      const res = await as('ownerA', method, path, body);
      expect(res.status).toBe(404);
      expect((await res.json()).code).toBe('collaborator_not_found');
    }
    // And B's owner cannot act on A's shop at all.
    const calls2: Array<[string, string, unknown?]> = [
      ['GET', '/api/shops/tienda-a/collaborators'],
      ['GET', '/api/shops/tienda-a/collaborators/profiles'],
      ['POST', '/api/shops/tienda-a/collaborators', { store: 'nueva' }],
      ['PATCH', '/api/shops/tienda-a/collaborators/col_a_0', { store: 'nueva' }],
      ['PUT', '/api/shops/tienda-a/collaborators/col_a_0/refresh'],
      ['DELETE', '/api/shops/tienda-a/collaborators/col_a_0'],
    ];
    for (const who of ['ownerB', 'dispatcherA', 'shopper'] as const) {
      for (const [method, path, body] of calls2) {
        const res = await as(who, method, path, body);
        expect(res.status, `${who} ${method} ${path}`).toBe(403);
        expect((await res.json()).code).toBe('forbidden');
      }
    }
    for (const [method, path, body] of calls2)
      expect((await as(undefined, method, path, body)).status).toBe(401);
    const rows = await database.db
      .select({ id: shopCollaborations.id })
      .from(shopCollaborations)
      .where(eq(shopCollaborations.shopId, shopAId));
    expect(rows.map((row) => row.id).sort()).toEqual(['col_a_0', 'col_a_1', 'col_a_2']);
    expect((await as('ownerA', 'GET', '/api/shops/no-existe/collaborators')).status).toBe(404);
  });

  it('removes an entry; a second removal finds nothing', async () => {
    const first = await as('ownerA', 'DELETE', '/api/shops/tienda-a/collaborators/col_a_2');
    expect(first.status).toBe(204);
    const second = await as('ownerA', 'DELETE', '/api/shops/tienda-a/collaborators/col_a_2');
    expect(second.status).toBe(404);
    expect(names(await page('ownerA', '/api/shops/tienda-a/collaborators'))).toEqual([
      'Moda Sol',
      'Café Luz',
    ]);
    // The side menu's list follows.
    const menu = await page('ownerA', '/api/me/collaborations');
    expect(names(menu)).toEqual(['Moda Sol', 'Café Luz']);
  });
});
