import 'server-only';

import { notFound } from 'next/navigation';

import { isSchemeSegment, type SchemeSegment } from '@/lib/domain/shop/color-scheme';
import { modeFromSegment, shopBasePath } from '@/lib/domain/paths/tenancy';
import { isLocale, type Locale } from '@/lib/i18n/locales';

export type ShopRouteParams = Promise<{
  locale: string;
  mode: string;
  scheme: string;
  shop: string;
}>;

export interface ShopRouteContext {
  locale: Locale;
  slug: string;
  /** The shop base path every link is built from (`/` or `/tienda/<slug>/`). */
  base: string;
  /** The visitor's saved light/dark choice, or `auto`. */
  scheme: SchemeSegment;
}

/**
 * The shop route's path segments (`/<locale>/s/<mode>/<scheme>/<slug>/…`, written by the
 * middleware) as the locale, the slug, the shop base path and the colour scheme. Unknown segments
 * are a 404.
 */
export async function resolveShopParams(params: ShopRouteParams): Promise<ShopRouteContext> {
  const { locale, mode: modeSegment, scheme, shop: slug } = await params;
  const mode = modeFromSegment(modeSegment);
  if (!isLocale(locale) || !mode || !isSchemeSegment(scheme)) notFound();
  return { locale, slug, base: shopBasePath({ slug, mode }), scheme };
}
