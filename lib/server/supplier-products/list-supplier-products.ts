import 'server-only';

import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';

import type {
  SupplierProductListQuery,
  SupplierProductPage,
} from '@/lib/api/schemas/supplier-products';
import { products } from '@/lib/db/schema';
import { escapeLike } from '@/lib/domain/search/search-text';

import type { ServiceContext } from '../context';
import { authorizeSupplierItems } from './supplier-product-access';
import { reshapeSupplierProductRow, supplierProductRowColumns } from './supplier-product-view';

const folded = (value: SQL) => sql`tienda_unaccent(lower(${value}))`;

/** Words of the name, Spanish or English, accents and case aside. */
function nameMatch(text: string): SQL {
  const pattern = sql`tienda_unaccent(${`%${escapeLike(text.toLowerCase())}%`})`;
  return or(
    sql`${folded(sql`${products.name}`)} like ${pattern}`,
    sql`${folded(sql`coalesce(${products.nameEn}, '')`)} like ${pattern}`,
  )!;
}

/**
 * The supplier's items, not retired, newest change first (20 a page), by words of the name and
 * type; refusals as `authorizeSupplierItems`.
 */
export async function listSupplierProducts(
  ctx: ServiceContext,
  supplierId: string,
  query: SupplierProductListQuery,
): Promise<SupplierProductPage> {
  await authorizeSupplierItems(ctx, supplierId);
  const where = and(
    eq(products.ownerId, supplierId),
    isNull(products.retiredAt),
    query.type ? eq(products.type, query.type) : undefined,
    query.text ? nameMatch(query.text) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(supplierProductRowColumns)
      .from(products)
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ matches: count() }).from(products).where(where),
  ]);
  return { results: rows.map(reshapeSupplierProductRow), matches_estimated: total?.matches ?? 0 };
}
