import 'server-only';

import { robotsTxt } from '@/lib/domain/seo/robots';
import { shopCanonicalUrl } from '@/lib/domain/seo/shop-urls';
import { shopBasePath, type ShopRouteMode } from '@/lib/domain/paths/tenancy';

import { readShop } from '../storefront/storefront-reads';
import { publicSite } from '@/lib/env';

/**
 * A shop's `robots.txt` as served on one address: the private pages under that address's base
 * (`/admin` on the sub-domain, `/tienda/<slug>/admin` by path) and the canonical sitemap.
 * Null for an unknown shop.
 */
export async function shopRobotsTxt(slug: string, mode: ShopRouteMode): Promise<string | null> {
  const shop = await readShop(slug);
  if (!shop) return null;
  return robotsTxt({
    base: shopBasePath({ slug: shop.slug, mode }),
    sitemaps: [shopCanonicalUrl(shop, publicSite(), 'sitemap.xml')],
  });
}
