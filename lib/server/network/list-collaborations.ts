import 'server-only';

import { asc, countDistinct, desc, eq, inArray, max, min } from 'drizzle-orm';

import type { CollaborationsPage, CollaborationsQuery } from '@/lib/api/schemas/network';
import { shopCollaborations, shops } from '@/lib/db/schema';
import { shopCanonicalUrl } from '@/lib/domain/seo/shop-urls';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { publicSite } from '@/lib/env';
import { administeredShopIds } from './administered-shops';

/**
 * The stores collaborating with any shop the user administers (spec 03 §7 "collaborations"),
 * each store once, newest collaboration first. Other users' shops never show here.
 */
export async function listCollaborations(
  { db, actor }: ServiceContext,
  page: CollaborationsQuery,
): Promise<CollaborationsPage> {
  const { userId } = requireUser(actor);
  const mine = inArray(shopCollaborations.shopId, administeredShopIds(db, userId));
  const newest = max(shopCollaborations.createdAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: min(shopCollaborations.id),
        slug: shops.slug,
        name: shops.name,
        photo: shops.photo,
        canonicalUrl: shops.canonicalUrl,
        canonicalDomain: shops.canonicalDomain,
      })
      .from(shopCollaborations)
      .innerJoin(shops, eq(shops.id, shopCollaborations.collaboratorShopId))
      .where(mine)
      .groupBy(shops.id)
      .orderBy(desc(newest), asc(shops.name), asc(shops.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: countDistinct(shopCollaborations.collaboratorShopId) })
      .from(shopCollaborations)
      .where(mine),
  ]);
  const site = publicSite();
  return {
    results: rows.map((row) => ({
      id: row.id ?? row.slug,
      store_photo: row.photo,
      store_name: row.name,
      store_url: shopCanonicalUrl(
        { slug: row.slug, canonical_url: row.canonicalUrl, canonical_domain: row.canonicalDomain },
        site,
      ),
    })),
    matches_estimated: total?.n ?? 0,
  };
}
