import { createRoute } from '@hono/zod-openapi';

import {
  CartCountSchema,
  CartErrorSchema,
  CartLineInputSchema,
  CartLineKeyQuerySchema,
  CartLinesBodySchema,
  CartSchema,
  CartWithAdjustmentsSchema,
} from '../schemas/cart';
import { OptionalIdempotencyHeaderSchema } from '../schemas/checkout';
import { ErrorSchema, ShopSlugParamSchema } from '../schemas/common';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { noSession, signedIn } from './security';

const tags = ['cart'];
const shopNotFound = { 404: jsonContent(ErrorSchema, '`shop_not_found`') } as const;
const productNotFound = {
  404: jsonContent(
    ErrorSchema,
    '`shop_not_found`, or `product_not_found`: the shop does not offer the item (not listed, hidden or unpublished)',
  ),
} as const;
// A numeric key written in the route (not spread from an object) keeps the 409 in the handler's types.
const refused = jsonContent(
  CartErrorSchema,
  '`quantity_exceeded` (with `available`), `max_purchase_exceeded` (with `max`), `unavailable_for_sale`, `out_of_stock`',
);

export const getCartRoute = createRoute({
  operationId: 'getCart',
  method: 'get',
  path: '/shops/{slug}/cart',
  security: signedIn,
  tags,
  summary: "The signed-in user's cart in this shop, one order per supplier, priced now",
  request: { params: ShopSlugParamSchema },
  responses: {
    200: jsonContent(CartSchema, 'The cart'),
    ...unauthorizedResponse,
    ...shopNotFound,
    ...errorResponses,
  },
});

export const addCartItemRoute = createRoute({
  operationId: 'addCartItem',
  method: 'post',
  path: '/shops/{slug}/cart/items',
  security: signedIn,
  tags,
  summary: 'Adds units of an item (and variant) to the cart; a line already there grows',
  description:
    'Send an `Idempotency-Key` to retry safely: a repeat with the same body adds nothing more and answers the cart as it is; another body under the key is 422 `idempotency_key_reused`.',
  request: {
    params: ShopSlugParamSchema,
    headers: OptionalIdempotencyHeaderSchema,
    body: jsonBody(CartLineInputSchema),
  },
  responses: {
    201: jsonContent(CartSchema, 'The cart after the change'),
    ...unauthorizedResponse,
    ...productNotFound,
    409: refused,
    ...errorResponses,
  },
});

export const setCartItemRoute = createRoute({
  operationId: 'setCartItem',
  method: 'patch',
  path: '/shops/{slug}/cart/items',
  security: signedIn,
  tags,
  summary: 'Sets the quantity of a cart line (creates it when missing)',
  request: { params: ShopSlugParamSchema, body: jsonBody(CartLineInputSchema) },
  responses: {
    200: jsonContent(CartSchema, 'The cart after the change'),
    ...unauthorizedResponse,
    ...productNotFound,
    409: refused,
    ...errorResponses,
  },
});

export const removeCartItemRoute = createRoute({
  operationId: 'removeCartItem',
  method: 'delete',
  path: '/shops/{slug}/cart/items',
  security: signedIn,
  tags,
  summary:
    'Removes a cart line (nothing to remove is not an error); works for items no longer offered',
  request: { params: ShopSlugParamSchema, query: CartLineKeyQuerySchema },
  responses: {
    200: jsonContent(CartSchema, 'The cart after the change'),
    ...unauthorizedResponse,
    ...shopNotFound,
    ...errorResponses,
  },
});

export const mergeCartItemsRoute = createRoute({
  operationId: 'mergeCartItems',
  method: 'post',
  path: '/shops/{slug}/cart/bulk',
  security: signedIn,
  tags,
  summary:
    'Merges lines into the cart in one transaction (the local cart on login), capping what the quantity rules refuse',
  request: { params: ShopSlugParamSchema, body: jsonBody(CartLinesBodySchema) },
  responses: {
    200: jsonContent(
      CartWithAdjustmentsSchema,
      'The cart, and the lines taken only in part or not at all',
    ),
    ...unauthorizedResponse,
    ...shopNotFound,
    ...errorResponses,
  },
});

export const countCartItemsRoute = createRoute({
  operationId: 'countCartItems',
  method: 'get',
  path: '/shops/{slug}/cart/count',
  security: signedIn,
  tags,
  summary: 'Units in the cart (the nav badge)',
  request: { params: ShopSlugParamSchema },
  responses: {
    200: jsonContent(CartCountSchema, 'The count'),
    ...unauthorizedResponse,
    ...shopNotFound,
    ...errorResponses,
  },
});

export const previewCartRoute = createRoute({
  operationId: 'previewCart',
  method: 'post',
  path: '/shops/{slug}/cart/preview',
  security: noSession,
  tags,
  summary:
    "Prices lines as the cart would (an anonymous visitor's local cart) without storing anything",
  request: { params: ShopSlugParamSchema, body: jsonBody(CartLinesBodySchema) },
  responses: {
    200: jsonContent(
      CartWithAdjustmentsSchema,
      'The grouped lines; lines the shop does not offer are left out and listed',
    ),
    ...shopNotFound,
    ...errorResponses,
  },
});
