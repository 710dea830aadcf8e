import { describe, expect, it } from 'vitest';

import { growthFigures } from '@/bench/budgets';
import type { LoadFigures, SizeResult } from '@/bench/types';

function load(requestsPerSec: number, meanMs: number): LoadFigures {
  return {
    path: '/',
    requestsPerSec,
    requests: requestsPerSec * 10,
    latencyMs: { mean: meanMs, p50: meanMs, p97_5: meanMs, p99: meanMs, max: meanMs },
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    statusCodes: { '200': requestsPerSec * 10 },
    seconds: 10,
    roundsRequestsPerSec: [requestsPerSec],
  };
}

/** One size's run: the trivial page and the shop home under load, as the bench records them. */
function sizeRun(size: number, trivial: [number, number], home: [number, number]): SizeResult {
  const partial: Pick<SizeResult, 'size' | 'load' | 'throughputVsTrivial' | 'search'> = {
    size,
    load: { trivial: load(...trivial), home: load(...home), item: load(...home) },
    throughputVsTrivial: { home: home[0] / trivial[0], item: home[0] / trivial[0] },
    search: null,
  };
  return partial as SizeResult;
}

describe('bench growth between sizes', () => {
  it('reads no slowdown when the whole machine slowed between the two runs', () => {
    // The 100k run came on a machine a fifth slower: the trivial page lost as much as the home.
    const growth = growthFigures([
      sizeRun(1_000, [600, 16], [480, 20]),
      sizeRun(100_000, [480, 20], [384, 25]),
    ]);
    expect(growth?.homeThroughputSlowdown).toBe(1);
    expect(growth?.homeLatencyRatio).toBe(1);
    expect(growth?.raw.homeThroughputSlowdown).toBe(1.25);
    expect(growth?.raw.trivialThroughputSlowdown).toBe(1.25);
  });

  it('reads the home slowing down against the trivial page on the same machine', () => {
    const growth = growthFigures([
      sizeRun(1_000, [600, 16], [480, 20]),
      sizeRun(100_000, [600, 16], [400, 24]),
    ]);
    expect(growth?.homeThroughputSlowdown).toBe(1.2);
    expect(growth?.homeLatencyRatio).toBe(1.2);
    expect(growth?.itemThroughputSlowdown).toBe(1.2);
  });

  it('has nothing to compare with one size', () => {
    expect(growthFigures([sizeRun(1_000, [600, 16], [480, 20])])).toBeNull();
  });
});
