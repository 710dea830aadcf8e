import { createRoute } from '@hono/zod-openapi';

import { ShopSlugParamSchema } from '../schemas/common';
import {
  ProductDetailSchema,
  ProductListQuerySchema,
  ProductPageSchema,
  ProductParamsSchema,
  ProductSearchQuerySchema,
} from '../schemas/product';
import { errorResponses, jsonContent, notFoundResponse } from './responses';
import { sessionOptional } from './security';

export const listProductsRoute = createRoute({
  operationId: 'listProducts',
  method: 'get',
  path: '/shops/{slug}/products',
  security: sessionOptional,
  tags: ['products'],
  summary: 'Items of one type a shop lists, paged and sorted',
  request: { params: ShopSlugParamSchema, query: ProductListQuerySchema },
  responses: {
    200: jsonContent(ProductPageSchema, 'One page of items'),
    ...notFoundResponse,
    ...errorResponses,
  },
});

export const searchProductsRoute = createRoute({
  operationId: 'searchProducts',
  method: 'get',
  path: '/shops/{slug}/search',
  security: sessionOptional,
  tags: ['products'],
  summary: 'Search and autocomplete over the items a shop lists',
  request: { params: ShopSlugParamSchema, query: ProductSearchQuerySchema },
  responses: {
    200: jsonContent(ProductPageSchema, 'Matching items, best first'),
    ...notFoundResponse,
    ...errorResponses,
  },
});

export const getProductRoute = createRoute({
  operationId: 'getProduct',
  method: 'get',
  path: '/shops/{slug}/products/{id}',
  security: sessionOptional,
  tags: ['products'],
  summary: 'One item of a shop with its detail, stock and return info',
  request: { params: ProductParamsSchema },
  responses: {
    200: jsonContent(ProductDetailSchema, 'The item'),
    ...notFoundResponse,
    ...errorResponses,
  },
});
