import 'server-only';

import { and, asc, count, eq, or, sql } from 'drizzle-orm';

import type { ResaleCategoriesQuery, ResaleCategoryPage } from '@/lib/api/schemas/resale';
import { categories, products, suppliers } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { escapeLike } from '@/lib/domain/search/search-text';

import type { ServiceContext } from '../context';
import { authorizeResaleShop, resaleScope } from './resale-scope';

/**
 * `GET /shops/{slug}/resale/categories` (spec 03 §2 category dropdown, §7 "Category search"): the
 * categories holding at least one item of the type the shop may resell (of the supplier when
 * given), by name in the request's language, filtered by a part of either name.
 */
export async function searchResaleCategories(
  ctx: ServiceContext,
  slug: string,
  query: ResaleCategoriesQuery,
  locale: Locale,
): Promise<ResaleCategoryPage> {
  const shop = await authorizeResaleShop(ctx, slug);
  const name = locale === 'en' ? categories.nameEn : categories.nameEs;
  const part = `%${escapeLike(query.name)}%`;
  const where = and(
    query.name
      ? or(
          sql`tienda_unaccent(lower(${categories.nameEs})) like tienda_unaccent(${part})`,
          sql`tienda_unaccent(lower(${categories.nameEn})) like tienda_unaccent(${part})`,
        )
      : undefined,
    sql`exists (select 1 from ${products} inner join ${suppliers} on ${suppliers.id} = ${products.ownerId}
      where ${products.categoryId} = ${categories.id} and ${and(
        resaleScope(shop, query.type, query.source),
        query.supplier ? eq(products.ownerId, query.supplier) : undefined,
      )})`,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ id: categories.id, name, slug: categories.slug })
      .from(categories)
      .where(where)
      .orderBy(asc(name), asc(categories.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ n: count() }).from(categories).where(where),
  ]);
  return { results: rows, matches_estimated: total?.n ?? 0 };
}
