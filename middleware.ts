import { NextResponse, type NextRequest } from 'next/server';

import { SCHEME_COOKIE, schemeSegmentOf } from '@/lib/domain/shop/color-scheme';
import { PAGE_LOCALE_HEADER, preferredAddress } from '@/lib/domain/paths/locale-redirect';
import { storefrontViewRewrite } from '@/lib/domain/paths/list-views';
import { planShopRewrite, SHOP_BASE_HEADER } from '@/lib/domain/paths/tenancy';
import {
  TRACKING_COOKIE_MAX_AGE,
  trackingCookieDomain,
  trackingCookieOps,
} from '@/lib/domain/request/tracking-cookies';
import { LOCALE_COOKIE_MAX_AGE } from '@/lib/domain/request/preference-cookies';
import { strictTransportSecurity } from '@/lib/domain/request/security-headers';
import { publicSite, rootDomain as platformDomain } from '@/lib/env';
import { isLocale, LOCALE_COOKIE } from '@/lib/i18n/locales';

// Edge runtime (the default for `middleware.ts`; Next 16's `proxy.ts` would run on Node).
// No database work here: only the host, the path, the query and the cookies decide.
// Every page request is rewritten to `/<locale>/…` (shops to `/<locale>/s/<mode>/<scheme>/<slug>/…`), so
// pages depend on their path alone and can be served from the cache. The locale is the
// address's (`/en/…` under the shop base or the platform root; Spanish without one), never the
// cookie's: one address, one language. The `NEXT_LOCALE` cookie is the visitor's saved choice:
// a visit to an English address saves it, and a saved English sends a page request for a Spanish
// address to the English one (lib/domain/paths/locale-redirect.ts, docs/decisions.md).

export function middleware(request: NextRequest): NextResponse {
  const rootDomain = platformDomain();
  const host = request.headers.get('host') ?? request.nextUrl.host;
  const cookieValue = request.cookies.get(LOCALE_COOKIE)?.value;
  const savedLocale = isLocale(cookieValue) ? cookieValue : null;
  const scheme = schemeSegmentOf(request.cookies.get(SCHEME_COOKIE)?.value);
  const pathname = request.nextUrl.pathname;
  const plan = planShopRewrite(host, pathname, rootDomain, scheme);

  const preferred =
    plan.kind === 'none'
      ? null
      : preferredAddress({
          method: request.method,
          pathname,
          base: plan.kind === 'shop' ? plan.base : '/',
          named: plan.named,
          saved: savedLocale,
          crawlerFile: isCrawlerFile(pathname),
        });
  if (preferred) {
    const url = request.nextUrl.clone();
    url.pathname = preferred;
    const redirect = NextResponse.redirect(url, 307);
    // Per visitor (it follows their cookie): no shared cache may keep it.
    redirect.headers.set('Cache-Control', 'private, no-store');
    redirect.headers.set('Vary', 'Cookie');
    return redirect;
  }

  // The shop base for the global 404 page (the one page that reads it) and the address's
  // language; never a client's copy.
  const headers = new Headers(request.headers);
  headers.delete(SHOP_BASE_HEADER);
  headers.delete(PAGE_LOCALE_HEADER);
  if (plan.kind === 'shop') headers.set(SHOP_BASE_HEADER, plan.base);
  if (plan.kind !== 'none') headers.set(PAGE_LOCALE_HEADER, plan.locale);
  let response: NextResponse;
  if (plan.kind === 'none') {
    response = NextResponse.next({ request: { headers } });
  } else {
    const url = request.nextUrl.clone();
    // A type list's page and sort, and a catalogue page's page, become part of the path, so the
    // page can be served from the cache (lib/domain/paths/list-views.ts).
    const view =
      plan.kind === 'shop' ? storefrontViewRewrite(plan.pathname, url.searchParams) : null;
    url.pathname = view ?? plan.pathname;
    response = NextResponse.rewrite(url, { request: { headers } });
  }

  // HTTPS only from now on, when this host is public over https (read at request time, not build).
  const hsts = strictTransportSecurity(host, publicSite());
  if (hsts) response.headers.set('Strict-Transport-Security', hsts);

  // An English address is a choice of English: saved, so that addresses without a language
  // (platform links, e-mails, bookmarks) keep the visitor in it. Written only when it changes.
  if (plan.kind !== 'none' && plan.named && savedLocale !== plan.locale) {
    response.cookies.set(LOCALE_COOKIE, plan.locale, {
      path: '/',
      maxAge: LOCALE_COOKIE_MAX_AGE,
      sameSite: 'lax',
    });
  }

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

/** robots.txt and sitemap.xml speak for every language of the host: never sent elsewhere. */
function isCrawlerFile(pathname: string): boolean {
  return /\/(robots\.txt|sitemap\.xml)$/.test(pathname);
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
