// Alerts latency (issue 18): sequential GETs of the bell's count (`/api/me/alerts/count`) and of
// the side panel's pages (`/api/me/alerts`, first page and the "10 más" pages after it) for one
// person with 10 000 alerts among 60 000, answered by the API app in process (no HTTP hop, no
// Next). Budget (issue 18): p95 ≤ 30 ms for each, the search's budget.
//
//   npx tsx --import ./bench/server-only-hook.mjs bench/alerts.ts
//   BENCH_ALERTS_EXPLAIN=1 npx tsx --import ./bench/server-only-hook.mjs bench/alerts.ts
//
// Its database is a fresh PGlite folder of its own, `.data-bench-alerts/pglite` (gitignored),
// made anew on each run with the project's migrations: the alerts need people and a shop, not
// the seeded catalogue, and 60 000 made-up alerts must not stay in the sizes' databases.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { ROOT } from './config';
import { signedInApi } from './signed-in-api';
import { mean, percentile, round } from './stats';

const BUDGET_P95_MS = 30;
const DATA_DIR = path.join(ROOT, '.data-bench-alerts');

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new Error(`${name} must be a whole number ≥ 1, got "${raw}"`);
  return Number(raw);
}

/** The measured person's alerts, the other people's, and the requests of each kind measured. */
const MINE = positiveInt('BENCH_ALERTS', 10_000);
const OTHERS = positiveInt('BENCH_ALERTS_OTHERS', 50_000);
const OTHER_PEOPLE = 50;
const REQUESTS = positiveInt('BENCH_ALERTS_REQUESTS', 200);
/** The "10 más" pages measured: offsets 10, 20, … up to this (20 clicks). */
const LAST_PANEL_OFFSET = 200;
/** Far pages, reported but not budgeted: nobody clicks "10 más" a hundred times. */
const DEEP_OFFSETS = [1_000, 5_000, MINE - 10].map((offset) => Math.min(offset, MINE - 10));

type Kind = 'baseline' | 'count' | 'first' | 'next' | 'deep';
const BUDGETED: Kind[] = ['count', 'first', 'next'];

export interface AlertsFigures {
  alerts: { mine: number; minePending: number; others: number };
  requests: number;
  failures: number;
  byKind: Record<
    Kind,
    { n: number; p50: number; p95: number; p99: number; max: number; mean: number }
  >;
  budget: { p95Ms: number; pass: Record<'count' | 'first' | 'next', boolean> };
  /** The 1-minute load average when the measuring started. */
  loadAverage: number;
  cpus: number;
  insertMs: number;
}

/** The request of one kind, the n-th time it is asked. */
function pathOf(kind: Kind, n: number): string {
  switch (kind) {
    case 'baseline':
      return '/api/me/profile';
    case 'count':
      return '/api/me/alerts/count';
    case 'first':
      return '/api/me/alerts';
    case 'next':
      return `/api/me/alerts?offset=${10 + ((n * 10) % LAST_PANEL_OFFSET)}`;
    case 'deep':
      return `/api/me/alerts?offset=${DEEP_OFFSETS[n % DEEP_OFFSETS.length]}`;
  }
}

export async function alertsFigures(): Promise<AlertsFigures> {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(DATA_DIR, { recursive: true });
  // Loaded here: the API app is a server module (loaded with bench/server-only-hook.mjs).
  const { sql } = await import('drizzle-orm');
  type SQL = ReturnType<typeof sql>;
  const { openDatabase } = await import('../lib/db/client');
  const { migrateDatabase } = await import('../lib/db/migrate');
  const { shops, users } = await import('../lib/db/schema');

  const handle = await openDatabase({ dataDir: path.join(DATA_DIR, 'pglite') });
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    const me = 'usr_bench_alerts';
    const people = [me, ...Array.from({ length: OTHER_PEOPLE }, (_, i) => `usr_bench_alerts_${i}`)];
    const insertStarted = performance.now();
    await db.transaction(async (tx) => {
      await tx.insert(users).values(
        people.map((id) => ({
          id,
          fullName: 'Bench',
          email: `${id}@tienda.test`,
          passwordHash: 'x',
        })),
      );
      await tx
        .insert(shops)
        .values({ id: 'shp_bench_alerts', slug: 'bench', name: 'Bench', ownerId: me });
      // In batches of at most 5 000 rows, built by the database: the newest within a person is the
      // highest `n`; one in two of the person's alerts is still pending (the bell counts 5 000),
      // one in five of the others'. Alerts a minute apart, so the panel's order is by time.
      const insertBatch = (
        userId: string,
        from: number,
        to: number,
        total: number,
        pendingEvery: number,
      ) =>
        tx.execute(sql`
          insert into alerts (id, user_id, shop_id, audience, event, params, visited_at, created_at)
          select 'alr_' || ${randomUUID()} || '_' || n,
                 ${userId},
                 'shp_bench_alerts',
                 case when n % 3 = 0 then 'customer' else 'supplier' end,
                 case when n % 3 = 0 then 'order_state' else 'order_placed' end,
                 jsonb_build_object(
                   'type', 'order', 'subtype', 'customer-sender',
                   'order', 'ord_bench_' || lpad(n::text, 8, '0'),
                   'supplier', 'sup_bench', 'supplier_name', 'Proveedor Bench',
                   'customer', ${userId}::text, 'state', 'paid'),
                 case when n % ${pendingEvery} = 0 then null else now() end,
                 now() - make_interval(mins => ${total}::int - n)
          from generate_series(${from}::int, ${to - 1}::int) as n`);
      for (let from = 0; from < MINE; from += 5_000)
        await insertBatch(me, from, Math.min(MINE, from + 5_000), MINE, 2);
      const each = Math.ceil(OTHERS / OTHER_PEOPLE);
      for (const [i, other] of people.slice(1).entries()) {
        const count = Math.min(each, OTHERS - i * each);
        if (count > 0) await insertBatch(other, 0, count, count, 5);
      }
    });
    // As the seed does (lib/db/seed/seed.ts): fresh statistics. BENCH_ALERTS_ANALYZE=0 measures
    // without (PGlite runs no autovacuum, so a live database keeps the statistics of its last analyze).
    // drizzle's execute answers `{ rows }` on both drivers (as lib/server/listings/product-order.ts reads it).
    const rowsOf = async <T>(query: SQL) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    if (process.env.BENCH_ALERTS_ANALYZE !== '0') await db.execute(sql`vacuum analyze alerts`);
    const insertMs = Math.round(performance.now() - insertStarted);

    const api = await signedInApi(handle, me, 'alerts');

    const [pendingRow] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from alerts where user_id = ${me} and visited_at is null`,
    );

    if (process.env.BENCH_ALERTS_EXPLAIN === '1') {
      const statements = {
        count: sql`select count(*) from alerts where user_id = ${me} and visited_at is null`,
        total: sql`select count(*) from alerts where user_id = ${me}`,
        page: sql`select a.*, s.slug from alerts a left join shops s on s.id = a.shop_id
                  where a.user_id = ${me}
                  order by a.created_at desc nulls last, a.id desc nulls last offset 10 limit 10`,
      };
      for (const [name, statement] of Object.entries(statements)) {
        const plan = await rowsOf<{ 'QUERY PLAN': string }>(
          sql`explain (analyze, buffers) ${statement}`,
        );
        console.log(
          `EXPLAIN ANALYZE ${name}:\n${plan.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`,
        );
      }
    }

    const ask = async (kind: Kind, n: number) => {
      const started = performance.now();
      const res = await api.get(pathOf(kind, n));
      const body = (await res.json()) as { results?: unknown[]; pending?: number };
      const ms = performance.now() - started;
      const ok =
        res.status === 200 &&
        (kind === 'count'
          ? body.pending === pendingRow?.n
          : kind === 'baseline' || (body.results?.length ?? 0) === 10);
      return { kind, ms, ok };
    };

    // One round: the bell's count, the panel's first page, a "10 más" page, the baseline; a deep
    // page every tenth round.
    const round_ = async (n: number) => {
      const out = [];
      for (const kind of ['count', 'first', 'next', 'baseline'] as const)
        out.push(await ask(kind, n));
      if (n % 10 === 0) out.push(await ask('deep', n / 10));
      return out;
    };
    // Warm-up: 20 rounds, not reported.
    for (let n = 0; n < 20; n++) await round_(n);
    const loadAverage = round(os.loadavg()[0] ?? 0);
    const samples: { kind: Kind; ms: number; ok: boolean }[] = [];
    for (let n = 0; n < REQUESTS; n++) samples.push(...(await round_(n)));

    const of = (kind: Kind) => {
      const ms = samples.filter((s) => s.kind === kind).map((s) => s.ms);
      return {
        n: ms.length,
        p50: round(percentile(ms, 50)),
        p95: round(percentile(ms, 95)),
        p99: round(percentile(ms, 99)),
        max: round(Math.max(...ms)),
        mean: round(mean(ms)),
      };
    };
    const byKind = {
      baseline: of('baseline'),
      count: of('count'),
      first: of('first'),
      next: of('next'),
      deep: of('deep'),
    };
    const pass = (kind: 'count' | 'first' | 'next') => byKind[kind].p95 <= BUDGET_P95_MS;
    return {
      alerts: { mine: MINE, minePending: pendingRow?.n ?? 0, others: OTHERS },
      requests: samples.length,
      failures: samples.filter((s) => !s.ok).length,
      byKind,
      budget: {
        p95Ms: BUDGET_P95_MS,
        pass: { count: pass('count'), first: pass('first'), next: pass('next') },
      },
      loadAverage,
      cpus: os.cpus().length,
      insertMs,
    };
  } finally {
    await handle.close();
  }
}

const LABELS: Record<Kind, string> = {
  baseline: 'GET /api/me/profile (baseline)',
  count: 'GET /api/me/alerts/count',
  first: 'GET /api/me/alerts (first page)',
  next: `GET /api/me/alerts?offset=10…${LAST_PANEL_OFFSET}`,
  deep: `GET /api/me/alerts?offset=${DEEP_OFFSETS.join('|')} (not budgeted)`,
};

export function printAlertsFigures(f: AlertsFigures): void {
  console.log(JSON.stringify(f, null, 2));
  console.log(
    `\nAlerts: ${f.alerts.mine} for the measured person (${f.alerts.minePending} pending) among ${f.alerts.mine + f.alerts.others}; inserted in ${f.insertMs} ms; load average ${f.loadAverage} on ${f.cpus} CPUs; ${f.failures} failures`,
  );
  const rows = (Object.keys(LABELS) as Kind[]).map((kind) => {
    const v = f.byKind[kind];
    const verdict = BUDGETED.includes(kind) ? (v.p95 <= BUDGET_P95_MS ? 'PASS' : 'FAIL') : '';
    return `${LABELS[kind].padEnd(58)} ${String(v.n).padStart(4)} ${String(v.p50).padStart(7)} ${String(v.p95).padStart(7)} ${String(v.p99).padStart(7)}  ${verdict}`;
  });
  console.log(
    `${'request'.padEnd(58)} ${'n'.padStart(4)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  p95 ≤ ${BUDGET_P95_MS} ms`,
  );
  for (const row of rows) console.log(row);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  alertsFigures().then(
    (figures) => {
      printAlertsFigures(figures);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
