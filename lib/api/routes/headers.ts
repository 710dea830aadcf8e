import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema, ShopSlugParamSchema } from '../schemas/common';
import {
  HeaderFormSchema,
  HeaderIdParamsSchema,
  HeaderListQuerySchema,
  HeaderPageSchema,
  HeaderUpdateSchema,
} from '../schemas/headers';
import { HeaderSchema } from '../schemas/shop';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

/** Header records: the shop's admins only (`storefront.edit`). */
const adminRefusals = {
  ...unauthorizedResponse,
  403: jsonContent(
    ErrorSchema,
    '`forbidden`: not an admin of this shop (admins of other shops included); `csrf_rejected`',
  ),
  404: jsonContent(
    ErrorSchema,
    '`shop_not_found` or `header_not_found` (a header of another shop too)',
  ),
} as const;
const proxyRefusal = jsonContent(
  ErrorSchema,
  '`proxy_shop_read_only`: a proxy shop mirrors another shop and is not edited here',
);
const fieldErrors = jsonContent(
  ErrorSchema,
  '`validation_error`; `fields`: `title` `required`/`too_long` (over 30), `subtitle` `too_long` (over 40), `description` `too_long` (over 130), `url` `required`/`invalid_url` (action url), `product` `required`/`invalid_product` (action product; an item this shop does not sell), `button_label` `required` (any action but none), `invalid_option` for a value off the list, `bg_color1`/`bg_color2` `invalid_color`',
);

export const listHeadersRoute = createRoute({
  operationId: 'listHeaders',
  method: 'get',
  path: '/shops/{slug}/headers',
  security: signedIn,
  tags: ['headers'],
  summary:
    "The shop's header records, newest first, with the one the shop shows (the header editor's list)",
  request: { params: ShopSlugParamSchema, query: HeaderListQuerySchema },
  responses: {
    200: jsonContent(HeaderPageSchema, 'One page of headers'),
    ...adminRefusals,
    ...errorResponses,
  },
});

export const createHeaderRoute = createRoute({
  operationId: 'createHeader',
  method: 'post',
  path: '/shops/{slug}/headers',
  security: signedIn,
  tags: ['headers'],
  summary: "Creates a header record; it becomes the shop's header_info",
  request: { params: ShopSlugParamSchema, body: jsonBody(HeaderFormSchema) },
  responses: {
    201: jsonContent(HeaderSchema, 'The new header (now the header_info of the shop)'),
    ...adminRefusals,
    409: proxyRefusal,
    ...errorResponses,
    422: fieldErrors,
  },
});

export const updateHeaderRoute = createRoute({
  operationId: 'updateHeader',
  method: 'patch',
  path: '/shops/{slug}/headers/{id}',
  security: signedIn,
  tags: ['headers'],
  summary:
    "Changes a header record (the fields sent; the action rules apply to the result); it becomes the shop's header_info",
  request: { params: HeaderIdParamsSchema, body: jsonBody(HeaderUpdateSchema) },
  responses: {
    200: jsonContent(HeaderSchema, 'The header after the change (now the header_info of the shop)'),
    ...adminRefusals,
    409: proxyRefusal,
    ...errorResponses,
    422: fieldErrors,
  },
});

export const deleteHeaderRoute = createRoute({
  operationId: 'deleteHeader',
  method: 'delete',
  path: '/shops/{slug}/headers/{id}',
  security: signedIn,
  tags: ['headers'],
  summary: 'Deletes a header record; deleting the one shown leaves the shop without header_info',
  request: { params: HeaderIdParamsSchema },
  responses: {
    204: { description: 'Deleted' },
    ...adminRefusals,
    409: proxyRefusal,
    ...errorResponses,
  },
});
