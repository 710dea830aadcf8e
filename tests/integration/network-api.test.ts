import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { shopCollaborations, shopMembers, users } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createSessionCookie, createShop, createUser } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

type Who = 'ownerA' | 'adminA' | 'dispatcherA' | 'ownerB' | 'affinityOwner' | 'shopper' | 'staff';

/** The side menu's network: collaborators, advisor or coordinator, heartbeat and setup tour. */
describe.each(kinds)('network API on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookies = {} as Record<Who, string>;
  const ids = {} as Record<Who | 'advisor' | 'coordinator', string>;

  const get = (path: string, who?: Who) =>
    call(api, 'GET', path, undefined, who ? { cookie: cookies[who] } : {});
  const names = async (res: Response) =>
    ((await res.json()) as { results: Array<{ store_name: string }> }).results.map(
      (r) => r.store_name,
    );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const advisor = await createUser(db, {
      fullName: 'Valeria Montes',
      level: 3,
      email: 'asesora@example.mx',
      phone: '5587654321',
      phoneCountryCode: '52',
      officeHours: 'business',
    });
    const coordinator = await createUser(db, {
      fullName: 'Ricardo Solís',
      level: 3,
      officeHours: 'always',
    });
    Object.assign(ids, { advisor: advisor.id, coordinator: coordinator.id });
    const helpers = { advisorId: advisor.id, coordinatorId: coordinator.id };
    const people = {
      ownerA: await createUser(db, { level: 2, ...helpers }),
      adminA: await createUser(db, { level: 1 }),
      dispatcherA: await createUser(db, { level: 1 }),
      ownerB: await createUser(db, { level: 2 }),
      affinityOwner: await createUser(db, { level: 2, ...helpers }),
      shopper: await createUser(db, { level: 0, ...helpers }),
      staff: await createUser(db, { level: 3 }),
    };
    const shopA = await createShop(db, { slug: 'tienda-a', ownerId: people.ownerA.id });
    const shopA2 = await createShop(db, { slug: 'tienda-a2', ownerId: people.ownerA.id });
    const shopB = await createShop(db, { slug: 'tienda-b', ownerId: people.ownerB.id });
    await createShop(db, {
      slug: 'raiz',
      ownerId: people.affinityOwner.id,
      storeType: 'affinity',
    });
    await db.insert(shopMembers).values([
      { shopId: shopA.id, userId: people.adminA.id, role: 'admin' },
      { shopId: shopA.id, userId: people.dispatcherA.id, role: 'dispatcher' },
    ]);
    // Seven stores collaborate with A (one of them also with A2), one with B.
    const others = [];
    for (let n = 1; n <= 7; n++) {
      others.push(await createShop(db, { slug: `socia-${n}`, name: `Socia ${n}` }));
    }
    const minute = 60_000;
    await db.insert(shopCollaborations).values([
      ...others.map((other, i) => ({
        id: `col_a_${i}`,
        shopId: shopA.id,
        collaboratorShopId: other.id,
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * minute),
      })),
      {
        id: 'col_a2_0',
        shopId: shopA2.id,
        collaboratorShopId: others[0]!.id,
        createdAt: new Date(Date.UTC(2025, 0, 1)),
      },
      { id: 'col_b_0', shopId: shopB.id, collaboratorShopId: shopA.id },
    ]);
    for (const [who, person] of Object.entries(people)) {
      ids[who as Who] = person.id;
      cookies[who as Who] = await createSessionCookie(db, person.id);
    }
  });

  afterAll(async () => {
    await database?.destroy();
  });

  describe('GET /api/me/collaborations', () => {
    it('lists the stores collaborating with the shops the user owns, 5 at a time, newest first', async () => {
      const first = await get('/api/me/collaborations?limit=5', 'ownerA');
      expect(first.status).toBe(200);
      const page = await first.clone().json();
      expect(page.matches_estimated).toBe(7);
      expect(await names(first)).toEqual(['Socia 7', 'Socia 6', 'Socia 5', 'Socia 4', 'Socia 3']);
      expect(page.results[0]).toEqual({
        id: 'col_a_6',
        store_photo: null,
        store_name: 'Socia 7',
        store_url: expect.stringMatching(/^https?:\/\/socia-7\.[^/]+\/$/),
      });
      const more = await get('/api/me/collaborations?offset=5&limit=5', 'ownerA');
      // Socia 1 collaborates with both of the owner's shops: listed once.
      expect(await names(more)).toEqual(['Socia 2', 'Socia 1']);
      // Spec 03 §7: 10 a page unless asked (the side menu asks 5).
      expect(await names(await get('/api/me/collaborations', 'ownerA'))).toHaveLength(7);
    });

    it("shows admin members their shop's collaborators, and nobody else's", async () => {
      const admin = await get('/api/me/collaborations?limit=50', 'adminA');
      expect((await admin.clone().json()).matches_estimated).toBe(7);
      expect(await names(admin)).toContain('Socia 1');
      // The admin of shop B sees B's collaborator only, never A's.
      expect(await names(await get('/api/me/collaborations', 'ownerB'))).toEqual([
        'Tienda tienda-a',
      ]);
      // Other staff roles do not administer the shop.
      expect(await (await get('/api/me/collaborations', 'dispatcherA')).json()).toEqual({
        results: [],
        matches_estimated: 0,
      });
    });

    it('refuses anonymous visitors and out-of-range paging', async () => {
      const anonymous = await get('/api/me/collaborations');
      expect(anonymous.status).toBe(401);
      expect((await anonymous.json()).code).toBe('unauthorized');
      const tooMany = await get('/api/me/collaborations?limit=51', 'ownerA');
      expect(tooMany.status).toBe(422);
      expect((await tooMany.json()).code).toBe('validation_error');
      expect((await get('/api/me/collaborations?offset=-1', 'ownerA')).status).toBe(422);
    });
  });

  describe('GET /api/me/advisor and POST /api/me/heartbeat', () => {
    it("gives an affiliate store's owner the advisor, offline until the advisor's app beats", async () => {
      const before = await get('/api/me/advisor', 'ownerA');
      expect(before.status).toBe(200);
      expect(await before.json()).toEqual({
        kind: 'advisor',
        full_name: 'Valeria Montes',
        image: null,
        email: 'asesora@example.mx',
        phone: '5587654321',
        country_code: '52',
        whatsapp_url: 'https://wa.me/525587654321',
        office_hours: 'business',
        online: false,
      });
      const advisorCookie = await createSessionCookie(database.db, ids.advisor);
      const beat = await call(api, 'POST', '/api/me/heartbeat', undefined, {
        cookie: advisorCookie,
      });
      expect(beat.status).toBe(204);
      expect((await (await get('/api/me/advisor', 'ownerA')).json()).online).toBe(true);
    });

    it('records at most one heartbeat a minute', async () => {
      const beat = () =>
        call(api, 'POST', '/api/me/heartbeat', undefined, { cookie: cookies.staff });
      const at = async () =>
        (await database.db.select().from(users).where(eq(users.id, ids.staff)))[0]?.lastHeartbeatAt;
      await beat();
      const first = await at();
      expect(first).toBeInstanceOf(Date);
      await beat();
      expect((await at())?.getTime()).toBe(first?.getTime());
      await database.db
        .update(users)
        .set({ lastHeartbeatAt: new Date(Date.now() - 2 * 60_000) })
        .where(eq(users.id, ids.staff));
      await beat();
      expect((await at())!.getTime()).toBeGreaterThan(Date.now() - 10_000);
    });

    it('gives a level-two user without an affiliate or franchise store the coordinator', async () => {
      const res = await get('/api/me/advisor', 'affinityOwner');
      expect(await res.json()).toMatchObject({
        kind: 'coordinator',
        full_name: 'Ricardo Solís',
        office_hours: 'always',
        online: false,
      });
    });

    it('answers 404 advisor_not_found when nobody applies, in the request language', async () => {
      for (const who of ['shopper', 'ownerB', 'staff'] as const) {
        const res = await get('/api/me/advisor', who);
        expect(res.status, who).toBe(404);
        expect(await res.json(), who).toEqual({
          code: 'advisor_not_found',
          message: 'No tienes un asesor asignado.',
        });
      }
      const en = await call(api, 'GET', '/api/me/advisor', undefined, {
        cookie: cookies.shopper,
        locale: 'en',
      });
      expect((await en.json()).message).toBe('You have no assigned advisor.');
    });

    it('refuses anonymous visitors', async () => {
      expect((await get('/api/me/advisor')).status).toBe(401);
      expect((await call(api, 'POST', '/api/me/heartbeat')).status).toBe(401);
    });
  });

  describe('PATCH /api/me/tour', () => {
    it('turns the setup tour off and on, and Me tells', async () => {
      const me = async () => (await (await get('/api/auth/me', 'ownerB')).json()).show_tour;
      expect(await me()).toBe(true);
      const off = await call(
        api,
        'PATCH',
        '/api/me/tour',
        { show_tour: false },
        {
          cookie: cookies.ownerB,
        },
      );
      expect(off.status).toBe(200);
      expect(await off.json()).toEqual({ show_tour: false });
      expect(await me()).toBe(false);
      await call(api, 'PATCH', '/api/me/tour', { show_tour: true }, { cookie: cookies.ownerB });
      expect(await me()).toBe(true);
    });

    it('refuses a body without a boolean and anonymous visitors', async () => {
      const bad = await call(
        api,
        'PATCH',
        '/api/me/tour',
        { show_tour: 'no' },
        {
          cookie: cookies.ownerB,
        },
      );
      expect(bad.status).toBe(422);
      expect((await call(api, 'PATCH', '/api/me/tour', { show_tour: false })).status).toBe(401);
    });
  });
});
