// Autocomplete latency: sequential GETs of the search API, as a shopper's keystrokes would send them.
import { autocompleteQuery } from '@/lib/domain/search/search-autocomplete';

import { SHOP } from './targets';
import { SEARCH_PREFIXES, WARM_UP_PREFIXES } from './search-prefixes';
import { mean, percentile, round } from './stats';
import type { SearchFigures } from './types';

interface Sample {
  ms: number;
  ok: boolean;
  empty: boolean;
}

async function searchOnce(baseUrl: string, text: string): Promise<Sample> {
  // What the shop's search bar asks, on its first type (products).
  const query = new URLSearchParams(autocompleteQuery(text, 'product'));
  const url = `${baseUrl}/api/shops/${SHOP}/search?${query}`;
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const body = await response.text();
  const ms = performance.now() - started;
  let empty = false;
  if (response.ok) {
    const parsed = JSON.parse(body) as { results?: unknown[] };
    empty = (parsed.results?.length ?? 0) === 0;
  }
  return { ms, ok: response.status === 200, empty };
}

/**
 * `requests` GETs, cycling through the prefix list; the first round is reported apart as well.
 * A search far over budget would take many minutes, so after `maxSeconds` the phase stops (once
 * every prefix was asked at least once) and says so.
 */
export async function measureSearch(
  baseUrl: string,
  requests: number,
  maxSeconds: number,
): Promise<SearchFigures> {
  for (const text of WARM_UP_PREFIXES) await searchOnce(baseUrl, text);
  const samples: Sample[] = [];
  const deadline = performance.now() + maxSeconds * 1000;
  for (let i = 0; i < requests; i++) {
    if (i >= SEARCH_PREFIXES.length && performance.now() > deadline) break;
    const text = SEARCH_PREFIXES[i % SEARCH_PREFIXES.length] ?? '';
    samples.push(await searchOnce(baseUrl, text));
  }
  const ms = samples.map((s) => s.ms);
  const firstRound = ms.slice(0, SEARCH_PREFIXES.length);
  return {
    requests: samples.length,
    stoppedEarly: samples.length < requests,
    distinctPrefixes: Math.min(requests, SEARCH_PREFIXES.length),
    failures: samples.filter((s) => !s.ok).length,
    emptyAnswers: samples.filter((s) => s.ok && s.empty).length,
    ms: {
      p50: round(percentile(ms, 50)),
      p95: round(percentile(ms, 95)),
      p99: round(percentile(ms, 99)),
      max: round(Math.max(...ms)),
      mean: round(mean(ms)),
    },
    firstRoundP95: round(percentile(firstRound, 95)),
  };
}
