import 'server-only';

import { type OrdersRead, settle, visitorClient } from '@/components/orders/order-reads';
import type { ProductUploadList } from '@/lib/api/schemas/product-uploads';

/** The supplier's latest uploads, for the history the upload page renders. */
export async function readProductUploads(
  supplierId: string,
): Promise<OrdersRead<ProductUploadList>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('product uploads', () =>
    api.api.suppliers[':id']['product-uploads'].$get({ param: { id: supplierId } }),
  );
}
