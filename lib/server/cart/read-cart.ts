import 'server-only';

import { and, asc, eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { cartItems, carts, products, storeListings, suppliers } from '@/lib/db/schema';
import { type CartView, groupCartOrders } from '@/lib/domain/cart/cart-orders';
import type { Locale } from '@/lib/i18n/locales';

import type { ServiceContext } from '../context';
import { cartProductColumns, pricedLine } from './cart-products';
import { type CartShop, requireUserCart } from './cart-shop';
import { asVariant, readVariantStock } from './variant-stock';

/**
 * The user's cart in the shop, grouped one order per supplier and currency, priced from the
 * products table now. Lines of items the shop stopped offering stay, marked `unavailable`, so
 * the shopper sees them and can remove them. A line of an item with per-combination rows is
 * priced and counted from its combination's row.
 */
export async function cartView(
  db: Pick<Db, 'select'>,
  shop: CartShop,
  userId: string,
  locale: Locale,
): Promise<CartView> {
  const rows = await db
    .select({
      ...cartProductColumns,
      variant: cartItems.variant,
      quantity: cartItems.quantity,
      listed: storeListings.productId,
    })
    .from(carts)
    .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(suppliers, eq(suppliers.id, products.ownerId))
    .leftJoin(
      storeListings,
      and(
        eq(storeListings.shopId, shop.listingShopId),
        eq(storeListings.productId, cartItems.productId),
      ),
    )
    .where(and(eq(carts.shopId, shop.id), eq(carts.userId, userId)))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId), asc(cartItems.variant));
  const stock = await readVariantStock(
    db,
    rows.map((row) => row.id),
  );
  return groupCartOrders(
    rows.map(({ variant, quantity, listed, ...product }) =>
      pricedLine(
        asVariant(stock, product, variant),
        {
          variant,
          amount: quantity,
          offered: listed !== null && product.listState === 'published' && !product.hidden,
        },
        locale,
      ),
    ),
  );
}

export async function readCart(
  ctx: ServiceContext,
  slug: string,
  locale: Locale,
): Promise<CartView> {
  const { userId, shop } = await requireUserCart(ctx, slug);
  return cartView(ctx.db, shop, userId, locale);
}
