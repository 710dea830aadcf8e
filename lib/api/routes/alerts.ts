import { createRoute } from '@hono/zod-openapi';

import {
  AlertCountSchema,
  AlertListQuerySchema,
  AlertListSchema,
  AlertParamSchema,
  AlertSchema,
  AlertVisitSchema,
} from '../schemas/alerts';
import { ErrorSchema } from '../schemas/common';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

/** The bell's badge (spec 02 §2 "Alerts"), asked by open pages every few seconds. */
export const countAlertsRoute = createRoute({
  operationId: 'countAlerts',
  method: 'get',
  path: '/me/alerts/count',
  security: signedIn,
  tags: ['me'],
  summary: "How many of the signed-in user's alerts are still pending (not opened)",
  responses: {
    200: jsonContent(AlertCountSchema, 'The pending count'),
    ...unauthorizedResponse,
    ...errorResponses,
  },
});

export const listAlertsRoute = createRoute({
  operationId: 'listAlerts',
  method: 'get',
  path: '/me/alerts',
  security: signedIn,
  tags: ['me'],
  summary: "The signed-in user's alerts, newest first, 10 a load",
  request: { query: AlertListQuerySchema },
  responses: {
    200: jsonContent(AlertListSchema, 'A page of alerts and how many there are'),
    ...unauthorizedResponse,
    ...errorResponses,
  },
});

export const visitAlertRoute = createRoute({
  operationId: 'visitAlert',
  method: 'patch',
  path: '/me/alerts/{id}',
  security: signedIn,
  tags: ['me'],
  summary: "Marks one of the signed-in user's alerts visited (opened); a repeat changes nothing",
  request: { params: AlertParamSchema, body: jsonBody(AlertVisitSchema) },
  responses: {
    200: jsonContent(AlertSchema, 'The alert, no longer pending'),
    ...unauthorizedResponse,
    404: jsonContent(ErrorSchema, "`alert_not_found` (also another user's alert)"),
    ...errorResponses,
  },
});
