import 'server-only';

import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';

import { products, shops, suppliers } from '@/lib/db/schema';

/**
 * A shop the network shows: not a proxy (a mirror of another shop, listed once as its source),
 * and not one of a disabled supplier (its storefront says it sells nothing now). Shops have no
 * published/hidden flag of their own: every other shop is public. Written on the unaliased
 * `shops` table, so it fits any query or subquery that reads `shops` once.
 */
export const publicShop: SQL = sql`(${shops.isProxy} = false and (${shops.supplierId} is null or exists (select 1 from ${suppliers} as shop_owner where shop_owner.id = ${shops.supplierId} and shop_owner.enabled)))`;

/**
 * An item anyone may see and buy: published, visible, not retired, of an enabled supplier (the
 * same rule as the storefront's visitors, lib/server/products/product-columns.ts).
 */
export const publicItem: SQL = and(
  eq(products.listState, 'published'),
  eq(products.hidden, false),
  isNull(products.retiredAt),
  sql`exists (select 1 from ${suppliers} as item_owner where item_owner.id = ${products.ownerId} and item_owner.enabled)`,
) as SQL;

/** The text a name is searched by: lower case, no accents ('Café' and 'cafe' meet). */
export const folded = (value: SQL | typeof shops.name) => sql`tienda_unaccent(lower(${value}))`;
