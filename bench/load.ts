// Throughput and latency under load (autocannon), one page at a time.
import autocannon, { type Result } from 'autocannon';

import { round } from './stats';
import type { LoadFigures } from './types';

export interface LoadOptions {
  connections: number;
  seconds: number;
}

function figures(path: string, result: Result): LoadFigures {
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = Number(stat.count);
  return {
    path,
    requestsPerSec: round(result.requests.average, 1),
    requests: result.requests.total,
    latencyMs: {
      mean: round(result.latency.average),
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    seconds: result.duration,
    roundsRequestsPerSec: [round(result.requests.average, 1)],
  };
}

export async function loadTest(
  baseUrl: string,
  path: string,
  options: LoadOptions,
): Promise<LoadFigures> {
  const result = await autocannon({
    url: new URL(path, baseUrl).href,
    connections: options.connections,
    duration: options.seconds,
    timeout: 30,
    // As a browser's navigation asks: the front server pins the inline scripts of HTML answers.
    headers: { 'accept-language': 'es', accept: 'text/html,application/xhtml+xml' },
  });
  return figures(path, result);
}

/** Sequential requests then a short load, so JIT, caches and lazy route loading are warm. */
export async function warmUp(baseUrl: string, path: string, options: LoadOptions): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const response = await fetch(new URL(path, baseUrl), { signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
  }
  await autocannon({
    url: new URL(path, baseUrl).href,
    connections: options.connections,
    duration: 3,
    timeout: 30,
  });
}
