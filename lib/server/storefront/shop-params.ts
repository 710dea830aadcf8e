import 'server-only';

import { notFound } from 'next/navigation';

import { isSchemeSegment, type SchemeSegment } from '@/lib/domain/shop/color-scheme';
import { isValidSlug } from '@/lib/domain/shop/slug-rule';
import { localizedBase } from '@/lib/domain/paths/locale-segment';
import { modeFromSegment, shopBasePath, type ShopRouteMode } from '@/lib/domain/paths/tenancy';
import { isLocale, type Locale } from '@/lib/i18n/locales';

import { readShopSlugByDomain } from './shop-domain-reads';

export type ShopRouteParams = Promise<{
  locale: string;
  mode: string;
  scheme: string;
  shop: string;
}>;

export interface ShopRouteContext {
  locale: Locale;
  slug: string;
  /**
   * The shop base path every link is built from, in the page's language (`/` or
   * `/tienda/<slug>/`; `/en/` or `/tienda/<slug>/en/` in English), so links stay in it.
   */
  base: string;
  /** The visitor's saved light/dark choice, or `auto`. */
  scheme: SchemeSegment;
}

/**
 * The slug of the shop a route's `mode` and `shop` segments name: the segment itself, or in
 * `domain` mode the shop whose own domain it is. Null when no shop could be named so.
 */
export async function shopSlugOfSegment(mode: ShopRouteMode, shop: string): Promise<string | null> {
  if (mode === 'domain') return readShopSlugByDomain(shop.toLowerCase());
  const slug = shop.toLowerCase();
  return isValidSlug(slug) ? slug : null;
}

/**
 * The shop route's path segments (`/<locale>/s/<mode>/<scheme>/<shop>/…`, written by the
 * middleware) as the locale, the slug, the shop base path and the colour scheme. Unknown segments,
 * and a custom domain no shop has, are a 404.
 */
export async function resolveShopParams(params: ShopRouteParams): Promise<ShopRouteContext> {
  const { locale, mode: modeSegment, scheme, shop } = await params;
  const mode = modeFromSegment(modeSegment);
  if (!isLocale(locale) || !mode || !isSchemeSegment(scheme)) notFound();
  const slug = await shopSlugOfSegment(mode, shop);
  if (!slug) notFound();
  return { locale, slug, base: localizedBase(shopBasePath({ slug, mode }), locale), scheme };
}
