import type { ProductSummary } from '@/lib/api/schemas/product';
import type { ViewerLevel } from '@/lib/domain/accounts/level-rules';

/**
 * The resale-info toggle of the catalogue pages (spec 01 §2, §4): a cookie kept 365 days,
 * `'true'` by default. When on, level-two visitors see on the cards of the items they can resell
 * what they earn per resale (spec 03 §6, §9: the contribution margin × their plan's commission
 * rate). Nobody else sees it, and the cached HTML never carries it: the cards' island asks the
 * API (`GET /api/me/resale-earnings`) once the visitor is known.
 */

export const RESALE_INFO_COOKIE = 'resale_info';
export const RESALE_INFO_MAX_AGE = 365 * 24 * 60 * 60;

/** The most items one earnings request names (a catalogue page shows 30, a type list 36). */
export const RESALE_EARNINGS_MAX_IDS = 36;

/** Only `'false'` turns it off: no cookie, or anything else, means on. */
export function resaleInfoOn(cookieValue: string | undefined): boolean {
  return cookieValue !== 'false';
}

/** Spec 03 §6 "Level two users see … resale info": nobody else, anonymous visitors least of all. */
export function seesResaleInfo(level: ViewerLevel): boolean {
  return level === 2;
}

/**
 * Whether a card may show an earning for the item: a dropshipping item (the ones resold for a
 * margin) with a price to earn on, neither hidden nor free.
 */
export function earnsOnResale(
  product: Pick<ProductSummary, 'is_dropshipping' | 'hide_price' | 'is_free'>,
): boolean {
  return product.is_dropshipping && !product.hide_price && !product.is_free;
}
