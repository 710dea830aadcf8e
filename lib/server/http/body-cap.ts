import 'server-only';

import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { routePath } from 'hono/route';

import { ApiError } from '../errors';
import type { ApiEnv } from './env';

/** The largest request body the API reads, uploads aside: 1 MB (1,000,000 bytes). */
export const BODY_MAX_MB = 1;

const MULTIPART = /^multipart\/form-data\s*(;|$)/i;

/**
 * Refuses a body over `BODY_MAX_MB` with 413 `payload_too_large` before anything parses it: at
 * once when its Content-Length says so, else while it arrives. Only the operations whose contract
 * takes a multipart upload (`isUploadRoute`, by the route path the request matched) skip it: each
 * caps its form at its own, larger limit and reads it alone. A multipart body sent anywhere else
 * (a payment webhook, a JSON operation) gets the same 1 MB cap as any other body.
 */
export function bodyCap(isUploadRoute: (routePath: string) => boolean): MiddlewareHandler<ApiEnv> {
  const limit = bodyLimit({
    maxSize: BODY_MAX_MB * 1_000_000,
    onError: () => {
      throw new ApiError('payload_too_large', undefined, {
        details: { max_mb: BODY_MAX_MB },
        values: { maxMb: BODY_MAX_MB },
      });
    },
  });
  return (c, next) =>
    MULTIPART.test(c.req.header('content-type') ?? '') && isUploadRoute(routePath(c, -1))
      ? next()
      : limit(c, next);
}
