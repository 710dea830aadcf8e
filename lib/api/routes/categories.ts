import { createRoute } from '@hono/zod-openapi';

import {
  CategoryListSchema,
  ShopCategoriesQuerySchema,
  ShopCategoryListSchema,
} from '../schemas/category';
import { ShopSlugParamSchema } from '../schemas/common';
import { errorResponses, jsonContent, notFoundResponse } from './responses';
import { noSession } from './security';

export const shopCategoriesRoute = createRoute({
  operationId: 'shopCategories',
  method: 'get',
  path: '/shops/{slug}/categories',
  security: noSession,
  tags: ['shops'],
  summary: "The shop's top categories: those holding most of its published, visible items",
  description:
    'Most items first, then by Spanish name; `limit` 1–50 (default 5, the 3cols1col footer). A proxy shop answers for the shop it mirrors.',
  request: { params: ShopSlugParamSchema, query: ShopCategoriesQuerySchema },
  responses: {
    200: jsonContent(ShopCategoryListSchema, 'The categories'),
    ...notFoundResponse,
    ...errorResponses,
  },
});

export const listCategoriesRoute = createRoute({
  operationId: 'listCategories',
  method: 'get',
  path: '/categories',
  security: noSession,
  tags: ['shops'],
  summary: "Every category of the platform, by Spanish name (an item editor's choice)",
  responses: {
    200: jsonContent(CategoryListSchema, 'The categories'),
    ...errorResponses,
  },
});
