import { createRoute } from '@hono/zod-openapi';

import { HealthSchema } from '../schemas/common';
import { errorResponses, jsonContent } from './responses';
import { noSession } from './security';

export const healthRoute = createRoute({
  operationId: 'health',
  method: 'get',
  path: '/health',
  security: noSession,
  tags: ['platform'],
  summary: 'Liveness and database check',
  responses: {
    200: jsonContent(HealthSchema, 'The service and its database answer'),
    ...errorResponses,
  },
});
