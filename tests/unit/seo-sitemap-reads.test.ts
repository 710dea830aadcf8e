import { describe, expect, it, vi } from 'vitest';

import { readAllCatalogues, readListingRange } from '@/lib/server/seo/sitemap-reads';

const calls = vi.hoisted(() => ({
  index: [] as Array<{ offset: string; limit: string }>,
  catalogues: 0,
}));
const TOTAL = 25_000;
const CATALOGUES = 230;

vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn }));
vi.mock('@/lib/server/http/in-process-client', () => {
  const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body });
  return {
    serverApiClient: () => ({
      api: {
        shops: {
          ':slug': {
            'listing-index': {
              $get: async ({ query }: { query: { offset: string; limit: string } }) => {
                calls.index.push(query);
                const offset = Number(query.offset);
                const count = Math.max(0, Math.min(Number(query.limit), TOTAL - offset));
                const results = Array.from({ length: count }, (_, i) => ({
                  id: `p${offset + i}`,
                  owner: 'o',
                  type: 'product',
                  updated_at: 'x',
                }));
                return answer({ results, matches_estimated: TOTAL });
              },
            },
            catalogues: {
              $get: async ({ query }: { query: { offset: string; limit: string } }) => {
                calls.catalogues++;
                const offset = Number(query.offset);
                const count = Math.max(0, Math.min(Number(query.limit), CATALOGUES - offset));
                const results = Array.from({ length: count }, (_, i) => ({
                  slug: `c${offset + i}`,
                  updated_at: 'y',
                  name: 'n',
                }));
                return answer({ results, matches_estimated: CATALOGUES });
              },
            },
          },
        },
      },
    }),
  };
});

describe('sitemap reads', () => {
  it('reads a range of the listing index in chunks of at most 10,000 (the data cache holds up to 2 MB)', async () => {
    const entries = (await readListingRange('demo', 0, 50_000))!;
    expect(entries).toHaveLength(TOTAL);
    expect(entries.at(-1)?.id).toBe(`p${TOTAL - 1}`);
    expect(calls.index).toEqual([
      { offset: '0', limit: '10000' },
      { offset: '10000', limit: '10000' },
      { offset: '20000', limit: '10000' },
    ]);
  });

  it('reads a range that does not start at 0 and stops at its end', async () => {
    calls.index.length = 0;
    const entries = (await readListingRange('demo', 5_000, 12_000))!;
    expect(entries.map((e) => e.id)).toEqual(
      Array.from({ length: 12_000 }, (_, i) => `p${5_000 + i}`),
    );
    expect(calls.index).toEqual([
      { offset: '5000', limit: '10000' },
      { offset: '15000', limit: '2000' },
    ]);
  });

  it('reads every catalogue page by page', async () => {
    const all = (await readAllCatalogues('demo'))!;
    expect(all).toHaveLength(CATALOGUES);
    expect(all[0]).toEqual({ slug: 'c0', updated_at: 'y' });
    expect(calls.catalogues).toBe(3);
  });
});
