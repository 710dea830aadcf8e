import { createRoute } from '@hono/zod-openapi';

import { ResaleInfoPreferenceQuerySchema } from '../schemas/resale-info-preference';
import { errorResponses } from './responses';
import { noSession } from './security';

export const setResaleInfoPreferenceRoute = createRoute({
  operationId: 'setResaleInfoPreference',
  method: 'get',
  path: '/preferences/resale-info',
  security: noSession,
  tags: ['preferences'],
  summary: 'Shows or hides resale info on product cards (cookie `resale_info`, 365 days)',
  description:
    'A GET so that a plain form works without JavaScript: sets the cookie, then redirects (303) to `next` when it is a path on the same site, or answers 204.',
  request: { query: ResaleInfoPreferenceQuerySchema },
  responses: {
    204: { description: 'Cookie set' },
    303: { description: 'Cookie set; back to `next`' },
    ...errorResponses,
  },
});
