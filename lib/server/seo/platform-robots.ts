import 'server-only';

import { platformSitemapUrl } from '@/lib/domain/business-network/platform-sitemap';
import { robotsTxt } from '@/lib/domain/seo/robots';
import { SHOP_PATH_PREFIX } from '@/lib/domain/paths/tenancy';
import { publicSite } from '@/lib/env';

/**
 * The platform host's robots.txt: everything is allowed except the private pages of the shops
 * reached by path (`/tienda/<any slug>/admin` and the like, written with the `*` wildcard), and
 * it names the platform's own sitemap (its pages, the network, the landings). Shop sitemaps are
 * named by each shop's own robots.txt on its sub-domain, where its canonical URLs live.
 */
export function platformRobotsTxt(): string {
  return robotsTxt({
    base: `${SHOP_PATH_PREFIX}/*/`,
    sitemaps: [platformSitemapUrl(publicSite())],
  });
}
