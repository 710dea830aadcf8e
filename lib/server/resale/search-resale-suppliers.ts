import 'server-only';

import { and, asc, count, sql } from 'drizzle-orm';

import type { ResaleSupplierPage, ResaleSuppliersQuery } from '@/lib/api/schemas/resale';
import { products, suppliers } from '@/lib/db/schema';
import { escapeLike } from '@/lib/domain/search/search-text';

import type { ServiceContext } from '../context';
import { authorizeResaleShop, resaleScope } from './resale-scope';

/**
 * `GET /shops/{slug}/resale/suppliers` (spec 03 §2 supplier dropdown, §7 "dssuppliers/search"):
 * the suppliers with at least one item of the type the shop may resell, by name, filtered by a
 * part of their name (accent-insensitive).
 */
export async function searchResaleSuppliers(
  ctx: ServiceContext,
  slug: string,
  query: ResaleSuppliersQuery,
): Promise<ResaleSupplierPage> {
  const shop = await authorizeResaleShop(ctx, slug);
  const where = and(
    query.text
      ? sql`tienda_unaccent(lower(${suppliers.name})) like tienda_unaccent(${`%${escapeLike(query.text)}%`})`
      : undefined,
    sql`exists (select 1 from ${products} where ${products.ownerId} = ${suppliers.id} and ${resaleScope(shop, query.type, query.source)})`,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ id: suppliers.id, name: suppliers.name, image: suppliers.image })
      .from(suppliers)
      .where(where)
      .orderBy(asc(suppliers.name), asc(suppliers.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ n: count() }).from(suppliers).where(where),
  ]);
  return { results: rows, matches_estimated: total?.n ?? 0 };
}
