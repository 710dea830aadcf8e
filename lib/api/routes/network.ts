import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema } from '../schemas/common';
import {
  AdvisorSchema,
  CollaborationsPageSchema,
  CollaborationsQuerySchema,
  TourBodySchema,
  TourSchema,
} from '../schemas/network';
import { errorResponses, jsonContent } from './responses';

const tags = ['me'];
const unauthorized = { 401: jsonContent(ErrorSchema, '`unauthorized`: no valid session') } as const;

export const listCollaborationsRoute = createRoute({
  method: 'get',
  path: '/me/collaborations',
  tags,
  summary:
    'The stores collaborating with the shops the user administers (owner or admin member), newest first',
  request: { query: CollaborationsQuerySchema },
  responses: {
    200: jsonContent(CollaborationsPageSchema, 'A page of collaborators (limit 5 by default)'),
    ...unauthorized,
    ...errorResponses,
  },
});

export const getAdvisorRoute = createRoute({
  method: 'get',
  path: '/me/advisor',
  tags,
  summary:
    "The user's advisor (owners of affiliate or franchise stores) or else coordinator (level two)",
  responses: {
    200: jsonContent(AdvisorSchema, 'Contact details, office hours and whether they are online'),
    ...unauthorized,
    404: jsonContent(ErrorSchema, '`advisor_not_found`: nobody is assigned'),
    ...errorResponses,
  },
});

export const heartbeatRoute = createRoute({
  method: 'post',
  path: '/me/heartbeat',
  tags,
  summary: 'The signed-in app is open (advisors show online for 5 minutes); one a minute is kept',
  responses: { 204: { description: 'Recorded' }, ...unauthorized, ...errorResponses },
});

export const updateTourRoute = createRoute({
  method: 'patch',
  path: '/me/tour',
  tags,
  summary: 'Turns the setup tour on or off',
  request: {
    body: { content: { 'application/json': { schema: TourBodySchema } }, required: true },
  },
  responses: {
    200: jsonContent(TourSchema, 'The saved preference'),
    ...unauthorized,
    ...errorResponses,
  },
});
