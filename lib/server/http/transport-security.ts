import 'server-only';

import type { MiddlewareHandler } from 'hono';

import { strictTransportSecurity } from '@/lib/domain/request/security-headers';
import { publicSite } from '@/lib/env';

import type { ApiEnv } from './env';

/**
 * HSTS on API answers too, as the middleware sends it on pages: when the host the request came
 * to is public over https (rules in lib/domain/request/security-headers.ts).
 */
export function transportSecurity(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await next();
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    const hsts = strictTransportSecurity(host, publicSite());
    if (hsts) c.res.headers.set('Strict-Transport-Security', hsts);
  };
}
