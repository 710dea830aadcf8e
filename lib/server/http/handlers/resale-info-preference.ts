import 'server-only';

import { setCookie } from 'hono/cookie';

import { setResaleInfoPreferenceRoute } from '@/lib/api/routes/resale-info-preference';
import { sameOriginReturnPath } from '@/lib/domain/request/preference-cookies';
import { RESALE_INFO_COOKIE, RESALE_INFO_MAX_AGE } from '@/lib/domain/catalogue/resale-info';
import { trackingCookieDomain } from '@/lib/domain/request/tracking-cookies';
import { rootDomain } from '@/lib/env';

import { createRouter } from '../router';

/** Sets the resale-info cookie, shared by the root site and every shop sub-domain like the tracking cookies. */
export const resaleInfoPreferenceHandlers = createRouter().openapi(
  setResaleInfoPreferenceRoute,
  (c) => {
    const { value, next } = c.req.valid('query');
    setCookie(c, RESALE_INFO_COOKIE, value, {
      path: '/',
      maxAge: RESALE_INFO_MAX_AGE,
      sameSite: 'Lax',
      domain: trackingCookieDomain(rootDomain(), c.req.header('host')),
    });
    c.header('Cache-Control', 'no-store');
    const back = sameOriginReturnPath(next, c.req.header('host'));
    return back ? c.redirect(back, 303) : c.body(null, 204);
  },
);
