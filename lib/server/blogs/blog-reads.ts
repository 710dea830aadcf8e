import 'server-only';

import { unstable_cache } from 'next/cache';

import { BLOG_PAGE_MAX } from '@/lib/domain/blogs/blog-rules';
import { isBlogSlug } from '@/lib/domain/blogs/blog-slug';

import { cacheTags, STOREFRONT_REVALIDATE_SECONDS } from '../cache-tags';
import { failed, isNotFound } from '../http/api-answer';
import { serverApiClient } from '../http/in-process-client';

/**
 * The storefront's reads of a shop's blog, as a visitor sees it (published entries only),
 * cached per shop and page under the shop's tag and the blog's (every write expires it) — the
 * entry page also under its own tag.
 */

/** One page of published entries, newest change first; null for an unknown shop. */
export function readBlogPage(slug: string, page: { offset: number; limit: number }) {
  const query = { offset: String(page.offset), limit: String(page.limit) };
  return unstable_cache(
    async () => {
      const res = await serverApiClient().api.shops[':slug'].blogs.$get({
        param: { slug },
        query,
      });
      if (isNotFound(res)) return null;
      if (!res.ok) failed('blog list', res.status);
      return res.json();
    },
    ['storefront-blogs', slug, query.offset, query.limit],
    {
      tags: [cacheTags.shop(slug), cacheTags.shopBlogs(slug)],
      revalidate: STOREFRONT_REVALIDATE_SECONDS,
    },
  )();
}

/** A published entry by its slug; null when there is none (or it is unpublished). */
export function readBlogEntry(slug: string, entry: string) {
  if (!isBlogSlug(entry)) return Promise.resolve(null);
  return unstable_cache(
    async () => {
      const res = await serverApiClient().api.shops[':slug'].blogs[':entry'].$get({
        param: { slug, entry },
      });
      if (isNotFound(res)) return null;
      if (!res.ok) failed('blog entry', res.status);
      return res.json();
    },
    ['storefront-blog-entry', slug, entry],
    {
      tags: [cacheTags.shop(slug), cacheTags.shopBlogEntry(slug, entry)],
      revalidate: STOREFRONT_REVALIDATE_SECONDS,
    },
  )();
}

/** The most entries the sitemap lists (the newest changes). */
const SITEMAP_BLOG_PAGES = 20;

/** The published entries' slugs and last changes for the sitemap, newest first; null for an unknown shop. */
export function readBlogSitemapEntries(slug: string) {
  return unstable_cache(
    async () => {
      const entries: Array<{ slug: string; updated_at: string }> = [];
      for (let n = 0; n < SITEMAP_BLOG_PAGES; n += 1) {
        const res = await serverApiClient().api.shops[':slug'].blogs.$get({
          param: { slug },
          query: { offset: String(n * BLOG_PAGE_MAX), limit: String(BLOG_PAGE_MAX) },
        });
        if (isNotFound(res)) return null;
        if (!res.ok) failed('blog sitemap', res.status);
        const page = await res.json();
        entries.push(...page.results.map((e) => ({ slug: e.slug, updated_at: e.updated_at })));
        if (entries.length >= page.matches_estimated || page.results.length === 0) break;
      }
      return entries;
    },
    ['storefront-blog-sitemap', slug],
    {
      tags: [cacheTags.shop(slug), cacheTags.shopBlogs(slug)],
      revalidate: STOREFRONT_REVALIDATE_SECONDS,
    },
  )();
}
