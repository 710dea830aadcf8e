import 'server-only';

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { pageFromQuery } from '@/lib/domain/request/paging';

import { shopMetadata } from './shop-seo';
import { resolveShopParams, type ShopRouteParams } from './shop-params';
import { readShop } from './storefront-reads';

type ListOptions = { namespace: 'catalogues' | 'franchises' | 'blogs'; path: string };

/**
 * The metadata of a shop's paged list of things that is not an item list (`catalogos`,
 * `franquicias`): its title ('Catálogos', 'Catálogos · página 2'), canonical URL and the shop's
 * SEO, the page number in both from `?page=`.
 */
export async function pagedListMetadata(
  params: ShopRouteParams,
  searchParams: Promise<Record<string, string | string[] | undefined>>,
  options: ListOptions,
): Promise<Metadata> {
  return pagedListMetadataAt(params, pageFromQuery((await searchParams).page), options);
}

/**
 * The same for a page number the route already read (a cached list reads it from its path, see
 * lib/domain/paths/list-views.ts): the canonical URL still names it as `?page=`.
 */
export async function pagedListMetadataAt(
  params: ShopRouteParams,
  page: number,
  { namespace, path }: ListOptions,
): Promise<Metadata> {
  const { locale, slug } = await resolveShopParams(params);
  const [shop, t, tl] = await Promise.all([
    readShop(slug),
    getTranslations(namespace),
    getTranslations('lists'),
  ]);
  const title = t('title');
  return {
    title: page > 1 ? tl('titleWithPage', { title, page }) : title,
    ...(shop ? shopMetadata({ shop, locale, path: page > 1 ? `${path}?page=${page}` : path }) : {}),
  };
}
