import type { SchemeSegment } from '../shop/color-scheme';
import { isValidSlug } from '../shop/slug-rule';

import type { Locale } from '@/lib/i18n/locales';

import { customDomainOf } from './custom-domain';
import { hostNameOf, isIpHostName } from './host-names';
import { localizedBase, splitAddressLocale } from './locale-segment';

/** Request header the middleware sets on shop requests: the shop base path. */
export const SHOP_BASE_HEADER = 'x-shop-base';

/** Sub-domains that belong to the platform, never to a shop. */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'app',
  'admin',
  'static',
]);

/** Public prefix of a shop reached without its sub-domain: `/tienda/<slug>/…`. */
export const SHOP_PATH_PREFIX = '/tienda';

/** Internal prefix the middleware rewrites to (`app/[locale]/s/[mode]/[scheme]/[shop]/…`); not public. */
export const INTERNAL_SHOP_PREFIX = '/s';

/** A path with no route: rewriting there renders the global not-found page with a 404. */
export const INTERNAL_NOT_FOUND_PATH = '/404-internal';

/** How a shop was reached: its sub-domain, `/tienda/<slug>/`, or its own domain. */
export type ShopRouteMode = 'subdomain' | 'path' | 'domain';

export interface ShopRoute {
  /**
   * The shop's key in the address: its slug, or in `domain` mode the host name it was reached on
   * (a shop's `canonical_domain`, which the page looks up: the middleware reads no database).
   */
  slug: string;
  mode: ShopRouteMode;
  /** The path inside the shop, always starting with `/` (`/` for the shop home). */
  rest: string;
}

export function extractShopSlugFromHost(host: string, rootDomain: string): string | null {
  const name = hostNameOf(host);
  const root = hostNameOf(rootDomain);
  if (!name || !root || isIpHostName(name) || isIpHostName(root)) return null;
  if (!name.endsWith(`.${root}`)) return null;
  const sub = name.slice(0, -(root.length + 1));
  if (sub.includes('.') || RESERVED_SUBDOMAINS.has(sub) || !isValidSlug(sub)) return null;
  return sub;
}

// The API and Next's own assets are shared by every host, so on a shop sub-domain they are
// served as they are, never rewritten into the shop (the middleware matcher skips most of them
// already; this keeps the rule true wherever the helper is used).
function isSharedPath(pathname: string): boolean {
  return /^\/(api|_next)(\/|$)/.test(pathname);
}

const SHOP_PATH = new RegExp(`^${SHOP_PATH_PREFIX}/([^/]+)(/.*)?$`);

/**
 * Which shop a request is for: the sub-domain wins, then a custom domain (every path on it is the
 * shop's), then `/tienda/<slug>[/…]`. Slugs and domains come out lower-case because host names
 * are case-insensitive.
 */
export function resolveShopRoute(
  host: string,
  pathname: string,
  rootDomain: string,
): ShopRoute | null {
  const subdomainSlug = extractShopSlugFromHost(host, rootDomain);
  if (subdomainSlug) {
    if (isSharedPath(pathname)) return null;
    return {
      slug: subdomainSlug,
      mode: 'subdomain',
      rest: pathname.startsWith('/') ? pathname : `/${pathname}`,
    };
  }
  const domain = customDomainOf(host, rootDomain);
  if (domain) {
    if (isSharedPath(pathname)) return null;
    return {
      slug: domain,
      mode: 'domain',
      rest: pathname.startsWith('/') ? pathname : `/${pathname}`,
    };
  }
  const match = SHOP_PATH.exec(pathname);
  const slug = match?.[1]?.toLowerCase();
  if (!match || !slug || !isValidSlug(slug)) return null;
  return { slug, mode: 'path', rest: match[2] ?? '/' };
}

/** Spec 01 §2: `/` on the shop's sub-domain or own domain, `/tienda/<slug>/` elsewhere. */
export function shopBasePath(route: Pick<ShopRoute, 'slug' | 'mode'>): string {
  return route.mode === 'path' ? `${SHOP_PATH_PREFIX}/${route.slug}/` : '/';
}

/**
 * Joins a shop base path and a path inside the shop; a query or hash on `path` is kept.
 * The result has no trailing slash (except `/` itself): with Next's default
 * `trailingSlash: false`, `/tienda/demo/` answers with a redirect to `/tienda/demo`, so links
 * point at the final address directly.
 */
export function shopHref(base: string, path: string): string {
  const suffixAt = path.search(/[?#]/);
  const pathPart = suffixAt === -1 ? path : path.slice(0, suffixAt);
  const suffix = suffixAt === -1 ? '' : path.slice(suffixAt);
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const joined = `${prefix.startsWith('/') ? '' : '/'}${prefix}${pathPart.replace(/^\/+/, '')}`;
  return (joined.replace(/\/+$/, '') || '/') + suffix;
}

/** How the internal route names the way a shop was reached (its base path follows from it). */
export const MODE_SEGMENTS = {
  subdomain: 'sub',
  path: 'path',
  domain: 'dom',
} as const satisfies Record<ShopRouteMode, string>;

export function modeFromSegment(segment: string): ShopRouteMode | null {
  const modes = Object.keys(MODE_SEGMENTS) as ShopRouteMode[];
  return modes.find((mode) => MODE_SEGMENTS[mode] === segment) ?? null;
}

/**
 * The internal route a shop request is rewritten to: `/<locale>/s/<mode>/<scheme>/<slug>` + rest.
 * The locale, the mode and the colour scheme are path segments, not headers or cookies, so a shop
 * page depends on its path alone and can be rendered once and served from the cache to every
 * visitor.
 */
export function internalShopPath(
  locale: string,
  route: Pick<ShopRoute, 'slug' | 'mode' | 'rest'>,
  scheme: SchemeSegment = 'auto',
): string {
  const rest = route.rest.startsWith('/') ? route.rest : `/${route.rest}`;
  return `/${locale}${INTERNAL_SHOP_PREFIX}/${MODE_SEGMENTS[route.mode]}/${scheme}/${route.slug}${rest}`;
}

/**
 * True when a public request names the internal shop route directly (`/s/…`), including
 * percent-encoded or doubled-slash spellings, which must not reach it.
 */
export function isInternalShopPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape cannot name a route; judge the raw text.
  }
  const normalized = decoded.replace(/\/{2,}/g, '/');
  return normalized === INTERNAL_SHOP_PREFIX || normalized.startsWith(`${INTERNAL_SHOP_PREFIX}/`);
}

export type ShopRewrite =
  | {
      kind: 'shop';
      /** The shop and the path inside it, without the language segment. */
      route: ShopRoute;
      /** The shop base in the address's language (`/tienda/demo/en/`): where its links start. */
      base: string;
      pathname: string;
      locale: Locale;
      /** True when the address named its language (`…/en/…`); false on the default's address. */
      named: boolean;
    }
  | { kind: 'not-found'; pathname: string; locale: Locale; named: boolean }
  | { kind: 'platform'; pathname: string; locale: Locale; named: boolean }
  | { kind: 'none' };

/** Paths every host shares and the middleware leaves alone (the API, Next's own files). */
const PASS_THROUGH = /^\/(api|_next)(\/|$)/;

/**
 * Where the middleware rewrites a page request: into a shop, onto a path that does not exist
 * (a public request naming the internal shop route), or onto the platform's pages. The language
 * is the address's (`/en/…` under the shop base or the platform root; Spanish without one, see
 * locale-segment.ts), and every rewrite starts with it.
 */
export function planShopRewrite(
  host: string,
  pathname: string,
  rootDomain: string,
  scheme: SchemeSegment = 'auto',
): ShopRewrite {
  if (PASS_THROUGH.test(pathname)) return { kind: 'none' };
  const found = resolveShopRoute(host, pathname, rootDomain);
  if (found) {
    const { locale, named, rest } = splitAddressLocale(found.rest);
    const route = { ...found, rest };
    return {
      kind: 'shop',
      route,
      base: localizedBase(shopBasePath(route), locale),
      pathname: internalShopPath(locale, route, scheme),
      locale,
      named,
    };
  }
  const { locale, named, rest } = splitAddressLocale(pathname);
  if (isInternalShopPath(pathname) || isInternalShopPath(rest))
    return { kind: 'not-found', pathname: `/${locale}${INTERNAL_NOT_FOUND_PATH}`, locale, named };
  return { kind: 'platform', pathname: `/${locale}${rest === '/' ? '' : rest}`, locale, named };
}
