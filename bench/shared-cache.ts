// The shared page cache (REDIS_URL, server/shared-cache) in figures, on one fresh PostgreSQL
// database: the latency of the shop home and the platform home from one instance without and
// with it, and the throughput of one instance against two (both with it). Prints JSON.
//
//   npx tsx bench/shared-cache.ts        # needs PostgreSQL, Redis and a build (NEXT_DIST_DIR, else .next)
//
// The configurations run side by side and are measured in alternating rounds, so a neighbour's
// load on a small shared machine falls on both alike; the median round of each is reported.
// BENCH_DURATION (s per round, default 5), BENCH_CONNECTIONS (default 10), BENCH_LOAD_ROUNDS
// (default 3); BENCH_PORT: the first of three ports the instances listen on (else free ports).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

import {
  createDatabase,
  dropDatabase,
  freePort,
  type Instance,
  prepareDatabase,
  startInstance,
} from '../e2e/support/instances';
import { deleteKeys, testRedisUrl, uniqueKeyPrefix } from '../tests/support/local-redis';
import { loadTest, type LoadOptions, warmUp } from './load';
import { median as medianOf } from './stats';

const median = (values: number[]) => medianOf(values, (value) => value) ?? Number.NaN;

const PAGES = ['/tienda/demo', '/'];
const SEQUENTIAL_REQUESTS = 200;
const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS) || 3;
const options: LoadOptions = {
  seconds: Number(process.env.BENCH_DURATION) || 5,
  connections: Number(process.env.BENCH_CONNECTIONS) || 10,
};
const HEADERS = { 'accept-language': 'es', accept: 'text/html,application/xhtml+xml' };

const databaseName = `bench_shared_cache_${randomUUID().replaceAll('-', '')}`;
const keyPrefix = uniqueKeyPrefix('bench-shared-cache');
const logs = path.join(os.tmpdir(), databaseName);
const running: Instance[] = [];

async function start(env: NodeJS.ProcessEnv, port: number): Promise<Instance> {
  const instance = await startInstance({
    port,
    env,
    logFile: path.join(logs, `instance-${port}.log`),
    timeoutMs: 120_000,
  });
  running.push(instance);
  return instance;
}

async function stop(instance: Instance) {
  running.splice(running.indexOf(instance), 1);
  await instance.stop();
}

/** One request at a time, alternating between the instances: each one's median latency in ms. */
async function sequentialP50(instances: Instance[], page: string): Promise<number[]> {
  const times: number[][] = instances.map(() => []);
  for (let round = 0; round < SEQUENTIAL_REQUESTS; round++) {
    for (const [index, instance] of instances.entries()) {
      const started = performance.now();
      const response = await fetch(`${instance.baseURL}${page}`, { headers: HEADERS });
      await response.arrayBuffer();
      times[index]!.push(performance.now() - started);
    }
  }
  return times.map((list) => Math.round(median(list) * 10) / 10);
}

/** Requests per second under load: each setup in turn, round after round; the median round. */
async function throughput(setups: Instance[][], page: string) {
  const rounds: { requestsPerSec: number; p50: number; failed: number }[][] = setups.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, setup] of setups.entries()) {
      const runs = await Promise.all(
        setup.map((instance) => loadTest(instance.baseURL, page, options)),
      );
      rounds[index]!.push({
        requestsPerSec: Math.round(runs.reduce((sum, run) => sum + run.requestsPerSec, 0)),
        p50: median(runs.map((run) => run.latencyMs.p50)),
        failed: runs.reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0),
      });
    }
  }
  return rounds.map((list) => ({
    requestsPerSec: median(list.map((run) => run.requestsPerSec)),
    loadedP50Ms: median(list.map((run) => run.p50)),
    failed: list.reduce((sum, run) => sum + run.failed, 0),
    rounds: list.map((run) => run.requestsPerSec),
  }));
}

async function warm(instances: Instance[]) {
  for (const page of PAGES)
    for (const instance of instances) await warmUp(instance.baseURL, page, options);
}

try {
  const first = Number(process.env.BENCH_PORT);
  const ports =
    first > 0
      ? [first, first + 1, first + 2]
      : [await freePort(), await freePort(), await freePort()];
  const plainEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: await createDatabase(databaseName),
    DATA_DIR: logs,
    SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '1000',
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next',
    // One public name for all, as behind a load balancer.
    ROOT_DOMAIN: `localhost:${ports[0]}`,
  };
  delete plainEnv.REDIS_URL;
  await prepareDatabase(plainEnv);
  const sharedEnv = { ...plainEnv, REDIS_URL: testRedisUrl(), REDIS_KEY_PREFIX: keyPrefix };

  const [plain, shared] = await Promise.all([
    start(plainEnv, ports[0]!),
    start(sharedEnv, ports[1]!),
  ]);
  await warm([plain!, shared!]);
  const latency: Record<string, unknown> = {};
  for (const page of PAGES) {
    const [withoutP50, withP50] = await sequentialP50([plain!, shared!], page);
    const [without, withShared] = await throughput([[plain!], [shared!]], page);
    latency[page] = {
      sequentialP50Ms: { withoutSharedCache: withoutP50, withSharedCache: withP50 },
      underLoad: { withoutSharedCache: without, withSharedCache: withShared },
    };
  }
  await stop(plain!);

  const second = await start(sharedEnv, ports[2]!);
  await warm([second]);
  const scaling: Record<string, unknown> = {};
  for (const page of PAGES) {
    const [one, two] = await throughput([[shared!], [shared!, second]], page);
    scaling[page] = { oneInstance: one, twoInstances: two };
  }
  console.log(
    JSON.stringify(
      {
        machine: { cpus: os.availableParallelism(), loadAverage: os.loadavg() },
        options: { ...options, rounds: ROUNDS, sequentialRequests: SEQUENTIAL_REQUESTS },
        latency,
        scaling,
      },
      null,
      2,
    ),
  );
} finally {
  await Promise.all(running.splice(0).map((instance) => instance.stop()));
  await dropDatabase(databaseName);
  await deleteKeys(keyPrefix);
}
