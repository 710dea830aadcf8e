import 'server-only';

import { and, eq, inArray, isNotNull } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import type { OrderState } from '@/lib/domain/vocabulary';

type Reader = Pick<Db, 'select'>;

/**
 * Whether an order hands over its digital items (spec 03 §1 "digital", issue 16: "delivered after
 * payment"): once paid and while not cancelled. Before, the item's address is never shown.
 */
export function deliversDigitalItems(order: { paidAt: Date | null; state: OrderState }): boolean {
  return order.paidAt !== null && !order.state.startsWith('canceled');
}

/**
 * The addresses the digital items among `productIds` deliver (the file or page the supplier gave
 * the item), by product id; only asked for orders that deliver them.
 */
export async function digitalItemUrls(
  db: Reader,
  productIds: readonly string[],
): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, url: products.digitalUrl })
    .from(products)
    .where(
      and(
        inArray(products.id, [...new Set(productIds)]),
        eq(products.type, 'digital'),
        isNotNull(products.digitalUrl),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.url!]));
}

/**
 * The names of the files the platform stores for the digital items among `productIds` (handed
 * over through signed links, lib/server/digital-files), by product id; only asked for orders
 * that deliver them.
 */
export async function digitalItemFiles(
  db: Reader,
  productIds: readonly string[],
): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.digitalFileName })
    .from(products)
    .where(
      and(
        inArray(products.id, [...new Set(productIds)]),
        eq(products.type, 'digital'),
        isNotNull(products.digitalFileKey),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.name || 'archivo']));
}
