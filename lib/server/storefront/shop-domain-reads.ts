import 'server-only';

import { eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';

import { getDb } from '@/lib/db/client';
import { shops } from '@/lib/db/schema';

import { cacheTags, STOREFRONT_REVALIDATE_SECONDS } from '../cache-tags';

/**
 * The slug of the shop whose `canonical_domain` is `domain` (lower-case, no port), or null. Read
 * straight from the shops table (no API operation answers "which shop is on this host": the
 * middleware names the host, the page asks here), cached per domain and expired when a shop's
 * domain changes (`expireShopDomainCache`).
 */
export const readShopSlugByDomain = cache((domain: string) =>
  unstable_cache(
    async () => {
      const db = await getDb();
      const [shop] = await db
        .select({ slug: shops.slug })
        .from(shops)
        .where(eq(shops.canonicalDomain, domain))
        .limit(1);
      return shop?.slug ?? null;
    },
    ['storefront-shop-domain', domain],
    { tags: [cacheTags.shopDomain(domain)], revalidate: STOREFRONT_REVALIDATE_SECONDS },
  )(),
);
