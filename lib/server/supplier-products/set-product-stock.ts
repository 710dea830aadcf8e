import 'server-only';

import { eq } from 'drizzle-orm';

import type { SupplierProduct, SupplierProductStock } from '@/lib/api/schemas/supplier-products';
import { products, productVariants } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { expireItemPages, shopsListing } from './expire-item-pages';
import { authorizeSupplierItems, requireSupplierProduct } from './supplier-product-access';
import {
  readProductVariants,
  reshapeSupplierProduct,
  supplierProductColumns,
} from './supplier-product-view';

/**
 * Sets an item's units in stock (the list's inline edit); sold out follows (an on-stock item with
 * none). An item whose combinations have their own rows keeps their sum: 422 `validation_error`
 * with `available: ['variant_stock_in_editor']` (their stock is edited in the item's editor).
 * Every cached page showing the item expires. Refusals otherwise as `getSupplierProduct`.
 */
export async function setProductStock(
  ctx: ServiceContext,
  supplierId: string,
  productId: string,
  input: SupplierProductStock,
): Promise<SupplierProduct> {
  const saved = await ctx.db.transaction(async (tx) => {
    await authorizeSupplierItems(ctx, supplierId, tx);
    const current = await requireSupplierProduct(tx, supplierId, productId, { lock: true });
    const [combination] = await tx
      .select({ variant: productVariants.variant })
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .limit(1);
    if (combination) {
      throw new ApiError('validation_error', { available: ['variant_stock_in_editor'] });
    }
    const [row] = await tx
      .update(products)
      .set({
        available: input.available,
        soldOut: current.stockType === 'onstock' && input.available === 0,
      })
      .where(eq(products.id, productId))
      .returning(supplierProductColumns);
    return reshapeSupplierProduct(row!, await readProductVariants(tx, productId));
  });
  expireItemPages(productId, await shopsListing(ctx.db, productId));
  return saved;
}
