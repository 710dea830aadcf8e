import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { CatalogueAdminTools } from '@/components/catalogue-curation/catalogue-admin-tools';
import { HtmlJsonLd } from '@/components/seo/html-json-ld';
import { PageBreadcrumb, type PageCrumb } from '@/components/storefront/theme/page-breadcrumb';
import { CatalogueSearchForm } from '@/components/storefront/catalogue-search-form';
import { ListBody } from '@/components/storefront/list-body';
import { ListHeader } from '@/components/storefront/list-header';
import { ResaleInfoToggle } from '@/components/storefront/lists/resale-info-toggle';
import { SearchResultsBar } from '@/components/storefront/search-results-bar';
import Link from '@/components/ui/link';
import { disabledSupplierOf } from '@/lib/domain/shop/disabled-supplier';
import { cataloguePath, isCatalogueOwner } from '@/lib/domain/paths/catalogue-paths';
import { listSearchText } from '@/lib/domain/catalogue/list-search';
import { parseCatalogueViewSegment } from '@/lib/domain/paths/list-views';
import {
  CATALOGUE_PAGE_SIZE,
  listSummary,
  pageCount,
  pageFromQuery,
  pageHref,
  pageOffset,
  queryValue,
} from '@/lib/domain/request/paging';
import { productPath } from '@/lib/domain/paths/product-paths';
import { shopHref } from '@/lib/domain/paths/tenancy';
import {
  normalizeCatalogueSearch,
  readShopCatalogue,
} from '@/lib/server/storefront/catalogue-reads';
import { listPageData } from '@/lib/server/seo/list-seo';
import { shopMetadata, shopPageUrl } from '@/lib/server/storefront/shop-seo';
import { readShop } from '@/lib/server/storefront/storefront-reads';
import { decodedSegment } from '@/lib/domain/paths/path-segment';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

/**
 * A catalogue and its products (spec 01 §2 `{base}catalogos/{slug}`, also the share link), shared
 * by four routes: the cached `catalogos-vista/[view]/[catalogue]` (and `…/[catalogueSlug]` for
 * `catalogos/{owner}/{slug}`), where the middleware sends a catalogue's page and search in the
 * path (lib/domain/paths/list-views.ts), rendered once and served from the cache (searches in
 * memory only); and `catalogos/[catalogue]` (and `…/[catalogueSlug]`), which read the query per
 * request (no request reaches them through the middleware). Nothing here depends on the visitor:
 * the resale-info switch and the earnings on the cards read the visitor's choice in the browser.
 */

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type CatalogueParams = Awaited<ShopRouteParams> & { catalogue: string };
/** The per-request route (`catalogos/ropa?search=…`): it reads the query. */
export interface CatalogueProps {
  params: Promise<CatalogueParams>;
  searchParams: SearchParams;
}
/** The cached route (`catalogos-vista/2/ropa`): the path says it all. */
export interface CatalogueViewProps {
  params: Promise<CatalogueParams & { view: string }>;
}
/** Either route by owner and slug (`catalogos/{owner}/{slug}`): `catalogue` is the owner there. */
type Owned<P extends CatalogueProps | CatalogueViewProps> = Omit<P, 'params'> & {
  params: Promise<Awaited<P['params']> & { catalogueSlug: string }>;
};
export type OwnedCatalogueProps = Owned<CatalogueProps>;
export type OwnedCatalogueViewProps = Owned<CatalogueViewProps>;

/** The catalogue key of the path (an id or a slug), decoded once; null when it cannot be one. */
function catalogueKey(raw: string): string | null {
  const key = decodedSegment(raw);
  return key.length >= 1 && key.length <= 160 ? key : null;
}

/**
 * What the route asks for: the 1-based page and the search text as a type list reads it
 * (`listSearchText`), from the query or from the view segment (null → 404). Each route says
 * which it reads: awaiting the search params would make the cached route dynamic.
 */
async function catalogueQuery(
  props: CatalogueProps | CatalogueViewProps,
  from: 'query' | 'view',
): Promise<{ page: number; search: string } | null> {
  if (from === 'view')
    return parseCatalogueViewSegment((await (props as CatalogueViewProps).params).view);
  const query = await (props as CatalogueProps).searchParams;
  return { page: pageFromQuery(query.page), search: listSearchText(queryValue(query.search)) };
}

async function readCatalogue(props: CatalogueProps | CatalogueViewProps, from: 'query' | 'view') {
  const [{ slug }, params, query] = await Promise.all([
    resolveShopParams(props.params),
    props.params,
    catalogueQuery(props, from),
  ]);
  const key = catalogueKey(params.catalogue);
  if (!key || !query) return null;
  const { page, search } = query;
  const data = await readShopCatalogue(slug, key, {
    offset: pageOffset(page, CATALOGUE_PAGE_SIZE),
    limit: CATALOGUE_PAGE_SIZE,
    text: search,
  });
  return data ? { data, page, search } : null;
}

export async function catalogueMetadata(
  props: CatalogueProps | CatalogueViewProps,
  from: 'query' | 'view',
): Promise<Metadata> {
  const found = await readCatalogue(props, from);
  if (!found) return {};
  const { locale, slug } = await resolveShopParams(props.params);
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

export async function CataloguePage({
  from,
  ...props
}: (CatalogueProps | CatalogueViewProps) & { from: 'query' | 'view' }) {
  const { base, slug, locale } = await resolveShopParams(props.params);
  const [found, shop, t, tl, tr] = await Promise.all([
    readCatalogue(props, from),
    readShop(slug),
    getTranslations('catalogues'),
    getTranslations('lists'),
    getTranslations('resale'),
  ]);
  if (!found || !shop) notFound();
  const { data, page, search } = found;
  const path = cataloguePath(data.catalogue);
  const total = data.matches_estimated;
  const pages = pageCount(total, CATALOGUE_PAGE_SIZE);
  const kept = { search: search || undefined };
  const summary = listSummary(
    search ? null : t('productCount', { count: total }),
    { page, pages },
    (values) => tl('pageOf', values),
  );
  // Shop home → the catalogue list (when the shop shows it) → the catalogue.
  const trail: PageCrumb[] = [{ label: data.catalogue.name, path }];
  if (shop.store_theme_info.sections_info.includes('catalogues'))
    trail.unshift({ label: t('title'), path: 'catalogos' });

  return (
    <>
      <PageBreadcrumb shop={shop} base={base} locale={locale} trail={trail} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {data.results.length > 0 ? (
          <HtmlJsonLd data={listPageData(shop, data.results.map(productPath), locale)} />
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
            <ResaleInfoToggle returnPath={pageHref(base, path, kept, page)} label={tr('toggle')} />
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
          resaleInfo
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

/**
 * The props of `catalogos/{slug}` for `catalogos/{owner}/{slug}` (spec 03 §2) when the owner is
 * the shop's (its owner's id or the shop's slug), or null (a 404). The canonical URL and the
 * links stay `catalogos/{slug}`: both addresses are one page for crawlers.
 */
export async function ownedCatalogueProps<P extends CatalogueProps | CatalogueViewProps>(
  props: Owned<P>,
): Promise<P | null> {
  const { catalogue: owner, catalogueSlug, ...rest } = await props.params;
  const { slug } = await resolveShopParams(props.params);
  const shop = await readShop(slug);
  if (!shop || !isCatalogueOwner(decodedSegment(owner), shop)) return null;
  return {
    ...props,
    params: Promise.resolve({ ...rest, catalogue: catalogueSlug }),
  } as unknown as P;
}
