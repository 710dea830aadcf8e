import { createRoute } from '@hono/zod-openapi';

import { ShopSlugParamSchema, TrackingQuerySchema } from '../schemas/common';
import { ShopSchema } from '../schemas/shop';
import { errorResponses, jsonContent, notFoundResponse } from './responses';

export const getShopRoute = createRoute({
  method: 'get',
  path: '/shops/{slug}',
  tags: ['shops'],
  summary: 'A shop by slug, with its theme info, permissions and the tracking it was read with',
  request: { params: ShopSlugParamSchema, query: TrackingQuerySchema },
  responses: { 200: jsonContent(ShopSchema, 'The shop'), ...notFoundResponse, ...errorResponses },
});
