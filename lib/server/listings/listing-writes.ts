import 'server-only';

import { and, eq } from 'drizzle-orm';

import { catalogueProducts, products, shops, storeListings, suppliers } from '@/lib/db/schema';
import type { ProductType, StoreType } from '@/lib/domain/vocabulary';
import { invalidProductReason, placementRefusal } from '@/lib/domain/catalogue/listing-rules';
import type { ShopAction } from '@/lib/domain/shop/shop-policy';

import { authorizeShop } from '../auth/permissions';
import { expireCatalogueCaches, lockShopSections, type Tx } from '../catalogues/catalogue-writes';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { appendToOrder, placeInOrder, storeOrder } from './product-order';

type ShopRow = typeof shops.$inferSelect;

/**
 * The shop whose products the actor may place (its admins: `storefront.edit` for the store,
 * `catalogues.manage` for catalogues): 401, 404 and 403 as `authorizeShop` answers them. A proxy
 * shop lists the products of the shop it mirrors, so it has none of its own to change: 409
 * `proxy_shop_read_only`.
 */
export async function authorizePlacement(
  ctx: ServiceContext,
  slug: string,
  action: ShopAction,
): Promise<ShopRow> {
  const shop = await authorizeShop(ctx, slug, action);
  if (shop.isProxy) throw new ApiError('proxy_shop_read_only');
  return shop;
}

/**
 * Runs `write` in a transaction holding the shop's row lock (the lock every catalogue and listing
 * write of the shop takes, so positions stay consistent under concurrent calls), then expires the
 * cached pages of the shop and of the proxy shops mirroring it.
 */
export async function writePlacement<T>(
  ctx: ServiceContext,
  shop: ShopRow,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction(async (tx) => {
    await lockShopSections(tx, shop.id);
    return write(tx);
  });
  await expireCatalogueCaches(ctx.db, shop);
  return result;
}

/** The type of a product the shop lists, or 404 `product_not_found`. */
export async function listedType(tx: Tx, shopId: string, productId: string): Promise<ProductType> {
  const [row] = await tx
    .select({ type: storeListings.productType })
    .from(storeListings)
    .where(and(eq(storeListings.shopId, shopId), eq(storeListings.productId, productId)))
    .limit(1);
  if (!row) throw new ApiError('product_not_found');
  return row.type;
}

/**
 * 422 `invalid_product`, worded for the shop's type (spec 03 §8): a franchise shop is told 'only
 * items from this supplier or franchise', an affiliate or affinity shop (which has no supplier of
 * its own) 'only items their supplier offers for resale'.
 */
export function invalidProduct(storeType: StoreType): ApiError {
  return new ApiError('invalid_product', undefined, {
    message:
      invalidProductReason(storeType) === 'franchise'
        ? 'errors.invalid_product'
        : 'errors.invalid_product_resale',
  });
}

export interface Listed {
  product: string;
  type: ProductType;
  /** Zero-based place in the shop's list of its type. */
  queue_position: number;
  /** False when the product was already in the store. */
  created: boolean;
}

/**
 * Lists the product in the shop (at the end of its type's list, or at zero-based `at` when given:
 * the end when the list is shorter), unless it is there already. Refusals: 404
 * `product_not_found` (unknown, retired, or hidden by another supplier), 422 `invalid_product` (not an item
 * this shop may take: lib/domain/catalogue/listing-rules.ts).
 */
/** An item's columns the placement rules read (its type, owner, state, and its supplier's). */
export const PLACEMENT_COLUMNS = {
  id: products.id,
  type: products.type,
  ownerId: products.ownerId,
  listState: products.listState,
  hidden: products.hidden,
  supplier: { isDropshipping: suppliers.isDropshipping, enabled: suppliers.enabled },
};

export async function ensureListed(
  tx: Tx,
  shop: ShopRow,
  productId: string,
  at?: number,
): Promise<Listed> {
  const [item] = await tx
    .select({ ...PLACEMENT_COLUMNS, retiredAt: products.retiredAt })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.ownerId))
    .where(eq(products.id, productId))
    .limit(1);
  // A retired item is gone for every shop, its own supplier's shop too.
  if (!item || item.retiredAt) throw new ApiError('product_not_found');
  const order = storeOrder(shop.id, item.type);
  const present = await placeInOrder(tx, order, productId);
  if (present)
    return { product: productId, type: item.type, queue_position: present.index, created: false };

  const refusal = placementRefusal(shop, item);
  if (refusal === 'invalid_product') throw invalidProduct(shop.storeType);
  if (refusal) throw new ApiError(refusal);
  const place = await appendToOrder(
    tx,
    order,
    productId,
    (queuePosition) =>
      tx
        .insert(storeListings)
        .values({ shopId: shop.id, productId, productType: item.type, queuePosition }),
    at,
  );
  return { product: productId, type: item.type, queue_position: place, created: true };
}

/** Takes the product out of the shop and out of every catalogue of the shop; 404 when not listed. */
export async function unlist(tx: Tx, shopId: string, productId: string): Promise<void> {
  const gone = await tx
    .delete(storeListings)
    .where(and(eq(storeListings.shopId, shopId), eq(storeListings.productId, productId)))
    .returning({ id: storeListings.productId });
  if (gone.length === 0) throw new ApiError('product_not_found');
  await tx
    .delete(catalogueProducts)
    .where(and(eq(catalogueProducts.shopId, shopId), eq(catalogueProducts.productId, productId)));
}
