import 'server-only';

import { type OrdersRead, settle, visitorClient } from '@/components/orders/order-reads';
import type { CategoryList } from '@/lib/api/schemas/category';
import type {
  SupplierProduct,
  SupplierProductListQuery,
  SupplierProductPage,
} from '@/lib/api/schemas/supplier-products';
import { serverApiClient } from '@/lib/server/http/in-process-client';

/** One of the supplier's items, for its editor; `missing` for anyone else or a retired item. */
export async function readSupplierProduct(
  supplierId: string,
  productId: string,
): Promise<OrdersRead<SupplierProduct>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('supplier item', () =>
    api.api.suppliers[':id'].products[':product'].$get({
      param: { id: supplierId, product: productId },
    }),
  );
}

/** A page of the supplier's items. */
export async function readSupplierProducts(
  supplierId: string,
  query: Partial<SupplierProductListQuery>,
): Promise<OrdersRead<SupplierProductPage>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  const params = Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  );
  return settle('supplier items', () =>
    api.api.suppliers[':id'].products.$get({ param: { id: supplierId }, query: params }),
  );
}

/** Every category, for the editor's choice (public; no session needed). */
export async function readCategories(): Promise<CategoryList['results']> {
  const read = await settle<CategoryList>('categories', () =>
    serverApiClient().api.categories.$get(),
  );
  return read.kind === 'read' ? read.value.results : [];
}
