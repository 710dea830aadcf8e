import { createRoute } from '@hono/zod-openapi';

import {
  MySupplierListSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderSchema,
  SupplierOrderParamSchema,
  SupplierOrdersParamSchema,
} from '../schemas/checkout';
import { ErrorSchema } from '../schemas/common';
import { errorResponses, jsonContent } from './responses';

const unauthorized = { 401: jsonContent(ErrorSchema, '`unauthorized`: no valid session') } as const;

export const listSupplierOrdersRoute = createRoute({
  method: 'get',
  path: '/suppliers/{id}/orders',
  tags: ['orders'],
  summary: "A supplier's orders, for its owner and staff (10 a page, newest change first), filtered",
  request: { params: SupplierOrdersParamSchema, query: OrderListQuerySchema },
  responses: {
    200: jsonContent(OrderListSchema, 'A page of orders'),
    ...unauthorized,
    404: jsonContent(ErrorSchema, '`supplier_not_found` (also for anyone without a role on it)'),
    ...errorResponses,
  },
});

export const getSupplierOrderRoute = createRoute({
  method: 'get',
  path: '/suppliers/{id}/orders/{order}',
  tags: ['orders'],
  summary: "One of a supplier's orders, for its owner and staff",
  request: { params: SupplierOrderParamSchema },
  responses: {
    200: jsonContent(OrderSchema, 'The order'),
    ...unauthorized,
    404: jsonContent(
      ErrorSchema,
      "`supplier_not_found` (also for anyone without a role on it), `order_not_found` (also another supplier's)",
    ),
    ...errorResponses,
  },
});

export const listMySuppliersRoute = createRoute({
  method: 'get',
  path: '/me/suppliers',
  tags: ['orders'],
  summary:
    'The suppliers the signed-in user owns or is staff of (whose orders they work on), with their role',
  responses: {
    200: jsonContent(MySupplierListSchema, 'Their suppliers, by name; empty for a customer'),
    ...unauthorized,
    ...errorResponses,
  },
});
