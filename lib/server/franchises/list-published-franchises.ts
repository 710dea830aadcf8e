import 'server-only';

import { and, asc, count, sql } from 'drizzle-orm';

import type { FranchisePage, PublishedFranchisesQuery } from '@/lib/api/schemas/franchises';
import { shops } from '@/lib/db/schema';
import { escapeLike } from '@/lib/domain/search/search-text';

import type { ServiceContext } from '../context';
import { FRANCHISE_COLUMNS, publishedFranchise, toFranchise } from './franchise-rows';

/**
 * `GET /franchises` (spec 03 §7 "published/franchises", "Franchise or affinity search"): the
 * published franchise and affinity stores by name (accents and case aside), narrowed by a part of the name (accents and
 * case ignored). Public: these stores invite anyone to open a franchise.
 */
export async function listPublishedFranchises(
  { db }: ServiceContext,
  query: PublishedFranchisesQuery,
): Promise<FranchisePage> {
  const where = and(
    publishedFranchise(query.type),
    query.text
      ? sql`tienda_unaccent(lower(${shops.name})) like tienda_unaccent(${`%${escapeLike(query.text.toLowerCase())}%`})`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(FRANCHISE_COLUMNS)
      .from(shops)
      .where(where)
      .orderBy(asc(sql`tienda_unaccent(lower(${shops.name}))`), asc(shops.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(shops).where(where),
  ]);
  return { results: rows.map(toFranchise), matches_estimated: total?.n ?? 0 };
}
