import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema } from '../schemas/common';
import { ResaleEarningsQuerySchema, ResaleEarningsSchema } from '../schemas/resale-earnings';
import { errorResponses, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

/**
 * The earnings the storefront's cards show level-two visitors (spec 03 §6, §9). Asked by the cards'
 * island once the visitor is known, so no cached page carries them.
 */
export const listResaleEarningsRoute = createRoute({
  operationId: 'listResaleEarnings',
  method: 'get',
  path: '/me/resale-earnings',
  security: signedIn,
  tags: ['me'],
  summary:
    "What the signed-in level-two user earns per resale of each item: contribution margin × their plan's commission rate",
  request: { query: ResaleEarningsQuerySchema },
  responses: {
    200: jsonContent(ResaleEarningsSchema, 'The rate and the earning of each item that has one'),
    ...unauthorizedResponse,
    403: jsonContent(ErrorSchema, '`forbidden`: resale info is for level-two users only'),
    ...errorResponses,
  },
});
