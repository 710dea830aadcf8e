import { defaultLocale, type Locale } from '../../i18n/locales';

import { localizedBase } from './locale-segment';
import { shopHref } from './tenancy';

/**
 * Request header the middleware sets on every page request: the language of the address
 * (`es`, `en`). Read by the one page rendered outside the `[locale]` root, the global 404.
 */
export const PAGE_LOCALE_HEADER = 'x-page-locale';

export interface AddressRequest {
  method: string;
  /** The visible path (`/tienda/demo/productos`). */
  pathname: string;
  /** The shop base of the address (`/tienda/demo/`), `/` on a sub-domain, a domain or the platform. */
  base: string;
  /** True when the address names its language (`…/en/…`). */
  named: boolean;
  /** The language the visitor saved (`NEXT_LOCALE`), null without a valid one. */
  saved: Locale | null;
  /** robots.txt and sitemap.xml: one file for every language of the host. */
  crawlerFile: boolean;
}

/**
 * Where a visitor who saved another language goes instead of a Spanish address: the same page
 * at the saved language's address (`/tienda/demo/productos` → `/tienda/demo/en/productos`), the
 * query kept by the caller. Null means serve the address as it is: an address that names its
 * language is always served in it (the cookie never overrides an address), the default language
 * or no saved choice needs nothing, and only GET and HEAD page requests move (a form post is
 * answered where it was sent; crawler files speak for every language).
 */
export function preferredAddress(request: AddressRequest): string | null {
  const { saved } = request;
  if (request.named || !saved || saved === defaultLocale || request.crawlerFile) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const base = request.base.endsWith('/') ? request.base : `${request.base}/`;
  const baseAt = base.length - 1;
  const prefix = request.pathname.slice(0, baseAt).toLowerCase();
  const inside =
    prefix === base.slice(0, baseAt).toLowerCase() ? request.pathname.slice(baseAt) : '/';
  return shopHref(localizedBase(base, saved), inside || '/');
}
