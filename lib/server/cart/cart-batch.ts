import 'server-only';

import type { CartAdjustment, CartLineInput } from '@/lib/api/schemas/cart';
import { cartVariantKey } from '@/lib/domain/cart/cart-variant';

import type { CartProductRow } from './cart-products';

export type BatchLine =
  | { ok: true; product: CartProductRow; variant: string; quantity: number }
  | { ok: false; adjustment: CartAdjustment };

/** A line of a bulk merge or preview matched to an item the shop offers, or why it cannot be. */
export function matchBatchLine(
  offered: ReadonlyMap<string, CartProductRow>,
  input: CartLineInput,
): BatchLine {
  const left = (code: CartAdjustment['code']): BatchLine => ({
    ok: false,
    adjustment: adjustment(input, code, 0),
  });
  const product = offered.get(input.product_id);
  if (!product) return left('product_not_found');
  const variant = cartVariantKey(product.variants, input.variant);
  if (variant === null) return left('invalid_variant');
  return { ok: true, product, variant, quantity: input.quantity };
}

export function adjustment(
  input: CartLineInput,
  code: CartAdjustment['code'],
  added: number,
): CartAdjustment {
  return {
    product_id: input.product_id,
    variant: input.variant || null,
    requested: input.quantity,
    added,
    code,
  };
}

/** `productId` + variant as one map key. */
export const lineKey = (productId: string, variant: string) => `${productId}\u0000${variant}`;
