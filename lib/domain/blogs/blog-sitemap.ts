import type { ShopPagePath } from '@/lib/domain/seo/sitemap';

import { BLOGS_PATH, blogEntryPath } from './blog-rules';

/**
 * The blog's pages in the shop's sitemap (issue 20): the list, dated by its newest change, and
 * each published entry; nothing when the shop has no published entry.
 */
export function blogSitemapPaths(
  entries: ReadonlyArray<{ slug: string; updated_at: string }>,
): ShopPagePath[] {
  if (entries.length === 0) return [];
  const newest = entries.reduce((a, e) => (e.updated_at > a ? e.updated_at : a), '');
  return [
    { path: BLOGS_PATH, lastmod: newest },
    ...entries.map((e) => ({ path: blogEntryPath(e.slug), lastmod: e.updated_at })),
  ];
}
