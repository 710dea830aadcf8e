// `npm run bench`: DESIGN.md §4 performance budgets, measured on this machine. See bench/README.md.
import { checkBudgets, growthFigures } from './budgets';
import path from 'node:path';

import { ensureBuild } from './build';
import { readConfig, ROOT } from './config';
import { machineInfo } from './machine';
import { measureSize } from './measure-size';
import { printUploadBench } from './product-upload';
import { printReport, writeResults } from './report';
import { printSecurityFigures, securityFigures } from './security';
import { errorMessage } from './stats';
import { prepareTrivialApp, startTrivialApp } from './trivial-app';
import type { BenchResults, SizeResult } from './types';

async function main(): Promise<number> {
  const started = performance.now();
  const config = readConfig();
  if (process.env.DATABASE_URL)
    console.log('Note: DATABASE_URL is ignored; the bench seeds its own PGlite database per size.');
  console.log(
    `Bench sizes: ${config.sizes.join(', ')}; Lighthouse ${config.lighthouse ? 'on' : 'off'}.`,
  );
  const buildMs = ensureBuild(config.skipBuild);
  const trivialBuildMs = prepareTrivialApp();

  // The baseline runs beside each size's server for the whole run (it holds no data).
  const trivial = await startTrivialApp(path.join(ROOT, 'bench', 'trivial-app', 'server.log'));
  console.log(`Trivial app on ${trivial.baseUrl} (PID ${trivial.pid}).`);
  const sizes: SizeResult[] = [];
  try {
    for (const size of config.sizes) sizes.push(await measureSize(size, config, trivial.baseUrl));
  } finally {
    await trivial.stop();
  }

  // After the sizes: its own server and database (bench/security-server.ts).
  const security = await securityFigures();
  const growth = growthFigures(sizes);
  const budgets = checkBudgets(sizes, growth);
  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: machineInfo(),
    settings: {
      sizes: config.sizes,
      loadSeconds: config.loadSeconds,
      connections: config.connections,
      loadRounds: config.loadRounds,
      searchRequests: config.searchRequests,
      searchMaxSeconds: config.searchMaxSeconds,
      lighthouse: config.lighthouse,
      lighthouseRuns: config.lighthouseRuns,
    },
    buildMs,
    trivialBuildMs,
    totalMs: Math.round(performance.now() - started),
    sizes,
    growth,
    budgets,
    security,
    summary: {
      passed: budgets.filter((b) => b.pass === true).length,
      failed: budgets.filter((b) => b.pass === false).length,
      unmeasured: budgets.filter((b) => b.pass === null).length,
    },
  };
  writeResults(results);
  printReport(results);
  printSecurityFigures(security);
  printUploadBench();
  // A missed budget is a finding, not a failure; only a harness error fails the run.
  return sizes.some((s) => s.error || s.shopping?.error) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench: ${errorMessage(error)}`);
    process.exit(1);
  },
);
