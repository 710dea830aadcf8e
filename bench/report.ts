// The readable summary printed at the end of a run, and bench/results.json.
import { itemSaveLine } from './item-save';
import { resaleLine } from './resale-products';
import fs from 'node:fs';
import path from 'node:path';

import { RESULTS_FILE, ROOT, sizeLabel } from './config';
import { LOADED_PAGE_LABELS, STOREFRONT_PAGE_LABELS } from './budgets';
import {
  AUDITED_PAGES,
  type AuditedPage,
  LOADED_PAGES,
  type PageName,
  type BenchResults,
  type BudgetCheck,
  type ShoppingResult,
  type SizeResult,
} from './types';

const PAGE_LABELS: Record<AuditedPage, string> = { trivial: 'trivial', ...STOREFRONT_PAGE_LABELS };
const LOAD_LABELS: Record<PageName, string> = { trivial: 'trivial', ...LOADED_PAGE_LABELS };

/** `align` has one letter per column, l or r; missing letters mean r. */
function table(rows: string[][], align = 'l', indent = '  '): string {
  const widths: number[] = [];
  for (const row of rows)
    row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  const pad = (cell: string, i: number) =>
    align[i] === 'l' ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0);
  return rows.map((row) => indent + row.map(pad).join('  ').trimEnd()).join('\n');
}

const fmt = (value: number | null | undefined, digits = 1) =>
  value == null || !Number.isFinite(value) ? '–' : value.toFixed(digits);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface ThroughputCells {
  perSec: number | undefined;
  vsTrivial: number | null;
  latencyMs: { p50: number; p97_5: number; p99: number } | undefined;
  non2xx: number | undefined;
  errors: number | undefined;
}

/** One row of a throughput table: name, rate, ÷ trivial, p50/p97.5/p99, non-2xx, errors, what. */
function throughputRow(name: string, cells: ThroughputCells, what: string): string[] {
  return [
    name,
    fmt(cells.perSec),
    fmt(cells.vsTrivial, 2),
    fmt(cells.latencyMs?.p50, 0),
    fmt(cells.latencyMs?.p97_5, 0),
    fmt(cells.latencyMs?.p99, 0),
    String(cells.non2xx ?? '–'),
    String(cells.errors ?? '–'),
    what,
  ];
}

const LATENCY_HEADINGS = ['p50 ms', 'p97.5 ms', 'p99 ms', 'non-2xx', 'errors'];

function loadSection(result: SizeResult): string {
  const rows = [['page', 'req/s', '÷ trivial', ...LATENCY_HEADINGS, 'path']];
  for (const page of LOADED_PAGES) {
    const load = result.load[page];
    const vsTrivial =
      page === 'trivial' ? (load ? 1 : null) : (result.throughputVsTrivial[page] ?? null);
    const errors = load ? load.errors + load.timeouts : undefined;
    rows.push(
      throughputRow(
        LOAD_LABELS[page],
        {
          perSec: load?.requestsPerSec,
          vsTrivial,
          latencyMs: load?.latencyMs,
          non2xx: load?.non2xx,
          errors,
        },
        result.loadTargets?.[page] ?? '',
      ),
    );
  }
  return table(rows, 'lrrrrrrrl');
}

const SHOPPING_OPERATIONS = [
  { key: 'cartAdd', label: 'cart add', what: 'POST cart/items (1 unit)' },
  {
    key: 'placeOrder',
    label: 'place order',
    what: 'cart line + checkout + pay in store + POST /api/orders',
  },
] as const;

function shoppingSection(
  shopping: ShoppingResult,
  connections: number,
  loadSeconds: number,
): string {
  const lines = [
    `  Signed-in shoppers (${connections}, each with its own session and cart, operations back to back for ${loadSeconds} s; ${shopping.items.length} on-demand services)`,
  ];
  const rows = [['operation', 'ops/s', '÷ trivial', ...LATENCY_HEADINGS, 'one operation']];
  for (const { key, label, what } of SHOPPING_OPERATIONS) {
    const figures = shopping[key];
    const cells = {
      perSec: figures?.opsPerSec,
      vsTrivial: shopping.vsTrivial[key],
      latencyMs: figures?.latencyMs,
      non2xx: figures?.non2xx,
      errors: figures?.errors,
    };
    rows.push(throughputRow(label, cells, what));
  }
  lines.push(table(rows, 'lrrrrrrrl'));
  if (shopping.error) lines.push(`  shopping stopped: ${shopping.error}`);
  return lines.join('\n');
}

function lighthouseSection(result: SizeResult): string {
  const lh = result.lighthouse;
  if (lh.status === 'skipped') return '  Lighthouse: skipped (BENCH_LIGHTHOUSE=0)';
  const rows = [
    [
      'page',
      'perf',
      'a11y',
      'best',
      'seo',
      'script KiB',
      '÷ trivial',
      'scripts',
      'LCP ms',
      'TBT ms',
      'CLS',
      'path',
    ],
  ];
  for (const page of AUDITED_PAGES) {
    const p = lh.pages[page];
    const scriptRatio = page === 'trivial' ? (p ? 1 : null) : lh.scriptRatios[page];
    rows.push([
      PAGE_LABELS[page],
      fmt(p?.scores.performance, 0),
      fmt(p?.scores.accessibility, 0),
      fmt(p?.scores.bestPractices, 0),
      fmt(p?.scores.seo, 0),
      fmt(p ? p.scriptBytes / 1024 : null),
      fmt(scriptRatio, 2),
      String(p?.scriptRequests ?? '–'),
      fmt(p?.metricsMs.lcp, 0),
      fmt(p?.metricsMs.tbt, 0),
      fmt(p?.cls, 3),
      result.targets[page] ?? '',
    ]);
  }
  const lines = [
    `  Lighthouse ${lh.chromeVersion ? `(Chromium ${lh.chromeVersion}, ` : '('}mobile preset, benchmarkIndex ${fmt(lh.pages.home?.benchmarkIndex, 0)}); script bytes per route`,
    table(rows, 'lrrrrrrrrrrl'),
  ];
  if (lh.error) lines.push(`  Lighthouse error: ${lh.error}`);
  for (const page of AUDITED_PAGES) {
    if (page === 'trivial') continue;
    const failed = Object.keys(lh.pages[page]?.failedAudits ?? {});
    if (failed.length) lines.push(`  ${PAGE_LABELS[page]} loses points on: ${failed.join(', ')}`);
  }
  for (const page of AUDITED_PAGES) {
    const errors = lh.pages[page]?.consoleErrors ?? [];
    if (errors.length) lines.push(`  ${PAGE_LABELS[page]} console errors: ${errors.join('; ')}`);
  }
  return lines.join('\n');
}

function sizeSection(result: SizeResult, connections: number, loadSeconds: number): string {
  const db = result.database;
  const lines = [
    `== ${sizeLabel(result.size)} products (${result.size}; demo shop lists ${db.productsListedByDemo ?? '?'} of type product; database ${db.reused ? 'reused' : 'seeded'} in ${seconds(db.ms)}) ==`,
  ];
  if (result.error) lines.push(`  HARNESS ERROR: ${result.error}`);
  if (result.backgroundCpuPercent !== null)
    lines.push(
      `  Machine CPU busy before the load, bench server idle: ${fmt(result.backgroundCpuPercent, 0)} %`,
    );
  if (Object.keys(result.load).length) {
    const rounds = result.load.trivial?.roundsRequestsPerSec.length ?? 1;
    lines.push(
      `  Load (autocannon, ${connections} connections, ${loadSeconds} s per page, one after the other${rounds > 1 ? `; median of ${rounds} rounds` : ''})`,
      loadSection(result),
    );
    if (rounds > 1) {
      for (const page of LOADED_PAGES) {
        lines.push(
          `    ${LOAD_LABELS[page]} rounds: ${(result.load[page]?.roundsRequestsPerSec ?? []).join(', ')} req/s`,
        );
      }
    }
  }
  if (result.shopping) lines.push(shoppingSection(result.shopping, connections, loadSeconds));
  const s = result.search;
  if (s) {
    lines.push(
      `  Search autocomplete (${s.requests} sequential GETs over ${s.distinctPrefixes} prefixes): p50 ${fmt(s.ms.p50)} ms, p95 ${fmt(s.ms.p95)} ms, p99 ${fmt(s.ms.p99)} ms, max ${fmt(s.ms.max)} ms; first round p95 ${fmt(s.firstRoundP95)} ms; ${s.failures} failures, ${s.emptyAnswers} empty answers`,
    );
  }
  const l = result.shortLink;
  if (l) {
    lines.push(
      `  Short link (${l.requests} sequential GETs of ${l.path}): p50 ${fmt(l.ms.p50)} ms, p95 ${fmt(l.ms.p95)} ms, p99 ${fmt(l.ms.p99)} ms; under load ${fmt(l.requestsPerSec, 1)} req/s = ${fmt(result.shortLinkVsTrivial, 2)}× the trivial page`,
    );
  }
  if (result.itemSave) lines.push(`  ${itemSaveLine(result.itemSave)}`);
  if (result.resale) lines.push(`  ${resaleLine(result.resale)}`);
  if (result.homeHtmlBytes !== null)
    lines.push(`  Shop home HTML: ${fmt(result.homeHtmlBytes / 1000)} KB uncompressed`);
  lines.push(lighthouseSection(result));
  for (const warning of result.warnings) lines.push(`  warning: ${warning}`);
  lines.push(
    `  phases: ${Object.entries(result.phasesMs)
      .map(([phase, ms]) => `${phase} ${seconds(ms)}`)
      .join(', ')}`,
  );
  return lines.join('\n');
}

function budgetSection(budgets: readonly BudgetCheck[]): string {
  const rows = budgets.map((b) => [
    b.pass === null ? 'n/a ' : b.pass ? 'PASS' : 'FAIL',
    b.id,
    fmt(b.value, b.value !== null && Math.abs(b.value) < 10 ? 2 : 1),
    `${b.comparison} ${b.limit}`,
    b.description,
  ]);
  return table(rows, 'llrrl');
}

export function printReport(results: BenchResults): void {
  const m = results.machine;
  const lines = [
    '',
    `Tienda bench — ${results.date} — Node ${m.node}, ${m.cpuCount} × ${m.cpuModel}, ${m.memoryGiB} GiB`,
    '',
    ...results.sizes.map(
      (r) => sizeSection(r, results.settings.connections, results.settings.loadSeconds) + '\n',
    ),
  ];
  const g = results.growth;
  if (g) {
    lines.push(
      `== Growth ${sizeLabel(g.to)} vs ${sizeLabel(g.from)} ==`,
      `  against the trivial page in each run: shop home throughput ${fmt(g.homeThroughputSlowdown, 2)}× slower, mean latency ×${fmt(g.homeLatencyRatio, 2)}; item page throughput ${fmt(g.itemThroughputSlowdown, 2)}× slower; search p95 ×${fmt(g.searchP95Ratio, 2)}`,
      `  raw, drift between the runs included: shop home throughput ${fmt(g.raw.homeThroughputSlowdown, 2)}× slower, mean latency ×${fmt(g.raw.homeLatencyRatio, 2)}; the trivial page itself ${fmt(g.raw.trivialThroughputSlowdown, 2)}× slower`,
      '',
    );
  }
  lines.push('== Budgets (DESIGN.md §4) ==', budgetSection(results.budgets), '');
  const s = results.summary;
  lines.push(
    `${s.passed} passed, ${s.failed} failed, ${s.unmeasured} not measured. Build ${results.buildMs === null ? 'up to date' : seconds(results.buildMs)}, total ${seconds(results.totalMs)}.`,
    `Figures: ${path.relative(ROOT, RESULTS_FILE)}`,
  );
  console.log(lines.join('\n'));
}

export function writeResults(results: BenchResults): void {
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}
