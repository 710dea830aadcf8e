import { createRoute } from '@hono/zod-openapi';

import { CourierBranchListSchema, CourierBranchQuerySchema } from '../schemas/courier-branches';
import { errorResponses, jsonContent } from './responses';
import { noSession } from './security';

export const listCourierBranchesRoute = createRoute({
  operationId: 'listCourierBranches',
  method: 'get',
  path: '/courier-branches',
  security: noSession,
  tags: ['checkout'],
  summary: "The active courier branches of a state, for a `to_branch` delivery's `agency_id`",
  description:
    'Public. An empty `results` means no branch is available in the state (spec 02 §8 "branches unavailable").',
  request: { query: CourierBranchQuerySchema },
  responses: {
    200: jsonContent(CourierBranchListSchema, 'The branches, by city then name'),
    ...errorResponses,
  },
});
