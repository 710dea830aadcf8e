import 'server-only';

import type { CartLineInput } from '@/lib/api/schemas/cart';
import { cartQuantityLimits, quantityRefusal, saleBlock } from '@/lib/domain/cart/cart-lines';
import type { CartView } from '@/lib/domain/cart/cart-orders';
import { cartVariantKey } from '@/lib/domain/cart/cart-variant';
import type { Locale } from '@/lib/i18n/locales';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { claimIdempotencyKey, requestHash } from '../idempotency/claim-key';
import { CartError } from './cart-error';
import { purchasable, requireOfferedProduct } from './cart-products';
import { requireUserCart } from './cart-shop';
import { cartLines, lockCart, saveCartLines } from './cart-store';
import { cartView } from './read-cart';
import { asVariant, readVariantStock } from './variant-stock';

/** `add`: the line grows by the quantity; `set`: the line holds exactly the quantity. */
type LineWrite = 'add' | 'set';

/** The idempotency keys of cart writes (lib/server/idempotency). */
const CART_WRITE_SCOPE = 'cart.write';

/**
 * Adds to or sets a line of the user's cart. Refusals, in order: 401, 404 `shop_not_found` /
 * `product_not_found` (the shop does not offer the item), 422 `validation_error` on `variant`,
 * 409 `unavailable_for_sale` / `out_of_stock`, then the quantity rules over all the item's lines
 * (409 `quantity_exceeded` with `available`, `max_purchase_exceeded` with `max`). A combination
 * with its own row is sold out at 0 and refused past its row's stock on its own line.
 */
async function writeCartLine(
  ctx: ServiceContext,
  slug: string,
  input: CartLineInput,
  mode: LineWrite,
  locale: Locale,
  idempotencyKey?: string,
): Promise<CartView> {
  const { userId, shop } = await requireUserCart(ctx, slug);
  const product = await requireOfferedProduct(ctx.db, shop.listingShopId, input.product_id);
  const variant = cartVariantKey(product.variants, input.variant);
  if (variant === null) throw new ApiError('validation_error', { variant: ['invalid_variant'] });
  // An item with per-combination rows sells the chosen combination's stock.
  const chosen = asVariant(await readVariantStock(ctx.db, [product.id]), product, variant);
  const block = saleBlock(purchasable(chosen));
  if (block) throw new CartError(block);

  await ctx.db.transaction(async (tx) => {
    const cartId = await lockCart(tx, shop.id, userId);
    // A repeat of an add already made (its answer lost on the way) changes nothing: the cart as
    // it is now is the answer. Claimed after the cart's lock, so two copies never both add.
    if (idempotencyKey) {
      const hash = requestHash({ slug, mode, ...input });
      const claim = await claimIdempotencyKey(tx, {
        userId,
        scope: CART_WRITE_SCOPE,
        key: idempotencyKey,
        hash,
      });
      if (!claim.claimed) return;
    }
    const lines = (await cartLines(tx, cartId)).filter((line) => line.productId === product.id);
    const inCart = lines.reduce((sum, line) => sum + line.quantity, 0);
    const current = lines.find((line) => line.variant === variant)?.quantity ?? 0;
    const quantity = mode === 'add' ? current + input.quantity : input.quantity;
    const refusal =
      (chosen === product ? null : quantityRefusal(cartQuantityLimits(chosen), quantity)) ??
      quantityRefusal(cartQuantityLimits(product), inCart - current + quantity);
    if (refusal) {
      throw new CartError(
        refusal.code,
        refusal.code === 'quantity_exceeded'
          ? { available: refusal.available }
          : { max: refusal.max },
      );
    }
    await saveCartLines(tx, { id: cartId, shopId: shop.id }, [
      { productId: product.id, variant, quantity },
    ]);
  });
  return cartView(ctx.db, shop, userId, locale);
}

/** Adds units; with an `Idempotency-Key`, a repeat of the same add adds nothing more. */
export function addCartItem(
  ctx: ServiceContext,
  slug: string,
  input: CartLineInput,
  locale: Locale,
  idempotencyKey?: string,
) {
  return writeCartLine(ctx, slug, input, 'add', locale, idempotencyKey);
}

export function setCartItem(
  ctx: ServiceContext,
  slug: string,
  input: CartLineInput,
  locale: Locale,
) {
  return writeCartLine(ctx, slug, input, 'set', locale);
}
