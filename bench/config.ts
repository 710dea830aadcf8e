// What `npm run bench` runs, read once from the environment.
import path from 'node:path';

import { systemChromiumPath } from '../scripts/chromium';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const RESULTS_FILE = path.join(ROOT, 'bench', 'results.json');

export interface BenchConfig {
  /** Catalogue sizes (products seeded), run one after the other. */
  sizes: number[];
  /** Seconds of each autocannon run. */
  loadSeconds: number;
  /** Concurrent connections of each autocannon run. */
  connections: number;
  /** Autocannon rounds over the three pages, interleaved; the median round per page is kept. */
  loadRounds: number;
  /** Sequential search requests (at least 300 by default). */
  searchRequests: number;
  /** The search phase stops after this many seconds even short of searchRequests (a full prefix round always runs). */
  searchMaxSeconds: number;
  lighthouse: boolean;
  /** Lighthouse runs per page; the run with the median Performance score is kept. */
  lighthouseRuns: number;
  chromePath: string;
  /** Skip the `next build` freshness check (the build in .next is used as it is). */
  skipBuild: boolean;
}

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new Error(`${name} must be a whole number ≥ 1, got "${raw}"`);
  return Number(raw);
}

function parseSizes(raw: string, name: string): number[] {
  const sizes = raw
    .split(',')
    .map((part) => part.trim().replace(/_/g, ''))
    .filter(Boolean);
  if (sizes.length === 0) throw new Error(`${name} lists no size`);
  return sizes.map((size) => {
    const match = /^(\d+)(k?)$/i.exec(size);
    if (!match?.[1])
      throw new Error(`${name}: "${size}" is not a whole number (1000, 100000 or 100k)`);
    const value = Number(match[1]) * (match[2] ? 1000 : 1);
    if (value < 1) throw new Error(`${name}: sizes must be ≥ 1`);
    return value;
  });
}

/** SEED_PRODUCTS (a single size) wins over BENCH_SIZES, which defaults to 1000,100000. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  const seedProducts = env.SEED_PRODUCTS?.trim();
  const sizes = seedProducts
    ? parseSizes(seedProducts, 'SEED_PRODUCTS').slice(0, 1)
    : parseSizes(env.BENCH_SIZES?.trim() || '1000,100000', 'BENCH_SIZES');
  return {
    sizes: [...new Set(sizes)],
    loadSeconds: positiveInt('BENCH_DURATION', 10),
    connections: positiveInt('BENCH_CONNECTIONS', 10),
    loadRounds: positiveInt('BENCH_LOAD_ROUNDS', 1),
    searchRequests: positiveInt('BENCH_SEARCH_REQUESTS', 320),
    searchMaxSeconds: positiveInt('BENCH_SEARCH_MAX_SECONDS', 120),
    lighthouse: env.BENCH_LIGHTHOUSE !== '0',
    lighthouseRuns: positiveInt('BENCH_LIGHTHOUSE_RUNS', 1),
    chromePath: systemChromiumPath(env) ?? '/usr/bin/chromium',
    skipBuild: env.SKIP_BUILD === '1',
  };
}

/** A short label for a size: 1k, 100k, 5000. */
export function sizeLabel(size: number): string {
  return size % 1000 === 0 ? `${size / 1000}k` : String(size);
}

/** The PGlite data folder of one size (gitignored by `.data-*`). */
export function dataDirFor(size: number): string {
  return path.join(ROOT, `.data-bench-${sizeLabel(size)}`);
}
