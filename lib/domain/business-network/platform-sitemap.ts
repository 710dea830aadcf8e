import { LANDING_PATHS } from '../landing/landing-pages';
import { platformPageUrl } from '../landing/landing-seo';
import type { PublicSite } from '../seo/public-origin';
import { localizedEntries, urlsetXml } from '../seo/sitemap';

import { BUSINESSES_PATH, MARKETPLACE_PATH, NETWORK_PRODUCTS_PATH } from './network-query';

/** Where the platform host's sitemap lives (named by its robots.txt). */
export const PLATFORM_SITEMAP_PATH = '/sitemap.xml';

/**
 * The platform host's public pages crawlers should find: the home, the marketplace and the
 * business network (unfiltered first pages; their paging links lead on), the landing pages and
 * the legal texts. Shops have their own sitemaps on their own addresses.
 */
export const PLATFORM_SITEMAP_PATHS: readonly string[] = [
  '/',
  MARKETPLACE_PATH,
  BUSINESSES_PATH,
  NETWORK_PRODUCTS_PATH,
  ...LANDING_PATHS,
  '/terms',
  '/privacidad',
  '/copyright',
];

/** Each page in Spanish and in English (`/en/…`), with hreflang links between them. */
export function platformSitemapXml(site: PublicSite): string {
  return urlsetXml(
    PLATFORM_SITEMAP_PATHS.flatMap((path) =>
      localizedEntries((locale) => platformPageUrl(path, site, locale)),
    ),
  );
}

/** The sitemap's absolute address, for robots.txt. */
export function platformSitemapUrl(site: PublicSite): string {
  return platformPageUrl(PLATFORM_SITEMAP_PATH, site);
}
