import { NextResponse, type NextRequest } from 'next/server';

import { SCHEME_COOKIE, schemeSegmentOf } from '@/lib/domain/shop/color-scheme';
import { planShopRewrite, SHOP_BASE_HEADER } from '@/lib/domain/paths/tenancy';
import {
  TRACKING_COOKIE_MAX_AGE,
  trackingCookieDomain,
  trackingCookieOps,
} from '@/lib/domain/request/tracking-cookies';
import { strictTransportSecurity } from '@/lib/domain/request/security-headers';
import { publicSite, rootDomain as platformDomain } from '@/lib/env';
import { defaultLocale, isLocale, LOCALE_COOKIE } from '@/lib/i18n/locales';

// Edge runtime (the default for `middleware.ts`; Next 16's `proxy.ts` would run on Node).
// No database work here: only the host, the path, the query and the locale cookie decide.
// Every page request is rewritten to `/<locale>/…` (shops to `/<locale>/s/<mode>/<scheme>/<slug>/…`), so
// pages depend on their path alone and can be served from the cache.

export function middleware(request: NextRequest): NextResponse {
  const rootDomain = platformDomain();
  const host = request.headers.get('host') ?? request.nextUrl.host;
  const cookieLocale = request.cookies.get(LOCALE_COOKIE)?.value;
  const locale = isLocale(cookieLocale) ? cookieLocale : defaultLocale;
  const scheme = schemeSegmentOf(request.cookies.get(SCHEME_COOKIE)?.value);
  const plan = planShopRewrite(host, request.nextUrl.pathname, rootDomain, locale, scheme);

  // The shop base for the global 404 page (the one page that reads it); never a client's copy.
  const headers = new Headers(request.headers);
  headers.delete(SHOP_BASE_HEADER);
  if (plan.kind === 'shop') headers.set(SHOP_BASE_HEADER, plan.base);
  let response: NextResponse;
  if (plan.kind === 'none') {
    response = NextResponse.next({ request: { headers } });
  } else {
    const url = request.nextUrl.clone();
    url.pathname = plan.pathname;
    response = NextResponse.rewrite(url, { request: { headers } });
  }

  // HTTPS only from now on, when this host is public over https (read at request time, not build).
  const hsts = strictTransportSecurity(host, publicSite());
  if (hsts) response.headers.set('Strict-Transport-Security', hsts);

  const domain = trackingCookieDomain(rootDomain, host);
  for (const op of trackingCookieOps(request.nextUrl.searchParams)) {
    if (op.action === 'set') {
      response.cookies.set(op.name, op.value, {
        path: '/',
        maxAge: TRACKING_COOKIE_MAX_AGE,
        sameSite: 'lax',
        domain,
      });
    } else {
      response.cookies.delete({ name: op.name, path: '/', domain });
    }
  }
  return response;
}

export const config = {
  matcher: [
    // Pages only: not the API (shared by every host, it reads its own input), short links
    // (`/l/…`, answered before any page: app/l), Next's assets, or files with an extension…
    '/((?!api(?:/|$)|l/|_next/static|_next/image|favicon\\.ico$|.*\\.[^/]+$).*)',
    // …except the per-shop crawler files, which a shop sub-domain or /tienda/<slug>/ serves.
    '/robots.txt',
    '/sitemap.xml',
    '/tienda/:slug/robots.txt',
    '/tienda/:slug/sitemap.xml',
  ],
};
