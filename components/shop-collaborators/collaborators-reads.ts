import 'server-only';

import { type OrdersRead, settle, visitorClient } from '@/components/orders/order-reads';
import type { ShopCollaboratorsPage } from '@/lib/api/schemas/collaborators';
import type { CollaboratorsView } from '@/lib/domain/shop/collaborators-page';
import { COLLABORATORS_LIST_PAGE_SIZE } from '@/lib/domain/shop/network-menu';
import { pageOffset } from '@/lib/domain/request/paging';

/**
 * One page (1-based) of the stores collaborating with the shop, newest first, under a name search;
 * `missing` for a visitor who may not manage them (the API's 403) or an unknown shop.
 */
export async function readShopCollaborators(
  slug: string,
  view: CollaboratorsView,
): Promise<OrdersRead<ShopCollaboratorsPage>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('collaborators', () =>
    api.api.shops[':slug'].collaborators.$get({
      param: { slug },
      query: {
        offset: String(pageOffset(view.page, COLLABORATORS_LIST_PAGE_SIZE)),
        limit: String(COLLABORATORS_LIST_PAGE_SIZE),
        ...(view.text ? { text: view.text } : {}),
      },
    }),
  );
}
