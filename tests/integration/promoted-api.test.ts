import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { userFollows, users } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createSessionCookie, createUser } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

type Who = 'root' | 'ana' | 'beto' | 'carla' | 'dario' | 'outsider' | 'stranger';

interface PromotedAnswer {
  results: Array<{ id: string; name: string; state_follow: string; promoted: number }>;
  matches_estimated: number;
  parent: { id: string; name: string };
}

/**
 * The promoted list and follows (spec 03 §2, §3 "Promoted user", §4 "Follow", §7; issue 19):
 * the caller's referral tree, and nobody else's.
 *
 *   root ─┬─ ana ─┬─ carla ── dario
 *         │       └─ (nobody else)
 *         └─ beto
 *   outsider ── stranger   (another tree)
 */
describe.each(kinds)('promoted API on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookies = {} as Record<Who, string>;
  const ids = {} as Record<Who, string>;

  const as = (who: Who | undefined, method: string, path: string) =>
    call(api, method, path, undefined, who ? { cookie: cookies[who] } : {});
  const list = async (who: Who, query = '') => {
    const res = await as(who, 'GET', `/api/me/promoted${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as PromotedAnswer;
  };
  const names = (answer: PromotedAnswer) => answer.results.map((row) => row.name);
  const follows = async (follower: Who) =>
    (
      await database.db
        .select({ id: userFollows.followedId })
        .from(userFollows)
        .where(eq(userFollows.followerId, ids[follower]))
    ).map((row) => row.id);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const make = async (who: Who, name: string, referredBy: Who | null, n: number) => {
      const user = await createUser(db, {
        fullName: name,
        referredBy: referredBy ? ids[referredBy] : null,
        createdAt: day(n),
        image: who === 'ana' ? '/demo/ana.png' : null,
      });
      ids[who] = user.id;
      cookies[who] = await createSessionCookie(db, user.id);
    };
    await make('root', 'Raíz', null, 1);
    await make('ana', 'Ana', 'root', 2);
    await make('beto', 'Beto', 'root', 3);
    await make('carla', 'Carla', 'ana', 4);
    await make('dario', 'Darío', 'carla', 5);
    await make('outsider', 'Otra Red', null, 6);
    await make('stranger', 'Extraña', 'outsider', 7);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  describe('GET /api/me/promoted', () => {
    it("lists the caller's whole tree below them, newest first, with their own referrals counted", async () => {
      const answer = await list('root');
      expect(names(answer)).toEqual(['Darío', 'Carla', 'Beto', 'Ana']);
      expect(answer.matches_estimated).toBe(4);
      expect(answer.parent).toEqual({ id: ids.root, name: 'Raíz' });
      const ana = answer.results.find((row) => row.name === 'Ana');
      expect(ana).toEqual({
        id: ids.ana,
        name: 'Ana',
        image: '/demo/ana.png',
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        state_follow: 'not_following',
        promoted: 1,
      });
    });

    it('keeps to direct referrals with children=true, and to a parent of the tree', async () => {
      expect(names(await list('root', '?children=true'))).toEqual(['Beto', 'Ana']);
      const underAna = await list('root', `?parent=${ids.ana}`);
      expect(names(underAna)).toEqual(['Darío', 'Carla']);
      expect(underAna.parent).toEqual({ id: ids.ana, name: 'Ana' });
      expect(names(await list('root', `?parent=${ids.ana}&children=true`))).toEqual(['Carla']);
      // Someone down the tree sees only their own part of it.
      expect(names(await list('ana'))).toEqual(['Darío', 'Carla']);
      expect(names(await list('beto'))).toEqual([]);
    });

    it('pages 10 by default with offset and limit', async () => {
      const first = await list('root', '?limit=3');
      expect(names(first)).toEqual(['Darío', 'Carla', 'Beto']);
      expect(first.matches_estimated).toBe(4);
      expect(names(await list('root', '?limit=3&offset=3'))).toEqual(['Ana']);
    });

    it("refuses another user's tree, someone above the caller and unknown parents alike", async () => {
      for (const parent of [ids.stranger, ids.outsider, ids.root, 'usr_nadie']) {
        const res = await as('ana', 'GET', `/api/me/promoted?parent=${parent}`);
        expect(res.status).toBe(403);
        expect((await res.json()).code).toBe('forbidden');
      }
      const res = await as('outsider', 'GET', `/api/me/promoted?parent=${ids.ana}`);
      expect(res.status).toBe(403);
    });

    it('refuses anonymous callers and bad input', async () => {
      expect((await as(undefined, 'GET', '/api/me/promoted')).status).toBe(401);
      for (const query of ['?limit=51', '?offset=-1', '?children=yes', '?parent=a%20b']) {
        const res = await as('root', 'GET', `/api/me/promoted${query}`);
        expect(res.status).toBe(422);
        expect((await res.json()).code).toBe('validation_error');
      }
    });
  });

  describe('PUT and DELETE /api/me/follows/{userId}', () => {
    it('follows someone of the tree, idempotently, and the list says so', async () => {
      for (let n = 0; n < 2; n++) {
        const res = await as('root', 'PUT', `/api/me/follows/${ids.carla}`);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ user_id: ids.carla, state_follow: 'following' });
      }
      expect(await follows('root')).toEqual([ids.carla]);
      const answer = await list('root');
      expect(answer.results.find((row) => row.id === ids.carla)?.state_follow).toBe('following');
      expect(answer.results.find((row) => row.id === ids.ana)?.state_follow).toBe('not_following');
      // Another follower's state is theirs: Ana does not follow Carla.
      expect((await list('ana')).results.find((row) => row.id === ids.carla)?.state_follow).toBe(
        'not_following',
      );
    });

    it('unfollows, idempotently (also someone never followed)', async () => {
      await as('root', 'PUT', `/api/me/follows/${ids.beto}`);
      for (let n = 0; n < 2; n++) {
        const res = await as('root', 'DELETE', `/api/me/follows/${ids.beto}`);
        expect(res.status).toBe(204);
      }
      expect(await follows('root')).not.toContain(ids.beto);
      expect((await as('root', 'DELETE', '/api/me/follows/usr_nadie')).status).toBe(204);
    });

    it('refuses following oneself, unknown people and people outside the tree', async () => {
      for (const method of ['PUT', 'DELETE']) {
        const self = await as('root', method, `/api/me/follows/${ids.root}`);
        expect(self.status).toBe(422);
        expect((await self.json()).code).toBe('invalid_follow');
      }
      for (const target of ['usr_nadie', ids.stranger, ids.outsider]) {
        const res = await as('root', 'PUT', `/api/me/follows/${target}`);
        expect(res.status).toBe(404);
        expect((await res.json()).code).toBe('user_not_found');
      }
      // Up the tree is not below the caller either.
      expect((await as('carla', 'PUT', `/api/me/follows/${ids.ana}`)).status).toBe(404);
      const none = await database.db
        .select()
        .from(userFollows)
        .where(and(eq(userFollows.followerId, ids.root), eq(userFollows.followedId, ids.stranger)));
      expect(none).toEqual([]);
    });

    it('refuses anonymous callers and malformed ids', async () => {
      expect((await as(undefined, 'PUT', `/api/me/follows/${ids.ana}`)).status).toBe(401);
      expect((await as(undefined, 'DELETE', `/api/me/follows/${ids.ana}`)).status).toBe(401);
      expect((await as('root', 'PUT', '/api/me/follows/a%20b')).status).toBe(422);
    });

    it('ends a walk up a cycle in the data', async () => {
      // Not something sign-up makes, but the walks must end whatever the rows hold.
      await database.db
        .update(users)
        .set({ referredBy: ids.stranger })
        .where(eq(users.id, ids.outsider));
      expect((await as('root', 'PUT', `/api/me/follows/${ids.stranger}`)).status).toBe(404);
      expect(names(await list('outsider'))).toEqual(['Extraña']);
    });
  });
});
