import 'server-only';

import { robotsTxt } from '@/lib/domain/seo/robots';
import { SHOP_PATH_PREFIX } from '@/lib/domain/paths/tenancy';

/**
 * The platform host's robots.txt: everything is allowed except the private pages of the shops
 * reached by path (`/tienda/<any slug>/admin` and the like, written with the `*` wildcard). Shop
 * sitemaps are named by each shop's own robots.txt on its sub-domain, where its canonical URLs
 * live.
 */
export function platformRobotsTxt(): string {
  return robotsTxt({ base: `${SHOP_PATH_PREFIX}/*/` });
}
