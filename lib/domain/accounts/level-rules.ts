import type { UserLevel } from '@/lib/domain/vocabulary';

import type { AudienceViewer } from './targeted-content';

/**
 * What a visitor's user level changes on a storefront (spec 01 §6, spec 02 §6). `null` is an
 * anonymous visitor (or one the page does not know yet: cached pages render that view first).
 * Level 0 is a registered shopper, 1 an entrepreneur without a store, 2 one with a store, 3 staff.
 */
export type ViewerLevel = UserLevel | null;

/** "Anonymous-gated content 3 s" (spec 01 §4, §9; spec 02 §6, §9). */
export const ANONYMOUS_GATE_MS = 3000;

/** The viewer `audienceSees` takes. The storefront shows an admin their own audience's view. */
export function audienceViewerOf(level: ViewerLevel): AudienceViewer {
  return level === null ? { anonymous: true } : { anonymous: false, level, admin: false };
}

/**
 * "Level one and two flagged in product lists": the lists mark entrepreneurs, who get the
 * reseller's extras on dropshipping cards (the 'buy by' price button).
 */
export function flaggedInLists(level: ViewerLevel): boolean {
  return level === 1 || level === 2;
}

/**
 * "Public price label shows only when the level is not level 0": the 'Precio público' note beside
 * a price, for entrepreneurs and staff, who also see other prices (margins, their cost). An
 * anonymous visitor is the public, so the note would say nothing to them.
 */
export function seesPublicPriceLabel(level: ViewerLevel): boolean {
  return level !== null && level !== 0;
}

/** "Level-one users see the 'earn commissions' promo" (the floating button to the entrepreneur page). */
export function seesEarnCommissionsPromo(level: ViewerLevel): boolean {
  return level === 1;
}

/** Level zero (and an anonymous visitor) keep the sign-up button in the header. */
export function seesSignUpInHeader(level: ViewerLevel): boolean {
  return level === null || level === 0;
}

/** The parts of an item the 'buy by' rule reads. */
export interface BuyableItem {
  is_dropshipping: boolean;
  hide_price: boolean;
  is_free: boolean;
}

/**
 * "Level-one and level-two users see the 'buy by' price button on dropshipping products": a
 * button naming the price ('Comprar por $450.00'). Without a price to name (hidden or free) there
 * is no such button.
 */
export function seesBuyBy(level: ViewerLevel, item: BuyableItem): boolean {
  return flaggedInLists(level) && item.is_dropshipping && !item.hide_price && !item.is_free;
}
