import { createRoute } from '@hono/zod-openapi';

import { ShopSlugParamSchema, TrackingQuerySchema } from '../schemas/common';
import { ShopSchema } from '../schemas/shop';
import { errorResponses, jsonContent, notFoundResponse } from './responses';
import { sessionOptional } from './security';

export const getShopRoute = createRoute({
  operationId: 'getShop',
  method: 'get',
  path: '/shops/{slug}',
  security: sessionOptional,
  tags: ['shops'],
  summary: 'A shop by slug, with its theme info, permissions and the tracking it was read with',
  request: { params: ShopSlugParamSchema, query: TrackingQuerySchema },
  responses: { 200: jsonContent(ShopSchema, 'The shop'), ...notFoundResponse, ...errorResponses },
});
