import { createRoute } from '@hono/zod-openapi';

import { HealthSchema } from '../schemas/common';
import { HealthUnavailableSchema, LivenessSchema, ReadinessSchema } from '../schemas/health';
import { errorResponses, jsonContent } from './responses';
import { noSession } from './security';

export const healthRoute = createRoute({
  operationId: 'health',
  method: 'get',
  path: '/health',
  security: noSession,
  tags: ['platform'],
  summary: 'Liveness and database check',
  description:
    'Kept for existing monitors: `/health/ready` says more (migrations, Redis, the build) and `/health/live` less.',
  responses: {
    200: jsonContent(HealthSchema, 'The service and its database answer'),
    503: jsonContent(HealthUnavailableSchema, 'The database does not answer'),
    ...errorResponses,
  },
});

export const livenessRoute = createRoute({
  operationId: 'healthLive',
  method: 'get',
  path: '/health/live',
  security: noSession,
  tags: ['platform'],
  summary: 'Liveness: the process answers',
  description:
    'Checks nothing else, so a load balancer or orchestrator restarts only a process that is stuck, never one waiting for its database.',
  responses: {
    200: jsonContent(LivenessSchema, 'The process is up'),
    ...errorResponses,
  },
});

export const readinessRoute = createRoute({
  operationId: 'healthReady',
  method: 'get',
  path: '/health/ready',
  security: noSession,
  tags: ['platform'],
  summary: 'Readiness: database, migrations and Redis',
  description:
    'Send traffic to this instance only while it answers 200: the database answers `select 1` within 2 s, it has every migration of this build, and Redis answers PING when `REDIS_URL` is set.',
  responses: {
    200: jsonContent(ReadinessSchema, 'Ready: every check passed'),
    503: jsonContent(ReadinessSchema, 'Not ready: `checks` names the failed check'),
    ...errorResponses,
  },
});
