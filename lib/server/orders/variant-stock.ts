import 'server-only';

import { and, eq, gte, sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { productVariants } from '@/lib/db/schema';

import { lineKey } from '../cart/cart-batch';
import { readVariantStock } from '../cart/variant-stock';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Units of an order line: an item, the variant label its line records, and how many. */
export interface VariantUnits {
  productId: string;
  variant: string;
  quantity: number;
}

/**
 * The lines' units summed per combination, for the items that have per-combination rows, in
 * item and label order (so two orders never wait on each other's rows).
 */
async function unitsByRow(tx: Tx, lines: readonly VariantUnits[]): Promise<VariantUnits[]> {
  const { items } = await readVariantStock(
    tx,
    lines.map((line) => line.productId),
  );
  const units = new Map<string, VariantUnits>();
  for (const line of lines) {
    if (!items.has(line.productId)) continue;
    const key = lineKey(line.productId, line.variant);
    const quantity = (units.get(key)?.quantity ?? 0) + line.quantity;
    units.set(key, { ...line, quantity });
  }
  return [...units].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

/**
 * Takes the units of the combinations with their own rows, one conditional update each, beside
 * the item-level take (which keeps the item's stock the sum of its rows). Answers the first item
 * whose combination has fewer units than asked (`short`; the caller rolls the transaction back),
 * or else the items of which a combination just sold its last unit (`soldOut`: their pages show
 * that combination as sold out from their cache, so the caller expires them).
 */
export async function takeVariantStock(
  tx: Tx,
  lines: readonly VariantUnits[],
): Promise<{ short: string | null; soldOut: string[] }> {
  const soldOut = new Set<string>();
  for (const { productId, variant, quantity } of await unitsByRow(tx, lines)) {
    const [row] = await tx
      .update(productVariants)
      .set({ available: sql`${productVariants.available} - ${quantity}` })
      .where(
        and(
          eq(productVariants.productId, productId),
          eq(productVariants.variant, variant),
          gte(productVariants.available, quantity),
        ),
      )
      .returning({ available: productVariants.available });
    if (!row) return { short: productId, soldOut: [] };
    if (row.available === 0) soldOut.add(productId);
  }
  return { short: null, soldOut: [...soldOut] };
}

/** Gives the units of the combinations with their own rows back (a cancelled order). */
export async function returnVariantStock(tx: Tx, lines: readonly VariantUnits[]): Promise<void> {
  for (const { productId, variant, quantity } of await unitsByRow(tx, lines)) {
    await tx
      .update(productVariants)
      .set({ available: sql`${productVariants.available} + ${quantity}` })
      .where(and(eq(productVariants.productId, productId), eq(productVariants.variant, variant)));
  }
}
