import 'server-only';

import { inArray } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { productVariants } from '@/lib/db/schema';

import { lineKey } from './cart-batch';

/**
 * The per-combination rows (`product_variants`) of some items: their stock and, when set, their
 * price, by item and variant label, and which items have rows at all.
 */
export interface VariantStock {
  rows: ReadonlyMap<string, { available: number; listPrice: number | null }>;
  items: ReadonlySet<string>;
}

export async function readVariantStock(
  db: Pick<Db, 'select'>,
  productIds: readonly string[],
): Promise<VariantStock> {
  if (productIds.length === 0) return { rows: new Map(), items: new Set() };
  const rows = await db
    .select({
      productId: productVariants.productId,
      variant: productVariants.variant,
      available: productVariants.available,
      listPrice: productVariants.listPrice,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, [...new Set(productIds)]));
  return {
    rows: new Map(rows.map((row) => [lineKey(row.productId, row.variant), row])),
    items: new Set(rows.map((row) => row.productId)),
  };
}

/**
 * The item as one of its combinations: that row's stock and its price (the item's when the row
 * has none). An item without rows is returned as it is; a combination an item with rows has no
 * row for has nothing left.
 */
export function asVariant<T extends { id: string; available: number; listPrice: number }>(
  stock: VariantStock,
  product: T,
  variant: string,
): T {
  if (!stock.items.has(product.id)) return product;
  const row = stock.rows.get(lineKey(product.id, variant));
  return {
    ...product,
    available: row?.available ?? 0,
    listPrice: row?.listPrice ?? product.listPrice,
  };
}
