import 'server-only';

import { type OrdersRead, settle, visitorClient } from '@/components/orders/order-reads';
import type { ProductUpload, ProductUploadList } from '@/lib/api/schemas/product-uploads';

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

/** One of the supplier's uploads with its refused rows; `missing` for an unknown one. */
export async function readProductUpload(
  supplierId: string,
  uploadId: string,
): Promise<OrdersRead<ProductUpload>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('product upload', () =>
    api.api.suppliers[':id']['product-uploads'][':upload'].$get({
      param: { id: supplierId, upload: uploadId },
    }),
  );
}
