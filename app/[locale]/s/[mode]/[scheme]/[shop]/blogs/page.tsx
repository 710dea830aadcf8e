import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';

import { BlogAdminLink } from '@/components/blogs/blog-admin-link';
import { BlogCard } from '@/components/blogs/blog-card';
import { BlogDraftsEntry } from '@/components/blogs/blog-drafts-entry';
import { ListHeader } from '@/components/storefront/list-header';
import { LIST_ACTION_CLASS, ListMessage } from '@/components/storefront/list-message';
import { Pagination } from '@/components/storefront/pagination';
import { PageBreadcrumb } from '@/components/storefront/theme/page-breadcrumb';
import Link from '@/components/ui/link';
import {
  BLOG_CREATE_PATH,
  BLOG_PAGE_SIZE,
  BLOGS_PATH,
  blogEntryPath,
} from '@/lib/domain/blogs/blog-rules';
import { shopHref } from '@/lib/domain/paths/tenancy';
import {
  listSummary,
  pageCount,
  pageFromQuery,
  pageHref,
  pageOffset,
} from '@/lib/domain/request/paging';
import { readBlogPage } from '@/lib/server/blogs/blog-reads';
import { pagedListMetadata } from '@/lib/server/storefront/paged-list-metadata';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { readShop } from '@/lib/server/storefront/storefront-reads';

// Reading `page` renders this page per request; its reads stay cached per shop and page.
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export function generateMetadata({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: SearchParams;
}): Promise<Metadata> {
  return pagedListMetadata(params, searchParams, { namespace: 'blogs', path: BLOGS_PATH });
}

/**
 * The shop's blog (spec 01 §2 `{base}blogs`, spec 03 §7 "Blogs"): its published entries, newest
 * change first, 8 a page, each with its author's public profile. Shown when the shop has the
 * section on; its admins get a link to write an entry (`blogs/crear`).
 */
export default async function BlogListPage({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: SearchParams;
}) {
  const { base, slug, locale } = await resolveShopParams(params);
  const page = pageFromQuery((await searchParams).page);
  const [shop, data, t, tl, format] = await Promise.all([
    readShop(slug),
    readBlogPage(slug, { offset: pageOffset(page, BLOG_PAGE_SIZE), limit: BLOG_PAGE_SIZE }),
    getTranslations('blogs'),
    getTranslations('lists'),
    getFormatter(),
  ]);
  if (!shop || !data || !shop.store_theme_info.sections_info.includes('blogs')) notFound();
  const total = data.matches_estimated;
  const pages = pageCount(total, BLOG_PAGE_SIZE);
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
        trail={[{ label: t('title'), path: BLOGS_PATH }]}
      />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        <ListHeader headingId="list-heading" title={t('title')} summary={summary}>
          {shop.is_proxy ? null : (
            <BlogAdminLink
              shopSlug={slug}
              href={shopHref(base, BLOG_CREATE_PATH)}
              label={t('write')}
            />
          )}
        </ListHeader>
        {shop.is_proxy ? null : (
          <BlogDraftsEntry shopSlug={slug} base={base} heading={t('drafts')} />
        )}
        {data.results.length > 0 ? (
          <ul
            aria-labelledby="list-heading"
            className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
          >
            {data.results.map((entry, i) => (
              <BlogCard
                key={entry.id}
                entry={entry}
                href={shopHref(base, blogEntryPath(entry.slug))}
                byLabel={t('by', { name: entry.author.name })}
                date={format.dateTime(new Date(entry.published_at ?? entry.updated_at), {
                  dateStyle: 'long',
                })}
                priority={i === 0}
              />
            ))}
          </ul>
        ) : total > 0 ? (
          <ListMessage
            message={tl('pageOutOfRange', { page })}
            action={
              <Link href={pageHref(base, BLOGS_PATH, {}, 1)} className={LIST_ACTION_CLASS}>
                {tl('firstPage')}
              </Link>
            }
          />
        ) : (
          <ListMessage message={t('empty')} />
        )}
        {page <= pages ? (
          <Pagination base={base} path={BLOGS_PATH} page={page} pageCount={pages} />
        ) : null}
      </main>
    </>
  );
}
