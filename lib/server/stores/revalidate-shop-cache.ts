import 'server-only';

import { cacheTags } from '../cache-tags';
import { expireTag } from '../expire-tag';

/**
 * Expires the cached reads of a shop at once (a slug visited before the store existed may be
 * cached as "no such shop").
 */
export function expireShopCache(slug: string): void {
  expireTag(cacheTags.shop(slug));
}

/** Expires which shop each of these custom domains serves (a shop's domain changed). */
export function expireShopDomainCache(domains: ReadonlyArray<string | null>): void {
  for (const domain of new Set(domains)) if (domain) expireTag(cacheTags.shopDomain(domain));
}
