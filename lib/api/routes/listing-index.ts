import { createRoute } from '@hono/zod-openapi';

import { ShopSlugParamSchema } from '../schemas/common';
import { ListingIndexPageSchema, ListingIndexQuerySchema } from '../schemas/listing-index';
import { errorResponses, jsonContent, notFoundResponse } from './responses';
import { noSession } from './security';

export const listingIndexRoute = createRoute({
  operationId: 'listingIndex',
  method: 'get',
  path: '/shops/{slug}/listing-index',
  security: noSession,
  tags: ['products'],
  summary:
    'Id, owner, type and last change of every published, visible item a shop lists (for sitemaps)',
  description:
    'Ordered by id, paged by offset/limit (up to 50,000 a page). Always the public view, whoever asks; a proxy shop answers with the items of the shop it mirrors.',
  request: { params: ShopSlugParamSchema, query: ListingIndexQuerySchema },
  responses: {
    200: jsonContent(ListingIndexPageSchema, 'One page of the index'),
    ...notFoundResponse,
    ...errorResponses,
  },
});
