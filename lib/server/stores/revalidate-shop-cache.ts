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
