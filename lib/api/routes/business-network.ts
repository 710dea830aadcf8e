import { createRoute } from '@hono/zod-openapi';

import {
  NetworkBusinessesQuerySchema,
  NetworkBusinessPageSchema,
  NetworkProductPageSchema,
  NetworkProductsQuerySchema,
} from '../schemas/business-network';
import { errorResponses, jsonContent } from './responses';
import { noSession } from './security';

const tags = ['network'];

export const listNetworkBusinessesRoute = createRoute({
  operationId: 'listNetworkBusinesses',
  method: 'get',
  path: '/network/businesses',
  security: noSession,
  tags,
  summary:
    'The business network: public shops and suppliers with published items, by name (relevance first when searching)',
  request: { query: NetworkBusinessesQuerySchema },
  responses: {
    200: jsonContent(NetworkBusinessPageSchema, 'A page of businesses (12 by default)'),
    ...errorResponses,
  },
});

export const listNetworkProductsRoute = createRoute({
  operationId: 'listNetworkProducts',
  method: 'get',
  path: '/network/products',
  security: noSession,
  tags,
  summary:
    'The products tab of the business network: published items sold by at least one public shop, each with that shop',
  request: { query: NetworkProductsQuerySchema },
  responses: {
    200: jsonContent(NetworkProductPageSchema, 'A page of items (24 by default)'),
    ...errorResponses,
  },
});
