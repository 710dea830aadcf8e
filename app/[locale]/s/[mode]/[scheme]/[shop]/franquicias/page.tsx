import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';

import { FranchiseCard } from '@/components/franchises/franchise-card';
import { FranchiseDialogEntry } from '@/components/franchises/franchise-dialog-entry';
import { ListHeader } from '@/components/storefront/list-header';
import { LIST_ACTION_CLASS, ListMessage } from '@/components/storefront/list-message';
import { Pagination } from '@/components/storefront/pagination';
import { PageBreadcrumb } from '@/components/storefront/theme/page-breadcrumb';
import Link from '@/components/ui/link';
import { FRANCHISE_PAGE_SIZE } from '@/lib/domain/shop/franchises';
import {
  listSummary,
  pageCount,
  pageFromQuery,
  pageHref,
  pageOffset,
} from '@/lib/domain/request/paging';
import { readShopFranchises } from '@/lib/server/storefront/franchise-reads';
import { pagedListMetadata } from '@/lib/server/storefront/paged-list-metadata';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { readShop } from '@/lib/server/storefront/storefront-reads';

// Reading `page` renders this page per request; its reads stay cached per shop (catalogos does the same).
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const PATH = 'franquicias';

export function generateMetadata({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: SearchParams;
}): Promise<Metadata> {
  return pagedListMetadata(params, searchParams, { namespace: 'franchises', path: PATH });
}

/**
 * The shop's franchises section (spec 03 §2 `/franquicias`): the franchise and affinity stores it
 * lists, newest first, 10 a page. Shown when the shop has the section on; its admins add and
 * remove stores in the franchise dialog.
 */
export default async function FranchiseListPage({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: SearchParams;
}) {
  const { base, slug } = await resolveShopParams(params);
  const page = pageFromQuery((await searchParams).page);
  const [shop, data, t, tl, locale] = await Promise.all([
    readShop(slug),
    readShopFranchises(slug, {
      offset: pageOffset(page, FRANCHISE_PAGE_SIZE),
      limit: FRANCHISE_PAGE_SIZE,
    }),
    getTranslations('franchises'),
    getTranslations('lists'),
    getLocale(),
  ]);
  if (!shop || !data || !shop.store_theme_info.sections_info.includes('franchises')) notFound();
  const total = data.matches_estimated;
  const pages = pageCount(total, FRANCHISE_PAGE_SIZE);
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
        <ListHeader headingId="list-heading" title={t('title')} summary={summary}>
          {shop.is_proxy ? null : (
            <FranchiseDialogEntry shopSlug={slug} locale={locale} look="labelled" />
          )}
        </ListHeader>
        {data.results.length > 0 ? (
          <ul
            aria-labelledby="list-heading"
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {data.results.map((franchise) => (
              <FranchiseCard
                key={franchise.id}
                franchise={franchise}
                typeLabel={t(`types.${franchise.store_type}`)}
                visitLabel={t('visit', { name: franchise.name })}
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
