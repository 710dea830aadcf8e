import 'server-only';

import { and, eq, inArray, type SQL } from 'drizzle-orm';

import type { Franchise } from '@/lib/api/schemas/franchises';
import { shops } from '@/lib/db/schema';
import { shopCanonicalUrl } from '@/lib/domain/seo/shop-urls';
import { FRANCHISE_STORE_TYPES, type FranchiseStoreType } from '@/lib/domain/shop/franchises';
import { publicSite } from '@/lib/env';

/** The columns a franchise is read with (spec 03 §3 "Franchise or affinity store"). */
export const FRANCHISE_COLUMNS = {
  id: shops.id,
  slug: shops.slug,
  name: shops.name,
  photo: shops.photo,
  storeType: shops.storeType,
  canonicalUrl: shops.canonicalUrl,
  canonicalDomain: shops.canonicalDomain,
};

type FranchiseRow = {
  id: string;
  slug: string;
  name: string;
  photo: string | null;
  storeType: string;
  canonicalUrl: string | null;
  canonicalDomain: string | null;
};

/** Published franchises: affinity and franchise stores (of `types`) that are not proxies. */
export function publishedFranchise(
  types: readonly FranchiseStoreType[] = FRANCHISE_STORE_TYPES,
): SQL {
  return and(inArray(shops.storeType, [...types]), eq(shops.isProxy, false)) as SQL;
}

/** A row as the API answers it, its `canonical_url` the store's home. */
export function toFranchise(row: FranchiseRow): Franchise {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    photo: row.photo,
    canonical_url: shopCanonicalUrl(
      { slug: row.slug, canonical_url: row.canonicalUrl, canonical_domain: row.canonicalDomain },
      publicSite(),
    ),
    store_type: row.storeType as FranchiseStoreType,
  };
}
