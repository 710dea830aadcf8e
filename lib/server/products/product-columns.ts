import 'server-only';

import { and, eq, type SQL } from 'drizzle-orm';

import type { ProductSummary } from '@/lib/api/schemas/product';
import { products } from '@/lib/db/schema';
import { isConcluded } from '@/lib/domain/catalogue/product-state';

/** The columns a product card needs (no descriptions), selected by every list. */
export const summaryColumns = {
  id: products.id,
  ownerId: products.ownerId,
  name: products.name,
  nameEn: products.nameEn,
  type: products.type,
  slug: products.slug,
  photos: products.photos,
  listPrice: products.listPrice,
  crossoutPrice: products.crossoutPrice,
  currency: products.currency,
  hidePrice: products.hidePrice,
  isFree: products.isFree,
  isDropshipping: products.isDropshipping,
  contributionMargin: products.contributionMargin,
  listState: products.listState,
  hidden: products.hidden,
  soldOut: products.soldOut,
  experienceDate: products.experienceDate,
};

export type SummaryRow = Pick<typeof products.$inferSelect, keyof typeof summaryColumns>;

export function reshapeSummary(
  row: SummaryRow,
  listing: { inStore: boolean; queuePosition: number | null },
  now = new Date(),
): ProductSummary {
  return {
    id: row.id,
    owner: row.ownerId,
    name: row.name,
    name_en: row.nameEn,
    type: row.type,
    slug: row.slug,
    photos: row.photos,
    list_price: row.listPrice,
    crossout_price: row.crossoutPrice,
    currency: row.currency,
    hide_price: row.hidePrice,
    is_free: row.isFree,
    is_dropshipping: row.isDropshipping,
    contribution_margin: row.contributionMargin,
    in_store: listing.inStore,
    list_state: row.listState,
    hiden: row.hidden,
    sold_out: row.soldOut,
    queue_position: listing.queuePosition,
    experience_date: row.experienceDate ? row.experienceDate.toISOString() : null,
    concluded: isConcluded(row.type, row.experienceDate, now),
  };
}

/** Visitors see published, visible items; shop admins also see the dimmed ones. */
export function visibleToViewer(isAdmin: boolean): SQL | undefined {
  return isAdmin ? undefined : and(eq(products.listState, 'published'), eq(products.hidden, false));
}
