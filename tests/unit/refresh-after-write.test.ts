import { afterEach, describe, expect, it, vi } from 'vitest';

import { refreshAfterWrite, SECOND_REFRESH_MS } from '@/lib/client/refresh-after-write';

describe('refreshAfterWrite', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes the page at once and once more when the cache expiry has landed', () => {
    vi.useFakeTimers();
    const router = { refresh: vi.fn() };
    refreshAfterWrite(router);
    expect(router.refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SECOND_REFRESH_MS - 1);
    expect(router.refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(router.refresh).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(router.refresh).toHaveBeenCalledTimes(2);
  });
});
