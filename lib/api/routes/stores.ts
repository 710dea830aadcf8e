import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema } from '../schemas/common';
import { ShopSchema } from '../schemas/shop';
import {
  AffiliateStoreInputSchema,
  StoreConflictSchema,
  StoreSlugCheckInputSchema,
  StoreSlugCheckSchema,
} from '../schemas/stores';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { noSession, signedIn } from './security';

export const checkStoreSlugRoute = createRoute({
  operationId: 'checkStoreSlug',
  method: 'post',
  path: '/stores/slug/exists',
  security: noSession,
  tags: ['stores'],
  summary: 'Whether a store slug is taken (or reserved), with free suggestions when it is',
  request: {
    body: jsonBody(StoreSlugCheckInputSchema),
  },
  responses: {
    200: jsonContent(StoreSlugCheckSchema, 'exists and suggestions'),
    ...errorResponses,
  },
});

export const createAffiliateStoreRoute = createRoute({
  operationId: 'createAffiliateStore',
  method: 'post',
  path: '/stores/affiliate',
  security: signedIn,
  tags: ['stores'],
  summary: "Creates the signed-in user's affiliate store (theme04, products and catalogues)",
  request: {
    body: jsonBody(AffiliateStoreInputSchema),
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
  operationId: 'getAffiliateStore',
  method: 'get',
  path: '/stores/affiliate',
  security: signedIn,
  tags: ['stores'],
  summary: "The signed-in user's affiliate store",
  responses: {
    200: jsonContent(ShopSchema, 'The shop'),
    ...unauthorizedResponse,
    404: jsonContent(ErrorSchema, '`store_not_found`: the user has no affiliate store'),
    ...errorResponses,
  },
});
