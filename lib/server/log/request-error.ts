import 'server-only';

import type { Instrumentation } from 'next';

import { acceptedRequestId, REQUEST_ID_HEADER } from '@/server/request-id.mjs';
import { loggedTarget } from '@/server/access-log.mjs';

import { logger } from './logger';

type RequestErrorArguments = Parameters<Instrumentation.onRequestError>;

/**
 * Errors already logged: Next reports one render error once per segment that rethrows it (the
 * layout's, the page's, the RSC payload's: four calls for one failed shop page), with the same
 * error object. Weak, so a logged error is still collected.
 */
const logged = new WeakSet<object>();

/**
 * A page, route handler or server action failed (Next's `onRequestError`): one error line with
 * the request id (from the header the front server set; sanitised again, since without the
 * front server it is the client's), the route and how Next was rendering it.
 */
export function logRequestError(...[error, request, context]: RequestErrorArguments): void {
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  }
  const header = request.headers[REQUEST_ID_HEADER];
  const requestId = acceptedRequestId(Array.isArray(header) ? header[0] : header);
  logger.error(
    {
      err: error,
      ...(requestId ? { requestId } : {}),
      method: request.method,
      ...loggedTarget(request.path),
      route: context.routePath,
      routeType: context.routeType,
      ...(context.renderSource ? { renderSource: context.renderSource } : {}),
    },
    'request failed',
  );
}
