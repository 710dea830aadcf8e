import 'server-only';

import { and, eq, inArray, isNotNull } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { products, productVariants } from '@/lib/db/schema';
import { columnOf, type UploadRowError } from '@/lib/domain/items/upload-rows';

import type { CheckedRow } from './check-upload-rows';

const LOOKUP_CHUNK = 1_000;

/**
 * A row that gives a stock (`existencias`) for an item whose combinations keep their own stock
 * (per-variant rows) is refused on that column, `variant_stock_in_editor`: one number cannot say
 * how many of each size or colour there are, and writing it would break the rule that the item's
 * stock is their sum (docs/decisions.md, "Uploads and variant stock"). A blank stock cell keeps
 * the item's stock as it is. Answers the rows still valid; the refusals go into `errors`.
 */
export async function refuseVariantStock(
  db: Pick<Db, 'selectDistinct'>,
  supplierId: string,
  rows: readonly CheckedRow[],
  errors: UploadRowError[],
): Promise<CheckedRow[]> {
  const given = rows.filter((row) => row.stockGiven);
  const withVariants = new Set<string>();
  for (let start = 0; start < given.length; start += LOOKUP_CHUNK) {
    const skus = given.slice(start, start + LOOKUP_CHUNK).map((row) => row.sku);
    const found = await db
      .selectDistinct({ sku: products.sku })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(
        and(eq(products.ownerId, supplierId), isNotNull(products.sku), inArray(products.sku, skus)),
      );
    for (const { sku } of found) if (sku) withVariants.add(sku);
  }
  if (withVariants.size === 0) return [...rows];
  const kept: CheckedRow[] = [];
  for (const row of rows) {
    if (row.stockGiven && withVariants.has(row.sku)) {
      errors.push({
        row: row.row,
        sku: row.sku,
        field: 'available',
        column: columnOf('available'),
        code: 'variant_stock_in_editor',
      });
    } else kept.push(row);
  }
  errors.sort((a, b) => a.row - b.row);
  return kept;
}
