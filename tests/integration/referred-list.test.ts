import { sql } from 'drizzle-orm';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ReferredList } from '@/lib/api/schemas/campaigns';
import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createSessionCookie, createUser } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

/**
 * The referred list's pages (issue 19, "referred list at 100k"): without a name search each page
 * is the merge of the first people of each side — signed up through the link, and bought with the
 * referral — so the pages must still interleave both sides in order, count both (once each), and
 * keep to the reseller's own people.
 */
describe.each(kinds)('the referred list on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let cookie: string;
  /** Every referred person's id, newest sign-up first. */
  const newestFirst: string[] = [];
  const me = `usr_referrer_${kind}`;

  const list = async (query = '') => {
    const res = await call(api, 'GET', `/api/me/referred${query}`, undefined, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as ReferredList;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    await createUser(db, { id: me, fullName: 'Revendedora' });
    await createUser(db, { id: `usr_other_${kind}`, fullName: 'Otra' });
    cookie = await createSessionCookie(db, me);
    const other = `usr_other_${kind}`;
    await db.execute(
      sql`insert into shops (id, slug, name, owner_id) values ('shp_ref', 'ref', 'Ref', ${other})`,
    );
    await db.execute(
      sql`insert into suppliers (id, name, owner_id) values ('sup_ref', 'Ref', ${other})`,
    );
    // 30 people a minute apart: every third bought with the referral without signing up through
    // it, every fifth signed up through it and also bought, the rest only signed up; people 30–33
    // belong to another referrer.
    await db.execute(sql`
      insert into users (id, full_name, email, password_hash, referred_by, created_at)
      select 'usr_p' || n, 'Persona ' || n, 'p' || n || ${`@${kind}.test`}, 'x',
             case when n >= 30 then ${`usr_other_${kind}`} when n % 3 = 0 then null else ${me} end,
             timestamptz '2026-01-01' + make_interval(mins => n)
      from generate_series(0, 33) as n`);
    await db.execute(sql`
      insert into checkouts (id, shop_id, user_id, supplier_id, currency, state)
      select 'chk_p' || n, 'shp_ref', 'usr_p' || n, 'sup_ref', 'MXN', 'placed'
      from generate_series(0, 33) as n where n % 3 = 0 or n % 5 = 0`);
    await db.execute(sql`
      insert into orders (id, shop_id, user_id, supplier_id, checkout_id, state, payment_type,
                          currency, products_total, shipping_cost, total, referral)
      select 'ord_p' || n, 'shp_ref', 'usr_p' || n, 'sup_ref', 'chk_p' || n, 'delivered',
             'pay_in_store', 'MXN', 1000, 0, 1000,
             case when n >= 30 then ${`usr_other_${kind}`} else ${me} end
      from generate_series(0, 33) as n where n % 3 = 0 or n % 5 = 0`);
    for (let n = 29; n >= 0; n--) newestFirst.push(`usr_p${n}`);
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('pages both sides together, newest first, each person once', async () => {
    const pages = [await list(), await list('?offset=10'), await list('?offset=20')];
    expect(pages.flatMap((page) => page.results.map((r) => r.id))).toEqual(newestFirst);
    expect(pages[2]!.matches_estimated).toBe(30);
    // A full page counts on: at least everything up to it.
    expect(pages[0]!.matches_estimated).toBe(30);
    const five = pages[2]!.results.find((r) => r.id === 'usr_p5')!;
    expect(five).toMatchObject({ registered: true, orders: 1 });
    const three = pages[2]!.results.find((r) => r.id === 'usr_p3')!;
    expect(three).toMatchObject({ registered: false, orders: 1 });
    expect((await list('?offset=30')).results).toEqual([]);
  });

  it('pages oldest first when asked, and pages of another size', async () => {
    const oldest = [...newestFirst].reverse();
    const first = await list('?sort=created_at&limit=7');
    const second = await list('?sort=created_at&limit=7&offset=7');
    expect([...first.results, ...second.results].map((r) => r.id)).toEqual(oldest.slice(0, 14));
  });

  it('keeps the filters inside both sides', async () => {
    const day = await list('?start_date=2026-01-02');
    expect(day.results).toEqual([]);
    const text = await list('?text=persona 2');
    expect(text.results.map((r) => r.id)).toEqual([
      'usr_p29',
      'usr_p28',
      'usr_p27',
      'usr_p26',
      'usr_p25',
      'usr_p24',
      'usr_p23',
      'usr_p22',
      'usr_p21',
      'usr_p20',
    ]);
    expect((await list('?text=persona 2&offset=10')).results.map((r) => r.id)).toEqual(['usr_p2']);
  });
});
