import 'server-only';

import { and, asc, count, desc, eq } from 'drizzle-orm';

import type { FranchisePage, ShopFranchisesQuery } from '@/lib/api/schemas/franchises';
import { shopFranchises, shops } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { FRANCHISE_COLUMNS, publishedFranchise, toFranchise } from './franchise-rows';

/**
 * `GET /shops/{slug}/franchises` (spec 03 §7 "GET …/store/franchises"): the franchises the shop
 * lists in its franchises section, newest first. Public, like the section's page. A store that
 * stopped being a franchise drops out of the list.
 */
export async function listShopFranchises(
  { db }: ServiceContext,
  slug: string,
  page: ShopFranchisesQuery,
): Promise<FranchisePage> {
  const [shop] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(eq(shops.slug, slug.toLowerCase()))
    .limit(1);
  if (!shop) throw new ApiError('shop_not_found');
  const where = and(eq(shopFranchises.shopId, shop.id), publishedFranchise());
  const [rows, [total]] = await Promise.all([
    db
      .select(FRANCHISE_COLUMNS)
      .from(shopFranchises)
      .innerJoin(shops, eq(shops.id, shopFranchises.franchiseShopId))
      .where(where)
      .orderBy(desc(shopFranchises.createdAt), asc(shops.name), asc(shops.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(shopFranchises)
      .innerJoin(shops, eq(shops.id, shopFranchises.franchiseShopId))
      .where(where),
  ]);
  return { results: rows.map(toFranchise), matches_estimated: total?.n ?? 0 };
}
