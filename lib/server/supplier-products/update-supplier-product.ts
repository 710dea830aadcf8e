import 'server-only';

import { and, eq, ne } from 'drizzle-orm';

import type { SupplierProduct, SupplierProductInput } from '@/lib/api/schemas/supplier-products';
import { products, storeListings } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { uploadStorage } from '../gallery/storage';
import { logger } from '../log/logger';
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
    await checkItemReferences(tx, supplierId, input, current.photos, {
      currentFileKey: current.digitalFileKey,
    });
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
    const replacedFile =
      current.digitalFileKey && current.digitalFileKey !== row!.digitalFileKey
        ? current.digitalFileKey
        : null;
    return {
      item: {
        ...reshapeSupplierProduct(row!, await readProductVariants(tx, productId)),
        sanitized,
      },
      replacedFile,
    };
  });
  expireItemPages(productId, await shopsListing(ctx.db, productId));
  if (saved.replacedFile) await removeUnusedFile(ctx, productId, saved.replacedFile);
  return saved.item;
}

/**
 * A stored file the item no longer delivers is removed once the save has committed, unless
 * another item of the supplier still delivers it. Buyers of past orders get the item's file as
 * it is now. A failed removal leaves an unreferenced file, logged; the save stands.
 */
async function removeUnusedFile(ctx: ServiceContext, productId: string, key: string) {
  const [other] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.digitalFileKey, key), ne(products.id, productId)))
    .limit(1);
  if (other) return;
  await uploadStorage()
    .removePrivate(key)
    .catch((error: unknown) => logger.error({ err: error, key }, 'digital file removal failed'));
}
