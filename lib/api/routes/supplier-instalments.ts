import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema } from '../schemas/common';
import {
  SupplierInstalmentsInputSchema,
  SupplierInstalmentsSchema,
} from '../schemas/supplier-instalments';
import { SupplierMembersParamSchema } from '../schemas/supplier-members';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

const tags = ['suppliers'];
const forbidden = {
  403: jsonContent(
    ErrorSchema,
    "`forbidden`: staff whose role does not manage the supplier's items; `csrf_rejected` for a cross-site write",
  ),
} as const;
const notFound = {
  404: jsonContent(ErrorSchema, '`supplier_not_found` (also for anyone without a role on it)'),
} as const;

export const readSupplierInstalmentsRoute = createRoute({
  operationId: 'readSupplierInstalments',
  method: 'get',
  path: '/suppliers/{id}/instalments',
  security: signedIn,
  tags,
  summary:
    'The card instalments (meses sin intereses) a supplier offers: month counts and minimum order total',
  request: { params: SupplierMembersParamSchema },
  responses: {
    200: jsonContent(SupplierInstalmentsSchema, 'The terms'),
    ...unauthorizedResponse,
    ...forbidden,
    ...notFound,
    ...errorResponses,
  },
});

export const setSupplierInstalmentsRoute = createRoute({
  operationId: 'setSupplierInstalments',
  method: 'put',
  path: '/suppliers/{id}/instalments',
  security: signedIn,
  tags,
  summary:
    'Sets the card instalments a supplier offers (its owner and admins): 3, 6, 9 and/or 12 months from an order total',
  description:
    'Offered only on MXN orders paid by card whose total reaches the minimum, and only the months the card also allows.',
  request: {
    params: SupplierMembersParamSchema,
    body: jsonBody(SupplierInstalmentsInputSchema),
  },
  responses: {
    200: jsonContent(SupplierInstalmentsSchema, 'The terms now'),
    ...unauthorizedResponse,
    ...forbidden,
    ...notFound,
    ...errorResponses,
  },
});
