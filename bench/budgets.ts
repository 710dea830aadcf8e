// DESIGN.md §4 performance budgets, checked against the figures of one bench run.
import { sizeLabel } from './config';
import { ratio } from './stats';
import {
  AUDITED_PAGES,
  type BudgetCheck,
  type GrowthFigures,
  type LighthouseScores,
  type SizeResult,
  type StorefrontPage,
} from './types';

export const BUDGETS = {
  /** Shop home and item page requests/s ÷ the trivial page's, same run. */
  throughputVsTrivial: 0.5,
  /** Search autocomplete p95, ms (the design states it for 100 000 products). */
  searchP95Ms: 30,
  /** Products-to-resale p95, ms (issue 17: the search's budget, at 100 000 items). */
  resaleP95Ms: 30,
  /** Script bytes of a storefront page ÷ the trivial page's. */
  scriptBytesVsTrivial: 1.3,
  /** Shop home at the biggest size vs the smallest: slowdown factor. */
  growth: 1.2,
  lighthouse: {
    performance: 95,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
  } satisfies Record<keyof LighthouseScores, number>,
} as const;

/** How the budget list names each storefront page. */
export const STOREFRONT_PAGE_LABELS: Record<StorefrontPage, string> = {
  home: 'shop home',
  list: 'type list',
  item: 'item page',
  catalogue: 'catalogue page',
};

const STOREFRONT_PAGES = AUDITED_PAGES.filter((page): page is StorefrontPage => page !== 'trivial');

const CATEGORY_LABELS: Record<keyof LighthouseScores, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  bestPractices: 'Best Practices',
  seo: 'SEO',
};

function check(
  id: string,
  description: string,
  value: number | null | undefined,
  comparison: '>=' | '<=',
  limit: number,
  size?: number,
): BudgetCheck {
  const v = value ?? null;
  const pass =
    v === null || !Number.isFinite(v) ? null : comparison === '>=' ? v >= limit : v <= limit;
  return {
    id,
    description,
    ...(size === undefined ? {} : { size }),
    value: v,
    comparison,
    limit,
    pass,
  };
}

function sizeChecks(result: SizeResult): BudgetCheck[] {
  const { size } = result;
  const at = sizeLabel(size);
  const checks = [
    check(
      `throughput.home@${at}`,
      'Shop home requests/s ÷ trivial page',
      result.throughputVsTrivial.home,
      '>=',
      BUDGETS.throughputVsTrivial,
      size,
    ),
    check(
      `throughput.item@${at}`,
      'Item page requests/s ÷ trivial page',
      result.throughputVsTrivial.item,
      '>=',
      BUDGETS.throughputVsTrivial,
      size,
    ),
    check(
      `search.p95@${at}`,
      'Search autocomplete p95 (ms)',
      result.search?.ms.p95,
      '<=',
      BUDGETS.searchP95Ms,
      size,
    ),
    check(
      `resale.p95@${at}`,
      'Products to resale p95 (ms)',
      result.resale?.ms.p95,
      '<=',
      BUDGETS.resaleP95Ms,
      size,
    ),
  ];
  if (result.lighthouse.status !== 'skipped') {
    for (const page of STOREFRONT_PAGES) {
      const label = STOREFRONT_PAGE_LABELS[page];
      checks.push(
        check(
          `scriptBytes.${page}@${at}`,
          `Script bytes ÷ trivial page, ${label}`,
          result.lighthouse.scriptRatios[page],
          '<=',
          BUDGETS.scriptBytesVsTrivial,
          size,
        ),
      );
    }
    for (const page of STOREFRONT_PAGES) {
      const scores = result.lighthouse.pages[page]?.scores;
      for (const [key, limit] of Object.entries(BUDGETS.lighthouse) as Array<
        [keyof LighthouseScores, number]
      >) {
        checks.push(
          check(
            `lighthouse.${page}.${key}@${at}`,
            `Lighthouse ${CATEGORY_LABELS[key]}, ${STOREFRONT_PAGE_LABELS[page]}`,
            scores?.[key],
            '>=',
            limit,
            size,
          ),
        );
      }
    }
  }
  return checks;
}

/** Smallest vs biggest size, when at least two sizes ran. */
export function growthFigures(results: readonly SizeResult[]): GrowthFigures | null {
  const ran = results.filter((r) => !r.error).sort((a, b) => a.size - b.size);
  const small = ran[0];
  const big = ran[ran.length - 1];
  if (!small || !big || small === big) return null;
  return {
    from: small.size,
    to: big.size,
    homeThroughputSlowdown: ratio(small.load.home?.requestsPerSec, big.load.home?.requestsPerSec),
    homeLatencyRatio: ratio(big.load.home?.latencyMs.mean, small.load.home?.latencyMs.mean),
    itemThroughputSlowdown: ratio(small.load.item?.requestsPerSec, big.load.item?.requestsPerSec),
    searchP95Ratio: ratio(big.search?.ms.p95, small.search?.ms.p95),
  };
}

export function checkBudgets(
  results: readonly SizeResult[],
  growth: GrowthFigures | null,
): BudgetCheck[] {
  const checks = results.flatMap(sizeChecks);
  if (growth) {
    const span = `${sizeLabel(growth.to)}/${sizeLabel(growth.from)}`;
    checks.push(
      check(
        `growth.homeThroughput@${span}`,
        `Shop home throughput slowdown, ${sizeLabel(growth.to)} vs ${sizeLabel(growth.from)}`,
        growth.homeThroughputSlowdown,
        '<=',
        BUDGETS.growth,
      ),
    );
    checks.push(
      check(
        `growth.homeLatency@${span}`,
        `Shop home mean latency ratio, ${sizeLabel(growth.to)} vs ${sizeLabel(growth.from)}`,
        growth.homeLatencyRatio,
        '<=',
        BUDGETS.growth,
      ),
    );
  }
  return checks;
}
