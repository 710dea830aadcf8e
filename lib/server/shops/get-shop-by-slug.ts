import 'server-only';

import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Shop } from '@/lib/api/schemas/shop';
import { shops, suppliers } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { reshapeShop } from './reshape-shop';
import { mayOnShop, shopPermissions } from '../auth/permissions';
import { readHeader, readSlides } from './shop-storefront-parts';

export type ShopTracking = Parameters<typeof reshapeShop>[1]['tracking'];

const rootShop = alias(shops, 'root_shop');
const proxySource = alias(shops, 'proxy_source');

/** A shop as its storefront reads it, or null when no shop has this slug. */
export async function getShopBySlug(
  { db, actor }: ServiceContext,
  slug: string,
  tracking: ShopTracking = {},
): Promise<Shop | null> {
  const [found] = await db
    .select({ shop: shops, root: rootShop, supplier: suppliers, proxySlug: proxySource.slug })
    .from(shops)
    .leftJoin(rootShop, eq(rootShop.id, shops.rootAffinityShopId))
    .leftJoin(suppliers, eq(suppliers.id, shops.supplierId))
    .leftJoin(proxySource, eq(proxySource.id, shops.proxyOfShopId))
    .where(eq(shops.slug, slug.toLowerCase()))
    .limit(1);
  if (!found) return null;
  const { shop, root, supplier, proxySlug } = found;

  const [permissions, slides, header] = await Promise.all([
    shopPermissions(db, actor, shop),
    readSlides(db, shop.id),
    readHeader(db, shop.headerId),
  ]);
  // Every slide and the header come with their `target`, whoever asks: audiences are not
  // secrets, and the cached storefront page (one per path, for everyone) needs them all so its
  // islands can show each visitor their own (lib/domain/accounts/audience.ts decides who sees what).
  return reshapeShop(shop, {
    slides,
    header,
    rootAffinity: root
      ? {
          owner: root.ownerId,
          slug: root.slug,
          name: root.name,
          color1: root.color1,
          color2: root.color2,
          photo: root.photo,
          canonical_url: root.canonicalUrl,
          about_entry_id: root.aboutEntryId,
          users_support_url: root.usersSupportUrl,
        }
      : null,
    supplier: supplier ? { id: supplier.id, name: supplier.name, enabled: supplier.enabled } : null,
    proxyOfSlug: proxySlug,
    permissions,
    userLevel: actor.kind === 'user' ? actor.level : null,
    tracking,
  });
}

/** The shop whose listings a shop shows: a proxy shop mirrors its source. */
export async function resolveListingShop(
  { db }: ServiceContext,
  slug: string,
): Promise<{ id: string; ownerId: string; listingShopId: string } | null> {
  const [row] = await db
    .select({
      id: shops.id,
      ownerId: shops.ownerId,
      proxyOf: shops.proxyOfShopId,
      isProxy: shops.isProxy,
    })
    .from(shops)
    .where(eq(shops.slug, slug.toLowerCase()))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    ownerId: row.ownerId,
    listingShopId: row.isProxy && row.proxyOf ? row.proxyOf : row.id,
  };
}

/**
 * The shop a read is for, with whether the actor may see its hidden items (`admin`);
 * `shop_not_found` otherwise.
 */
export async function requireShopView(ctx: ServiceContext, slug: string) {
  const shop = await resolveListingShop(ctx, slug);
  if (!shop) throw new ApiError('shop_not_found');
  return { ...shop, admin: await mayOnShop(ctx, shop, 'items.see_hidden') };
}
