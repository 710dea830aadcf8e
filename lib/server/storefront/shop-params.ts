import 'server-only';

import { notFound } from 'next/navigation';

import { modeFromSegment, shopBasePath } from '@/lib/domain/tenancy';
import { isLocale, type Locale } from '@/lib/i18n/locales';

export type ShopRouteParams = Promise<{ locale: string; mode: string; shop: string }>;

/**
 * The shop route's path segments (`/<locale>/s/<mode>/<slug>/…`, written by the middleware) as
 * the locale, the slug and the shop base path every link is built from. Unknown segments are a
 * 404.
 */
export async function resolveShopParams(params: ShopRouteParams): Promise<{ locale: Locale; slug: string; base: string }> {
  const { locale, mode: modeSegment, shop: slug } = await params;
  const mode = modeFromSegment(modeSegment);
  if (!isLocale(locale) || !mode) notFound();
  return { locale, slug, base: shopBasePath({ slug, mode }) };
}
