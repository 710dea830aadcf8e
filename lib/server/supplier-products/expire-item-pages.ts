import 'server-only';

import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '@/lib/db/client';
import { shops, storeListings } from '@/lib/db/schema';

import { cacheTags } from '../cache-tags';
import { expireTag } from '../expire-tag';

type Reader = Pick<Db, 'select'>;

const mirror = alias(shops, 'mirror');

/** The slugs of the shops that list the item, and of the proxy shops mirroring them. */
export async function shopsListing(db: Reader, productId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: shops.slug, mirror: mirror.slug })
    .from(storeListings)
    .innerJoin(shops, eq(shops.id, storeListings.shopId))
    .leftJoin(mirror, and(eq(mirror.proxyOfShopId, shops.id), eq(mirror.isProxy, true)))
    .where(eq(storeListings.productId, productId));
  return [...new Set(rows.flatMap((row) => (row.mirror ? [row.slug, row.mirror] : [row.slug])))];
}

/**
 * Expires every cached page that shows the item: its item page in every shop (`product:<id>`)
 * and the lists, home sliders, catalogues, categories and sitemaps of each shop listing it
 * (`shop:<slug>:products`), so a save shows on the next visit.
 */
export function expireItemPages(productId: string, shopSlugs: readonly string[]): void {
  expireTag(cacheTags.product(productId));
  for (const slug of shopSlugs) expireTag(cacheTags.shopProducts(slug));
}
