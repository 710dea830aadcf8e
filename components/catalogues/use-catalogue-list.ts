'use client';

import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import type { Catalogue, CataloguePage } from '@/lib/api/schemas/catalogue';
import { CATALOGUE_MODAL_PAGE } from '@/lib/domain/catalogue/catalogue-rules';

import { catalogueApi } from './catalogue-requests';

type Pages = InfiniteData<CataloguePage, number>;

export const myCataloguesKey = (slug: string) => ['my-catalogues', slug] as const;

const loadedCount = (pages: readonly CataloguePage[]) =>
  pages.reduce((n, page) => n + page.results.length, 0);

/**
 * The shop's catalogues as the modal shows them: loaded 30 at a time as the list scrolls (the
 * loaded rows are always the first n of the shop's order, so a row's index is its position),
 * and changed in place by the modal (optimistic reorder, removal after a delete, a new row).
 */
export function useCatalogueList(slug: string) {
  const queryClient = useQueryClient();
  const key = useMemo(() => myCataloguesKey(slug), [slug]);
  const query = useInfiniteQuery({
    queryKey: key,
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const answer = await catalogueApi.list(slug, pageParam, CATALOGUE_MODAL_PAGE);
      if (!answer.ok) throw new Error(answer.error.code);
      return answer.data;
    },
    getNextPageParam: (last, pages) => {
      const loaded = loadedCount(pages);
      return loaded < last.matches_estimated && last.results.length > 0 ? loaded : undefined;
    },
    staleTime: Infinity,
  });

  const items = useMemo(
    () => query.data?.pages.flatMap((page) => page.results) ?? [],
    [query.data],
  );
  const total = query.data?.pages.at(-1)?.matches_estimated ?? 0;

  /**
   * Replaces the loaded rows (and adds `delta` to the total). The rows become one page starting at
   * offset 0, so the next page still starts right after them.
   */
  const setItems = useCallback(
    (change: (items: Catalogue[]) => Catalogue[], delta = 0) => {
      queryClient.setQueryData<Pages>(key, (data) => {
        if (!data) return data;
        const current = data.pages.flatMap((page) => page.results);
        const matches = (data.pages.at(-1)?.matches_estimated ?? current.length) + delta;
        return {
          pages: [{ results: change(current), matches_estimated: Math.max(0, matches) }],
          pageParams: [0],
        };
      });
    },
    [key, queryClient],
  );

  const reload = useCallback(() => queryClient.resetQueries({ queryKey: key }), [key, queryClient]);

  return { query, items, total, setItems, reload };
}
