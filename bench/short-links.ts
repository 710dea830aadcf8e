// Short links (issue 19): a campaign's `/l/{code}` answered one at a time (latency: the issue's
// p95 ≤ 20 ms) and under load (throughput ÷ the trivial page's). Every visit is a click the
// server writes after answering, so the load measures that write too.
import { loadTest, type LoadOptions } from './load';
import { signInShoppers } from './shopping';
import { mean, percentile, round } from './stats';
import type { ShortLinkFigures } from './types';

const SEQUENTIAL = 300;
const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A bench shopper's campaign on the demo shop: its short link's path. */
async function campaignPath(baseUrl: string): Promise<string> {
  const [shopper] = await signInShoppers(baseUrl, 1);
  const response = await fetch(`${baseUrl}/api/me/campaigns`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': shopper!.ip,
      cookie: shopper!.cookie,
    },
    body: JSON.stringify({ name: 'Bench', url: '/tienda/demo/' }),
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 201)
    throw new Error(`POST /api/me/campaigns answered ${response.status}: ${await response.text()}`);
  const { encoded_mkt_url: link } = (await response.json()) as { encoded_mkt_url: string };
  return new URL(link).pathname;
}

export async function measureShortLinks(
  baseUrl: string,
  options: LoadOptions,
): Promise<ShortLinkFigures> {
  const path = await campaignPath(baseUrl);
  const ms: number[] = [];
  let failures = 0;
  for (let i = 0; i < SEQUENTIAL; i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, {
      redirect: 'manual',
      headers: { 'user-agent': PERSON_UA },
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    ms.push(performance.now() - started);
    if (response.status !== 302) failures++;
  }
  const load = await loadTest(baseUrl, path, options);
  return {
    path,
    requests: SEQUENTIAL,
    failures,
    ms: {
      p50: round(percentile(ms, 50)),
      p95: round(percentile(ms, 95)),
      p99: round(percentile(ms, 99)),
      max: round(Math.max(...ms)),
      mean: round(mean(ms)),
    },
    requestsPerSec: load.requestsPerSec,
    loadStatusCodes: load.statusCodes,
  };
}
