'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';

import type { ProductPage, ProductSummary } from '@/lib/api/schemas/product';

import { type PlacementList, readPlacementList } from './placement-requests';

/**
 * One page of a list as its shop's admin sees it (hidden items included), changed in place by
 * the placement controls (a move, a removal from a catalogue) until the next read replaces it.
 */
export function usePlacementList(slug: string, list: PlacementList) {
  const queryClient = useQueryClient();
  const key = useMemo(() => ['placement', slug, list] as const, [slug, list]);
  const query = useQuery({
    queryKey: key,
    queryFn: () => readPlacementList(slug, list),
    staleTime: Infinity,
  });
  const [changed, setChanged] = useState(false);

  /** Replaces the page's items (and adds `delta` to the list's length). */
  const setItems = useCallback(
    (change: (items: ProductSummary[]) => ProductSummary[], delta = 0) => {
      setChanged(true);
      queryClient.setQueryData<ProductPage>(key, (data) =>
        data
          ? {
              results: change(data.results),
              matches_estimated: Math.max(0, data.matches_estimated + delta),
            }
          : data,
      );
    },
    [key, queryClient],
  );

  return {
    query,
    items: query.data?.results ?? null,
    total: query.data?.matches_estimated ?? 0,
    /** The list as read has nothing (not even hidden items), and nothing was changed here. */
    empty: query.data?.results.length === 0 && !changed,
    setItems,
  };
}
