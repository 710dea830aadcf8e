import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';

import { BlogAdminLink } from '@/components/blogs/blog-admin-link';
import { BlogArticle } from '@/components/blogs/blog-article';
import { JsonLd } from '@/components/seo/json-ld';
import { PageBreadcrumb } from '@/components/storefront/theme/page-breadcrumb';
import { articleJsonLd } from '@/lib/domain/blogs/blog-json-ld';
import { BLOGS_PATH, blogEditPath, blogEntryPath } from '@/lib/domain/blogs/blog-rules';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { metaDescription } from '@/lib/domain/seo/page-metadata';
import { canonicalShopBase } from '@/lib/domain/seo/shop-urls';
import { richTextToPlain } from '@/lib/domain/items/rich-text';
import { publicSite } from '@/lib/env';
import { readBlogEntry } from '@/lib/server/blogs/blog-reads';
import { shopMetadata, shopPageUrl } from '@/lib/server/storefront/shop-seo';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { readShop } from '@/lib/server/storefront/storefront-reads';

type EntryParams = Promise<Awaited<ShopRouteParams> & { entry: string }>;

async function load(params: EntryParams) {
  const [{ base, slug, locale }, { entry }] = await Promise.all([
    resolveShopParams(params),
    params,
  ]);
  const [shop, post] = await Promise.all([readShop(slug), readBlogEntry(slug, entry)]);
  if (!shop || !post || !shop.store_theme_info.sections_info.includes('blogs')) return null;
  return { base, slug, locale, shop, post };
}

export async function generateMetadata({ params }: { params: EntryParams }): Promise<Metadata> {
  const page = await load(params);
  if (!page) return {};
  const { shop, post, locale } = page;
  return {
    title: post.title,
    description: metaDescription(post.summary || richTextToPlain(post.body_html)),
    ...shopMetadata({
      shop,
      locale,
      path: blogEntryPath(post.slug),
      ...(post.cover_url ? { image: post.cover_url, imageAlt: post.title } : {}),
    }),
  };
}

/**
 * A blog entry (spec 01 §2 `{base}blogs/~`): server-rendered for reading without JavaScript, its
 * `Article` for crawlers; the shop's admins get an 'Editar' link. Unpublished entries are 404
 * here (their admins open them in the editor).
 */
export default async function BlogEntryPage({ params }: { params: EntryParams }) {
  const page = await load(params);
  if (!page) notFound();
  const { base, slug, shop, post, locale } = page;
  const [t, format] = await Promise.all([getTranslations('blogs'), getFormatter()]);
  const url = shopPageUrl(shop, blogEntryPath(post.slug), locale);
  return (
    <>
      <PageBreadcrumb
        shop={shop}
        base={base}
        locale={locale}
        trail={[
          { label: t('title'), path: BLOGS_PATH },
          { label: post.title, path: blogEntryPath(post.slug) },
        ]}
      />
      <JsonLd
        data={articleJsonLd(
          post,
          url,
          { name: shop.name, url: shopPageUrl(shop, '', locale), photo: shop.photo },
          canonicalShopBase(shop, publicSite()),
        )}
      />
      <main id="main" className="px-4 py-8">
        <BlogArticle
          entry={post}
          byLabel={t('by', { name: post.author.name })}
          date={format.dateTime(new Date(post.published_at ?? post.updated_at), {
            dateStyle: 'long',
          })}
          actions={
            shop.is_proxy ? null : (
              <BlogAdminLink
                shopSlug={slug}
                href={shopHref(base, blogEditPath(post.slug))}
                label={t('edit')}
              />
            )
          }
        />
      </main>
    </>
  );
}
