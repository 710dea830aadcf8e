import 'server-only';

import { eq } from 'drizzle-orm';

import { catalogueProducts, products, storeListings } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { expireItemPages, shopsListing } from './expire-item-pages';
import { authorizeSupplierItems, requireSupplierProduct } from './supplier-product-access';

/**
 * Retires one of the supplier's items for good (issue 16), in one transaction: it leaves every
 * shop and catalogue listing it, and stays in the table unpublished, hidden and disabled, with
 * `retired_at` set — so carts holding it show it unavailable (their lines stay until the shopper
 * removes them), orders keep the name, photo and price they copied, and the supplier's list and
 * editor no longer show it (404 `product_not_found` from then on). Then every cached page that
 * showed it expires. Refusals as `getSupplierProduct`.
 */
export async function retireSupplierProduct(
  ctx: ServiceContext,
  supplierId: string,
  productId: string,
): Promise<void> {
  const listedIn = await ctx.db.transaction(async (tx) => {
    await authorizeSupplierItems(ctx, supplierId, tx);
    await requireSupplierProduct(tx, supplierId, productId, { lock: true });
    const slugs = await shopsListing(tx, productId);
    await tx
      .update(products)
      .set({ retiredAt: new Date(), listState: 'unpublished', hidden: true, disabled: true })
      .where(eq(products.id, productId));
    await tx.delete(catalogueProducts).where(eq(catalogueProducts.productId, productId));
    await tx.delete(storeListings).where(eq(storeListings.productId, productId));
    return slugs;
  });
  expireItemPages(productId, listedIn);
}
