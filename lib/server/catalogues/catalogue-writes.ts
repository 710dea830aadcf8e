import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { catalogues, shops } from '@/lib/db/schema';
import type { Section } from '@/lib/domain/vocabulary';

import { authorizeShop } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { isShopGalleryImage } from '../gallery/shop-gallery-image';
import { expireShopCache } from '../stores/revalidate-shop-cache';

/** A transaction of the database (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type ShopRow = typeof shops.$inferSelect;

/**
 * The shop whose catalogues the actor may change (`catalogues.manage`: its admins): 401, 404 and
 * 403 as `authorizeShop` answers them. A proxy shop shows the catalogues of the shop it mirrors
 * and has a read-only menu (spec 01 §2), so its catalogues cannot be changed: 409
 * `proxy_shop_read_only`.
 */
export async function authorizeCatalogueShop(ctx: ServiceContext, slug: string): Promise<ShopRow> {
  const shop = await authorizeShop(ctx, slug, 'catalogues.manage');
  if (shop.isProxy) throw new ApiError('proxy_shop_read_only');
  return shop;
}

/**
 * Locks the shop row for the rest of the transaction and answers its sections: catalogue writes
 * of one shop run one at a time, so positions, slugs and the catalogues section stay consistent.
 */
export async function lockShopSections(tx: Tx, shopId: string): Promise<Section[]> {
  const [row] = await tx
    .select({ sections: shops.sections })
    .from(shops)
    .where(eq(shops.id, shopId))
    .for('update');
  if (!row) throw new ApiError('shop_not_found');
  return row.sections;
}

/** Turns the catalogues section on or off (spec 01 §4: first created adds it, last deleted removes it). */
export async function setCataloguesSection(
  tx: Tx,
  shopId: string,
  sections: Section[],
  on: boolean,
) {
  const has = sections.includes('catalogues');
  if (has === on) return;
  const next = on
    ? [...sections, 'catalogues' as const]
    : sections.filter((s) => s !== 'catalogues');
  await tx.update(shops).set({ sections: next }).where(eq(shops.id, shopId));
}

/** The shop's catalogue by id, or 404 `catalogue_not_found` (another shop's catalogue included). */
export async function findShopCatalogue(db: Db | Tx, shopId: string, id: string) {
  const [row] = await db
    .select()
    .from(catalogues)
    .where(and(eq(catalogues.shopId, shopId), eq(catalogues.id, id)))
    .limit(1);
  if (!row) throw new ApiError('catalogue_not_found');
  return row;
}

/**
 * Refuses a photo that is not a catalogue photo of this shop's gallery (422 on `photo`), unless
 * it is the photo the catalogue already has (seeded photos live outside the gallery).
 */
export async function checkCataloguePhoto(
  db: Db | Tx,
  shopId: string,
  photo: string | null | undefined,
  current: string | null = null,
): Promise<void> {
  if (photo === undefined || photo === null || photo === current) return;
  if (!(await isShopGalleryImage(db, shopId, photo, 'catalogue_photo')))
    throw new ApiError('validation_error', { photo: ['invalid_photo'] });
}

/**
 * Expires the cached storefront reads of the shop and of every proxy shop that mirrors it, so
 * the change shows on the next page load.
 */
export async function expireCatalogueCaches(
  db: Db,
  shop: Pick<ShopRow, 'id' | 'slug'>,
): Promise<void> {
  const mirrors = await db
    .select({ slug: shops.slug })
    .from(shops)
    .where(and(eq(shops.proxyOfShopId, shop.id), eq(shops.isProxy, true)));
  for (const slug of [shop.slug, ...mirrors.map((m) => m.slug)]) expireShopCache(slug);
}
