import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Collaborator } from '@/lib/api/schemas/network';
import type { Db } from '@/lib/db/client';
import { shopCollaborations, shops } from '@/lib/db/schema';
import { shopCanonicalUrl } from '@/lib/domain/seo/shop-urls';
import { publicSite } from '@/lib/env';

import { ApiError } from '../errors';

/** What a collaborator row reads of the collaborating store. */
export const COLLABORATOR_COLUMNS = {
  id: shopCollaborations.id,
  slug: shops.slug,
  name: shops.name,
  photo: shops.photo,
  canonicalUrl: shops.canonicalUrl,
  canonicalDomain: shops.canonicalDomain,
};

export type CollaboratorRow = {
  id: string;
  slug: string;
  name: string;
  photo: string | null;
  canonicalUrl: string | null;
  canonicalDomain: string | null;
};

/** Spec 03 §3 "Collaborator: id, store_photo, store_name, store_url" (the store's own home). */
export function toCollaborator(row: CollaboratorRow): Collaborator {
  return {
    id: row.id,
    store_photo: row.photo,
    store_name: row.name,
    store_url: shopCanonicalUrl(
      { slug: row.slug, canonical_url: row.canonicalUrl, canonical_domain: row.canonicalDomain },
      publicSite(),
    ),
  };
}

/** One of the shop's collaborations as a collaborator, or 404 `collaborator_not_found`. */
export async function collaboratorOf(db: Db, shopId: string, id: string): Promise<Collaborator> {
  const [row] = await db
    .select(COLLABORATOR_COLUMNS)
    .from(shopCollaborations)
    .innerJoin(shops, eq(shops.id, shopCollaborations.collaboratorShopId))
    .where(and(eq(shopCollaborations.id, id), eq(shopCollaborations.shopId, shopId)))
    .limit(1);
  if (!row) throw new ApiError('collaborator_not_found');
  return toCollaborator(row);
}

/** The store named as a collaborator (by slug): 404 `shop_not_found`; 422 for the shop itself. */
export async function collaboratingStore(db: Db, shopId: string, slug: string) {
  const [store] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(eq(shops.slug, slug))
    .limit(1);
  if (!store) throw new ApiError('shop_not_found');
  if (store.id === shopId) throw new ApiError('invalid_collaborator');
  return store;
}
