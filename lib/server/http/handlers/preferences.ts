import 'server-only';

import type { Context } from 'hono';

import { setLocalePreferenceRoute, setSchemePreferenceRoute } from '@/lib/api/routes/preferences';
import { localeAddress } from '@/lib/domain/paths/locale-address';
import {
  localeCookie,
  sameOriginReturnPath,
  schemeCookie,
} from '@/lib/domain/request/preference-cookies';

import type { ApiEnv } from '../env';
import { createRouter } from '../router';

/**
 * Sets the cookie and sends the visitor back to a page of the same host (never elsewhere),
 * through `to` (a language choice goes to that page's address in the chosen language).
 */
function backWithCookie(
  c: Context<ApiEnv>,
  cookie: string,
  next: string | undefined,
  to: (path: string) => string = (path) => path,
) {
  const host = c.req.header('host');
  const target = to(
    sameOriginReturnPath(next, host) ?? sameOriginReturnPath(c.req.header('referer'), host) ?? '/',
  );
  c.header('Set-Cookie', cookie);
  c.header('Cache-Control', 'no-store');
  return c.redirect(target, 303);
}

export const preferencesHandlers = createRouter()
  .openapi(setLocalePreferenceRoute, (c) => {
    const { value, next } = c.req.valid('query');
    return backWithCookie(c, localeCookie(value), next, (path) => localeAddress(path, value));
  })
  .openapi(setSchemePreferenceRoute, (c) => {
    const { value, next } = c.req.valid('query');
    return backWithCookie(c, schemeCookie(value), next);
  });
