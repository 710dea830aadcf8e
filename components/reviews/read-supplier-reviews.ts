import 'server-only';

import { settle, visitorClient, type OrdersRead } from '@/components/orders/order-reads';
import { SUPPLIER_REVIEWS_PAGE_SIZE, type SupplierReviewsPage } from '@/lib/api/schemas/reviews';
import { pageOffset } from '@/lib/domain/request/paging';

/** One page (1-based) of the reviews of a supplier's items, those not answered first. */
export async function readSupplierReviews(
  supplierId: string,
  page: number,
): Promise<OrdersRead<SupplierReviewsPage>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('supplier reviews', () =>
    api.api.suppliers[':id'].reviews.$get({
      param: { id: supplierId },
      query: {
        offset: String(pageOffset(page, SUPPLIER_REVIEWS_PAGE_SIZE)),
        limit: String(SUPPLIER_REVIEWS_PAGE_SIZE),
      },
    }),
  );
}
