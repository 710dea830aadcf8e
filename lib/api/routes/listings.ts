import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema } from '../schemas/common';
import {
  CatalogueProductMovedSchema,
  CatalogueProductParamsSchema,
  CatalogueProductSchema,
  ListingMovedSchema,
  ListingParamsSchema,
  ListingSchema,
  PlacementAddSchema,
  PlacementMoveSchema,
} from '../schemas/listings';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

/** Placement writes: the shop's admins only. */
const adminRefusals = {
  ...unauthorizedResponse,
  403: jsonContent(
    ErrorSchema,
    '`forbidden`: not an admin of this shop (admins of other shops included); `csrf_rejected`',
  ),
} as const;
const proxyRefusal = jsonContent(
  ErrorSchema,
  '`proxy_shop_read_only`: a proxy shop shows the products of the shop it mirrors',
);
const positionRefusal = jsonContent(
  ErrorSchema,
  '`updating_position_error`: the position is past the end of the list (the list changed meanwhile: try later)',
);
const addRefusal = jsonContent(
  ErrorSchema,
  "`invalid_product`: not an item this shop may add (a franchise shop takes only its franchise's items; other shops the items of enabled dropshipping suppliers or of their own supplier); `validation_error`",
);

export const addListingRoute = createRoute({
  operationId: 'addListing',
  method: 'put',
  path: '/shops/{slug}/listings/{product}',
  security: signedIn,
  tags: ['listings'],
  summary: "Adds a product to the store, last in its type's list or at `queue_position`",
  request: { params: ListingParamsSchema, body: jsonBody(PlacementAddSchema, { required: false }) },
  responses: {
    200: jsonContent(ListingSchema, 'Already in the store (nothing changed)'),
    201: jsonContent(ListingSchema, 'Added'),
    ...adminRefusals,
    404: jsonContent(
      ErrorSchema,
      '`shop_not_found`; `product_not_found` (unknown, or kept hidden by another supplier)',
    ),
    409: proxyRefusal,
    ...errorResponses,
    422: addRefusal,
  },
});

export const removeListingRoute = createRoute({
  operationId: 'removeListing',
  method: 'delete',
  path: '/shops/{slug}/listings/{product}',
  security: signedIn,
  tags: ['listings'],
  summary: "Removes a product from the store and from the shop's catalogues",
  request: { params: ListingParamsSchema },
  responses: {
    204: { description: 'Removed' },
    ...adminRefusals,
    404: jsonContent(
      ErrorSchema,
      '`shop_not_found`; `product_not_found`: the store does not list it',
    ),
    409: proxyRefusal,
    ...errorResponses,
  },
});

export const moveListingRoute = createRoute({
  operationId: 'moveListing',
  method: 'post',
  path: '/shops/{slug}/listings/{product}/position',
  security: signedIn,
  tags: ['listings'],
  summary:
    "Moves a product to a zero-based position of the shop's list of its type; the others shift",
  request: { params: ListingParamsSchema, body: jsonBody(PlacementMoveSchema) },
  responses: {
    200: jsonContent(ListingMovedSchema, 'Moved'),
    400: positionRefusal,
    ...adminRefusals,
    404: jsonContent(
      ErrorSchema,
      '`shop_not_found`; `product_not_found`: the store does not list it',
    ),
    409: proxyRefusal,
    ...errorResponses,
  },
});

const catalogueNotFound = jsonContent(
  ErrorSchema,
  '`shop_not_found`; `catalogue_not_found` (a catalogue of another shop too); `product_not_found`',
);

export const addCatalogueProductRoute = createRoute({
  operationId: 'addCatalogueProduct',
  method: 'put',
  path: '/shops/{slug}/catalogues/{catalogue}/products/{product}',
  security: signedIn,
  tags: ['listings'],
  summary:
    'Adds a product to a catalogue (and to the store when it is not there yet), last or at `queue_position`',
  request: {
    params: CatalogueProductParamsSchema,
    body: jsonBody(PlacementAddSchema, { required: false }),
  },
  responses: {
    200: jsonContent(CatalogueProductSchema, 'Already in the catalogue (nothing changed)'),
    201: jsonContent(CatalogueProductSchema, 'Added'),
    ...adminRefusals,
    404: catalogueNotFound,
    409: proxyRefusal,
    ...errorResponses,
    422: addRefusal,
  },
});

export const removeCatalogueProductRoute = createRoute({
  operationId: 'removeCatalogueProduct',
  method: 'delete',
  path: '/shops/{slug}/catalogues/{catalogue}/products/{product}',
  security: signedIn,
  tags: ['listings'],
  summary: 'Removes a product from a catalogue (it stays in the store)',
  request: { params: CatalogueProductParamsSchema },
  responses: {
    204: { description: 'Removed' },
    ...adminRefusals,
    404: catalogueNotFound,
    409: proxyRefusal,
    ...errorResponses,
  },
});

export const moveCatalogueProductRoute = createRoute({
  operationId: 'moveCatalogueProduct',
  method: 'post',
  path: '/shops/{slug}/catalogues/{catalogue}/products/{product}/position',
  security: signedIn,
  tags: ['listings'],
  summary: 'Moves a product to a zero-based position of a catalogue; the others shift',
  request: { params: CatalogueProductParamsSchema, body: jsonBody(PlacementMoveSchema) },
  responses: {
    200: jsonContent(CatalogueProductMovedSchema, 'Moved'),
    400: positionRefusal,
    ...adminRefusals,
    404: catalogueNotFound,
    409: proxyRefusal,
    ...errorResponses,
  },
});
