import 'server-only';

import { shopCanonicalUrl } from '@/lib/domain/seo/shop-urls';
import {
  itemPagePath,
  localizedEntries,
  newestByType,
  parseSitemapPage,
  SITEMAP_MAX_PAGES,
  sitemapIndexXml,
  sitemapItemRange,
  sitemapPageCount,
  shopPagePaths,
  type ShopPagePath,
  urlsetXml,
} from '@/lib/domain/seo/sitemap';

import { readShop } from '../storefront/storefront-reads';
import { readBlogSitemapEntries } from '../blogs/blog-reads';
import { blogSitemapPaths } from '@/lib/domain/blogs/blog-sitemap';
import { publicSite } from '@/lib/env';
import {
  LISTING_INDEX_CHUNK,
  readAllCatalogues,
  readListingIndex,
  readListingRange,
} from './sitemap-reads';

/**
 * A shop's `sitemap.xml` (`page` is its `?page=` value): canonical URLs of the home, the enabled
 * type lists, the catalogues and every published, visible item, whichever address it is read
 * on, each in Spanish and in English (`…/en/…`) with hreflang links between them. Up to 25,000
 * pages (50,000 URLs) it is one `<urlset>`; beyond, `sitemap.xml` is an index of
 * `sitemap.xml?page=N` (see `sitemapPageCount`). Null means 404 (unknown shop or page).
 */
export async function shopSitemapXml(slug: string, page: string | null): Promise<string | null> {
  const [shop, catalogues, first, blogEntries] = await Promise.all([
    readShop(slug),
    readAllCatalogues(slug),
    readListingIndex(slug, 0),
    readBlogSitemapEntries(slug),
  ]);
  if (!shop || !catalogues || !first) return null;
  const site = publicSite();
  const entry = ({ path, lastmod }: ShopPagePath) =>
    localizedEntries((locale) => shopCanonicalUrl(shop, site, path, locale), lastmod);
  const sections = shop.store_theme_info.sections_info;
  // The published blog entries, when the shop shows its blog.
  const blog = sections.includes('blogs') ? blogSitemapPaths(blogEntries ?? []) : [];
  const total = first.matches_estimated;
  const pageCount = sitemapPageCount(
    shopPagePaths({ sections, catalogues }).length + blog.length,
    total,
  );

  if (pageCount === 1) {
    if (page !== null && parseSitemapPage(page, 1) === null) return null;
    const items =
      total <= LISTING_INDEX_CHUNK
        ? first.results
        : await readListingRange(slug, 0, SITEMAP_MAX_PAGES);
    if (!items) return null;
    const pages = shopPagePaths({ sections, catalogues, newest: newestByType(items) });
    return urlsetXml([...pages, ...blog, ...items.map(itemPagePath)].flatMap(entry));
  }

  if (page === null) {
    const sitemap = shopCanonicalUrl(shop, site, 'sitemap.xml');
    return sitemapIndexXml(
      Array.from({ length: pageCount }, (_, i) => ({ loc: `${sitemap}?page=${i + 1}` })),
    );
  }
  const n = parseSitemapPage(page, pageCount);
  if (n === null) return null;
  // Split: the shop's own pages alone (the items' newest change is not known without reading
  // them all, so the home and lists go undated), then the items.
  if (n === 1)
    return urlsetXml([...shopPagePaths({ sections, catalogues }), ...blog].flatMap(entry));
  const range = sitemapItemRange(n);
  const items = await readListingRange(slug, range.offset, range.limit);
  return items ? urlsetXml(items.map(itemPagePath).flatMap(entry)) : null;
}
