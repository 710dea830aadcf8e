import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';

import type { FranchiseAdded, FranchisesInStoreAnswer } from '@/lib/api/schemas/franchises';
import { shopFranchises, shops } from '@/lib/db/schema';

import { authorizeShop } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { cacheTags } from '../cache-tags';
import { expireTag } from '../expire-tag';
import { FRANCHISE_COLUMNS, publishedFranchise, toFranchise } from './franchise-rows';

type ShopRow = typeof shops.$inferSelect;

/**
 * The shop whose franchises the actor may change or check: its admins (`storefront.edit`, as for
 * the items it lists): 401, 404 `shop_not_found`, 403 `forbidden`. A proxy shop's menu is
 * read-only (spec 01 §2): 409 `proxy_shop_read_only` for its writes.
 */
async function authorizeFranchiseShop(
  ctx: ServiceContext,
  slug: string,
  { write }: { write: boolean },
): Promise<ShopRow> {
  const shop = await authorizeShop(ctx, slug, 'storefront.edit');
  if (write && shop.isProxy) throw new ApiError('proxy_shop_read_only');
  return shop;
}

/** `POST /shops/{slug}/franchises/in-store`: each id with whether the shop lists it. */
export async function checkFranchisesInStore(
  ctx: ServiceContext,
  slug: string,
  ids: string[],
): Promise<FranchisesInStoreAnswer> {
  const shop = await authorizeFranchiseShop(ctx, slug, { write: false });
  const rows = await ctx.db
    .select({ id: shopFranchises.franchiseShopId })
    .from(shopFranchises)
    .where(and(eq(shopFranchises.shopId, shop.id), inArray(shopFranchises.franchiseShopId, ids)));
  const listed = new Set(rows.map((row) => row.id));
  return { results: Object.fromEntries(ids.map((id) => [id, listed.has(id)])) };
}

/**
 * `PUT /shops/{slug}/franchises/{franchiseId}` (spec 03 §4 "Franchise": `in_store` turns true on
 * add): lists a published franchise in the shop's section; adding one already listed changes
 * nothing (`created: false`). 404 `franchise_not_found` for a store that is not a published
 * franchise; 422 `invalid_franchise` for the shop itself.
 */
export async function addShopFranchise(
  ctx: ServiceContext,
  slug: string,
  franchiseId: string,
): Promise<{ franchise: FranchiseAdded; created: boolean }> {
  const shop = await authorizeFranchiseShop(ctx, slug, { write: true });
  const [row] = await ctx.db
    .select(FRANCHISE_COLUMNS)
    .from(shops)
    .where(and(eq(shops.id, franchiseId), publishedFranchise()))
    .limit(1);
  if (!row) throw new ApiError('franchise_not_found');
  if (row.id === shop.id) throw new ApiError('invalid_franchise');
  const inserted = await ctx.db
    .insert(shopFranchises)
    .values({ shopId: shop.id, franchiseShopId: row.id })
    .onConflictDoNothing()
    .returning({ id: shopFranchises.franchiseShopId });
  if (inserted.length > 0) expireTag(cacheTags.shopFranchises(shop.slug));
  return { franchise: { ...toFranchise(row), in_store: true }, created: inserted.length > 0 };
}

/**
 * `DELETE /shops/{slug}/franchises/{franchiseId}`: takes it out of the section (the dialog sends
 * it after its 5 s undo window). 404 `franchise_not_found` when the shop does not list it.
 */
export async function removeShopFranchise(
  ctx: ServiceContext,
  slug: string,
  franchiseId: string,
): Promise<void> {
  const shop = await authorizeFranchiseShop(ctx, slug, { write: true });
  const removed = await ctx.db
    .delete(shopFranchises)
    .where(and(eq(shopFranchises.shopId, shop.id), eq(shopFranchises.franchiseShopId, franchiseId)))
    .returning({ id: shopFranchises.franchiseShopId });
  if (removed.length === 0) throw new ApiError('franchise_not_found');
  expireTag(cacheTags.shopFranchises(shop.slug));
}
