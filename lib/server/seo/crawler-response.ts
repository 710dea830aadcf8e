import 'server-only';

import { getTranslations } from 'next-intl/server';

import { modeFromSegment, type ShopRouteMode } from '@/lib/domain/paths/tenancy';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

import { shopSlugOfSegment } from '../storefront/shop-params';

/** robots.txt and sitemap.xml may be kept an hour by browsers, crawlers and CDNs. */
export const CRAWLER_CACHE_CONTROL = 'public, max-age=3600';

export const TEXT_TYPE = 'text/plain; charset=utf-8';
export const XML_TYPE = 'application/xml; charset=utf-8';

/**
 * A crawler file, or a plain-text 404 in the visitor's language when there is none (kept five
 * minutes). `locale` is the route's locale segment.
 */
export async function crawlerFile(
  body: string | null,
  contentType: string,
  locale: string,
): Promise<Response> {
  if (body === null) {
    const t = await getTranslations({
      locale: isLocale(locale) ? locale : defaultLocale,
      namespace: 'errors',
    });
    return new Response(`${t('not_found')}\n`, {
      status: 404,
      headers: { 'Content-Type': TEXT_TYPE, 'Cache-Control': 'public, max-age=300' },
    });
  }
  return new Response(body, {
    headers: { 'Content-Type': contentType, 'Cache-Control': CRAWLER_CACHE_CONTROL },
  });
}

/**
 * The shop segments of `/<locale>/s/<mode>/<scheme>/<shop>/…` (written by the middleware) as the
 * shop's slug and how it was reached; null when invalid or no shop has that custom domain.
 */
export async function shopFileParams(params: {
  locale: string;
  mode: string;
  shop: string;
}): Promise<{ slug: string; mode: ShopRouteMode } | null> {
  const mode = modeFromSegment(params.mode);
  if (!isLocale(params.locale) || !mode) return null;
  const slug = await shopSlugOfSegment(mode, params.shop);
  return slug ? { slug, mode } : null;
}
