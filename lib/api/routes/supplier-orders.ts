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
import { errorResponses, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

export const listSupplierOrdersRoute = createRoute({
  operationId: 'listSupplierOrders',
  method: 'get',
  path: '/suppliers/{id}/orders',
  security: signedIn,
  tags: ['orders'],
  summary:
    "A supplier's orders, for its owner and staff (10 a page, newest change first), filtered",
  request: { params: SupplierOrdersParamSchema, query: OrderListQuerySchema },
  responses: {
    200: jsonContent(OrderListSchema, 'A page of orders'),
    ...unauthorizedResponse,
    404: jsonContent(ErrorSchema, '`supplier_not_found` (also for anyone without a role on it)'),
    ...errorResponses,
  },
});

export const getSupplierOrderRoute = createRoute({
  operationId: 'getSupplierOrder',
  method: 'get',
  path: '/suppliers/{id}/orders/{order}',
  security: signedIn,
  tags: ['orders'],
  summary: "One of a supplier's orders, for its owner and staff",
  request: { params: SupplierOrderParamSchema },
  responses: {
    200: jsonContent(OrderSchema, 'The order'),
    ...unauthorizedResponse,
    404: jsonContent(
      ErrorSchema,
      "`supplier_not_found` (also for anyone without a role on it), `order_not_found` (also another supplier's)",
    ),
    ...errorResponses,
  },
});

export const listMySuppliersRoute = createRoute({
  operationId: 'listMySuppliers',
  method: 'get',
  path: '/me/suppliers',
  security: signedIn,
  tags: ['orders'],
  summary:
    'The suppliers the signed-in user owns or is staff of (whose orders they work on), with their role',
  responses: {
    200: jsonContent(MySupplierListSchema, 'Their suppliers, by name; empty for a customer'),
    ...unauthorizedResponse,
    ...errorResponses,
  },
});
