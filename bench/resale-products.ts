// Products-to-resale latency (issue 17): sequential GETs of `/api/shops/demo/resale/products` as
// the demo shop's owner, as the add-items modal sends them (first page by margin, next pages,
// typed text, category and supplier filters), answered by the API app in process on the bench's
// seeded database of each size (`.data-bench-<size>`, seeded as `npm run bench` does). Budget
// (issue 17): p95 ≤ 30 ms at 100 000 items, the search's budget.
//
//   npx tsx --import ./bench/server-only-hook.mjs bench/resale-products.ts            # BENCH_SIZES
//   BENCH_SIZES=1000 npx tsx --import ./bench/server-only-hook.mjs bench/resale-products.ts
//
// Stop any bench server of that size first (a PGlite folder has one process at a time).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { pathToFileURL } from 'node:url';

import { BUDGETS } from './budgets';
import { readConfig, sizeLabel } from './config';
import { prepareDatabase } from './database';
import { SEARCH_PREFIXES } from './search-prefixes';
import { mean, percentile, round } from './stats';

const SHOP = 'demo';
const REQUESTS = Number(process.env.BENCH_RESALE_REQUESTS ?? 320);

export interface ResaleFigures {
  size: number;
  /** Which database answered: the embedded PGlite or PostgreSQL. */
  database: 'pglite' | 'postgres';
  requests: number;
  failures: number;
  emptyAnswers: number;
  ms: { p50: number; p95: number; p99: number; max: number; mean: number };
  /** p95 of the unfiltered pages (default sort), of the text searches and of the filters. */
  byKind: Record<'pages' | 'text' | 'filters', { p50: number; p95: number }>;
  /**
   * The same run's baseline: `GET …/resale/commission-rate` (the same session and shop check, one
   * small read), asked between the measured requests; on a busy machine compare against it.
   */
  baseline: { p50: number; p95: number };
  /** The 1-minute load average when the measuring started. */
  loadAverage: number;
}

type Kind = keyof ResaleFigures['byKind'];

/** The modal's requests: pages of the default list, typed prefixes, category and supplier filters. */
function queries(categoryIds: string[], supplierIds: string[]): { kind: Kind; query: string }[] {
  const list: { kind: Kind; query: string }[] = [];
  for (const offset of [0, 10, 20, 30]) list.push({ kind: 'pages', query: `offset=${offset}` });
  for (const sort of ['name', '-created_at']) list.push({ kind: 'pages', query: `sort=${sort}` });
  for (const text of SEARCH_PREFIXES)
    list.push({ kind: 'text', query: `text=${encodeURIComponent(text)}` });
  for (const category of categoryIds.slice(0, 6))
    list.push({ kind: 'filters', query: `category=${category}` });
  for (const supplier of supplierIds)
    list.push({ kind: 'filters', query: `supplier=${supplier}&offset=10` });
  return list;
}

/**
 * The database measured: `BENCH_RESALE_DATABASE_URL` (a PostgreSQL database seeded with
 * `SEED_PRODUCTS=<size> SEED_SHOPS=0 DATABASE_URL=… npx tsx scripts/prepare-db.ts`), else the
 * size's PGlite folder, seeded as `npm run bench` does.
 */
async function openMeasured(size: number) {
  const { openDatabase } = await import('../lib/db/client');
  const url = process.env.BENCH_RESALE_DATABASE_URL;
  if (url) return openDatabase({ url });
  const { dataDir } = await prepareDatabase(size);
  return openDatabase({ dataDir: `${dataDir}/pglite` });
}

export async function resaleFigures(size: number): Promise<ResaleFigures> {
  // Loaded here: the API app is a server module (loaded with bench/server-only-hook.mjs).
  const { eq } = await import('drizzle-orm');
  const { categories, sessions, shops, suppliers } = await import('../lib/db/schema');
  const { hashSessionToken, SESSION_COOKIE } = await import('../lib/server/auth/session-token');
  const { createApiApp } = await import('../lib/server/http/app');

  const handle = await openMeasured(size);
  const sessionId = `ses_bench_resale_${randomBytes(4).toString('hex')}`;
  try {
    const [shop] = await handle.db.select().from(shops).where(eq(shops.slug, SHOP)).limit(1);
    if (!shop) throw new Error(`no shop "${SHOP}" in the ${handle.kind} database`);
    const token = randomBytes(32).toString('base64url');
    await handle.db.insert(sessions).values({
      id: sessionId,
      userId: shop.ownerId,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const api = createApiApp({ database: async () => handle });
    const categoryIds = (await handle.db.select({ id: categories.id }).from(categories)).map(
      (c) => c.id,
    );
    const supplierIds = (
      await handle.db
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(eq(suppliers.isDropshipping, true))
    ).map((s) => s.id);
    const list = queries(categoryIds, supplierIds);

    const ask = async (query: string, path = 'products') => {
      const started = performance.now();
      const res = await api.request(`/api/shops/${SHOP}/resale/${path}?${query}`, {
        headers: { cookie: `${SESSION_COOKIE}=${token}`, 'x-forwarded-for': '192.0.2.1' },
      });
      const body = (await res.json()) as { results?: unknown[] };
      return {
        ms: performance.now() - started,
        ok: res.status === 200,
        empty: (body.results?.length ?? 0) === 0,
      };
    };
    // Warm-up: one round, not reported.
    for (const { query } of list) await ask(query);
    const loadAverage = round(os.loadavg()[0] ?? 0);
    const samples: { kind: Kind; ms: number; ok: boolean; empty: boolean }[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const { kind, query } = list[i % list.length]!;
      samples.push({ kind, ...(await ask(query)) });
      if (i % 4 === 0) baseline.push((await ask(query, 'commission-rate')).ms);
    }
    const ms = samples.map((s) => s.ms);
    const of = (kind: Kind) => {
      const part = samples.filter((s) => s.kind === kind).map((s) => s.ms);
      return { p50: round(percentile(part, 50)), p95: round(percentile(part, 95)) };
    };
    return {
      size,
      database: handle.kind,
      requests: samples.length,
      failures: samples.filter((s) => !s.ok).length,
      emptyAnswers: samples.filter((s) => s.ok && s.empty).length,
      ms: {
        p50: round(percentile(ms, 50)),
        p95: round(percentile(ms, 95)),
        p99: round(percentile(ms, 99)),
        max: round(Math.max(...ms)),
        mean: round(mean(ms)),
      },
      byKind: { pages: of('pages'), text: of('text'), filters: of('filters') },
      baseline: { p50: round(percentile(baseline, 50)), p95: round(percentile(baseline, 95)) },
      loadAverage,
    };
  } finally {
    await handle.db.delete(sessions).where(eq(sessions.id, sessionId));
    await handle.close();
  }
}

/** One line of figures, as `npm run bench` and this probe print them. */
export function resaleLine(f: ResaleFigures): string {
  const kinds = Object.entries(f.byKind)
    .map(([kind, v]) => `${kind} p50 ${v.p50} / p95 ${v.p95}`)
    .join('; ');
  return `Products to resale at ${sizeLabel(f.size)} items (${f.database}): ${f.requests} requests, p50 ${f.ms.p50} ms, p95 ${f.ms.p95} ms, p99 ${f.ms.p99} ms, max ${f.ms.max} ms (${kinds}); baseline commission-rate p50 ${f.baseline.p50} / p95 ${f.baseline.p95} ms; load average ${f.loadAverage}; ${f.failures} failures, ${f.emptyAnswers} empty; budget p95 ≤ ${BUDGETS.resaleP95Ms} ms ${f.ms.p95 <= BUDGETS.resaleP95Ms ? 'met' : 'MISSED'}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  (async () => {
    for (const size of readConfig().sizes) console.log(resaleLine(await resaleFigures(size)));
  })().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
