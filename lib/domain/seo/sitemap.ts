import type { ProductType, Section } from '@/lib/domain/vocabulary';
import { defaultLocale, type Locale, locales } from '@/lib/i18n/locales';

import { productPath, TYPE_SEGMENTS } from '../paths/product-paths';
import { isTypeEnabled, MENU_TYPES } from '../shop/shop-sections';

/** sitemaps.org: at most 50,000 URLs per sitemap file; beyond that a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

/** Pages per sitemap file: each page is listed once per language, so 25,000 pages are 50,000 URLs. */
export const SITEMAP_MAX_PAGES = Math.floor(SITEMAP_MAX_URLS / locales.length);

/** One language version of a page, for `<xhtml:link rel="alternate" hreflang="…">`. */
export interface SitemapAlternate {
  hreflang: string;
  href: string;
}

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** ISO date-time of the last change, when known. */
  lastmod?: string | undefined;
  /** Every language version of the page (itself included) and `x-default`. */
  alternates?: readonly SitemapAlternate[] | undefined;
}

/**
 * A page in every language: one `<url>` per language's address, each naming all of them and
 * `x-default` (the default language's address), as Google reads hreflang in sitemaps.
 */
export function localizedEntries(
  urlIn: (locale: Locale) => string,
  lastmod?: string,
): SitemapEntry[] {
  const urls = locales.map((locale) => ({ hreflang: locale, href: urlIn(locale) }));
  const fallback = urls.find((u) => u.hreflang === defaultLocale)?.href ?? urls[0]?.href ?? '';
  const alternates = [...urls, { hreflang: 'x-default', href: fallback }];
  return urls.map(({ href }) => ({ loc: href, lastmod, alternates }));
}

export function xmlEscape(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${xmlEscape(entry.lastmod)}</lastmod>` : '';
  const links = (entry.alternates ?? [])
    .map(
      (a) =>
        `<xhtml:link rel="alternate" hreflang="${xmlEscape(a.hreflang)}" href="${xmlEscape(a.href)}"/>`,
    )
    .join('');
  return `<${tag}><loc>${xmlEscape(entry.loc)}</loc>${lastmod}${links}</${tag}>\n`;
}

/** A `<urlset>` sitemap (with the xhtml namespace when an entry names its language versions). */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const xhtml = entries.some((e) => e.alternates?.length) ? ` xmlns:xhtml="${XHTML_NS}"` : '';
  return `${XML_HEAD}<urlset xmlns="${NS}"${xhtml}>\n${entries.map((e) => entryXml('url', e)).join('')}</urlset>\n`;
}

/** A `<sitemapindex>` naming the sitemap files. */
export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.map((e) => entryXml('sitemap', e)).join('')}</sitemapindex>\n`;
}

/** The newest of some ISO dates (they sort as text only when written alike, so compare times). */
export function newestDate(dates: Iterable<string | null | undefined>): string | undefined {
  let best: string | undefined;
  let bestTime = -Infinity;
  for (const date of dates) {
    const time = date ? Date.parse(date) : NaN;
    if (!Number.isNaN(time) && time > bestTime) [best, bestTime] = [date ?? undefined, time];
  }
  return best;
}

/**
 * How a shop's sitemap is split. Everything fits in `sitemap.xml` when the shop's own pages and
 * its items together are at most `max` pages (each listed once per language); otherwise
 * `sitemap.xml` is an index, page 1 holds the shop's own pages (home, lists, catalogues) and
 * pages 2… hold `max` items each.
 */
export function sitemapPageCount(
  pageCount: number,
  itemCount: number,
  max = SITEMAP_MAX_PAGES,
): number {
  if (pageCount + itemCount <= max) return 1;
  return 1 + Math.ceil(itemCount / max);
}

/** The items (offset, limit) of a page of an index-split sitemap; page 1 has none. */
export function sitemapItemRange(
  page: number,
  max = SITEMAP_MAX_PAGES,
): { offset: number; limit: number } {
  return page < 2 ? { offset: 0, limit: 0 } : { offset: (page - 2) * max, limit: max };
}

/** `?page=N` of `sitemap.xml`: a whole number 1…count, else null (a 404). */
export function parseSitemapPage(value: string | null, count: number): number | null {
  if (value === null) return null;
  if (!/^\d{1,7}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 && page <= count ? page : null;
}

export interface ShopListingEntry {
  id: string;
  owner: string;
  type: ProductType;
  updated_at: string;
}

/** A path inside the shop base (`''` is the home) with its last change. */
export interface ShopPagePath {
  path: string;
  lastmod?: string | undefined;
}

/**
 * The shop's own pages: the home, the list of each enabled item type and, when the shop has
 * catalogues, the catalogue list and each catalogue (`catalogos/<slug>`). `newest` gives the last
 * change of the items per type when known (it dates the home and the lists).
 */
export function shopPagePaths(options: {
  sections: readonly Section[];
  catalogues: ReadonlyArray<{ slug: string; updated_at: string }>;
  newest?: Partial<Record<ProductType, string>>;
}): ShopPagePath[] {
  const newest = options.newest ?? {};
  const paths: ShopPagePath[] = [{ path: '', lastmod: newestDate(Object.values(newest)) }];
  for (const type of MENU_TYPES) {
    if (isTypeEnabled(type, options.sections))
      paths.push({ path: TYPE_SEGMENTS[type], lastmod: newest[type] });
  }
  if (options.catalogues.length > 0) {
    paths.push({
      path: 'catalogos',
      lastmod: newestDate(options.catalogues.map((c) => c.updated_at)),
    });
    for (const c of options.catalogues)
      paths.push({ path: `catalogos/${encodeURIComponent(c.slug)}`, lastmod: c.updated_at });
  }
  return paths;
}

/** The newest item change per type, for dating the home and the lists. */
export function newestByType(
  entries: readonly ShopListingEntry[],
): Partial<Record<ProductType, string>> {
  const newest: Partial<Record<ProductType, string>> = {};
  for (const e of entries) newest[e.type] = newestDate([newest[e.type], e.updated_at]);
  return newest;
}

/** An item's path inside the shop with its last change. */
export function itemPagePath(entry: ShopListingEntry): ShopPagePath {
  return { path: productPath(entry), lastmod: entry.updated_at };
}
