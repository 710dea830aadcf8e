import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema, ShopSlugParamSchema } from '../schemas/common';
import { ShopSchema } from '../schemas/shop';
import { ShopSettingsUpdateSchema } from '../schemas/shop-settings';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

export const updateShopRoute = createRoute({
  operationId: 'updateShop',
  method: 'patch',
  path: '/shops/{slug}',
  security: signedIn,
  tags: ['shops'],
  summary:
    "Changes the shop's settings (name, logo, colours, theme, sections, footer, contact, SEO): only the fields sent; the shop's admins only",
  request: {
    params: ShopSlugParamSchema,
    body: jsonBody(ShopSettingsUpdateSchema),
  },
  responses: {
    200: jsonContent(ShopSchema, 'The shop after the change, as `GET /shops/{slug}` reads it'),
    ...unauthorizedResponse,
    403: jsonContent(
      ErrorSchema,
      '`forbidden`: not an admin of this shop (admins of other shops included); `csrf_rejected`',
    ),
    404: jsonContent(ErrorSchema, '`shop_not_found`'),
    ...errorResponses,
    422: jsonContent(
      ErrorSchema,
      "`validation_error`; `fields.<field>`: `required`, `too_long`, `invalid_option`, `invalid_color`, `invalid_photo` (not a shop photo of this shop's gallery), `invalid_email`, `invalid_phone`, `invalid_country_code`, `country_code_required`, `phone_required`, `invalid_domain`, `domain_taken` (another shop's canonical domain), `invalid_header` (not a header of this shop), `read_only` (`sections_info` of a proxy shop, whose menu mirrors its source)",
    ),
  },
});
