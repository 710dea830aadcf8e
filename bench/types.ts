// The shape of bench/results.json.
import type { ItemSaveFigures } from './item-save';
import type { SecurityFigures } from './security';

export interface LoadFigures {
  path: string;
  /** Mean of the per-second samples. */
  requestsPerSec: number;
  requests: number;
  latencyMs: { mean: number; p50: number; p97_5: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  seconds: number;
  /** Requests/s of every round (BENCH_LOAD_ROUNDS); the figures above are the median round's. */
  roundsRequestsPerSec: number[];
}

export interface SearchFigures {
  requests: number;
  /** True when BENCH_SEARCH_MAX_SECONDS ran out before the requested count. */
  stoppedEarly: boolean;
  distinctPrefixes: number;
  /** Responses other than 200. */
  failures: number;
  /** Prefixes that found nothing (expected for the few nonsense ones). */
  emptyAnswers: number;
  ms: { p50: number; p95: number; p99: number; max: number; mean: number };
  /** p95 of the first round only: each prefix asked for the first time in this server's life. */
  firstRoundP95: number;
}

/** A campaign's short link: sequential latency, and throughput under load (bench/short-links.ts). */
export interface ShortLinkFigures {
  path: string;
  requests: number;
  /** Answers other than the 302 in the sequential run. */
  failures: number;
  ms: { p50: number; p95: number; p99: number; max: number; mean: number };
  requestsPerSec: number;
  loadStatusCodes: Record<string, number>;
}

/** A signed-in shopper's operation through the API, run by every virtual user back to back. */
export interface ShoppingFigures {
  /** Shoppers, one per BENCH_CONNECTIONS, each with its own session and cart. */
  virtualUsers: number;
  /** HTTP requests one operation sends. */
  requestsPerOp: number;
  /** Wall-clock seconds from the start to the end of the last operation. */
  seconds: number;
  /** Operations completed without a failure. */
  ops: number;
  /** ops ÷ seconds. */
  opsPerSec: number;
  /** Of whole operations, bodies read. */
  latencyMs: { mean: number; p50: number; p97_5: number; p99: number; max: number };
  /** Operations stopped by an unexpected status. */
  non2xx: number;
  /** Operations stopped by a network error or a timeout. */
  errors: number;
  /** Unexpected answers by `step status`, e.g. `add 429`. */
  statusCodes: Record<string, number>;
}

export interface ShoppingResult {
  /** The on-demand services bought, cycled through by every shopper. */
  items: string[];
  /** One `POST /api/shops/demo/cart/items` of one unit. */
  cartAdd: ShoppingFigures | null;
  /** Cart line, checkout, pay in store, `POST /api/orders`. */
  placeOrder: ShoppingFigures | null;
  /** Operations/s ÷ the trivial page's requests/s in the same run (reported, no budget). */
  vsTrivial: { cartAdd: number | null; placeOrder: number | null };
  /** What stopped the shopping phases (the other phases still ran). */
  error?: string;
}

export interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
}

export interface LighthousePage {
  page: AuditedPage;
  url: string;
  scores: LighthouseScores;
  /** Transferred bytes of the page's scripts (network-requests audit, resourceType Script). */
  scriptBytes: number;
  scriptRequests: number;
  totalBytes: number;
  metricsMs: {
    fcp: number | null;
    lcp: number | null;
    tbt: number | null;
    speedIndex: number | null;
  };
  cls: number | null;
  /** Lighthouse's estimate of this machine's speed (its throttling is calibrated on ~1000+). */
  benchmarkIndex: number | null;
  runs: number;
  reportFile: string;
  /** Audits that lost points in accessibility, best-practices or SEO: id → title. */
  failedAudits: Record<string, string>;
  /** Console errors seen while loading (the errors-in-console audit), paths relative to the server. */
  consoleErrors: string[];
  runtimeError?: string;
}

/**
 * What runs under load (autocannon): the trivial page, the shop home and an item page, a type list
 * and a catalogue on their second page in another sort, the search API (the autocomplete's
 * request) and a search results page.
 */
export const LOADED_PAGES = [
  'trivial',
  'home',
  'item',
  'list',
  'catalogue',
  'searchApi',
  'searchPage',
] as const;
export type PageName = (typeof LOADED_PAGES)[number];
/** The loaded addresses other than the trivial page, each compared with it. */
export type ComparedPage = Exclude<PageName, 'trivial'>;

/** The pages Lighthouse audits: the loaded ones plus a type list and a catalogue. */
export const AUDITED_PAGES = ['trivial', 'home', 'list', 'item', 'catalogue'] as const;
export type AuditedPage = (typeof AUDITED_PAGES)[number];
/** The storefront pages, each compared with the trivial page. */
export type StorefrontPage = Exclude<AuditedPage, 'trivial'>;

export interface LighthouseFigures {
  status: 'ok' | 'skipped' | 'error';
  error?: string;
  pages: Partial<Record<AuditedPage, LighthousePage>>;
  /** Page errors that did not stop the other pages. */
  pageErrors: Partial<Record<AuditedPage, string>>;
  /** Script bytes of each storefront page / the trivial page's. */
  scriptRatios: Partial<Record<StorefrontPage, number | null>>;
  chromeVersion?: string;
}

import type { ResaleFigures } from './resale-products';

export interface SizeResult {
  size: number;
  label: string;
  dataDir: string;
  database: { reused: boolean; ms: number; productsListedByDemo: number | null };
  /** The pages Lighthouse audits (the first page of the list and the catalogue). */
  targets: Record<AuditedPage, string>;
  /** The addresses under load (the list and catalogue with page and sort, the searches). */
  loadTargets: Record<PageName, string>;
  load: Partial<Record<PageName, LoadFigures>>;
  /** Throughput of each loaded address divided by the trivial page's in the same run. */
  throughputVsTrivial: Partial<Record<ComparedPage, number | null>>;
  /** The shop home's HTML, uncompressed, as a browser asking in Spanish gets it. */
  homeHtmlBytes: number | null;
  search: SearchFigures | null;
  shortLink: ShortLinkFigures | null;
  /** Short-link throughput ÷ the trivial page's in the same run. */
  shortLinkVsTrivial: number | null;
  /** Cart-add and place-order throughput; null when the size stopped before it. */
  shopping: ShoppingResult | null;
  /** A supplier's item save until the shop's cached page shows it (bench/item-save.ts). */
  itemSave: ItemSaveFigures | null;
  /** Products to resale (the add-items modal's reads) in process, after the server stops. */
  resale: ResaleFigures | null;
  lighthouse: LighthouseFigures;
  /** Wall-clock milliseconds of each phase. */
  phasesMs: Record<string, number>;
  /** CPU busy % of the whole machine over 2 s with the bench server idle, just before the load runs. */
  backgroundCpuPercent: number | null;
  warnings: string[];
  error?: string;
}

export interface GrowthFigures {
  from: number;
  to: number;
  /**
   * The shop home's throughput ÷ the trivial page's at `from`, divided by the same at `to` (> 1
   * means slower when bigger): each size's ratio comes from its own run, so the machine's drift
   * between the runs cancels out.
   */
  homeThroughputSlowdown: number | null;
  /** The shop home's mean latency ÷ the trivial page's at `to`, divided by the same at `from`. */
  homeLatencyRatio: number | null;
  /** As `homeThroughputSlowdown`, for the item page. */
  itemThroughputSlowdown: number | null;
  /** Search p95 at `to` divided by at `from`. */
  searchP95Ratio: number | null;
  /** The requests/s and latency of the two runs compared directly, machine drift included. */
  raw: {
    homeThroughputSlowdown: number | null;
    homeLatencyRatio: number | null;
    /** The trivial page's own slowdown from the first run to the second: the drift. */
    trivialThroughputSlowdown: number | null;
  };
}

export interface BudgetCheck {
  id: string;
  description: string;
  size?: number;
  value: number | null;
  comparison: '>=' | '<=';
  limit: number;
  /** null when the figure could not be measured. */
  pass: boolean | null;
}

export interface BenchResults {
  date: string;
  machine: {
    node: string;
    platform: string;
    cpuCount: number;
    cpuModel: string;
    memoryGiB: number;
    loadAverage: number[];
  };
  settings: {
    sizes: number[];
    loadSeconds: number;
    connections: number;
    loadRounds: number;
    searchRequests: number;
    searchMaxSeconds: number;
    lighthouse: boolean;
    lighthouseRuns: number;
  };
  buildMs: number | null;
  /** Installing and building the trivial app (bench/trivial-app.ts); null when it was ready. */
  trivialBuildMs: number | null;
  totalMs: number;
  sizes: SizeResult[];
  growth: GrowthFigures | null;
  budgets: BudgetCheck[];
  /** Headers, login throttling, the lock-out scenario and the API fuzz (bench/security.ts). */
  security: SecurityFigures;
  summary: { passed: number; failed: number; unmeasured: number };
}
