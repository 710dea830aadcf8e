import type { ProductType } from '@/lib/domain/vocabulary';

import { productPath } from '../paths/product-paths';
import { SHOP_PATH_PREFIX, shopHref } from '../paths/tenancy';

/**
 * Where the network's cards lead, as paths on the platform host (`/tienda/<slug>/…`, the form
 * every shop answers on whatever the root domain, as the marketplace links them): the visitor
 * stays on the host they came by, and each shop page names its own canonical address.
 */

function shopBase(slug: string): string {
  return `${SHOP_PATH_PREFIX}/${encodeURIComponent(slug.toLowerCase())}/`;
}

/** A shop's home: `/tienda/<slug>`. */
export function networkShopHref(slug: string): string {
  return shopHref(shopBase(slug), '');
}

/** An item's page in the shop that sells it: `/tienda/<slug>/productos/<owner>/<id>`. */
export function networkItemHref(
  shopSlug: string,
  item: { type: ProductType; owner: string; id: string },
): string {
  return shopHref(shopBase(shopSlug), productPath(item));
}
