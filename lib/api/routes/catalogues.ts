import { createRoute } from '@hono/zod-openapi';

import {
  CatalogueCreateSchema,
  CatalogueDeleteQuerySchema,
  CatalogueDetailSchema,
  CatalogueIdParamsSchema,
  CatalogueMoveSchema,
  CatalogueSchema,
  CatalogueUpdateSchema,
  CatalogueListQuerySchema,
  CataloguePageSchema,
  CatalogueParamsSchema,
  CatalogueProductsQuerySchema,
} from '../schemas/catalogue';
import {
  CatalogueAddedSchema,
  CatalogueAddFilteredSchema,
  CatalogueCloneSchema,
  CatalogueForkedSchema,
  CatalogueForkSchema,
  CatalogueProductsMovedSchema,
  CatalogueProductsMoveSchema,
} from '../schemas/catalogue-curation';
import { ErrorSchema, ShopSlugParamSchema } from '../schemas/common';
import {
  errorResponses,
  jsonBody,
  jsonContent,
  notFoundResponse,
  unauthorizedResponse,
} from './responses';
import { noSession, sessionOptional, signedIn } from './security';

export const listCataloguesRoute = createRoute({
  operationId: 'listCatalogues',
  method: 'get',
  path: '/shops/{slug}/catalogues',
  security: noSession,
  tags: ['catalogues'],
  summary: 'Custom catalogues of a shop in their order',
  request: { params: ShopSlugParamSchema, query: CatalogueListQuerySchema },
  responses: {
    200: jsonContent(CataloguePageSchema, 'One page of catalogues'),
    ...notFoundResponse,
    ...errorResponses,
  },
});

export const getCatalogueRoute = createRoute({
  operationId: 'getCatalogue',
  method: 'get',
  path: '/shops/{slug}/catalogues/{catalogue}',
  security: sessionOptional,
  tags: ['catalogues'],
  summary: 'A catalogue by id or slug with one page of its products (30 a page)',
  request: { params: CatalogueParamsSchema, query: CatalogueProductsQuerySchema },
  responses: {
    200: jsonContent(CatalogueDetailSchema, 'The catalogue and its products'),
    ...notFoundResponse,
    ...errorResponses,
  },
});

/** Catalogue writes: the shop's admins only (`catalogues.manage`). */
const adminRefusals = {
  ...unauthorizedResponse,
  403: jsonContent(
    ErrorSchema,
    '`forbidden`: not an admin of this shop (admins of other shops included); `csrf_rejected`',
  ),
  404: jsonContent(
    ErrorSchema,
    '`shop_not_found` or `catalogue_not_found` (a catalogue of another shop too)',
  ),
} as const;
const proxyRefusal = jsonContent(
  ErrorSchema,
  '`proxy_shop_read_only`: a proxy shop shows the catalogues of the shop it mirrors',
);

export const createCatalogueRoute = createRoute({
  operationId: 'createCatalogue',
  method: 'post',
  path: '/shops/{slug}/catalogues',
  security: signedIn,
  tags: ['catalogues'],
  summary:
    "Creates a catalogue at the end of the shop's order; the first one turns the catalogues section on",
  request: { params: ShopSlugParamSchema, body: jsonBody(CatalogueCreateSchema) },
  responses: {
    201: jsonContent(CatalogueSchema, 'The new catalogue (its slug comes from the name)'),
    ...adminRefusals,
    409: proxyRefusal,
    ...errorResponses,
    422: jsonContent(
      ErrorSchema,
      "`validation_error`; `fields.name`: `required`, `too_long` (over 150) or `invalid_name`; `fields.photo`: `invalid_photo` (not a catalogue photo of this shop's gallery)",
    ),
  },
});

export const updateCatalogueRoute = createRoute({
  operationId: 'updateCatalogue',
  method: 'patch',
  path: '/shops/{slug}/catalogues/{catalogue}',
  security: signedIn,
  tags: ['catalogues'],
  summary:
    'Renames a catalogue or changes its photo (null removes it); the slug stays, so share links keep working',
  request: { params: CatalogueIdParamsSchema, body: jsonBody(CatalogueUpdateSchema) },
  responses: {
    200: jsonContent(CatalogueSchema, 'The catalogue after the change'),
    ...adminRefusals,
    409: proxyRefusal,
    ...errorResponses,
    422: jsonContent(
      ErrorSchema,
      '`validation_error` with `fields.name` / `fields.photo` as on create',
    ),
  },
});

export const deleteCatalogueRoute = createRoute({
  operationId: 'deleteCatalogue',
  method: 'delete',
  path: '/shops/{slug}/catalogues/{catalogue}',
  security: signedIn,
  tags: ['catalogues'],
  summary:
    'Deletes a catalogue (its products stay in the shop); the last one turns the catalogues section off',
  request: { params: CatalogueIdParamsSchema, query: CatalogueDeleteQuerySchema },
  responses: {
    204: { description: 'Deleted' },
    ...adminRefusals,
    409: jsonContent(
      ErrorSchema,
      '`product_catalogue_has_products`: it still has products and `force=true` was not given; `proxy_shop_read_only`',
    ),
    ...errorResponses,
  },
});

export const moveCatalogueRoute = createRoute({
  operationId: 'moveCatalogue',
  method: 'post',
  path: '/shops/{slug}/catalogues/{catalogue}/move',
  security: signedIn,
  tags: ['catalogues'],
  summary: "Moves a catalogue to a zero-based position of the shop's order",
  request: { params: CatalogueIdParamsSchema, body: jsonBody(CatalogueMoveSchema) },
  responses: {
    200: jsonContent(CatalogueMoveSchema.extend({ id: CatalogueSchema.shape.id }), 'Moved'),
    400: jsonContent(
      ErrorSchema,
      '`updating_position_error`: the position is past the end of the list (the list changed meanwhile: try later)',
    ),
    ...adminRefusals,
    409: proxyRefusal,
    ...errorResponses,
  },
});

export const cloneCatalogueRoute = createRoute({
  operationId: 'cloneCatalogue',
  method: 'post',
  path: '/shops/{slug}/catalogues/{catalogue}/products/clone',
  security: signedIn,
  tags: ['catalogues'],
  summary:
    "Duplicates a catalogue: a new one at the end of the shop's order with the same photo and items in the same order",
  description:
    "Named `name`, or the original's name + ' (copia)' (' (copy)' in English). For level-two users (spec 03 §2): an admin of the shop below that level is refused 403 `forbidden`.",
  request: {
    params: CatalogueIdParamsSchema,
    body: jsonBody(CatalogueCloneSchema, { required: false }),
  },
  responses: {
    201: jsonContent(CatalogueSchema, 'The copy'),
    ...adminRefusals,
    409: proxyRefusal,
    ...errorResponses,
    422: jsonContent(
      ErrorSchema,
      '`validation_error`; `fields.name`: `required`, `too_long` (over 150) or `invalid_name`',
    ),
  },
});

export const addFilteredToCatalogueRoute = createRoute({
  operationId: 'addFilteredToCatalogue',
  method: 'post',
  path: '/shops/{slug}/catalogues/{catalogue}/products/add_filtered',
  security: signedIn,
  tags: ['catalogues'],
  summary:
    'Adds to a catalogue every item the resale products filters match (at most 1000, highest margin first)',
  description:
    'The filters of `GET /shops/{slug}/resale/products`. Items already in the catalogue are skipped; items not yet in the shop are listed in it too. One transaction: all or nothing.',
  request: { params: CatalogueIdParamsSchema, body: jsonBody(CatalogueAddFilteredSchema) },
  responses: {
    200: jsonContent(CatalogueAddedSchema, 'How many went in'),
    ...adminRefusals,
    409: proxyRefusal,
    ...errorResponses,
  },
});

export const moveCatalogueProductsRoute = createRoute({
  operationId: 'moveCatalogueProducts',
  method: 'post',
  path: '/shops/{slug}/catalogues/{catalogue}/products/move',
  security: signedIn,
  tags: ['catalogues'],
  summary:
    'Moves items of this catalogue to the end of another catalogue of the shop (they stay in the store)',
  description:
    'Ids this catalogue does not hold are ignored; items the target holds already are only taken out of this one.',
  request: { params: CatalogueIdParamsSchema, body: jsonBody(CatalogueProductsMoveSchema) },
  responses: {
    200: jsonContent(CatalogueProductsMovedSchema, 'Moved'),
    ...adminRefusals,
    409: proxyRefusal,
    ...errorResponses,
    422: jsonContent(
      ErrorSchema,
      '`validation_error`; `fields.to`: `same_catalogue`; `fields.product_ids`: 1 to 1000 ids',
    ),
  },
});

export const forkCatalogueRoute = createRoute({
  operationId: 'forkCatalogue',
  method: 'post',
  path: '/shops/{slug}/catalogues/fork',
  security: signedIn,
  tags: ['catalogues'],
  summary:
    "Copies another shop's public catalogue into this shop as a new catalogue, with the items this shop may resell",
  description:
    "The origin by `origin_id`, or by `origin_shop` + `origin_slug`. Its published, visible items (at most 1000) in its order; those this shop may not resell (a franchise shop: other than its franchise's; others: not offered for resale) are left out and counted in `skipped`. Items not yet in the shop are listed in it too. Named `name` or as the origin. One transaction.",
  request: { params: ShopSlugParamSchema, body: jsonBody(CatalogueForkSchema) },
  responses: {
    201: jsonContent(CatalogueForkedSchema, 'The new catalogue'),
    ...unauthorizedResponse,
    403: adminRefusals[403],
    404: jsonContent(
      ErrorSchema,
      '`shop_not_found`; `catalogue_not_found`: no origin catalogue (an unknown origin shop too)',
    ),
    409: proxyRefusal,
    ...errorResponses,
    422: jsonContent(
      ErrorSchema,
      '`validation_error`; `fields.origin_id`: `required` or `exclusive`; `fields.origin_shop` / `fields.origin_slug`: `required`; `fields.name` as on create',
    ),
  },
});
