import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '@/lib/db/client';
import { shops, storeListings } from '@/lib/db/schema';

import { expireItemPages } from '../supplier-products/expire-item-pages';

const mirror = alias(shops, 'mirror');
const CHUNK = 1_000;

/**
 * Expires the cached pages of the items an upload changed: each item's page, and once the lists
 * of every shop (and proxy mirroring it) listing any of them.
 */
export async function expireUploadedItems(db: Pick<Db, 'selectDistinct'>, ids: readonly string[]) {
  const slugs = new Set<string>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await db
      .selectDistinct({ slug: shops.slug, mirror: mirror.slug })
      .from(storeListings)
      .innerJoin(shops, eq(shops.id, storeListings.shopId))
      .leftJoin(mirror, and(eq(mirror.proxyOfShopId, shops.id), eq(mirror.isProxy, true)))
      .where(inArray(storeListings.productId, ids.slice(start, start + CHUNK)));
    for (const row of rows) {
      slugs.add(row.slug);
      if (row.mirror) slugs.add(row.mirror);
    }
  }
  // The shops' lists once (with the first item), then each item's own page.
  ids.forEach((id, index) => expireItemPages(id, index === 0 ? [...slugs] : []));
}
