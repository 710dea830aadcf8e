import 'server-only';

import type { SupplierProduct } from '@/lib/api/schemas/supplier-products';

import type { ServiceContext } from '../context';
import { authorizeSupplierItems, requireSupplierProduct } from './supplier-product-access';
import { readProductVariants, reshapeSupplierProduct } from './supplier-product-view';

/** One of the supplier's items as its editor shows it; refusals as `authorizeSupplierItems`, then 404 `product_not_found`. */
export async function getSupplierProduct(
  ctx: ServiceContext,
  supplierId: string,
  productId: string,
): Promise<SupplierProduct> {
  await authorizeSupplierItems(ctx, supplierId);
  const row = await requireSupplierProduct(ctx.db, supplierId, productId);
  return reshapeSupplierProduct(row, await readProductVariants(ctx.db, productId));
}
