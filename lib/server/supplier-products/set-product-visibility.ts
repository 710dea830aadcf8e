import 'server-only';

import { eq } from 'drizzle-orm';

import type {
  SupplierProduct,
  SupplierProductVisibility,
} from '@/lib/api/schemas/supplier-products';
import { products } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { expireItemPages, shopsListing } from './expire-item-pages';
import { authorizeSupplierItems, requireSupplierProduct } from './supplier-product-access';
import {
  readProductVariants,
  reshapeSupplierProduct,
  supplierProductColumns,
} from './supplier-product-view';

/**
 * Publishes or unpublishes, hides or shows one of the supplier's items (spec 03 §3 `list_state`,
 * `hiden`): visitors of every shop listing it see it only published and not hidden. Every
 * cached page showing it expires. Refusals as `getSupplierProduct`.
 */
export async function setProductVisibility(
  ctx: ServiceContext,
  supplierId: string,
  productId: string,
  input: SupplierProductVisibility,
): Promise<SupplierProduct> {
  const saved = await ctx.db.transaction(async (tx) => {
    await authorizeSupplierItems(ctx, supplierId, tx);
    await requireSupplierProduct(tx, supplierId, productId, { lock: true });
    const [row] = await tx
      .update(products)
      .set({
        ...(input.list_state ? { listState: input.list_state } : {}),
        ...(input.hiden === undefined ? {} : { hidden: input.hiden }),
      })
      .where(eq(products.id, productId))
      .returning(supplierProductColumns);
    return reshapeSupplierProduct(row!, await readProductVariants(tx, productId));
  });
  expireItemPages(productId, await shopsListing(ctx.db, productId));
  return saved;
}
