import 'server-only';

import { count, eq, type SQL } from 'drizzle-orm';

import type { ProductPage } from '@/lib/api/schemas/product';
import type { Db } from '@/lib/db/client';
import { products, storeListings } from '@/lib/db/schema';

import { reshapeSummary, summaryColumns } from './product-columns';

/** One page of a shop's listed items matching `where`, in `order`, with the match count. */
export async function listingPage(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  paging: { offset: number; limit: number },
): Promise<ProductPage> {
  const [rows, total] = await Promise.all([
    db
      .select({ ...summaryColumns, queuePosition: storeListings.queuePosition })
      .from(storeListings)
      .innerJoin(products, eq(products.id, storeListings.productId))
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ n: count() })
      .from(storeListings)
      .innerJoin(products, eq(products.id, storeListings.productId))
      .where(where),
  ]);
  const now = new Date();
  return {
    results: rows.map((r) => reshapeSummary(r, { inStore: true, queuePosition: r.queuePosition }, now)),
    matches_estimated: total[0]?.n ?? 0,
  };
}
