import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema } from '../schemas/common';
import { ShopSchema } from '../schemas/shop';
import {
  AffiliateStoreInputSchema,
  StoreConflictSchema,
  StoreSlugCheckInputSchema,
  StoreSlugCheckSchema,
} from '../schemas/stores';
import { errorResponses, jsonContent } from './responses';

const unauthorizedResponse = {
  401: jsonContent(ErrorSchema, '`unauthorized`: no valid session'),
} as const;

export const checkStoreSlugRoute = createRoute({
  method: 'post',
  path: '/stores/slug/exists',
  tags: ['stores'],
  summary: 'Whether a store slug is taken (or reserved), with free suggestions when it is',
  request: {
    body: {
      content: { 'application/json': { schema: StoreSlugCheckInputSchema } },
      required: true,
    },
  },
  responses: {
    200: jsonContent(StoreSlugCheckSchema, 'exists and suggestions'),
    ...errorResponses,
  },
});

export const createAffiliateStoreRoute = createRoute({
  method: 'post',
  path: '/stores/affiliate',
  tags: ['stores'],
  summary: "Creates the signed-in user's affiliate store (theme04, products and catalogues)",
  request: {
    body: {
      content: { 'application/json': { schema: AffiliateStoreInputSchema } },
      required: true,
    },
  },
  responses: {
    201: jsonContent(ShopSchema, 'The new shop, as GET /shops/{slug} answers it'),
    ...unauthorizedResponse,
    409: jsonContent(
      StoreConflictSchema,
      '`slug_taken` (with `suggestions`) or `store_exists` (the user already has an affiliate store)',
    ),
    ...errorResponses,
  },
});

export const getAffiliateStoreRoute = createRoute({
  method: 'get',
  path: '/stores/affiliate',
  tags: ['stores'],
  summary: "The signed-in user's affiliate store",
  responses: {
    200: jsonContent(ShopSchema, 'The shop'),
    ...unauthorizedResponse,
    404: jsonContent(ErrorSchema, '`store_not_found`: the user has no affiliate store'),
    ...errorResponses,
  },
});
