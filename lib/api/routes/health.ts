import { createRoute } from '@hono/zod-openapi';

import { HealthSchema } from '../schemas/common';
import { errorResponses, jsonContent } from './responses';

export const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['platform'],
  summary: 'Liveness and database check',
  responses: { 200: jsonContent(HealthSchema, 'The service and its database answer'), ...errorResponses },
});
