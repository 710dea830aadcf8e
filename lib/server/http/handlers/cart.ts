import 'server-only';

import type { Context } from 'hono';
import { createTranslator } from 'next-intl';

import {
  addCartItemRoute,
  countCartItemsRoute,
  getCartRoute,
  mergeCartItemsRoute,
  previewCartRoute,
  removeCartItemRoute,
  setCartItemRoute,
} from '@/lib/api/routes/cart';
import type { CartErrorBody } from '@/lib/api/schemas/cart';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

import { CartError } from '@/lib/server/cart/cart-error';
import { countCartItems } from '@/lib/server/cart/count-cart-items';
import { mergeCartItems } from '@/lib/server/cart/merge-cart-items';
import { previewCart } from '@/lib/server/cart/preview-cart';
import { readCart } from '@/lib/server/cart/read-cart';
import { removeCartItem } from '@/lib/server/cart/remove-cart-item';
import { addCartItem, setCartItem } from '@/lib/server/cart/write-cart-line';
import type { ApiEnv } from '../env';
import { createRouter } from '../router';

const CART_MESSAGES = { es: es.cart, en: en.cart } as const;

/** 409 `{ code, message, available? , max? }` in the request's language; other errors as usual. */
async function refusedAsConflict<T>(c: Context<ApiEnv>, write: () => Promise<T>) {
  try {
    return { ok: true as const, value: await write() };
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    const locale = c.var.locale;
    const t = createTranslator({ locale, messages: CART_MESSAGES[locale], namespace: 'errors' });
    const body: CartErrorBody = {
      code: error.code,
      message: t(error.code, error.details),
      ...error.details,
    };
    return { ok: false as const, response: c.json(body, 409) };
  }
}

/** The signed-in user's cart per shop (spec 02 §4, §7 "Cart"), and the public preview. */
export const cartHandlers = createRouter()
  .openapi(getCartRoute, async (c) =>
    c.json(await readCart(c.var.ctx, c.req.valid('param').slug, c.var.locale), 200),
  )
  .openapi(addCartItemRoute, async (c) => {
    const result = await refusedAsConflict(c, () =>
      addCartItem(c.var.ctx, c.req.valid('param').slug, c.req.valid('json'), c.var.locale),
    );
    return result.ok ? c.json(result.value, 201) : result.response;
  })
  .openapi(setCartItemRoute, async (c) => {
    const result = await refusedAsConflict(c, () =>
      setCartItem(c.var.ctx, c.req.valid('param').slug, c.req.valid('json'), c.var.locale),
    );
    return result.ok ? c.json(result.value, 200) : result.response;
  })
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
