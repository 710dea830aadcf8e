import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema } from '../schemas/common';
import {
  GalleryImageParamSchema,
  GalleryImageSchema,
  GalleryRejectionSchema,
  GalleryUploadFormSchema,
} from '../schemas/gallery';
import { errorResponses, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

export const uploadGalleryImageRoute = createRoute({
  operationId: 'uploadGalleryImage',
  method: 'post',
  path: '/gallery',
  security: signedIn,
  tags: ['gallery'],
  summary:
    "Uploads an image: the user's profile photo, a shop's banner, photo, catalogue photo or header background (its admins only), or a supplier's item photo (its owner and admins)",
  request: {
    body: {
      content: { 'multipart/form-data': { schema: GalleryUploadFormSchema } },
      required: true,
    },
  },
  responses: {
    201: jsonContent(GalleryImageSchema, 'Stored; `url` serves it'),
    ...unauthorizedResponse,
    403: jsonContent(
      ErrorSchema,
      '`forbidden`: not an admin of that shop, or supplier staff whose role does not edit items',
    ),
    404: jsonContent(
      ErrorSchema,
      '`shop_not_found`; `supplier_not_found` (also for anyone without a role on it)',
    ),
    413: jsonContent(GalleryRejectionSchema, "`image_too_large`: over the kind's limit"),
    415: jsonContent(
      GalleryRejectionSchema,
      '`image_type_not_allowed`: the bytes are not an allowed image type, the name claims another type, or an SVG carries script',
    ),
    ...errorResponses,
  },
});

export const deleteGalleryImageRoute = createRoute({
  operationId: 'deleteGalleryImage',
  method: 'delete',
  path: '/gallery/{id}',
  security: signedIn,
  tags: ['gallery'],
  summary: "Deletes an image and its file (its uploader, or an admin of the image's shop)",
  request: { params: GalleryImageParamSchema },
  responses: {
    204: { description: 'Deleted' },
    ...unauthorizedResponse,
    403: jsonContent(
      ErrorSchema,
      "`forbidden`: neither the uploader nor an admin of the image's shop",
    ),
    404: jsonContent(ErrorSchema, '`image_not_found`'),
    ...errorResponses,
  },
});
