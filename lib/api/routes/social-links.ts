import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema, ShopSlugParamSchema } from '../schemas/common';
import { SocialLinksInputSchema, SocialLinksSchema } from '../schemas/social-links';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

export const putSocialLinksRoute = createRoute({
  operationId: 'putSocialLinks',
  method: 'put',
  path: '/shops/{slug}/social-links',
  security: signedIn,
  tags: ['shops'],
  summary: "Replaces the shop's social networks (the social links bar); blank or left out is null",
  request: {
    params: ShopSlugParamSchema,
    body: jsonBody(SocialLinksInputSchema),
  },
  responses: {
    200: jsonContent(SocialLinksSchema, 'The social networks as saved'),
    ...unauthorizedResponse,
    403: jsonContent(
      ErrorSchema,
      '`forbidden`: not an admin of this shop (admins of other shops included); `csrf_rejected`',
    ),
    404: jsonContent(ErrorSchema, '`shop_not_found`'),
    ...errorResponses,
    422: jsonContent(
      ErrorSchema,
      '`validation_error`; `fields.<network>`: `invalid_handle` (facebook, instagram, twitter, youtube, twitch, kick: letters, digits, `.`, `_`, `-`, up to 100), `fields.discord`: `invalid_url` (not a Discord invite address)',
    ),
  },
});
