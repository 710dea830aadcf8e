import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Header } from '@/lib/api/schemas/shop';
import type { Db } from '@/lib/db/client';
import { headers, products, shops, storeListings } from '@/lib/db/schema';

import { authorizeShop } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { headerColumns, reshapeHeader } from './reshape-header';

type ShopRow = typeof shops.$inferSelect;

/**
 * The shop whose headers the actor may change (`storefront.edit`: its admins): 401, 404 and 403
 * as `authorizeShop` answers them. A proxy shop mirrors another shop's storefront and is read-only
 * here, as for banners and catalogues: 409 `proxy_shop_read_only`.
 */
export async function authorizeHeaderShop(
  ctx: ServiceContext,
  slug: string,
  { write = true } = {},
): Promise<ShopRow> {
  const shop = await authorizeShop(ctx, slug, 'storefront.edit');
  if (write && shop.isProxy) throw new ApiError('proxy_shop_read_only');
  return shop;
}

/** The shop's header by id, or 404 `header_not_found` (another shop's header included). */
export async function findShopHeader(db: Db, shopId: string, id: string) {
  const [row] = await db
    .select()
    .from(headers)
    .where(and(eq(headers.shopId, shopId), eq(headers.id, id)))
    .limit(1);
  if (!row) throw new ApiError('header_not_found');
  return row;
}

/** A header of the shop as the API answers it, with its product's name. */
export async function readShopHeader(db: Db, shopId: string, id: string): Promise<Header> {
  const [row] = await db
    .select(headerColumns)
    .from(headers)
    .leftJoin(products, eq(products.id, headers.productId))
    .where(and(eq(headers.shopId, shopId), eq(headers.id, id)))
    .limit(1);
  if (!row) throw new ApiError('header_not_found');
  return reshapeHeader(row.header, row.product);
}

/** Refuses a product the shop does not sell (422 `invalid_product` on `product`). */
export async function checkHeaderProduct(
  db: Db,
  shopId: string,
  productId: string | null | undefined,
): Promise<void> {
  if (!productId) return;
  const [listed] = await db
    .select({ id: storeListings.productId })
    .from(storeListings)
    .where(and(eq(storeListings.shopId, shopId), eq(storeListings.productId, productId)))
    .limit(1);
  if (!listed) throw new ApiError('validation_error', { product: ['invalid_product'] });
}
