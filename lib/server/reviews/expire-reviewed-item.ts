import 'server-only';

import { cacheTags } from '../cache-tags';
import { expireTag } from '../expire-tag';

/**
 * Expires the cached item pages of a reviewed item in every shop (`product:<id>`: the item's
 * detail and its reviews are cached under it), so a saved review or answer shows at once.
 */
export function expireReviewedItem(productId: string): void {
  expireTag(cacheTags.product(productId));
}
