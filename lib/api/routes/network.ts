import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema } from '../schemas/common';
import {
  AdvisorSchema,
  CollaborationsPageSchema,
  CollaborationsQuerySchema,
  TourBodySchema,
  TourSchema,
} from '../schemas/network';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

const tags = ['me'];

export const listCollaborationsRoute = createRoute({
  operationId: 'listCollaborations',
  method: 'get',
  path: '/me/collaborations',
  security: signedIn,
  tags,
  summary:
    'The stores collaborating with the shops the user administers (owner or admin member), newest first',
  request: { query: CollaborationsQuerySchema },
  responses: {
    200: jsonContent(
      CollaborationsPageSchema,
      'A page of collaborators (limit 10 by default; the side menu asks 5)',
    ),
    ...unauthorizedResponse,
    ...errorResponses,
  },
});

export const getAdvisorRoute = createRoute({
  operationId: 'getAdvisor',
  method: 'get',
  path: '/me/advisor',
  security: signedIn,
  tags,
  summary:
    "The user's advisor (owners of affiliate or franchise stores) or else coordinator (level two)",
  responses: {
    200: jsonContent(AdvisorSchema, 'Contact details, office hours and whether they are online'),
    ...unauthorizedResponse,
    404: jsonContent(ErrorSchema, '`advisor_not_found`: nobody is assigned'),
    ...errorResponses,
  },
});

export const heartbeatRoute = createRoute({
  operationId: 'heartbeat',
  method: 'post',
  path: '/me/heartbeat',
  security: signedIn,
  tags,
  summary: 'The signed-in app is open (advisors show online for 5 minutes); one a minute is kept',
  responses: { 204: { description: 'Recorded' }, ...unauthorizedResponse, ...errorResponses },
});

export const updateTourRoute = createRoute({
  operationId: 'updateTour',
  method: 'patch',
  path: '/me/tour',
  security: signedIn,
  tags,
  summary: 'Turns the setup tour on or off',
  request: {
    body: jsonBody(TourBodySchema),
  },
  responses: {
    200: jsonContent(TourSchema, 'The saved preference'),
    ...unauthorizedResponse,
    ...errorResponses,
  },
});
