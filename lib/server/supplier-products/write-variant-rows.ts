import 'server-only';

import { eq } from 'drizzle-orm';

import type { SupplierProductInput } from '@/lib/api/schemas/supplier-products';
import { productVariants } from '@/lib/db/schema';
import { type VariantGroups, variantLabel } from '@/lib/domain/cart/variants';

import type { Tx } from '../catalogues/catalogue-writes';

/**
 * Replaces the item's per-combination rows with the input's. Each row is keyed by the label a
 * cart line records for it, built from the groups as the database returned them (their key
 * order is the one the item page and the cart read), so a line finds its row.
 */
export async function writeVariantRows(
  tx: Tx,
  productId: string,
  storedGroups: VariantGroups,
  rows: SupplierProductInput['variant_stock'],
): Promise<void> {
  await tx.delete(productVariants).where(eq(productVariants.productId, productId));
  if (rows.length === 0) return;
  await tx.insert(productVariants).values(
    rows.map((row, position) => ({
      productId,
      variant: variantLabel(storedGroups, row.options) ?? '',
      options: row.options,
      position,
      available: row.available,
      listPrice: row.list_price,
    })),
  );
}
