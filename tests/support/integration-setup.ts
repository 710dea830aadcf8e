import { vi } from 'vitest';

// The integration suites share one module graph per worker (isolate: false in vitest.config.ts), so
// a suite cannot mock a module the app already imported: Next's cache is stood in for here, for all
// of them. Its reads run uncached (outside Next they would throw), and the tags a write expires are
// recorded in tests/support/next-cache.ts.
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => {
    ((globalThis as { __tiendaExpiredTags?: string[] }).__tiendaExpiredTags ??= []).push(tag);
  },
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
}));
