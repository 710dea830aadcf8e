import 'server-only';

import { type OrdersRead, settle, visitorClient } from '@/components/orders/order-reads';
import type { Me } from '@/lib/api/schemas/auth';
import type { CataloguePage } from '@/lib/api/schemas/catalogue';
import { pageOffset } from '@/lib/domain/request/paging';

/** Catalogues a page of the reseller's list (spec 03 §7: catalogue list default limit 10). */
export const RESELLER_CATALOGUES_PAGE_SIZE = 10;

/** The signed-in visitor, or how the read failed. */
export async function readMe(): Promise<OrdersRead<Me>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle<Me>('me', () => api.api.auth.me.$get());
}

/** One page (1-based, 10 a page) of a shop's catalogues in the shop's order. */
export async function readShopCataloguePage(
  slug: string,
  page: number,
): Promise<OrdersRead<CataloguePage>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle<CataloguePage>('catalogues', () =>
    api.api.shops[':slug'].catalogues.$get({
      param: { slug },
      query: {
        offset: String(pageOffset(page, RESELLER_CATALOGUES_PAGE_SIZE)),
        limit: String(RESELLER_CATALOGUES_PAGE_SIZE),
      },
    }),
  );
}
