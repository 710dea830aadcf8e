import 'server-only';

import { eq } from 'drizzle-orm';

import type { Shop } from '@/lib/api/schemas/shop';
import type { ShopSettingsUpdate } from '@/lib/api/schemas/shop-settings';
import type { Db } from '@/lib/db/client';
import { shops } from '@/lib/db/schema';

import { authorizeShop } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { getShopBySlug } from '../shops/get-shop-by-slug';
import { expireShopCache, expireShopDomainCache } from '../stores/revalidate-shop-cache';
import { checkShopSettings } from './shop-settings-checks';

type ShopInsert = typeof shops.$inferInsert;

/** The API's field names (spec 01 §3) → the shop's columns. */
function columnsOf(changes: ShopSettingsUpdate): Partial<ShopInsert> {
  const map: { [K in keyof Required<ShopSettingsUpdate>]: keyof ShopInsert } = {
    name: 'name',
    photo: 'photo',
    photo_display: 'photoDisplay',
    hidden_store_name: 'hiddenStoreName',
    theme: 'theme',
    columns: 'columns',
    color1: 'color1',
    color2: 'color2',
    header: 'headerId',
    sections_info: 'sections',
    footer_style: 'footerStyle',
    footer_bg: 'footerBg',
    footer_fg: 'footerFg',
    darkmode: 'darkmode',
    hidden_darkmode: 'hiddenDarkmode',
    hidden_search_bar: 'hiddenSearchBar',
    contact_email: 'contactEmail',
    contact_country_code: 'contactCountryCode',
    contact_phone: 'contactPhone',
    whatsapp_country_code: 'whatsappCountryCode',
    whatsapp_phone: 'whatsappPhone',
    seo_description: 'seoDescription',
    canonical_domain: 'canonicalDomain',
  };
  const set: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (value !== undefined) set[map[field as keyof ShopSettingsUpdate]] = value;
  }
  return set as Partial<ShopInsert>;
}

/**
 * Expires the cached reads of the shop and of the shops of its affinity network, whose pages show
 * its name, colours and photo (`root_affinity_store_info`), so the change shows on the next load.
 */
async function expireShopSettingsCaches(db: Db, shop: { id: string; slug: string }): Promise<void> {
  const members = await db
    .select({ slug: shops.slug })
    .from(shops)
    .where(eq(shops.rootAffinityShopId, shop.id));
  for (const slug of new Set([shop.slug, ...members.map((m) => m.slug)])) expireShopCache(slug);
}

/**
 * `PATCH /shops/{slug}` (spec 01 §7 "Update shop", plus the settings page's fields): the shop's
 * admins change only the fields they send, checked and written in one transaction with the shop
 * row locked, then the storefront's cache is expired. Answers the shop as its read does.
 */
export async function updateShopSettings(
  ctx: ServiceContext,
  slug: string,
  changes: ShopSettingsUpdate,
): Promise<Shop> {
  const shop = await authorizeShop(ctx, slug, 'storefront.edit');
  const set = columnsOf(changes);
  if (Object.keys(set).length > 0) {
    const formerDomain = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(shops).where(eq(shops.id, shop.id)).for('update');
      if (!locked) throw new ApiError('shop_not_found');
      await checkShopSettings(tx, locked, changes);
      await tx.update(shops).set(set).where(eq(shops.id, shop.id));
      return locked.canonicalDomain;
    });
    await expireShopSettingsCaches(ctx.db, shop);
    if (set.canonicalDomain !== undefined)
      expireShopDomainCache([formerDomain, set.canonicalDomain]);
  }
  const updated = await getShopBySlug(ctx, shop.slug);
  if (!updated) throw new ApiError('shop_not_found');
  return updated;
}
