import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { AddItemsEntry } from '@/components/add-items/add-items-entry';
import { HtmlJsonLd } from '@/components/seo/html-json-ld';
import { ListBody } from '@/components/storefront/list-body';
import { ListHeader } from '@/components/storefront/list-header';
import { ListSearchForm } from '@/components/storefront/lists/list-search-form';
import { SearchResultsBar } from '@/components/storefront/search-results-bar';
import { SortForm } from '@/components/storefront/sort-form';
import { PageBreadcrumb } from '@/components/storefront/theme/page-breadcrumb';
import {
  DEFAULT_PRODUCT_SORT,
  parseListViewSegment,
  PRODUCT_SORTS,
  type ProductSort,
} from '@/lib/domain/paths/list-views';
import { disabledSupplierOf } from '@/lib/domain/shop/disabled-supplier';
import type { ProductType } from '@/lib/domain/vocabulary';
import { listSearchText } from '@/lib/domain/catalogue/list-search';
import {
  listSummary,
  pageCount,
  pageFromQuery,
  pageOffset,
  queryValue,
  TYPE_PAGE_SIZES,
} from '@/lib/domain/request/paging';
import { productPath, typeFromSegment, type TypeSegment } from '@/lib/domain/paths/product-paths';
import { isTypeEnabled } from '@/lib/domain/shop/shop-sections';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { listPageData } from '@/lib/server/seo/list-seo';
import {
  shopMetadata,
  TYPE_LIST_MESSAGE_KEYS as TITLE_KEYS,
} from '@/lib/server/storefront/shop-seo';
import { searchShopList } from '@/lib/server/storefront/list-search-reads';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { readShop, readShopProducts } from '@/lib/server/storefront/storefront-reads';

/**
 * The list of one item type (`{base}productos`, `servicios`, `experiencias`, `digitales`), shared
 * by the four static routes beside this folder. They are static folders rather than one
 * `[section]` route so that any other one-segment path in a shop matches no route and gets the
 * server-rendered global 404 (a `notFound()` thrown by a page renders its body only with
 * JavaScript, see docs/decisions.md). Each has two routes: `[view]`, where the middleware sends
 * a list's page, sort and search as a path segment (`productos/2_-list_price`, `productos/1~Y2Fm`),
 * rendered once and served from the cache (searches in memory only); and the folder's own page,
 * which reads the query per request (no request reaches it through the middleware).
 *
 * `search` narrows the list through the shop's search (the nav search's create option links here
 * with `"text"*`, see lib/domain/catalogue/list-search.ts). Search results come in the shop's order ("most
 * relevant"): the search endpoint has no sort, so the sort form is left out while searching.
 */

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
/** The folder's own route (`productos?search=…` without the middleware): it reads the query. */
export interface TypeListProps {
  params: ShopRouteParams;
  searchParams: SearchParams;
}
/** The cached route (`productos/2_-list_price`, `productos/1~Y2Fm`, see lib/domain/paths/list-views.ts): the path says it all. */
export interface TypeListViewProps {
  params: Promise<Awaited<ShopRouteParams> & { view: string }>;
}

interface ListQuery {
  page: number;
  search: string;
  sort: ProductSort;
}

const COUNT_KEYS = {
  product: 'countProduct',
  service: 'countService',
  experience: 'countExperience',
  digital: 'countDigital',
} as const;
const EMPTY_KEYS = {
  product: 'emptyProduct',
  service: 'emptyService',
  experience: 'emptyExperience',
  digital: 'emptyDigital',
} as const;

/** What the query asks for: the page, the search text and the sort (ignored while searching). */
function listQuery(query: Awaited<SearchParams>): ListQuery {
  const search = listSearchText(queryValue(query.search));
  const sort = queryValue(query.sort);
  return {
    page: pageFromQuery(query.page),
    search,
    sort: search
      ? DEFAULT_PRODUCT_SORT
      : (PRODUCT_SORTS.find((s) => s === sort) ?? DEFAULT_PRODUCT_SORT),
  };
}

/**
 * The route's query, from the search params (per request) or from the view segment (cached; null
 * → 404). Next hands every page both props, so each route says which it reads: awaiting the
 * search params would make the cached route dynamic.
 */
export async function typeListQuery(
  props: TypeListProps | TypeListViewProps,
  from: 'query' | 'view',
): Promise<ListQuery | null> {
  if (from === 'query') return listQuery(await (props as TypeListProps).searchParams);
  return parseListViewSegment((await (props as TypeListViewProps).params).view);
}

/** The type of the route's segment when the shop has its section enabled; null otherwise (→ 404). */
async function readSection(
  segment: TypeSegment,
  params: ShopRouteParams,
): Promise<ProductType | null> {
  const { slug } = await resolveShopParams(params);
  const type = typeFromSegment(segment);
  if (!type) return null;
  const shop = await readShop(slug);
  return shop && isTypeEnabled(type, shop.store_theme_info.sections_info) ? type : null;
}

export async function typeListMetadata(
  segment: TypeSegment,
  from: 'query' | 'view',
  props: TypeListProps | TypeListViewProps,
): Promise<Metadata> {
  const { params } = props;
  const type = await readSection(segment, params);
  const { locale, slug } = await resolveShopParams(params);
  const [shop, query] = await Promise.all([readShop(slug), typeListQuery(props, from)]);
  if (!type || !shop || !query) return {};
  const [t, tl] = await Promise.all([getTranslations('shop'), getTranslations('lists')]);
  const { page, search } = query;
  const list = t(TITLE_KEYS[type]);
  const title = search ? tl('searchTitle', { title: list, text: search }) : list;
  // Each page of a list is its own canonical page (sorting is not: it shows the same items).
  const path = page > 1 && !search ? `${segment}?page=${page}` : segment;
  return {
    title: page > 1 ? tl('titleWithPage', { title, page }) : title,
    ...shopMetadata({ shop, locale, path }),
    // Search results are for the visitor, not for crawlers.
    ...(search ? { robots: { index: false, follow: true } } : {}),
  };
}

export async function TypeListPage({
  segment,
  from,
  ...props
}: (TypeListProps | TypeListViewProps) & { segment: TypeSegment; from: 'query' | 'view' }) {
  const { params } = props;
  const { base, locale, slug } = await resolveShopParams(params);
  const [type, query] = await Promise.all([
    readSection(segment, params),
    typeListQuery(props, from),
  ]);
  if (!type || !query) notFound();
  const { page, search, sort } = query;
  const pageSize = TYPE_PAGE_SIZES[type];
  const paging = { offset: pageOffset(page, pageSize), limit: pageSize };
  const [shop, data, t, tl] = await Promise.all([
    readShop(slug),
    search
      ? searchShopList(slug, { type, text: search, ...paging })
      : readShopProducts(slug, { type, sort, ...paging }),
    getTranslations('shop'),
    getTranslations('lists'),
  ]);
  if (!shop || !data) notFound();
  const total = data.matches_estimated;
  const pages = pageCount(total, pageSize);
  // Keep the search or the sort in page links, but not the default sort, so each page has one address.
  const kept = search ? { search } : { sort: sort === DEFAULT_PRODUCT_SORT ? undefined : sort };
  const summary = listSummary(
    !search && total > 0 ? tl(COUNT_KEYS[type], { count: total }) : null,
    { page, pages },
    (values) => tl('pageOf', values),
  );
  const action = shopHref(base, segment);

  return (
    <>
      <PageBreadcrumb
        shop={shop}
        base={base}
        locale={locale}
        trail={[{ label: t(TITLE_KEYS[type]), path: segment }]}
      />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {data.results.length > 0 ? (
          <HtmlJsonLd data={listPageData(shop, data.results.map(productPath), locale)} />
        ) : null}
        <ListHeader headingId="list-heading" title={t(TITLE_KEYS[type])} summary={summary}>
          <div className="flex w-full flex-wrap items-end gap-4 md:w-auto">
            <ListSearchForm
              action={action}
              search={search}
              labels={{
                label: tl('searchLabel'),
                placeholder: tl('searchPlaceholder'),
                submit: tl('search'),
              }}
            />
            {total > 0 && !search ? <SortForm action={action} sort={sort} /> : null}
            {shop.is_proxy ? null : (
              <AddItemsEntry
                shopSlug={slug}
                locale={locale}
                type={type}
                look="labelled"
                franchise={shop.store_type === 'franchise'}
              />
            )}
          </div>
        </ListHeader>
        {search ? (
          <SearchResultsBar
            summary={tl('searchResults', { count: total, text: search })}
            clearHref={action}
            clearLabel={tl('clearSearch')}
          />
        ) : null}
        <ListBody
          products={data.results}
          disabledSupplier={disabledSupplierOf(shop)}
          total={total}
          page={page}
          pages={pages}
          base={base}
          path={segment}
          params={kept}
          emptyMessage={search ? tl('searchNoResults', { text: search }) : tl(EMPTY_KEYS[type])}
          placement={
            search || shop.is_proxy
              ? undefined
              : {
                  shopSlug: slug,
                  storeType: shop.store_type,
                  list: { kind: 'store', type, sort, ...paging },
                }
          }
        />
      </main>
    </>
  );
}
