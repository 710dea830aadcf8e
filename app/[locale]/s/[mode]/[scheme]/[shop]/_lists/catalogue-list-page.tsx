import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { HtmlJsonLd } from '@/components/seo/html-json-ld';
import { PageBreadcrumb } from '@/components/storefront/theme/page-breadcrumb';
import { CatalogueCard } from '@/components/storefront/catalogue-card';
import { ListHeader } from '@/components/storefront/list-header';
import { LIST_ACTION_CLASS, ListMessage } from '@/components/storefront/list-message';
import { ResaleInfoToggle } from '@/components/storefront/lists/resale-info-toggle';
import { Pagination } from '@/components/storefront/pagination';
import Link from '@/components/ui/link';
import { cataloguePath } from '@/lib/domain/paths/catalogue-paths';
import { parseCatalogueViewSegment } from '@/lib/domain/paths/list-views';
import {
  CATALOGUE_LIST_PAGE_SIZE,
  listSummary,
  pageCount,
  pageFromQuery,
  pageHref,
  pageOffset,
} from '@/lib/domain/request/paging';
import { listPageData } from '@/lib/server/seo/list-seo';
import { readShopCatalogues } from '@/lib/server/storefront/catalogue-reads';
import { pagedListMetadataAt } from '@/lib/server/storefront/paged-list-metadata';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { readShop } from '@/lib/server/storefront/storefront-reads';

/**
 * The shop's catalogues (spec 01 §2 `{base}catalogos`), 30 a page, shared by two routes: the
 * cached `catalogos-vista/[view]`, where the middleware sends every request for the list with its
 * page in the path (lib/domain/paths/list-views.ts), and `catalogos`, which reads `?page=` (no
 * request reaches it through the middleware; kept so the folder's own address still renders).
 * Nothing here depends on the visitor: the resale-info switch reads its cookie in the browser.
 */

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
/** The route that reads the query. */
export interface CatalogueListProps {
  params: ShopRouteParams;
  searchParams: SearchParams;
}
/** The cached route (`catalogos-vista/2`): the path says it all. */
export interface CatalogueListViewProps {
  params: Promise<Awaited<ShopRouteParams> & { view: string }>;
}

const PATH = 'catalogos';

/**
 * The page the route shows, from the query or from the view segment (null → 404). Each route
 * says which it reads: awaiting the search params would make the cached route dynamic.
 */
async function listPage(
  props: CatalogueListProps | CatalogueListViewProps,
  from: 'query' | 'view',
): Promise<number | null> {
  if (from === 'query')
    return pageFromQuery((await (props as CatalogueListProps).searchParams).page);
  const view = parseCatalogueViewSegment((await (props as CatalogueListViewProps).params).view);
  // The list of catalogues has no search: a view with one is no address of it.
  return view && !view.search ? view.page : null;
}

export async function catalogueListMetadata(
  props: CatalogueListProps | CatalogueListViewProps,
  from: 'query' | 'view',
): Promise<Metadata> {
  const page = await listPage(props, from);
  if (page === null) return {};
  return pagedListMetadataAt(props.params, page, { namespace: 'catalogues', path: PATH });
}

export async function CatalogueListPage({
  from,
  ...props
}: (CatalogueListProps | CatalogueListViewProps) & { from: 'query' | 'view' }) {
  const { params } = props;
  const [{ base, locale, slug }, page] = await Promise.all([
    resolveShopParams(params),
    listPage(props, from),
  ]);
  if (page === null) notFound();
  const [shop, data, t, tl, tr] = await Promise.all([
    readShop(slug),
    readShopCatalogues(slug, {
      offset: pageOffset(page, CATALOGUE_LIST_PAGE_SIZE),
      limit: CATALOGUE_LIST_PAGE_SIZE,
    }),
    getTranslations('catalogues'),
    getTranslations('lists'),
    getTranslations('resale'),
  ]);
  if (!shop || !data || !shop.store_theme_info.sections_info.includes('catalogues')) notFound();
  const total = data.matches_estimated;
  const pages = pageCount(total, CATALOGUE_LIST_PAGE_SIZE);
  const summary = listSummary(
    total > 0 ? t('count', { count: total }) : null,
    { page, pages },
    (values) => tl('pageOf', values),
  );

  return (
    <>
      <PageBreadcrumb
        shop={shop}
        base={base}
        locale={locale}
        trail={[{ label: t('title'), path: PATH }]}
      />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {data.results.length > 0 ? (
          <HtmlJsonLd data={listPageData(shop, data.results.map(cataloguePath), locale)} />
        ) : null}
        <ListHeader headingId="list-heading" title={t('title')} summary={summary}>
          <ResaleInfoToggle returnPath={pageHref(base, PATH, {}, page)} label={tr('toggle')} />
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
