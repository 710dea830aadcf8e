// Everything measured for one catalogue size, on its own database and server.
import path from 'node:path';

import { type BenchConfig, dataDirFor, ROOT, sizeLabel } from './config';
import { prepareDatabase } from './database';
import { runLighthouse } from './lighthouse';
import { loadTest, warmUp } from './load';
import { measureSearch } from './search';
import { itemSaveLine, measureItemSave } from './item-save';
import { cpuBusyPercent } from './machine';
import { startServer, type RunningServer } from './server';
import {
  CART_ADD_REQUESTS,
  cartAdd,
  emptyCart,
  findItems,
  measureOperation,
  PLACE_ORDER_REQUESTS,
  placeOrder,
  type Shopper,
  signInShoppers,
  signOut,
  warmUpOperation,
} from './shopping';
import { errorMessage, median, ratio } from './stats';
import { measureShortLinks } from './short-links';
import { resaleFigures, resaleLine } from './resale-products';
import { resolveTargets } from './targets';
import {
  type ComparedPage,
  LOADED_PAGES,
  type LoadFigures,
  type PageName,
  type ShoppingFigures,
  type ShoppingResult,
  type SizeResult,
} from './types';

/** Runs one phase, recording its wall-clock time under `name`. */
async function phase<T>(result: SizeResult, name: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  console.log(`  ${name}…`);
  try {
    return await fn();
  } finally {
    result.phasesMs[name] = Math.round(performance.now() - started);
  }
}

function shoppingLine(name: string, figures: ShoppingFigures): string {
  const { latencyMs: ms } = figures;
  return `    ${name}: ${figures.opsPerSec} ops/s, p50 ${ms.p50} ms, p99 ${ms.p99} ms, non-2xx ${figures.non2xx}, errors ${figures.errors}`;
}

/**
 * Cart-add, then place-order, each by `connections` signed-in shoppers for `seconds`. A failure
 * (sign-in, no item to buy, a warm-up operation refused) stops these two phases only: it is kept
 * in `shopping.error` and the run still goes on to Lighthouse.
 */
async function measureShopping(
  result: SizeResult,
  baseUrl: string,
  config: BenchConfig,
): Promise<ShoppingResult> {
  const shopping: ShoppingResult = {
    items: [],
    cartAdd: null,
    placeOrder: null,
    vsTrivial: { cartAdd: null, placeOrder: null },
  };
  let shoppers: Shopper[] = [];
  const emptyCarts = () => Promise.all(shoppers.map((shopper) => emptyCart(baseUrl, shopper)));
  try {
    const items = await phase(result, 'shoppers', async () => {
      shoppers = await signInShoppers(baseUrl, config.connections);
      return findItems(baseUrl, shoppers[0]!);
    });
    shopping.items = items.map((item) => item.id);
    const runs = [
      {
        name: 'cart add',
        key: 'cartAdd',
        requests: CART_ADD_REQUESTS,
        operation: cartAdd(baseUrl, items),
      },
      {
        name: 'place order',
        key: 'placeOrder',
        requests: PLACE_ORDER_REQUESTS,
        operation: placeOrder(baseUrl, items),
      },
    ] as const;
    for (const run of runs) {
      const figures = await phase(result, run.name, async () => {
        await emptyCarts();
        await warmUpOperation(shoppers, run.operation);
        return measureOperation(shoppers, config.loadSeconds, run.requests, run.operation);
      });
      shopping[run.key] = figures;
      console.log(shoppingLine(run.name, figures));
      if (figures.non2xx > 0 || figures.errors > 0) {
        result.warnings.push(
          `${run.name}: ${figures.non2xx} unexpected answers and ${figures.errors} errors or timeouts (${JSON.stringify(figures.statusCodes)})`,
        );
      }
    }
    await emptyCarts();
  } catch (error) {
    shopping.error = errorMessage(error);
    result.warnings.push(`shopping: ${shopping.error}`);
  } finally {
    await signOut(baseUrl, shoppers).catch(() => undefined);
  }
  const trivialRps = result.load.trivial?.requestsPerSec;
  shopping.vsTrivial = {
    cartAdd: ratio(shopping.cartAdd?.opsPerSec, trivialRps),
    placeOrder: ratio(shopping.placeOrder?.opsPerSec, trivialRps),
  };
  return shopping;
}

/**
 * Never throws for a measurement problem: a harness error (no database, no server, no page) is
 * stored in `error` and the figures measured so far are kept.
 */
export async function measureSize(
  size: number,
  config: BenchConfig,
  trivialUrl: string,
): Promise<SizeResult> {
  const label = sizeLabel(size);
  console.log(`\n[${label}] ${size} products`);
  const result: SizeResult = {
    size,
    label,
    dataDir: path.relative(ROOT, dataDirFor(size)),
    database: { reused: false, ms: 0, productsListedByDemo: null },
    targets: { trivial: '', home: '', list: '', item: '', catalogue: '' },
    loadTargets: {
      trivial: '',
      home: '',
      item: '',
      list: '',
      catalogue: '',
      searchApi: '',
      searchPage: '',
    },
    load: {},
    throughputVsTrivial: {},
    homeHtmlBytes: null,
    search: null,
    shortLink: null,
    shortLinkVsTrivial: null,
    shopping: null,
    itemSave: null,
    resale: null,
    lighthouse: { status: 'skipped', pages: {}, pageErrors: {}, scriptRatios: {} },
    phasesMs: {},
    backgroundCpuPercent: null,
    warnings: [],
  };
  let server: RunningServer | undefined;
  try {
    const db = await phase(result, 'database', () => prepareDatabase(size));
    result.database = { reused: db.reused, ms: db.ms, productsListedByDemo: null };

    server = await phase(result, 'server start', () =>
      startServer(size, path.join(dataDirFor(size), 'server.log')),
    );
    console.log(`    server on ${server.baseUrl} (PID ${server.pid})`);
    const { baseUrl } = server;
    const targets = await resolveTargets(baseUrl, trivialUrl);
    result.targets = targets.paths;
    result.loadTargets = targets.loadPaths;
    result.homeHtmlBytes = targets.homeHtmlBytes;
    result.database.productsListedByDemo = targets.productsListedByDemo;
    if (targets.productsListedByDemo !== null && targets.productsListedByDemo < size * 0.5) {
      result.warnings.push(
        `the demo shop lists ${targets.productsListedByDemo} items of type product out of ${size} seeded`,
      );
    }

    const loadOptions = { connections: config.connections, seconds: config.loadSeconds };
    result.backgroundCpuPercent = await cpuBusyPercent(2_000);
    if (result.backgroundCpuPercent > 15) {
      result.warnings.push(
        `other processes kept the CPUs ${result.backgroundCpuPercent} % busy before the load: figures are pessimistic and noisy`,
      );
    }
    await phase(result, 'warm-up', async () => {
      for (const page of LOADED_PAGES) await warmUp(baseUrl, targets.loadPaths[page], loadOptions);
    });
    await phase(result, 'load', async () => {
      // Rounds interleave the pages, so a burst of outside work hits them all alike.
      const rounds = new Map<PageName, LoadFigures[]>(LOADED_PAGES.map((page) => [page, []]));
      for (let round = 0; round < config.loadRounds; round++) {
        for (const page of LOADED_PAGES) {
          const figures = await loadTest(baseUrl, targets.loadPaths[page], loadOptions);
          rounds.get(page)?.push(figures);
          console.log(
            `    ${page}: ${figures.requestsPerSec} req/s, p50 ${figures.latencyMs.p50} ms, non-2xx ${figures.non2xx}`,
          );
        }
      }
      for (const [page, pageRounds] of rounds) {
        const chosen = median(pageRounds, (f) => f.requestsPerSec);
        if (!chosen) continue;
        const figures = {
          ...chosen,
          roundsRequestsPerSec: pageRounds.map((f) => f.requestsPerSec),
        };
        result.load[page] = figures;
        const non2xx = pageRounds.reduce((n, f) => n + f.non2xx, 0);
        const errors = pageRounds.reduce((n, f) => n + f.errors + f.timeouts, 0);
        if (non2xx > 0 || errors > 0) {
          result.warnings.push(
            `${page}: ${non2xx} non-2xx answers and ${errors} errors or timeouts under load (${JSON.stringify(figures.statusCodes)})`,
          );
        }
      }
    });
    const trivialRps = result.load.trivial?.requestsPerSec;
    for (const page of LOADED_PAGES) {
      if (page !== 'trivial')
        result.throughputVsTrivial[page satisfies ComparedPage] = ratio(
          result.load[page]?.requestsPerSec,
          trivialRps,
        );
    }

    const search = await phase(result, 'search', () =>
      measureSearch(baseUrl, config.searchRequests, config.searchMaxSeconds),
    );
    result.search = search;
    console.log(
      `    ${search.requests} GETs: p50 ${search.ms.p50} ms, p95 ${search.ms.p95} ms, max ${search.ms.max} ms`,
    );
    if (search.failures > 0)
      result.warnings.push(`search: ${search.failures} answers other than 200`);
    if (search.stoppedEarly) {
      result.warnings.push(
        `search: stopped after ${search.requests} of ${config.searchRequests} GETs (BENCH_SEARCH_MAX_SECONDS=${config.searchMaxSeconds})`,
      );
    }

    await phase(result, 'short links', async () => {
      try {
        const shortLink = await measureShortLinks(baseUrl, loadOptions);
        result.shortLink = shortLink;
        result.shortLinkVsTrivial = ratio(shortLink.requestsPerSec, trivialRps);
        console.log(
          `    short link: p50 ${shortLink.ms.p50} ms, p95 ${shortLink.ms.p95} ms; ${shortLink.requestsPerSec} req/s under load`,
        );
        if (shortLink.failures > 0)
          result.warnings.push(`short link: ${shortLink.failures} answers other than 302`);
      } catch (error) {
        result.warnings.push(`short link: not measured (${errorMessage(error)})`);
      }
    });

    // A supplier's save until the shop shows it: after the loads, which it would otherwise sway.
    await phase(result, 'item save', async () => {
      try {
        result.itemSave = await measureItemSave(baseUrl);
        console.log(`    ${itemSaveLine(result.itemSave)}`);
      } catch (error) {
        result.warnings.push(`item save: not measured (${errorMessage(error)})`);
      }
    });

    // After the read-only measurements: the shoppers write (carts, orders) and should not sway them.
    result.shopping = await measureShopping(result, baseUrl, config);

    result.lighthouse = await phase(result, 'lighthouse', () =>
      runLighthouse(baseUrl, targets.paths, {
        enabled: config.lighthouse,
        chromePath: config.chromePath,
        runs: config.lighthouseRuns,
        reportPrefix: path.join(ROOT, 'bench', label),
      }),
    );
  } catch (error) {
    result.error = errorMessage(error);
    console.error(`  [${label}] harness error: ${result.error}`);
  } finally {
    if (server) {
      const running = server;
      await phase(result, 'server stop', () => running.stop());
    }
  }
  // In process on the size's database, which only one process may hold: after the server stops.
  if (!result.error) {
    await phase(result, 'resale', async () => {
      try {
        result.resale = await resaleFigures(size);
        console.log(`    ${resaleLine(result.resale)}`);
      } catch (error) {
        result.warnings.push(`products to resale: not measured (${errorMessage(error)})`);
      }
    });
  }
  return result;
}
