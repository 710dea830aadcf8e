import { createRoute } from '@hono/zod-openapi';

import { LoginResponseSchema } from '../schemas/auth';
import { ErrorSchema } from '../schemas/common';
import {
  HandoffAllowBodySchema,
  HandoffAuthorizationSchema,
  HandoffAuthorizeBodySchema,
  HandoffStartBodySchema,
  HandoffStartSchema,
} from '../schemas/handoff';
import { errorResponses, jsonBody, jsonContent } from './responses';
import { noSession, sessionOptional } from './security';

const tags = ['auth'];
const csrf = { 403: jsonContent(ErrorSchema, '`csrf_rejected`: cross-site request') } as const;
const badHost = {
  400: jsonContent(
    ErrorSchema,
    '`invalid_handoff_host`: not the platform, an existing shop sub-domain or (as a target) a shop domain',
  ),
} as const;

export const startHandoffRoute = createRoute({
  operationId: 'startHandoff',
  method: 'post',
  path: '/auth/handoff/start',
  security: noSession,
  tags,
  summary: 'Begin a login hand-off to this host: where to ask for the session, and a state',
  description:
    "Sets the `tienda_handoff` cookie (httpOnly, 5 minutes) to the state. The browser then opens `authorize_url`, the `from` host's authorize page, which comes back to this host's `/auth/allow`.",
  request: { body: jsonBody(HandoffStartBodySchema) },
  responses: {
    201: jsonContent(HandoffStartSchema, 'The authorize address and the state (cookie set)'),
    ...badHost,
    ...csrf,
    ...errorResponses,
  },
});

export const authorizeHandoffRoute = createRoute({
  operationId: 'authorizeHandoff',
  method: 'post',
  path: '/auth/handoff/authorize',
  security: sessionOptional,
  tags,
  summary: 'Issue a one-time code that carries the session to another host of the platform',
  description:
    'Spec 02 §7 "Authorize". `redirect_uri` must be the `/auth/allow` page of the platform, an existing shop sub-domain or a shop domain, with its public protocol. Signed in: a code (60 s, single use, bound to that host, the state and this login). Signed out: `redirect_to` carries `error=login_required`.',
  request: { body: jsonBody(HandoffAuthorizeBodySchema) },
  responses: {
    200: jsonContent(HandoffAuthorizationSchema, 'Where to send the browser'),
    ...badHost,
    409: jsonContent(
      ErrorSchema,
      "`handoff_confirmation_required`: the target is a shop's own domain; ask the person and send `confirmed`",
    ),
    ...csrf,
    ...errorResponses,
  },
});

export const allowHandoffRoute = createRoute({
  operationId: 'allowHandoff',
  method: 'post',
  path: '/auth/handoff/allow',
  security: noSession,
  tags,
  summary: 'Redeem a hand-off code on its host: a session of its own here',
  description:
    'Spec 02 §7 "Allow". The code must be unexpired, unused and issued for this host, and `state` must match the `tienda_handoff` cookie. The new host-only session ends when the one it came from ends (logout on any host).',
  request: { body: jsonBody(HandoffAllowBodySchema) },
  responses: {
    200: jsonContent(LoginResponseSchema, 'Signed in here; the session cookie is set'),
    400: jsonContent(
      ErrorSchema,
      '`invalid_handoff_code`: unknown, used, expired, for another host or state, or its login ended',
    ),
    ...csrf,
    ...errorResponses,
  },
});
