import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { ListBody } from '@/components/storefront/list-body';
import { ListHeader } from '@/components/storefront/list-header';
import { SortForm } from '@/components/storefront/sort-form';
import { PRODUCT_SORTS, type ProductSort } from '@/lib/api/schemas/product';
import type { ProductType } from '@/lib/db/schema/enums';
import { pageCount, pageFromQuery, pageOffset, queryValue, TYPE_PAGE_SIZES } from '@/lib/domain/paging';
import { typeFromSegment, type TypeSegment } from '@/lib/domain/product-paths';
import { isTypeEnabled } from '@/lib/domain/shop-sections';
import { shopHref } from '@/lib/domain/tenancy';
import { shopMetadata } from '@/lib/server/seo/shop-seo';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { readShop, readShopProducts } from '@/lib/server/storefront/storefront-reads';

/**
 * The list of one item type (`{base}productos`, `servicios`, `experiencias`, `digitales`), shared
 * by the four static routes beside this folder. They are static folders rather than one
 * `[section]` route so that any other one-segment path in a shop matches no route and gets the
 * server-rendered global 404 (a `notFound()` thrown by a page renders its body only with
 * JavaScript, see docs/decisions.md). Reading the query (`page`, `sort`) makes the routes
 * dynamic (`force-dynamic` in each); the reads stay cached per shop.
 */

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
export interface TypeListProps {
  params: ShopRouteParams;
  searchParams: SearchParams;
}

const TITLE_KEYS = { product: 'products', service: 'services', experience: 'experiences', digital: 'digital' } as const;
const COUNT_KEYS = { product: 'countProduct', service: 'countService', experience: 'countExperience', digital: 'countDigital' } as const;
const EMPTY_KEYS = { product: 'emptyProduct', service: 'emptyService', experience: 'emptyExperience', digital: 'emptyDigital' } as const;

function sortFromQuery(value: string | string[] | undefined): ProductSort {
  const sort = queryValue(value);
  return PRODUCT_SORTS.find((s) => s === sort) ?? 'queue_position';
}

/** The type of the route's segment when the shop has its section enabled; null otherwise (→ 404). */
async function readSection(segment: TypeSegment, params: ShopRouteParams): Promise<ProductType | null> {
  const { slug } = await resolveShopParams(params);
  const type = typeFromSegment(segment);
  if (!type) return null;
  const shop = await readShop(slug);
  return shop && isTypeEnabled(type, shop.store_theme_info.sections_info) ? type : null;
}

export async function typeListMetadata(segment: TypeSegment, { params, searchParams }: TypeListProps): Promise<Metadata> {
  const type = await readSection(segment, params);
  const { locale, slug } = await resolveShopParams(params);
  const shop = await readShop(slug);
  if (!type || !shop) return {};
  const [t, tl, query] = await Promise.all([getTranslations('shop'), getTranslations('lists'), searchParams]);
  const title = t(TITLE_KEYS[type]);
  const page = pageFromQuery(query.page);
  // Each page of a list is its own canonical page (sorting is not: it shows the same items).
  const path = page > 1 ? `${segment}?page=${page}` : segment;
  return { title: page > 1 ? tl('titleWithPage', { title, page }) : title, ...shopMetadata({ shop, locale, path }) };
}

export async function TypeListPage({ segment, params, searchParams }: TypeListProps & { segment: TypeSegment }) {
  const { base, slug } = await resolveShopParams(params);
  const type = await readSection(segment, params);
  if (!type) notFound();
  const query = await searchParams;
  const sort = sortFromQuery(query.sort);
  const page = pageFromQuery(query.page);
  const pageSize = TYPE_PAGE_SIZES[type];
  const [data, t, tl] = await Promise.all([
    readShopProducts(slug, { type, sort, offset: pageOffset(page, pageSize), limit: pageSize }),
    getTranslations('shop'),
    getTranslations('lists'),
  ]);
  if (!data) notFound();
  const total = data.matches_estimated;
  const pages = pageCount(total, pageSize);
  // Keep the sort in page links, but not the default, so each page has one address.
  const kept = { sort: sort === 'queue_position' ? undefined : sort };
  const summary =
    total > 0 ? [tl(COUNT_KEYS[type], { count: total }), pages > 1 && page <= pages ? tl('pageOf', { page, count: pages }) : null] : [];

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <ListHeader headingId="list-heading" title={t(TITLE_KEYS[type])} summary={summary.filter(Boolean).join(' · ')}>
        {total > 0 ? <SortForm action={shopHref(base, segment)} sort={sort} /> : null}
      </ListHeader>
      <ListBody
        products={data.results}
        total={total}
        page={page}
        pages={pages}
        base={base}
        path={segment}
        params={kept}
        emptyMessage={tl(EMPTY_KEYS[type])}
      />
    </main>
  );
}
