'use client';

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

import type { AlertList } from '@/lib/api/schemas/alerts';
import { ALERTS_POLL_MS } from '@/lib/domain/alerts/alert-kinds';
import { alertsRequests } from '@/lib/client/requests/alerts';

export const alertsKeys = {
  count: ['alerts', 'count'] as const,
  list: ['alerts', 'list'] as const,
};

/**
 * The bell's pending count, asked again every ALERTS_POLL_MS while the tab is visible (and when
 * it comes back into view), so a new alert reaches an open page without a reload.
 */
export function useAlertCount() {
  return useQuery({
    queryKey: alertsKeys.count,
    queryFn: async () => {
      const answer = await alertsRequests.count();
      if (!answer.ok) throw new Error(answer.error.message);
      return answer.data.pending;
    },
    refetchInterval: ALERTS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

const loadedOf = (pages: AlertList[]) => pages.reduce((n, page) => n + page.results.length, 0);

/**
 * The panel's alerts, newest first, 10 a load (spec 02 §9); another load is there while fewer are
 * loaded than `matches_estimated`. Asked only once the panel has been opened.
 */
export function useAlertPages(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: alertsKeys.list,
    queryFn: async ({ pageParam }) => {
      const answer = await alertsRequests.page(pageParam);
      if (!answer.ok) throw new Error(answer.error.message);
      return answer.data;
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = loadedOf(pages);
      return last.results.length > 0 && loaded < last.matches_estimated ? loaded : undefined;
    },
    enabled,
  });
}
