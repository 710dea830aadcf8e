import 'server-only';

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { pageFromQuery } from '@/lib/domain/request/paging';

import { shopMetadata } from './shop-seo';
import { resolveShopParams, type ShopRouteParams } from './shop-params';
import { readShop } from './storefront-reads';

/**
 * The metadata of a shop's paged list of things that is not an item list (`catalogos`,
 * `franquicias`): its title ('Catálogos', 'Catálogos · página 2'), canonical URL and the shop's
 * SEO, the page number in both from `?page=`.
 */
export async function pagedListMetadata(
  params: ShopRouteParams,
  searchParams: Promise<Record<string, string | string[] | undefined>>,
  { namespace, path }: { namespace: 'catalogues' | 'franchises' | 'blogs'; path: string },
): Promise<Metadata> {
  const { locale, slug } = await resolveShopParams(params);
  const [shop, t, tl, query] = await Promise.all([
    readShop(slug),
    getTranslations(namespace),
    getTranslations('lists'),
    searchParams,
  ]);
  const page = pageFromQuery(query.page);
  const title = t('title');
  return {
    title: page > 1 ? tl('titleWithPage', { title, page }) : title,
    ...(shop ? shopMetadata({ shop, locale, path: page > 1 ? `${path}?page=${page}` : path }) : {}),
  };
}
