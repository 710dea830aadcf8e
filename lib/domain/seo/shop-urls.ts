import { defaultLocale, type Locale, locales } from '@/lib/i18n/locales';

import { hostNameOf, isIpHostName } from '../paths/host-names';
import { localizedPath } from '../paths/locale-segment';
import { shopBasePath, shopHref, type ShopRouteMode } from '../paths/tenancy';
import { publicHost, publicOrigin, type PublicSite } from './public-origin';

/** The shop fields absolute URLs depend on (spec 01 §3 Shop). */
export interface ShopUrlFields {
  slug: string;
  canonical_url: string | null;
  canonical_domain: string | null;
}

function rootOrigin(site: PublicSite): string {
  return publicOrigin(site.rootDomain, site) ?? 'http://localhost:3000';
}

/** Sub-domains need a named root domain: under an IP address a shop only has its path form. */
function hasSubdomains(site: PublicSite): boolean {
  const root = publicHost(site.rootDomain);
  return root !== null && !isIpHostName(hostNameOf(root));
}

/**
 * The absolute base URL of a shop reached one way: `http://demo.localhost:3000/` on its
 * sub-domain, `http://localhost:3000/tienda/demo/` by path. Always ends with `/`.
 */
export function shopAddressBase(slug: string, mode: ShopRouteMode, site: PublicSite): string {
  if (mode === 'subdomain' && hasSubdomains(site)) {
    const host = publicHost(site.rootDomain);
    const origin = host ? publicOrigin(`${slug.toLowerCase()}.${host}`, site) : null;
    if (origin) return `${origin}/`;
  }
  return `${rootOrigin(site)}${shopBasePath({ slug: slug.toLowerCase(), mode: 'path' })}`;
}

/** An absolute `http(s)` URL, normalised; null for anything else. */
function httpUrl(value: string | null): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The base every canonical shop URL is built on, whichever address the visitor came by (one
 * page, one canonical): the shop's `canonical_domain` (`https://mitienda.mx/`) when set, else
 * its sub-domain (`https://demo.example.mx/`), the address the platform gives every shop; the
 * `/tienda/<slug>/` form is the fallback only when the root domain is an IP address.
 */
export function canonicalShopBase(shop: ShopUrlFields, site: PublicSite): string {
  const domain = publicHost(shop.canonical_domain);
  const origin = domain ? publicOrigin(domain, site) : null;
  return origin ? `${origin}/` : shopAddressBase(shop.slug, 'subdomain', site);
}

/**
 * An absolute URL from a base URL and a path. A full `http(s)` URL (or any other scheme) is kept;
 * `//host/…` takes the base's scheme; a path starting with `/` is from the host root (files such
 * as photos, `/demo/products/x.svg`); any other path is inside the base (`productos/o/1`), joined
 * like `shopHref` (no trailing slash, except the root).
 */
export function absoluteUrl(base: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  const url = new URL(base);
  if (path.startsWith('//')) return `${url.protocol}${path}`;
  if (path.startsWith('/')) return `${url.origin}${path}`;
  return `${url.origin}${shopHref(url.pathname, path)}`;
}

/**
 * The canonical URL of a page of a shop, `path` being relative to the shop base (`''` for the
 * home), in a language (Spanish by default, at the bare address; English under `en/`). The home
 * honours `canonical_url` (unless a `canonical_domain` is set, which wins for every page); its
 * English twin is `en` under that address. Other pages are built on `canonicalShopBase`.
 */
export function shopCanonicalUrl(
  shop: ShopUrlFields,
  site: PublicSite,
  path = '',
  locale: Locale = defaultLocale,
): string {
  const isHome = path === '' || path === '/';
  const canonicalUrl = httpUrl(shop.canonical_url);
  const inside = localizedPath(path.replace(/^\/+/, ''), locale);
  if (isHome && canonicalUrl && !publicHost(shop.canonical_domain)) {
    if (locale === defaultLocale) return canonicalUrl;
    const home = new URL(canonicalUrl);
    return absoluteUrl(`${home.origin}${home.pathname.replace(/\/?$/, '/')}`, inside);
  }
  return absoluteUrl(canonicalShopBase(shop, site), inside);
}

/** A page's address in every language plus `x-default` (the default language's), for hreflang. */
export function languageAlternates(
  urlIn: (locale: Locale) => string,
): Record<Locale | 'x-default', string> {
  const urls = Object.fromEntries(locales.map((l) => [l, urlIn(l)])) as Record<Locale, string>;
  return { ...urls, 'x-default': urls[defaultLocale] };
}
