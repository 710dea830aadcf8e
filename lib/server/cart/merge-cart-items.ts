import 'server-only';

import type { CartAdjustment, CartLinesBody, CartWithAdjustments } from '@/lib/api/schemas/cart';
import { cappedQuantity, cartQuantityLimits, saleBlock } from '@/lib/domain/cart/cart-lines';
import type { Locale } from '@/lib/i18n/locales';

import type { ServiceContext } from '../context';
import { adjustment, lineKey, matchBatchLine } from './cart-batch';
import { purchasable, readOfferedProducts } from './cart-products';
import { requireUserCart } from './cart-shop';
import { cartLines, lockCart, saveCartLines } from './cart-store';
import { cartView } from './read-cart';
import { asVariant, readVariantStock } from './variant-stock';

/**
 * Merges lines into the user's cart (the anonymous local cart on login) in one transaction: each
 * line adds to what is there, in the order sent. Instead of refusing the batch, a line the
 * quantity rules would refuse is capped at what they allow, and a line of an item the shop does
 * not offer, with an invalid variant, or that cannot be sold, is left out; `adjustments` lists
 * them all.
 */
export async function mergeCartItems(
  ctx: ServiceContext,
  slug: string,
  body: CartLinesBody,
  locale: Locale,
): Promise<CartWithAdjustments> {
  const { userId, shop } = await requireUserCart(ctx, slug);
  const offered = await readOfferedProducts(
    ctx.db,
    shop.listingShopId,
    body.items.map((item) => item.product_id),
  );
  const stock = await readVariantStock(ctx.db, [...offered.keys()]);
  const adjustments: CartAdjustment[] = [];

  if (body.items.length > 0) {
    await ctx.db.transaction(async (tx) => {
      const cartId = await lockCart(tx, shop.id, userId);
      const quantities = new Map<
        string,
        { productId: string; variant: string; quantity: number }
      >();
      for (const line of await cartLines(tx, cartId))
        quantities.set(lineKey(line.productId, line.variant), line);
      const changed = new Set<string>();
      const unitsOf = (productId: string) =>
        [...quantities.values()].reduce(
          (sum, line) => sum + (line.productId === productId ? line.quantity : 0),
          0,
        );

      for (const input of body.items) {
        const line = matchBatchLine(offered, input);
        if (!line.ok) {
          adjustments.push(line.adjustment);
          continue;
        }
        const chosen = asVariant(stock, line.product, line.variant);
        const block = saleBlock(purchasable(chosen));
        if (block) {
          adjustments.push(adjustment(input, block, 0));
          continue;
        }
        const key = lineKey(line.product.id, line.variant);
        const current = quantities.get(key)?.quantity ?? 0;
        // A combination with its own row is capped at its row's stock first.
        const own =
          chosen === line.product
            ? null
            : cappedQuantity(cartQuantityLimits(chosen), current, line.quantity);
        const { added, cappedBy } = cappedQuantity(
          cartQuantityLimits(line.product),
          unitsOf(line.product.id),
          own?.added ?? line.quantity,
        );
        const capped = own?.cappedBy ?? cappedBy;
        if (capped) adjustments.push(adjustment(input, capped, added));
        if (added === 0) continue;
        quantities.set(key, {
          productId: line.product.id,
          variant: line.variant,
          quantity: current + added,
        });
        changed.add(key);
      }
      await saveCartLines(
        tx,
        { id: cartId, shopId: shop.id },
        [...changed].map((key) => quantities.get(key)!),
      );
    });
  }
  return { ...(await cartView(ctx.db, shop, userId, locale)), adjustments };
}
