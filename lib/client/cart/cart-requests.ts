import { browserApiClient } from '@/lib/api/client';
import type { Cart, CartLineInput, CartLineKey, CartWithAdjustments } from '@/lib/api/schemas/cart';

import { authResult } from '../requests/auth-result';

const cartOf = () => browserApiClient().api.shops[':slug'].cart;
const param = (slug: string) => ({ param: { slug } });

/** `variant` as a query value: left out for items without variants. */
const keyQuery = ({ product_id, variant }: CartLineKey) =>
  variant ? { product_id, variant } : { product_id };

/**
 * The cart calls of spec 02 §7 ("Cart": get, add, delete, create bulk, get total) plus the public
 * preview, each answering the cart (or the count) or the API's `{ code, message }`.
 */
export const cartRequests = {
  read: (slug: string) => authResult<Cart>(cartOf().$get(param(slug))),
  count: (slug: string) => authResult<{ count: number }>(cartOf().count.$get(param(slug))),
  // No Idempotency-Key: the page never resends an add by itself (API clients that retry send one).
  add: (slug: string, json: CartLineInput) =>
    authResult<Cart>(cartOf().items.$post({ ...param(slug), header: {}, json })),
  set: (slug: string, json: CartLineInput) =>
    authResult<Cart>(cartOf().items.$patch({ ...param(slug), json })),
  remove: (slug: string, key: CartLineKey) =>
    authResult<Cart>(cartOf().items.$delete({ ...param(slug), query: keyQuery(key) })),
  merge: (slug: string, items: CartLineInput[]) =>
    authResult<CartWithAdjustments>(cartOf().bulk.$post({ ...param(slug), json: { items } })),
  preview: (slug: string, items: CartLineInput[]) =>
    authResult<CartWithAdjustments>(cartOf().preview.$post({ ...param(slug), json: { items } })),
};
