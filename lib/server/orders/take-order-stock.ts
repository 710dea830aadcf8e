import 'server-only';

import { and, eq, gte, sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { products } from '@/lib/db/schema';

import { CheckoutError } from '../checkout/checkout-error';
import { takeVariantStock, type VariantUnits } from './variant-stock';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Takes the units of on-stock items in one conditional update each (in id order, so two orders
 * never wait on each other's rows): an item with fewer units than asked refuses the whole order
 * with 409 `insufficient_stock`, and the transaction rolls back what was taken. Returns the items
 * left with none.
 */
async function takeItemUnits(tx: Tx, units: Map<string, number>): Promise<string[]> {
  const soldOut: string[] = [];
  for (const [productId, quantity] of [...units].sort(([a], [b]) => a.localeCompare(b))) {
    const [row] = await tx
      .update(products)
      .set({ available: sql`${products.available} - ${quantity}` })
      .where(
        and(
          eq(products.id, productId),
          eq(products.stockType, 'onstock'),
          gte(products.available, quantity),
        ),
      )
      .returning({ available: products.available });
    if (!row) throw new CheckoutError('insufficient_stock', { product_id: productId });
    if (row.available === 0) soldOut.push(productId);
  }
  return soldOut;
}

/**
 * Takes an order's units: from each on-stock item and, when the item has per-combination rows,
 * from the line's row (lines of on-demand items are left out by the caller, or counted nowhere
 * here). Used when an order is placed and when an expired payment is restarted. Throws 409
 * `insufficient_stock` naming the first item short; answers the items (or one of their
 * combinations) whose last unit just sold, whose pages the caller expires.
 */
export async function takeOrderStock(tx: Tx, lines: readonly VariantUnits[]): Promise<string[]> {
  const units = new Map<string, number>();
  for (const line of lines) {
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  }
  const itemsSoldOut = await takeItemUnits(tx, units);
  const variants = await takeVariantStock(tx, lines);
  if (variants.short) {
    throw new CheckoutError('insufficient_stock', { product_id: variants.short });
  }
  return [...new Set([...itemsSoldOut, ...variants.soldOut])];
}
