import { createRoute } from '@hono/zod-openapi';

import {
  BannerCreateSchema,
  BannerIdParamsSchema,
  BannerListQuerySchema,
  BannerPageSchema,
  BannerUpdateSchema,
} from '../schemas/banners';
import { ErrorSchema, ShopSlugParamSchema } from '../schemas/common';
import { SlideSchema } from '../schemas/shop';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

/** Banners: the shop's admins only (`storefront.edit`), reads included (every audience shows). */
const adminRefusals = {
  ...unauthorizedResponse,
  403: jsonContent(
    ErrorSchema,
    '`forbidden`: not an admin of this shop (admins of other shops included); `csrf_rejected`',
  ),
  404: jsonContent(
    ErrorSchema,
    '`shop_not_found` or `banner_not_found` (a banner of another shop too)',
  ),
} as const;
const fieldErrors =
  "`validation_error`; `fields.hzt_image_id` / `fields.vrt_image_id`: `required` or `invalid_image` (not a desktop / mobile banner image of this shop's gallery); `fields.url`: `CarrouselShopInvalidLink` (not a web address) or `too_long`; `fields.product`: `required` (a `PRODUCT` link without one) or `invalid_product` (not an item this shop sells); `invalid_option` for a bad `type`, `target` or `url_target`";

export const listBannersRoute = createRoute({
  operationId: 'listBanners',
  method: 'get',
  path: '/shops/{slug}/banners',
  security: signedIn,
  tags: ['banners'],
  summary: "The shop's banners in carousel order, every audience (the editor's list)",
  request: { params: ShopSlugParamSchema, query: BannerListQuerySchema },
  responses: {
    200: jsonContent(BannerPageSchema, 'One page of banners (10 by default)'),
    ...adminRefusals,
    ...errorResponses,
  },
});

export const createBannerRoute = createRoute({
  operationId: 'createBanner',
  method: 'post',
  path: '/shops/{slug}/banners',
  security: signedIn,
  tags: ['banners'],
  summary:
    "Adds a banner (desktop and mobile images, link, audience) at the end of the shop's carousel",
  request: { params: ShopSlugParamSchema, body: jsonBody(BannerCreateSchema) },
  responses: {
    201: jsonContent(SlideSchema, 'The new banner'),
    ...adminRefusals,
    409: jsonContent(
      ErrorSchema,
      '`banner_limit_reached`: the shop has 10 banners already; `proxy_shop_read_only`: a proxy shop cannot be edited',
    ),
    ...errorResponses,
    422: jsonContent(ErrorSchema, fieldErrors),
  },
});

export const updateBannerRoute = createRoute({
  operationId: 'updateBanner',
  method: 'patch',
  path: '/shops/{slug}/banners/{banner}',
  security: signedIn,
  tags: ['banners'],
  summary: 'Changes a banner: only the fields sent; a replaced image leaves the gallery',
  request: { params: BannerIdParamsSchema, body: jsonBody(BannerUpdateSchema) },
  responses: {
    200: jsonContent(SlideSchema, 'The banner after the change'),
    ...adminRefusals,
    409: jsonContent(ErrorSchema, '`proxy_shop_read_only`'),
    ...errorResponses,
    422: jsonContent(ErrorSchema, fieldErrors),
  },
});

export const deleteBannerRoute = createRoute({
  operationId: 'deleteBanner',
  method: 'delete',
  path: '/shops/{slug}/banners/{banner}',
  security: signedIn,
  tags: ['banners'],
  summary: 'Deletes a banner and its gallery images',
  request: { params: BannerIdParamsSchema },
  responses: {
    204: { description: 'Deleted' },
    ...adminRefusals,
    409: jsonContent(ErrorSchema, '`proxy_shop_read_only`'),
    ...errorResponses,
  },
});
