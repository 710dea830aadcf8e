import { createRoute } from '@hono/zod-openapi';

import {
  CatalogueDetailSchema,
  CatalogueListQuerySchema,
  CataloguePageSchema,
  CatalogueParamsSchema,
  CatalogueProductsQuerySchema,
} from '../schemas/catalogue';
import { ShopSlugParamSchema } from '../schemas/common';
import { errorResponses, jsonContent, notFoundResponse } from './responses';

export const listCataloguesRoute = createRoute({
  method: 'get',
  path: '/shops/{slug}/catalogues',
  tags: ['catalogues'],
  summary: 'Custom catalogues of a shop in their order',
  request: { params: ShopSlugParamSchema, query: CatalogueListQuerySchema },
  responses: { 200: jsonContent(CataloguePageSchema, 'One page of catalogues'), ...notFoundResponse, ...errorResponses },
});

export const getCatalogueRoute = createRoute({
  method: 'get',
  path: '/shops/{slug}/catalogues/{catalogue}',
  tags: ['catalogues'],
  summary: 'A catalogue by id or slug with one page of its products (30 a page)',
  request: { params: CatalogueParamsSchema, query: CatalogueProductsQuerySchema },
  responses: { 200: jsonContent(CatalogueDetailSchema, 'The catalogue and its products'), ...notFoundResponse, ...errorResponses },
});
