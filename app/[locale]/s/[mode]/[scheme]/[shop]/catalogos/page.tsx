import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { JsonLd } from '@/components/seo/json-ld';
import { PageBreadcrumb } from '@/components/storefront/theme/page-breadcrumb';
import { CatalogueCard } from '@/components/storefront/catalogue-card';
import { ListHeader } from '@/components/storefront/list-header';
import { LIST_ACTION_CLASS, ListMessage } from '@/components/storefront/list-message';
import { ResaleInfoToggle } from '@/components/storefront/lists/resale-info-toggle';
import { Pagination } from '@/components/storefront/pagination';
import Link from '@/components/ui/link';
import { cataloguePath } from '@/lib/domain/paths/catalogue-paths';
import {
  CATALOGUE_LIST_PAGE_SIZE,
  pageCount,
  pageFromQuery,
  pageHref,
  pageOffset,
} from '@/lib/domain/request/paging';
import { RESALE_INFO_COOKIE, resaleInfoOn } from '@/lib/domain/catalogue/resale-info';
import { listPageData } from '@/lib/server/seo/list-seo';
import { readShopCatalogues } from '@/lib/server/storefront/catalogue-reads';
import { pagedListMetadata } from '@/lib/server/storefront/paged-list-metadata';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { readShop } from '@/lib/server/storefront/storefront-reads';

// Reading `page` and the resale-info cookie renders this page per request; its reads stay cached per shop.
// Said outright: the shop layout's generateStaticParams would otherwise make Next try to
// prerender it as ISR, and reading the query there fails at run time (DYNAMIC_SERVER_USAGE).
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const PATH = 'catalogos';

export function generateMetadata({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: SearchParams;
}): Promise<Metadata> {
  return pagedListMetadata(params, searchParams, { namespace: 'catalogues', path: PATH });
}

/** The shop's catalogues (spec 01 §2 `{base}catalogos`), 30 a page. */
export default async function CatalogueListPage({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: SearchParams;
}) {
  const { base, slug } = await resolveShopParams(params);
  const page = pageFromQuery((await searchParams).page);
  const [shop, data, jar, t, tl, tr] = await Promise.all([
    readShop(slug),
    readShopCatalogues(slug, {
      offset: pageOffset(page, CATALOGUE_LIST_PAGE_SIZE),
      limit: CATALOGUE_LIST_PAGE_SIZE,
    }),
    cookies(),
    getTranslations('catalogues'),
    getTranslations('lists'),
    getTranslations('resale'),
  ]);
  if (!shop || !data || !shop.store_theme_info.sections_info.includes('catalogues')) notFound();
  const total = data.matches_estimated;
  const pages = pageCount(total, CATALOGUE_LIST_PAGE_SIZE);
  const summary =
    total > 0
      ? t('count', { count: total }) +
        (pages > 1 && page <= pages ? ` · ${tl('pageOf', { page, count: pages })}` : '')
      : undefined;

  return (
    <>
      <PageBreadcrumb shop={shop} base={base} trail={[{ label: t('title'), path: PATH }]} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {data.results.length > 0 ? (
          <JsonLd data={listPageData(shop, data.results.map(cataloguePath))} />
        ) : null}
        <ListHeader headingId="list-heading" title={t('title')} summary={summary}>
          <ResaleInfoToggle
            on={resaleInfoOn(jar.get(RESALE_INFO_COOKIE)?.value)}
            returnPath={pageHref(base, PATH, {}, page)}
            label={tr('toggle')}
          />
        </ListHeader>
        {data.results.length > 0 ? (
          <ul
            aria-labelledby="list-heading"
            className="grid grid-cols-1 gap-x-4 gap-y-8 sm:grid-cols-2 lg:grid-cols-3"
          >
            {data.results.map((catalogue, i) => (
              <CatalogueCard
                key={catalogue.id}
                catalogue={catalogue}
                base={base}
                countLabel={t('productCount', { count: catalogue.num_products })}
                priority={i < 3}
              />
            ))}
          </ul>
        ) : total > 0 ? (
          <ListMessage
            message={tl('pageOutOfRange', { page })}
            action={
              <Link href={pageHref(base, PATH, {}, 1)} className={LIST_ACTION_CLASS}>
                {tl('firstPage')}
              </Link>
            }
          />
        ) : (
          <ListMessage message={t('empty')} />
        )}
        {page <= pages ? (
          <Pagination base={base} path={PATH} page={page} pageCount={pages} />
        ) : null}
      </main>
    </>
  );
}
