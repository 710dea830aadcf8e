import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { CatalogueAdminTools } from '@/components/catalogue-curation/catalogue-admin-tools';
import { JsonLd } from '@/components/seo/json-ld';
import { PageBreadcrumb, type PageCrumb } from '@/components/storefront/theme/page-breadcrumb';
import { CatalogueSearchForm } from '@/components/storefront/catalogue-search-form';
import { ListBody } from '@/components/storefront/list-body';
import { ListHeader } from '@/components/storefront/list-header';
import { ResaleInfoToggle } from '@/components/storefront/lists/resale-info-toggle';
import { SearchResultsBar } from '@/components/storefront/search-results-bar';
import Link from '@/components/ui/link';
import { disabledSupplierOf } from '@/lib/domain/shop/disabled-supplier';
import { cataloguePath } from '@/lib/domain/paths/catalogue-paths';
import {
  CATALOGUE_PAGE_SIZE,
  pageCount,
  pageFromQuery,
  pageHref,
  pageOffset,
  queryValue,
} from '@/lib/domain/request/paging';
import { productPath } from '@/lib/domain/paths/product-paths';
import { RESALE_INFO_COOKIE, resaleInfoOn } from '@/lib/domain/catalogue/resale-info';
import { shopHref } from '@/lib/domain/paths/tenancy';
import {
  normalizeCatalogueSearch,
  readShopCatalogue,
} from '@/lib/server/storefront/catalogue-reads';
import { listPageData } from '@/lib/server/seo/list-seo';
import { shopMetadata, shopPageUrl } from '@/lib/server/storefront/shop-seo';
import { readShop } from '@/lib/server/storefront/storefront-reads';
import { decodedSegment } from '@/lib/domain/paths/path-segment';
import { resolveShopParams } from '@/lib/server/storefront/shop-params';

// Reading `page`, `search` and the resale-info cookie renders this page per request; reads without
// a search stay cached.
// Said outright: the shop layout's generateStaticParams would otherwise make Next try to
// prerender it as ISR, and reading the query there fails at run time (DYNAMIC_SERVER_USAGE).
export const dynamic = 'force-dynamic';

type Params = Promise<{
  locale: string;
  mode: string;
  scheme: string;
  shop: string;
  catalogue: string;
}>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The catalogue key of the path (an id or a slug), decoded once; null when it cannot be one. */
async function catalogueKey(params: Params): Promise<string | null> {
  const key = decodedSegment((await params).catalogue);
  return key.length >= 1 && key.length <= 160 ? key : null;
}

/** What the query asks for: the 1-based page and the search text as typed (trimmed, at most 100 characters). */
async function listQuery(searchParams: SearchParams) {
  const query = await searchParams;
  const search = (queryValue(query.search) ?? '').trim().slice(0, 100).trim();
  return {
    page: pageFromQuery(query.page),
    search: normalizeCatalogueSearch(search) ? search : '',
  };
}

async function readCatalogue(params: Params, searchParams: SearchParams) {
  const [{ slug }, key, { page, search }] = await Promise.all([
    resolveShopParams(params),
    catalogueKey(params),
    listQuery(searchParams),
  ]);
  if (!key) return null;
  const data = await readShopCatalogue(slug, key, {
    offset: pageOffset(page, CATALOGUE_PAGE_SIZE),
    limit: CATALOGUE_PAGE_SIZE,
    text: search,
  });
  return data ? { data, page, search } : null;
}

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}): Promise<Metadata> {
  const found = await readCatalogue(params, searchParams);
  if (!found) return {};
  const { locale, slug } = await resolveShopParams(params);
  const [tl, shop] = await Promise.all([getTranslations('lists'), readShop(slug)]);
  const { data, page, search } = found;
  const title = data.catalogue.name;
  const path = `${cataloguePath(data.catalogue)}${page > 1 ? `?page=${page}` : ''}`;
  return {
    title: page > 1 ? tl('titleWithPage', { title, page }) : title,
    ...(shop ? shopMetadata({ shop, locale, path, image: data.catalogue.photo }) : {}),
    // Search results are for the visitor, not for crawlers.
    ...(search ? { robots: { index: false, follow: true } } : {}),
  };
}

/** A catalogue and its products (spec 01 §2 `{base}catalogos/{slug}`, also the share link). */
export default async function CataloguePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { base, slug, locale } = await resolveShopParams(params);
  const [found, shop, jar, t, tl, tr] = await Promise.all([
    readCatalogue(params, searchParams),
    readShop(slug),
    cookies(),
    getTranslations('catalogues'),
    getTranslations('lists'),
    getTranslations('resale'),
  ]);
  if (!found || !shop) notFound();
  const { data, page, search } = found;
  const resaleOn = resaleInfoOn(jar.get(RESALE_INFO_COOKIE)?.value);
  const path = cataloguePath(data.catalogue);
  const total = data.matches_estimated;
  const pages = pageCount(total, CATALOGUE_PAGE_SIZE);
  const kept = { search: search || undefined };
  const pageNote = pages > 1 && page <= pages ? tl('pageOf', { page, count: pages }) : null;
  const summary = search
    ? pageNote
    : [t('productCount', { count: total }), pageNote].filter(Boolean).join(' · ');
  // Shop home → the catalogue list (when the shop shows it) → the catalogue.
  const trail: PageCrumb[] = [{ label: data.catalogue.name, path }];
  if (shop.store_theme_info.sections_info.includes('catalogues'))
    trail.unshift({ label: t('title'), path: 'catalogos' });

  return (
    <>
      <PageBreadcrumb shop={shop} base={base} trail={trail} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {data.results.length > 0 ? (
          <JsonLd data={listPageData(shop, data.results.map(productPath))} />
        ) : null}
        <p className="mb-2 text-sm">
          <Link
            href={shopHref(base, 'catalogos')}
            className="text-gray-600 underline underline-offset-2 hover:no-underline dark:text-gray-300"
          >
            {t('allCatalogues')}
          </Link>
        </p>
        <ListHeader headingId="list-heading" title={data.catalogue.name} summary={summary}>
          <div className="flex w-full flex-col gap-3 sm:flex-row sm:items-end sm:gap-4 md:w-auto">
            <CatalogueSearchForm action={shopHref(base, path)} search={search} />
            <ResaleInfoToggle
              on={resaleOn}
              returnPath={pageHref(base, path, kept, page)}
              label={tr('toggle')}
            />
          </div>
          {shop.is_proxy ? null : (
            <CatalogueAdminTools
              shopSlug={slug}
              locale={locale}
              base={base}
              catalogue={{ id: data.catalogue.id, name: data.catalogue.name }}
              catalogueUrl={shopPageUrl(shop, path)}
            />
          )}
        </ListHeader>
        {search ? (
          <SearchResultsBar
            summary={t('results', { count: total, text: search })}
            clearHref={shopHref(base, path)}
            clearLabel={t('clearSearch')}
          />
        ) : null}
        <ListBody
          products={data.results}
          disabledSupplier={disabledSupplierOf(shop)}
          total={total}
          page={page}
          pages={pages}
          base={base}
          path={path}
          params={kept}
          emptyMessage={search ? t('noResults', { text: search }) : t('emptyCatalogue')}
          resaleInfo={resaleOn}
          placement={
            shop.is_proxy
              ? undefined
              : {
                  shopSlug: slug,
                  storeType: shop.store_type,
                  list: {
                    kind: 'catalogue',
                    catalogue: data.catalogue.id,
                    offset: pageOffset(page, CATALOGUE_PAGE_SIZE),
                    limit: CATALOGUE_PAGE_SIZE,
                    text: normalizeCatalogueSearch(search) || undefined,
                  },
                }
          }
        />
      </main>
    </>
  );
}
