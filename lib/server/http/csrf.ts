import 'server-only';

import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';

import { isCsrfAllowed } from '@/lib/domain/request/csrf';
import { rootDomain } from '@/lib/env';

import { SESSION_COOKIE } from '../auth/session-token';
import { ApiError } from '../errors';
import type { ApiEnv } from './env';

/** Refuses cross-site POST/PUT/PATCH/DELETE with 403 `csrf_rejected` (rules in lib/domain/request/csrf.ts). */
export function csrfProtection(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const allowed = isCsrfAllowed(
      {
        method: c.req.method,
        path: c.req.path,
        secFetchSite: c.req.header('sec-fetch-site'),
        origin: c.req.header('origin'),
        host: c.req.header('x-forwarded-host') ?? c.req.header('host'),
        hasSessionCookie: Boolean(getCookie(c, SESSION_COOKIE)),
      },
      rootDomain(),
    );
    if (!allowed) throw new ApiError('csrf_rejected');
    await next();
  };
}
