import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { products, storeListings, suppliers } from '@/lib/db/schema';
import type { PricedLine } from '@/lib/domain/cart/cart-orders';
import { isLineUnavailable } from '@/lib/domain/cart/cart-lines';
import type { PurchasableItem } from '@/lib/domain/cart/item-purchase';
import { isConcluded } from '@/lib/domain/catalogue/product-state';
import type { Locale } from '@/lib/i18n/locales';

import { ApiError } from '../errors';

type Reader = Pick<Db, 'select'>;

/** What a cart needs of an item and its supplier, read fresh on every request. */
export const cartProductColumns = {
  id: products.id,
  name: products.name,
  nameEn: products.nameEn,
  description: products.description,
  descriptionEn: products.descriptionEn,
  type: products.type,
  photos: products.photos,
  listPrice: products.listPrice,
  currency: products.currency,
  isFree: products.isFree,
  hidePrice: products.hidePrice,
  listState: products.listState,
  hidden: products.hidden,
  soldOut: products.soldOut,
  experienceDate: products.experienceDate,
  variants: products.variants,
  available: products.available,
  stockType: products.stockType,
  maxPurchaseAmount: products.maxPurchaseAmount,
  disabled: products.disabled,
  supplier: {
    id: suppliers.id,
    name: suppliers.name,
    image: suppliers.image,
    enabled: suppliers.enabled,
  },
};

export type CartProductRow = {
  [K in Exclude<keyof typeof cartProductColumns, 'supplier'>]: (typeof products.$inferSelect)[K];
} & { supplier: PricedLine['supplier'] };

/** The shop offers the item: listed (by the shop or the source of a proxy), published, not hidden. */
export const offeredBy = (listingShopId: string) =>
  and(
    eq(storeListings.shopId, listingShopId),
    eq(products.listState, 'published'),
    eq(products.hidden, false),
  );

/** The items among `ids` that the shop offers, by id. */
export async function readOfferedProducts(
  db: Reader,
  listingShopId: string,
  ids: readonly string[],
): Promise<Map<string, CartProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(cartProductColumns)
    .from(storeListings)
    .innerJoin(products, eq(products.id, storeListings.productId))
    .innerJoin(suppliers, eq(suppliers.id, products.ownerId))
    .where(and(offeredBy(listingShopId), inArray(storeListings.productId, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The item when the shop offers it; 404 `product_not_found` otherwise (another shop's items too). */
export async function requireOfferedProduct(db: Reader, listingShopId: string, id: string) {
  const product = (await readOfferedProducts(db, listingShopId, [id])).get(id);
  if (!product) throw new ApiError('product_not_found');
  return product;
}

/** The fields the sale rules (lib/domain/cart/item-purchase.ts) read. */
export function purchasable(row: CartProductRow, now = new Date()): PurchasableItem {
  return {
    list_state: row.listState,
    hiden: row.hidden,
    disabled: row.disabled,
    concluded: isConcluded(row.type, row.experienceDate, now),
    sold_out: row.soldOut,
    stock_type: row.stockType,
    available: row.available,
    hide_price: row.hidePrice,
  };
}

/** A cart line priced from the item as it is now, named in the request's language. */
export function pricedLine(
  row: CartProductRow,
  line: { variant: string; amount: number; offered: boolean },
  locale: Locale,
): PricedLine {
  const english = locale === 'en';
  return {
    id: row.id,
    name: (english && row.nameEn) || row.name,
    photo: row.photos[0] ?? null,
    description: (english && row.descriptionEn) || row.description,
    variant: line.variant === '' ? null : line.variant,
    amount: line.amount,
    price: row.isFree ? 0 : row.listPrice,
    currency: row.currency,
    available: row.available,
    stock_type: row.stockType,
    disabled: row.disabled,
    max_purchase_amount: row.maxPurchaseAmount,
    unavailable: isLineUnavailable({ ...purchasable(row), offered: line.offered }),
    supplier: row.supplier,
  };
}
