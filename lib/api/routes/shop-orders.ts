import { createRoute } from '@hono/zod-openapi';

import { OrderListQuerySchema, OrderListSchema, OrderSchema } from '../schemas/checkout';
import { ErrorSchema, ShopSlugParamSchema } from '../schemas/common';
import { ShopOrderParamSchema } from '../schemas/shop-orders';
import { errorResponses, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

/** Who reads a shop's orders: its owner and its admin, accountant and dispatcher members. */
const staffRefusals = {
  ...unauthorizedResponse,
  403: jsonContent(
    ErrorSchema,
    '`forbidden`: not the owner nor an admin, accountant or dispatcher of this shop (staff of other shops included)',
  ),
} as const;

export const listShopOrdersRoute = createRoute({
  operationId: 'listShopOrders',
  method: 'get',
  path: '/shops/{slug}/orders',
  security: signedIn,
  tags: ['orders'],
  summary:
    'The orders placed in a shop, across its suppliers, for its back office (10 a page, newest change first), filtered',
  description:
    'Read only: the order is moved on by its supplier. The text filter also matches the supplier and the customer.',
  request: { params: ShopSlugParamSchema, query: OrderListQuerySchema },
  responses: {
    200: jsonContent(OrderListSchema, 'A page of orders'),
    ...staffRefusals,
    404: jsonContent(ErrorSchema, '`shop_not_found`'),
    ...errorResponses,
  },
});

export const getShopOrderRoute = createRoute({
  operationId: 'getShopOrder',
  method: 'get',
  path: '/shops/{slug}/orders/{order}',
  security: signedIn,
  tags: ['orders'],
  summary: 'One order placed in a shop, read only, for its back office',
  request: { params: ShopOrderParamSchema },
  responses: {
    200: jsonContent(OrderSchema, 'The order'),
    ...staffRefusals,
    404: jsonContent(
      ErrorSchema,
      '`shop_not_found`, `order_not_found` (also an order placed in another shop)',
    ),
    ...errorResponses,
  },
});
