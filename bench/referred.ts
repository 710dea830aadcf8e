// The referred list at 100 000 referrals (issue 19: "referred list at 100k referrals"):
// sequential `GET /api/me/referred` pages for one reseller whose link brought 100 000 sign-ups
// (one in ten through a campaign, one in twenty also a customer), answered by the API app in
// process (no HTTP hop, no Next), beside the profile read as a baseline.
//
//   npx tsx --import ./bench/server-only-hook.mjs bench/referred.ts
//
// Its own fresh PGlite folder, `.data-bench-referred/pglite` (gitignored), with the project's
// migrations and nothing else: 100 000 made-up people must not stay in the sizes' databases.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { ROOT } from './config';
import { signedInApi } from './signed-in-api';
import { percentile, round } from './stats';

const DATA_DIR = path.join(ROOT, process.env.BENCH_REFERRED_DIR ?? '.data-bench-referred');
const REFERRED = Number(process.env.BENCH_REFERRED) || 100_000;
const ROUNDS = Number(process.env.BENCH_REFERRED_REQUESTS) || 100;

const QUERIES = {
  baseline: '/api/me/profile',
  first: '/api/me/referred',
  page50: '/api/me/referred?offset=500',
  byCampaign: '/api/me/referred?registered_by_campaign=true',
  customers: '/api/me/referred?customer_by_campaign=true',
  text: '/api/me/referred?text=persona%2012',
} as const;
type Query = keyof typeof QUERIES;

export async function referredFigures() {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const { sql } = await import('drizzle-orm');
  const { openDatabase } = await import('../lib/db/client');
  const { migrateDatabase } = await import('../lib/db/migrate');

  const handle = await openDatabase({ dataDir: path.join(DATA_DIR, 'pglite') });
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    // BENCH_REFERRED_SQL=<file>: statements (an index on trial) applied once the data is in and
    // measured without them first, so both figures come from the same data and the same hour.
    const extra = process.env.BENCH_REFERRED_SQL;
    const me = 'usr_bench_referrer';
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into users (id, full_name, email, password_hash)
        values (${me}, 'Revendedora', 'revendedora@tienda.test', 'x'),
               ('usr_bench_buyer_owner', 'Dueña', 'duena@tienda.test', 'x')`);
      await tx.execute(sql`
        insert into campaigns (id, user_id, name, url, code)
        values ('cmp_bench', ${me}, 'Bench', 'http://localhost:3000/', 'bench000')`);
      await tx.execute(sql`
        insert into shops (id, slug, name, owner_id) values ('shp_bench', 'bench', 'Bench', 'usr_bench_buyer_owner')`);
      await tx.execute(sql`
        insert into suppliers (id, name, owner_id) values ('sup_bench', 'Bench', 'usr_bench_buyer_owner')`);
      for (let from = 0; from < REFERRED; from += 10_000) {
        const to = Math.min(REFERRED, from + 10_000) - 1;
        await tx.execute(sql`
          insert into users (id, full_name, email, password_hash, referred_by, referral_campaign, created_at)
          select 'usr_ref_' || n, 'Persona ' || n, 'p' || n || '@tienda.test', 'x', ${me},
                 case when n % 10 = 0 then 'cmp_bench' end,
                 now() - make_interval(mins => ${REFERRED}::int - n)
          from generate_series(${from}::int, ${to}::int) as n`);
        await tx.execute(sql`
          insert into checkouts (id, shop_id, user_id, supplier_id, currency, state)
          select 'chk_ref_' || n, 'shp_bench', 'usr_ref_' || n, 'sup_bench', 'MXN', 'placed'
          from generate_series(${from}::int, ${to}::int) as n where n % 20 = 0`);
        await tx.execute(sql`
          insert into orders (id, shop_id, user_id, supplier_id, checkout_id, state, payment_type,
                              currency, products_total, shipping_cost, total, referral, campaign)
          select 'ord_ref_' || n, 'shp_bench', 'usr_ref_' || n, 'sup_bench', 'chk_ref_' || n,
                 'delivered', 'pay_in_store', 'MXN', 1000, 0, 1000, ${me}, 'cmp_bench'
          from generate_series(${from}::int, ${to}::int) as n where n % 20 = 0`);
      }
    });
    await db.execute(sql`vacuum analyze`);
    const insertMs = Math.round(performance.now() - started);

    const api = await signedInApi(handle, me, 'referred');
    const ask = async (query: Query) => {
      const t0 = performance.now();
      const res = await api.get(QUERIES[query]);
      await res.arrayBuffer();
      return { query, ms: performance.now() - t0, ok: res.status === 200 };
    };
    const names = Object.keys(QUERIES) as Query[];
    const measure = async () => {
      for (let n = 0; n < 10; n++) for (const q of names) await ask(q);
      const loadAverage = round(os.loadavg()[0] ?? 0);
      const samples: Array<{ query: Query; ms: number; ok: boolean }> = [];
      for (let n = 0; n < ROUNDS; n++) for (const q of names) samples.push(await ask(q));
      const byQuery = Object.fromEntries(
        names.map((q) => {
          const ms = samples.filter((s) => s.query === q).map((s) => s.ms);
          return [q, { p50: round(percentile(ms, 50)), p95: round(percentile(ms, 95)) }];
        }),
      ) as Record<Query, { p50: number; p95: number }>;
      return { failures: samples.filter((s) => !s.ok).length, loadAverage, byQuery };
    };
    const before = extra ? await measure() : null;
    if (extra) {
      await db.execute(sql.raw(fs.readFileSync(extra, 'utf8')));
      await db.execute(sql`analyze users`);
    }
    const figures = await measure();
    return { referred: REFERRED, extraSql: extra ?? null, insertMs, ...figures, before };
  } finally {
    await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  referredFigures().then(
    (figures) => {
      console.log(JSON.stringify(figures, null, 2));
      for (const [label, run] of [
        ['without BENCH_REFERRED_SQL', figures.before],
        [figures.extraSql ? `with ${figures.extraSql}` : 'as migrated', figures],
      ] as const) {
        if (!run) continue;
        console.log(`${label} (load ${run.loadAverage}):`);
        for (const [query, v] of Object.entries(run.byQuery)) {
          console.log(`  ${QUERIES[query as Query].padEnd(50)} p50 ${v.p50} ms  p95 ${v.p95} ms`);
        }
      }
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
