import 'server-only';

import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { orderLines, products } from '@/lib/db/schema';

import { returnVariantStock } from './variant-stock';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Gives a cancelled order's on-stock units back (on-demand items were never counted), to the
 * item and to the line's combination row when the item has them.
 */
export async function releaseOrderStock(tx: Tx, orderId: string): Promise<void> {
  const lines = await tx
    .select({
      productId: orderLines.productId,
      variant: orderLines.variant,
      quantity: orderLines.quantity,
      stockType: products.stockType,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId));
  const units = new Map<string, number>();
  for (const line of lines)
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of [...units].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(products)
      .set({ available: sql`${products.available} + ${quantity}` })
      .where(and(eq(products.id, productId), eq(products.stockType, 'onstock')));
  }
  await returnVariantStock(
    tx,
    lines.filter((line) => line.stockType === 'onstock'),
  );
}
