import 'server-only';

import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import { defaultLocale } from '@/lib/i18n/locales';
import { loggedTarget } from '@/server/access-log.mjs';
import { acceptedRequestId, REQUEST_ID_HEADER } from '@/server/request-id.mjs';

import { toErrorResponse } from '../errors';
import type { ApiEnv } from './env';

/**
 * The API app's error handler (`onError`, `notFound`): the one place an error becomes an answer.
 * Handlers, middleware and services only throw; `toErrorResponse` builds the body and status,
 * this writes them with the error's headers (`Retry-After`). An unexpected error's log line names
 * the request: the id comes from the front server's header (sanitised again: without the front
 * server, `next dev`, it is the client's own).
 */
export function answerError(error: unknown, c: Context<ApiEnv>) {
  const requestId = acceptedRequestId(c.req.header(REQUEST_ID_HEADER));
  const request = {
    ...(requestId ? { requestId } : {}),
    method: c.req.method,
    ...loggedTarget(c.req.path),
    route: c.req.routePath,
  };
  const { status, body, headers } = toErrorResponse(error, c.var.locale ?? defaultLocale, request);
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.json(body, status as ContentfulStatusCode);
}
