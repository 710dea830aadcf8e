import 'server-only';

import {
  addCartItemRoute,
  countCartItemsRoute,
  getCartRoute,
  mergeCartItemsRoute,
  previewCartRoute,
  removeCartItemRoute,
  setCartItemRoute,
} from '@/lib/api/routes/cart';

import { countCartItems } from '@/lib/server/cart/count-cart-items';
import { mergeCartItems } from '@/lib/server/cart/merge-cart-items';
import { previewCart } from '@/lib/server/cart/preview-cart';
import { readCart } from '@/lib/server/cart/read-cart';
import { removeCartItem } from '@/lib/server/cart/remove-cart-item';
import { addCartItem, setCartItem } from '@/lib/server/cart/write-cart-line';
import { createRouter } from '../router';

/** The signed-in user's cart per shop (spec 02 §4, §7 "Cart"), and the public preview. */
export const cartHandlers = createRouter()
  .openapi(getCartRoute, async (c) =>
    c.json(await readCart(c.var.ctx, c.req.valid('param').slug, c.var.locale), 200),
  )
  .openapi(addCartItemRoute, async (c) =>
    c.json(
      await addCartItem(
        c.var.ctx,
        c.req.valid('param').slug,
        c.req.valid('json'),
        c.var.locale,
        c.req.valid('header')['idempotency-key'],
      ),
      201,
    ),
  )
  .openapi(setCartItemRoute, async (c) =>
    c.json(
      await setCartItem(c.var.ctx, c.req.valid('param').slug, c.req.valid('json'), c.var.locale),
      200,
    ),
  )
  .openapi(removeCartItemRoute, async (c) =>
    c.json(
      await removeCartItem(
        c.var.ctx,
        c.req.valid('param').slug,
        c.req.valid('query'),
        c.var.locale,
      ),
      200,
    ),
  )
  .openapi(mergeCartItemsRoute, async (c) =>
    c.json(
      await mergeCartItems(c.var.ctx, c.req.valid('param').slug, c.req.valid('json'), c.var.locale),
      200,
    ),
  )
  .openapi(countCartItemsRoute, async (c) =>
    c.json(await countCartItems(c.var.ctx, c.req.valid('param').slug), 200),
  )
  .openapi(previewCartRoute, async (c) =>
    c.json(
      await previewCart(c.var.ctx, c.req.valid('param').slug, c.req.valid('json'), c.var.locale),
      200,
    ),
  );
