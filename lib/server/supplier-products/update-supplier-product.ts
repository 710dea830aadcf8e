import 'server-only';

import { eq } from 'drizzle-orm';

import type { SupplierProduct, SupplierProductInput } from '@/lib/api/schemas/supplier-products';
import { products, storeListings } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { checkItemReferences } from './check-item-references';
import { expireItemPages, shopsListing } from './expire-item-pages';
import { itemValues } from './item-values';
import { authorizeSupplierItems, requireSupplierProduct } from './supplier-product-access';
import {
  readProductVariants,
  reshapeSupplierProduct,
  supplierProductColumns,
} from './supplier-product-view';
import { writeVariantRows } from './write-variant-rows';

/**
 * Replaces the editable fields of one of the supplier's items (PUT: fields left out take their
 * defaults) and its per-combination rows, in one transaction holding the item's row; a new type
 * moves the item to that type's lists in the shops that list it. Then every cached page showing
 * the item expires. Refusals: those of `createSupplierProduct`, and 404 `product_not_found`
 * (unknown, retired, or another supplier's).
 */
export async function updateSupplierProduct(
  ctx: ServiceContext,
  supplierId: string,
  productId: string,
  input: SupplierProductInput,
): Promise<SupplierProduct> {
  const saved = await ctx.db.transaction(async (tx) => {
    await authorizeSupplierItems(ctx, supplierId, tx);
    const current = await requireSupplierProduct(tx, supplierId, productId, { lock: true });
    await checkItemReferences(tx, supplierId, input, current.photos);
    const { values, sanitized } = itemValues(input);
    const [row] = await tx
      .update(products)
      .set(values)
      .where(eq(products.id, productId))
      .returning(supplierProductColumns);
    if (current.type !== input.type) {
      await tx
        .update(storeListings)
        .set({ productType: input.type })
        .where(eq(storeListings.productId, productId));
    }
    await writeVariantRows(tx, productId, row!.variants, input.variant_stock);
    return {
      ...reshapeSupplierProduct(row!, await readProductVariants(tx, productId)),
      sanitized,
    };
  });
  expireItemPages(productId, await shopsListing(ctx.db, productId));
  return saved;
}
