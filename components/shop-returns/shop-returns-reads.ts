import 'server-only';

import { type OrdersRead, settle, visitorClient } from '@/components/orders/order-reads';
import type { ShopReturnsPage } from '@/lib/api/schemas/returns';
import type { ReturnState } from '@/lib/domain/orders/returns';
import { pageOffset } from '@/lib/domain/request/paging';

/** Like the other back-office lists: 10 a page (spec 02 §9). */
export const SHOP_RETURNS_PAGE_SIZE = 10;

/**
 * One page (1-based) of the return requests on the shop's orders, newest first, all or those in
 * `state`; `missing` for a visitor who may not read them.
 */
export async function readShopReturns(
  slug: string,
  page: number,
  state: ReturnState | undefined,
): Promise<OrdersRead<ShopReturnsPage>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('shop returns', () =>
    api.api.shops[':slug'].returns.$get({
      param: { slug },
      query: {
        offset: String(pageOffset(page, SHOP_RETURNS_PAGE_SIZE)),
        limit: String(SHOP_RETURNS_PAGE_SIZE),
        ...(state ? { state } : {}),
      },
    }),
  );
}
