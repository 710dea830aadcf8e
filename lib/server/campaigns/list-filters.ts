import 'server-only';

import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { dayStart } from '@/lib/db/day-start';
import { escapeLike } from '@/lib/domain/search/search-text';

/** A `text` filter on a name column: part of it, accents and case ignored. */
export function nameMatch(column: AnyPgColumn, text: string): SQL {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return sql`tienda_unaccent(lower(${column})) like tienda_unaccent(${pattern})`;
}

/** Created within the query's days (Mexico City), both included. */
export function createdWithin(
  column: AnyPgColumn,
  query: { start_date?: string | undefined; end_date?: string | undefined },
): SQL[] {
  const conditions: SQL[] = [];
  if (query.start_date) conditions.push(sql`${column} >= ${dayStart(query.start_date)}`);
  if (query.end_date) conditions.push(sql`${column} < ${dayStart(query.end_date, 1)}`);
  return conditions;
}
