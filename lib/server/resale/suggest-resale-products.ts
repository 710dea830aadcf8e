import 'server-only';

import { and, asc, eq, type SQL, sql } from 'drizzle-orm';

import type { ResaleSuggestions, ResaleSuggestionsQuery } from '@/lib/api/schemas/resale';
import { products, suppliers } from '@/lib/db/schema';
import { suggestionLimit } from '@/lib/domain/resale/resale-rules';
import { escapeLike } from '@/lib/domain/search/search-text';

import type { ServiceContext } from '../context';
import { authorizeResaleShop, resaleScope } from './resale-scope';

/** The expression of the trigram index of names (`products_name_trgm_idx`). */
const unaccentedName = sql`tienda_unaccent(lower(${products.name}))`;

/**
 * `GET /shops/{slug}/resale/suggestions` (spec 03 §2, §5, §9): the autocomplete of the modal's
 * text search: names of items the shop may resell that start with the (lowercased) text, then
 * those containing it, accent-insensitive; 10 for products, 5 for the other types; none for an
 * empty text.
 */
export async function suggestResaleProducts(
  ctx: ServiceContext,
  slug: string,
  query: ResaleSuggestionsQuery,
): Promise<ResaleSuggestions> {
  const shop = await authorizeResaleShop(ctx, slug);
  if (!query.text) return { results: [] };
  const limit = suggestionLimit(query.type);
  const scope = resaleScope(shop, query.type, query.source);
  const text = escapeLike(query.text);
  const names = async (match: SQL) =>
    (
      await ctx.db
        .selectDistinct({ name: products.name })
        .from(products)
        .innerJoin(suppliers, eq(suppliers.id, products.ownerId))
        .where(and(scope, match))
        .orderBy(asc(products.name))
        .limit(limit)
    ).map((r) => r.name);
  const starting = await names(sql`${unaccentedName} like tienda_unaccent(${`${text}%`})`);
  const results = new Set(starting);
  if (results.size < limit) {
    for (const name of await names(sql`${unaccentedName} like tienda_unaccent(${`%${text}%`})`))
      results.add(name);
  }
  return { results: [...results].slice(0, limit) };
}
