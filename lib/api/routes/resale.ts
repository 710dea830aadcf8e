import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema } from '../schemas/common';
import {
  CommissionRateSchema,
  ResaleBulkAddedSchema,
  ResaleBulkAddSchema,
  ResaleCategoriesQuerySchema,
  ResaleCategoryPageSchema,
  ResaleInStoreAnswerSchema,
  ResaleInStoreSchema,
  ResaleParamsSchema,
  ResaleProductPageSchema,
  ResaleProductsQuerySchema,
  ResaleSuggestionsQuerySchema,
  ResaleSuggestionsSchema,
  ResaleSupplierPageSchema,
  ResaleSuppliersQuerySchema,
} from '../schemas/resale';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

/** The resale API: the shop's admins only (spec 03 §6). */
const adminRefusals = {
  ...unauthorizedResponse,
  403: jsonContent(
    ErrorSchema,
    '`forbidden`: not an admin of this shop (admins of other shops included); `csrf_rejected`',
  ),
} as const;
const shopNotFound = { 404: jsonContent(ErrorSchema, '`shop_not_found`') } as const;

export const listResaleProductsRoute = createRoute({
  operationId: 'listResaleProducts',
  method: 'get',
  path: '/shops/{slug}/resale/products',
  security: signedIn,
  tags: ['resale'],
  summary: 'The items the shop may resell (the add-items modal), with its earning per resale',
  description:
    "Published, visible items of enabled dropshipping suppliers (a franchise shop: its franchise's items; a supplier's shop: its own too). `earning` = contribution margin × the shop owner's plan commission rate. Default order: highest margin first; `matches_estimated` stops at 1000.",
  request: { params: ResaleParamsSchema, query: ResaleProductsQuerySchema },
  responses: {
    200: jsonContent(ResaleProductPageSchema, 'A page of items'),
    ...adminRefusals,
    ...shopNotFound,
    ...errorResponses,
  },
});

export const suggestResaleProductsRoute = createRoute({
  operationId: 'suggestResaleProducts',
  method: 'get',
  path: '/shops/{slug}/resale/suggestions',
  security: signedIn,
  tags: ['resale'],
  summary: "Autocomplete of the modal's text search: names of items to resell",
  description:
    'Names starting with the text first, then containing it; at most 10 for `product`, 5 for the other types; empty text: none.',
  request: { params: ResaleParamsSchema, query: ResaleSuggestionsQuerySchema },
  responses: {
    200: jsonContent(ResaleSuggestionsSchema, 'The names'),
    ...adminRefusals,
    ...shopNotFound,
    ...errorResponses,
  },
});

export const searchResaleSuppliersRoute = createRoute({
  operationId: 'searchResaleSuppliers',
  method: 'get',
  path: '/shops/{slug}/resale/suppliers',
  security: signedIn,
  tags: ['resale'],
  summary: 'Suppliers with at least one item of the type for the shop to resell, by name',
  request: { params: ResaleParamsSchema, query: ResaleSuppliersQuerySchema },
  responses: {
    200: jsonContent(ResaleSupplierPageSchema, 'A page of suppliers'),
    ...adminRefusals,
    ...shopNotFound,
    ...errorResponses,
  },
});

export const searchResaleCategoriesRoute = createRoute({
  operationId: 'searchResaleCategories',
  method: 'get',
  path: '/shops/{slug}/resale/categories',
  security: signedIn,
  tags: ['resale'],
  summary:
    'Categories with at least one item of the type to resell (of the supplier when given), by name',
  request: { params: ResaleParamsSchema, query: ResaleCategoriesQuerySchema },
  responses: {
    200: jsonContent(ResaleCategoryPageSchema, 'A page of categories'),
    ...adminRefusals,
    ...shopNotFound,
    ...errorResponses,
  },
});

export const checkProductsInStoreRoute = createRoute({
  operationId: 'checkProductsInStore',
  method: 'post',
  path: '/shops/{slug}/resale/in-store',
  security: signedIn,
  tags: ['resale'],
  summary: 'Which of the given items the shop lists (1 to 100 ids)',
  request: { params: ResaleParamsSchema, body: jsonBody(ResaleInStoreSchema) },
  responses: {
    200: jsonContent(ResaleInStoreAnswerSchema, 'Each id with whether the shop lists it'),
    ...adminRefusals,
    ...shopNotFound,
    ...errorResponses,
  },
});

export const getCommissionRateRoute = createRoute({
  operationId: 'getCommissionRate',
  method: 'get',
  path: '/shops/{slug}/resale/commission-rate',
  security: signedIn,
  tags: ['resale'],
  summary: "The shop owner's current plan's commission rate (the base plan's 0.5 without one)",
  request: { params: ResaleParamsSchema },
  responses: {
    200: jsonContent(CommissionRateSchema, 'The rate'),
    ...adminRefusals,
    ...shopNotFound,
    ...errorResponses,
  },
});

export const bulkAddResaleProductsRoute = createRoute({
  operationId: 'bulkAddResaleProducts',
  method: 'post',
  path: '/shops/{slug}/resale/bulk-add',
  security: signedIn,
  tags: ['resale'],
  summary:
    'Adds every item the filters match (at most 1000) to the shop, an existing catalogue or a new one',
  description:
    'Items already there are skipped; items put into a catalogue are listed in the shop too. One transaction: all or nothing.',
  request: { params: ResaleParamsSchema, body: jsonBody(ResaleBulkAddSchema) },
  responses: {
    200: jsonContent(ResaleBulkAddedSchema, 'Added'),
    ...adminRefusals,
    404: jsonContent(
      ErrorSchema,
      '`shop_not_found`; `catalogue_not_found` (a catalogue of another shop too)',
    ),
    409: jsonContent(
      ErrorSchema,
      '`proxy_shop_read_only`: a proxy shop shows the products of the shop it mirrors',
    ),
    ...errorResponses,
    422: jsonContent(
      ErrorSchema,
      '`validation_error`; `fields.new_catalogue_name`: `required`, `too_long` (over 150) or `invalid_name`; `fields.catalogue`: `exclusive` (with `new_catalogue_name`)',
    ),
  },
});
