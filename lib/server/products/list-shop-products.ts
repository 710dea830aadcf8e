import 'server-only';

import { and, asc, desc, eq } from 'drizzle-orm';

import type { ProductListQuery, ProductPage } from '@/lib/api/schemas/product';
import { products, storeListings } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { requireShopView } from '../shops/get-shop-by-slug';
import { listingPage, SHOP_ORDER } from './listing-page';
import { visibleToViewer } from './product-columns';

const ORDER = {
  queue_position: SHOP_ORDER,
  '-list_price': [desc(products.listPrice), asc(storeListings.productId)],
  list_price: [asc(products.listPrice), asc(storeListings.productId)],
} as const;

/** One page of a shop's items of one type (spec 01 §7 "Products list per type"). */
export async function listShopProducts(
  ctx: ServiceContext,
  slug: string,
  query: ProductListQuery,
): Promise<ProductPage> {
  const { listingShopId, admin } = await requireShopView(ctx, slug);
  const where = and(
    eq(storeListings.shopId, listingShopId),
    eq(storeListings.productType, query.type),
    visibleToViewer(admin),
  );
  return listingPage(ctx.db, where, [...ORDER[query.sort]], query);
}
