import 'server-only';

import { type OrdersRead, settle, visitorClient } from '@/components/orders/order-reads';
import type { PromotedList } from '@/lib/api/schemas/promoted';
import { PROMOTED_PAGE_SIZE, type PromotedFilters } from '@/lib/domain/promoted/promoted-list';
import { pageOffset } from '@/lib/domain/request/paging';

/**
 * One page (1-based, 10 a page) of the signed-in visitor's promoted people under the filters;
 * `missing` when the parent asked for is not in their tree (403).
 */
export async function readMyPromoted(
  page: number,
  filters: PromotedFilters,
): Promise<OrdersRead<PromotedList>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle<PromotedList>('promoted', () =>
    api.api.me.promoted.$get({
      query: {
        offset: String(pageOffset(page, PROMOTED_PAGE_SIZE)),
        limit: String(PROMOTED_PAGE_SIZE),
        children: filters.onlyChildren ? 'true' : 'false',
        ...(filters.parent ? { parent: filters.parent } : {}),
      },
    }),
  );
}
