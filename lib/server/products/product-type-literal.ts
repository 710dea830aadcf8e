import 'server-only';

import { type SQL, sql } from 'drizzle-orm';

import { PRODUCT_TYPES, type ProductType } from '@/lib/domain/vocabulary';

/**
 * An item type written into a query as a literal, for conditions that must prove a partial
 * index's predicate (a parameter cannot); checked against the vocabulary first.
 */
export function productTypeLiteral(type: ProductType): SQL {
  if (!PRODUCT_TYPES.includes(type)) throw new Error(`unknown product type ${String(type)}`);
  return sql.raw(`'${type}'`);
}
