import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema, ShopSlugParamSchema } from '../schemas/common';
import {
  FranchiseAddedSchema,
  FranchisePageSchema,
  FranchiseParamsSchema,
  FranchisesInStoreAnswerSchema,
  FranchisesInStoreSchema,
  PublishedFranchisesQuerySchema,
  ShopFranchisesQuerySchema,
} from '../schemas/franchises';
import {
  errorResponses,
  jsonBody,
  jsonContent,
  notFoundResponse,
  unauthorizedResponse,
} from './responses';
import { noSession, signedIn } from './security';

/** Adding, removing and checking a shop's franchises: its admins only (spec 03 §6). */
const adminRefusals = {
  ...unauthorizedResponse,
  403: jsonContent(
    ErrorSchema,
    '`forbidden`: not an admin of this shop (admins of other shops included); `csrf_rejected`',
  ),
} as const;

export const listPublishedFranchisesRoute = createRoute({
  operationId: 'listPublishedFranchises',
  method: 'get',
  path: '/franchises',
  security: noSession,
  tags: ['franchises'],
  summary: 'Published franchise and affinity stores, by name (the franchise dialog, search)',
  request: { query: PublishedFranchisesQuerySchema },
  responses: {
    200: jsonContent(FranchisePageSchema, 'A page of stores'),
    ...errorResponses,
  },
});

export const listShopFranchisesRoute = createRoute({
  operationId: 'listShopFranchises',
  method: 'get',
  path: '/shops/{slug}/franchises',
  security: noSession,
  tags: ['franchises'],
  summary: "The franchises a shop lists in its franchises section ('/franquicias'), newest first",
  request: { params: ShopSlugParamSchema, query: ShopFranchisesQuerySchema },
  responses: {
    200: jsonContent(FranchisePageSchema, 'A page of stores'),
    ...notFoundResponse,
    ...errorResponses,
  },
});

export const checkFranchisesInStoreRoute = createRoute({
  operationId: 'checkFranchisesInStore',
  method: 'post',
  path: '/shops/{slug}/franchises/in-store',
  security: signedIn,
  tags: ['franchises'],
  summary: 'Which of the given stores the shop lists among its franchises (1 to 100 ids)',
  request: { params: ShopSlugParamSchema, body: jsonBody(FranchisesInStoreSchema) },
  responses: {
    200: jsonContent(FranchisesInStoreAnswerSchema, 'Each id with whether the shop lists it'),
    ...adminRefusals,
    404: jsonContent(ErrorSchema, '`shop_not_found`'),
    ...errorResponses,
  },
});

export const addShopFranchiseRoute = createRoute({
  operationId: 'addShopFranchise',
  method: 'put',
  path: '/shops/{slug}/franchises/{franchiseId}',
  security: signedIn,
  tags: ['franchises'],
  summary: "Lists a published franchise or affinity store in the shop's franchises section",
  request: { params: FranchiseParamsSchema },
  responses: {
    201: jsonContent(FranchiseAddedSchema, 'Added'),
    200: jsonContent(FranchiseAddedSchema, 'It was already listed'),
    ...adminRefusals,
    404: jsonContent(
      ErrorSchema,
      '`shop_not_found`; `franchise_not_found`: not a published franchise or affinity store',
    ),
    409: jsonContent(ErrorSchema, '`proxy_shop_read_only`'),
    422: jsonContent(
      ErrorSchema,
      '`invalid_franchise`: the shop itself; `validation_error` with `fields`',
    ),
    500: errorResponses[500],
  },
});

export const removeShopFranchiseRoute = createRoute({
  operationId: 'removeShopFranchise',
  method: 'delete',
  path: '/shops/{slug}/franchises/{franchiseId}',
  security: signedIn,
  tags: ['franchises'],
  summary: "Takes a store out of the shop's franchises section",
  request: { params: FranchiseParamsSchema },
  responses: {
    204: { description: 'Removed' },
    ...adminRefusals,
    404: jsonContent(
      ErrorSchema,
      '`shop_not_found`; `franchise_not_found`: the shop does not list it',
    ),
    409: jsonContent(ErrorSchema, '`proxy_shop_read_only`'),
    ...errorResponses,
  },
});
