import { createRoute } from '@hono/zod-openapi';

import { OrderParamSchema } from '../schemas/checkout';
import { ErrorSchema, ShopSlugParamSchema } from '../schemas/common';
import {
  DecideReturnSchema,
  OrderReturnListSchema,
  OrderReturnParamSchema,
  OrderReturnSchema,
  RequestReturnSchema,
  ShopReturnsPageSchema,
  ShopReturnsQuerySchema,
} from '../schemas/returns';
import {
  errorResponses,
  jsonBody,
  jsonContent,
  notFoundResponse,
  unauthorizedResponse,
} from './responses';
import { signedIn } from './security';

export const requestReturnRoute = createRoute({
  operationId: 'requestReturn',
  method: 'post',
  path: '/orders/{id}/returns',
  security: signedIn,
  tags: ['orders'],
  summary: 'The customer asks to return a delivered order, up to 72 hours after delivery',
  description:
    "Photos are uploaded first (`POST /api/gallery`, kind `return_photo`: JPEG, PNG or WebP up to 4 MB) and named by id. One open request per order; its supplier's staff are alerted.",
  request: { params: OrderParamSchema, body: jsonBody(RequestReturnSchema) },
  responses: {
    201: jsonContent(OrderReturnSchema, 'The open request'),
    ...unauthorizedResponse,
    403: jsonContent(ErrorSchema, "`forbidden`: only the order's customer asks"),
    404: jsonContent(
      ErrorSchema,
      '`order_not_found` (also for anyone but its customer and supplier)',
    ),
    409: jsonContent(
      ErrorSchema,
      '`return_not_possible_canceled`, `return_time_limit_expired`, `return_not_delivered`, `return_already_open`, `return_already_accepted`',
    ),
    ...errorResponses,
    422: jsonContent(
      ErrorSchema,
      "`validation_error` with `fields`; `return_photo_invalid`: a photo that is not one of the customer's return photos",
    ),
  },
});

export const listReturnsRoute = createRoute({
  operationId: 'listOrderReturns',
  method: 'get',
  path: '/orders/{id}/returns',
  security: signedIn,
  tags: ['orders'],
  summary:
    "An order's return requests with the window's end; its customer, its supplier's staff and its shop's back office (only the supplier's staff see internal notes)",
  request: { params: OrderParamSchema },
  responses: {
    200: jsonContent(OrderReturnListSchema, 'The requests, newest first'),
    ...unauthorizedResponse,
    404: jsonContent(
      ErrorSchema,
      '`order_not_found` (also for anyone but its customer, supplier and shop staff)',
    ),
    ...errorResponses,
  },
});

export const decideReturnRoute = createRoute({
  operationId: 'decideReturn',
  method: 'post',
  path: '/orders/{id}/returns/{returnId}/decision',
  security: signedIn,
  tags: ['orders'],
  summary:
    "The supplier's staff (owner, admin) accept or reject an open return with a note for the customer and an internal one; it closes",
  request: { params: OrderReturnParamSchema, body: jsonBody(DecideReturnSchema) },
  responses: {
    200: jsonContent(OrderReturnSchema, 'The closed request'),
    ...unauthorizedResponse,
    403: jsonContent(
      ErrorSchema,
      '`forbidden`: the customer, or supplier staff whose role may not decide returns',
    ),
    404: jsonContent(ErrorSchema, '`order_not_found`, `return_not_found`'),
    409: jsonContent(ErrorSchema, '`return_already_decided`: it was closed meanwhile'),
    ...errorResponses,
  },
});

export const listShopReturnsRoute = createRoute({
  operationId: 'listShopReturns',
  method: 'get',
  path: '/shops/{slug}/returns',
  security: signedIn,
  tags: ['shops'],
  summary:
    "Return requests on the orders placed in the shop, newest first, read only (the shop's owner and staff with orders.read)",
  request: { params: ShopSlugParamSchema, query: ShopReturnsQuerySchema },
  responses: {
    200: jsonContent(ShopReturnsPageSchema, 'A page of requests'),
    ...unauthorizedResponse,
    403: jsonContent(ErrorSchema, "`forbidden`: not the shop's owner or staff"),
    ...notFoundResponse,
    ...errorResponses,
  },
});
