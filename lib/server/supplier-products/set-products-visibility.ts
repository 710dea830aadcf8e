import 'server-only';

import { and, eq, inArray, isNull } from 'drizzle-orm';

import type {
  SupplierProductsVisibility,
  SupplierProductsVisibilityResult,
} from '@/lib/api/schemas/supplier-products';
import { products } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { expireItemPages, shopsListing } from './expire-item-pages';
import { authorizeSupplierItems } from './supplier-product-access';

/**
 * Publishes or unpublishes, hides or shows several of the supplier's items at once (the list's
 * bulk actions), in one transaction: every id must be one of the supplier's items, not retired,
 * or nothing changes and the answer is 404 `product_not_found` (another supplier's ids reveal
 * nothing). Then every cached page showing them expires. Refusals otherwise as
 * `authorizeSupplierItems`.
 */
export async function setProductsVisibility(
  ctx: ServiceContext,
  supplierId: string,
  input: SupplierProductsVisibility,
): Promise<SupplierProductsVisibilityResult> {
  const ids = [...new Set(input.products)].sort();
  const updated = await ctx.db.transaction(async (tx) => {
    await authorizeSupplierItems(ctx, supplierId, tx);
    const mine = and(
      inArray(products.id, ids),
      eq(products.ownerId, supplierId),
      isNull(products.retiredAt),
    );
    const held = await tx.select({ id: products.id }).from(products).where(mine).for('update');
    if (held.length !== ids.length) throw new ApiError('product_not_found');
    const rows = await tx
      .update(products)
      .set({
        ...(input.list_state ? { listState: input.list_state } : {}),
        ...(input.hiden === undefined ? {} : { hidden: input.hiden }),
      })
      .where(mine)
      .returning({ id: products.id });
    return rows.map((row) => row.id).sort();
  });
  for (const id of updated) expireItemPages(id, await shopsListing(ctx.db, id));
  return { updated };
}
