import 'server-only';

import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';

import type {
  SupplierProductListQuery,
  SupplierProductPage,
} from '@/lib/api/schemas/supplier-products';
import { products } from '@/lib/db/schema';
import {
  type ItemListSort,
  type ItemStockFilter,
  LOW_STOCK_UNITS,
} from '@/lib/domain/items/item-list';
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

const onStock = eq(products.stockType, 'onstock');

/** The list's stock filter (lib/domain/items/item-list.ts). */
function stockMatch(filter: ItemStockFilter): SQL {
  if (filter === 'sold_out') return and(onStock, lte(products.available, 0))!;
  if (filter === 'low') {
    return and(onStock, gt(products.available, 0), lte(products.available, LOW_STOCK_UNITS))!;
  }
  return or(eq(products.stockType, 'ondemand'), gt(products.available, 0))!;
}

/** Each sort, then the id so pages never overlap. */
const ORDER: Record<ItemListSort, SQL[]> = {
  updated: [desc(products.updatedAt), desc(products.id)],
  name: [asc(folded(sql`${products.name}`)), asc(products.id)],
  price: [asc(products.listPrice), asc(products.id)],
  // On-demand items have no count: they come after every counted one.
  stock: [asc(sql`case when ${onStock} then ${products.available} end`), asc(products.id)],
};

/**
 * The supplier's items, not retired (20 a page), by words of the name, type and stock state,
 * newest change first or by name, price or stock; refusals as `authorizeSupplierItems`.
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
    query.stock ? stockMatch(query.stock) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(supplierProductRowColumns)
      .from(products)
      .where(where)
      .orderBy(...ORDER[query.sort ?? 'updated'])
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ matches: count() }).from(products).where(where),
  ]);
  return { results: rows.map(reshapeSupplierProductRow), matches_estimated: total?.matches ?? 0 };
}
