import 'server-only';

import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { orderLines, products } from '@/lib/db/schema';

import { returnVariantStock } from './variant-stock';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Units of an item (and its combination, '' for none) coming back. */
export interface ReturnedUnits {
  productId: string;
  variant: string;
  quantity: number;
}

/**
 * Gives units back to stock: to each on-stock item (on-demand items were never counted), in id
 * order so two writers never wait on each other's rows, and to the combination's row when the
 * item has them.
 */
export async function returnUnitsToStock(tx: Tx, lines: readonly ReturnedUnits[]): Promise<void> {
  if (lines.length === 0) return;
  const onStock = new Set(
    (
      await tx
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            inArray(products.id, [...new Set(lines.map((line) => line.productId))]),
            eq(products.stockType, 'onstock'),
          ),
        )
    ).map((row) => row.id),
  );
  const counted = lines.filter((line) => onStock.has(line.productId));
  const units = new Map<string, number>();
  for (const line of counted)
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of [...units].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(products)
      .set({ available: sql`${products.available} + ${quantity}` })
      .where(eq(products.id, productId));
  }
  await returnVariantStock(tx, counted);
}

/** Gives a cancelled order's on-stock units back. */
export async function releaseOrderStock(tx: Tx, orderId: string): Promise<void> {
  const lines = await tx
    .select({
      productId: orderLines.productId,
      variant: orderLines.variant,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  await returnUnitsToStock(tx, lines);
}
