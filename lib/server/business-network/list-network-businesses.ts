import 'server-only';

import { and, asc, count, inArray, type SQL, sql } from 'drizzle-orm';

import type {
  NetworkBusiness,
  NetworkBusinessesQuery,
  NetworkBusinessPage,
} from '@/lib/api/schemas/business-network';
import { products, shops, suppliers } from '@/lib/db/schema';
import type { BusinessKind } from '@/lib/domain/business-network/network-query';
import { networkShopHref } from '@/lib/domain/business-network/network-links';
import { escapeLike } from '@/lib/domain/search/search-text';
import type { StoreType } from '@/lib/domain/vocabulary';

import type { ServiceContext } from '../context';
import { folded, publicItem, publicShop } from './public-shop';

interface BusinessRow extends Record<string, unknown> {
  kind: BusinessKind;
  id: string;
  name: string;
  image: string | null;
  description: string | null;
  store_type: StoreType | null;
  product_count: number | null;
  shop_slug: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Part of the name, accents and case ignored (the franchise and supplier searches' rule). */
const nameContains = (name: SQL, text: string) =>
  sql`${folded(name)} like tienda_unaccent(${`%${escapeLike(text.toLowerCase())}%`})`;

function shopBranch(text: string): SQL {
  return sql`select 'shop' as kind, ${shops.id} as id, ${shops.name} as name, ${shops.photo} as image,
      ${shops.seoDescription} as description, ${shops.storeType} as store_type,
      null::int as product_count, ${shops.slug} as shop_slug, ${folded(sql`${shops.name}`)} as sort_name
    from ${shops}
    where ${publicShop}${text ? sql` and ${nameContains(sql`${shops.name}`, text)}` : sql``}`;
}

/**
 * Suppliers with at least one public item (products_owner_idx finds one per supplier). What
 * they offer and where they sell are read for the page's suppliers only (`supplierDetails`).
 */
function supplierBranch(text: string): SQL {
  return sql`select 'supplier' as kind, ${suppliers.id} as id, ${suppliers.name} as name,
      ${suppliers.image} as image, null as description, null as store_type,
      null::int as product_count, null as shop_slug, ${folded(sql`${suppliers.name}`)} as sort_name
    from ${suppliers}
    where ${suppliers.enabled}
      and exists (select 1 from ${products} where ${products.ownerId} = ${suppliers.id} and ${publicItem})${
        text ? sql` and ${nameContains(sql`${suppliers.name}`, text)}` : sql``
      }`;
}

/**
 * For the suppliers of one page: how many public items each offers, and its own public shop when
 * it has one (the place its items are surely sold; the first by slug if several).
 */
async function supplierDetails(db: ServiceContext['db'], ids: string[]) {
  if (ids.length === 0) return new Map<string, { count: number; shopSlug: string | null }>();
  const [counts, ownShops] = await Promise.all([
    db
      .select({ id: products.ownerId, n: count() })
      .from(products)
      .where(and(inArray(products.ownerId, ids), publicItem))
      .groupBy(products.ownerId),
    db
      .select({ id: shops.supplierId, slug: shops.slug })
      .from(shops)
      .where(and(inArray(shops.supplierId, ids), publicShop))
      .orderBy(asc(shops.slug)),
  ]);
  const details = new Map(ids.map((id) => [id, { count: 0, shopSlug: null as string | null }]));
  for (const row of counts) details.get(row.id)!.count = row.n;
  for (const row of ownShops) {
    const entry = row.id ? details.get(row.id) : undefined;
    if (entry && entry.shopSlug === null) entry.shopSlug = row.slug;
  }
  return details;
}

function businesses(query: NetworkBusinessesQuery): SQL {
  const branches = [
    query.type !== 'supplier' ? shopBranch(query.text) : null,
    query.type !== 'shop' ? supplierBranch(query.text) : null,
  ].filter((branch): branch is SQL => branch !== null);
  return sql.join(branches, sql` union all `);
}

function toBusiness(row: BusinessRow): NetworkBusiness {
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    image: row.image,
    description: row.description,
    store_type: row.store_type,
    product_count: row.product_count === null ? null : Number(row.product_count),
    shop_slug: row.shop_slug,
    href: row.shop_slug ? networkShopHref(row.shop_slug) : null,
  };
}

/**
 * `GET /network/businesses` (spec 03 §2 `/red-comercial`): the public shops and the suppliers
 * with public items, one list by name (accents aside). Searching, names that start with the text
 * come first (the closest matches), then those that contain it.
 */
export async function listNetworkBusinesses(
  { db }: ServiceContext,
  query: NetworkBusinessesQuery,
): Promise<NetworkBusinessPage> {
  const all = businesses(query);
  const startsFirst = query.text
    ? sql`(sort_name like tienda_unaccent(${`${escapeLike(query.text.toLowerCase())}%`})) desc, `
    : sql``;
  const [page, total] = await Promise.all([
    db.execute(
      sql`select kind, id, name, image, description, store_type, product_count, shop_slug
        from (${all}) as businesses
        order by ${startsFirst}sort_name, kind, id
        limit ${query.limit} offset ${query.offset}`,
    ),
    db.execute(sql`select count(*)::int as n from (${all}) as businesses`),
  ]);
  const rows = rowsOf<BusinessRow>(page);
  const details = await supplierDetails(
    db,
    rows.filter((row) => row.kind === 'supplier').map((row) => row.id),
  );
  for (const row of rows) {
    const detail = row.kind === 'supplier' ? details.get(row.id) : undefined;
    if (detail) Object.assign(row, { product_count: detail.count, shop_slug: detail.shopSlug });
  }
  return {
    results: rows.map(toBusiness),
    matches_estimated: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
  };
}
