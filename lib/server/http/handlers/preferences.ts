import 'server-only';

import type { Context } from 'hono';

import { setLocalePreferenceRoute, setSchemePreferenceRoute } from '@/lib/api/routes/preferences';
import {
  localeCookie,
  sameOriginReturnPath,
  schemeCookie,
} from '@/lib/domain/request/preference-cookies';

import type { ApiEnv } from '../env';
import { createRouter } from '../router';

/** Sets the cookie and sends the visitor back to a page of the same host (never elsewhere). */
function backWithCookie(c: Context<ApiEnv>, cookie: string, next: string | undefined) {
  const host = c.req.header('host');
  const target =
    sameOriginReturnPath(next, host) ?? sameOriginReturnPath(c.req.header('referer'), host) ?? '/';
  c.header('Set-Cookie', cookie);
  c.header('Cache-Control', 'no-store');
  return c.redirect(target, 303);
}

export const preferencesHandlers = createRouter()
  .openapi(setLocalePreferenceRoute, (c) => {
    const { value, next } = c.req.valid('query');
    return backWithCookie(c, localeCookie(value), next);
  })
  .openapi(setSchemePreferenceRoute, (c) => {
    const { value, next } = c.req.valid('query');
    return backWithCookie(c, schemeCookie(value), next);
  });
