import 'server-only';

import type { CartAdjustment, CartLinesBody, CartWithAdjustments } from '@/lib/api/schemas/cart';
import { groupCartOrders, type PricedLine } from '@/lib/domain/cart/cart-orders';
import type { Locale } from '@/lib/i18n/locales';

import type { ServiceContext } from '../context';
import { lineKey, matchBatchLine } from './cart-batch';
import { pricedLine, readOfferedProducts } from './cart-products';
import { requireCartShop } from './cart-shop';
import { asVariant, readVariantStock } from './variant-stock';

/**
 * Prices lines the way the cart read does, storing nothing (anyone may ask: it is how the panel
 * shows an anonymous visitor's local cart). Lines of the same item and variant are summed;
 * quantities are shown as sent, with the item's limits for the panel to apply. Lines of items
 * the shop does not offer, or with an invalid variant, are left out and listed in `adjustments`
 * (so a preview never reveals an item another shop sells). A combination with its own row is
 * priced and counted from it.
 */
export async function previewCart(
  ctx: ServiceContext,
  slug: string,
  body: CartLinesBody,
  locale: Locale,
): Promise<CartWithAdjustments> {
  const shop = await requireCartShop(ctx, slug);
  const offered = await readOfferedProducts(
    ctx.db,
    shop.listingShopId,
    body.items.map((item) => item.product_id),
  );
  const stock = await readVariantStock(ctx.db, [...offered.keys()]);
  const adjustments: CartAdjustment[] = [];
  const lines = new Map<string, PricedLine>();
  for (const input of body.items) {
    const line = matchBatchLine(offered, input);
    if (!line.ok) {
      adjustments.push(line.adjustment);
      continue;
    }
    const key = lineKey(line.product.id, line.variant);
    const amount = (lines.get(key)?.amount ?? 0) + line.quantity;
    lines.set(
      key,
      pricedLine(
        asVariant(stock, line.product, line.variant),
        { variant: line.variant, amount, offered: true },
        locale,
      ),
    );
  }
  return { ...groupCartOrders([...lines.values()]), adjustments };
}
