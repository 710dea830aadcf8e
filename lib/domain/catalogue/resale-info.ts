import type { ProductSummary } from '@/lib/api/schemas/product';

/**
 * The resale-info toggle of the catalogue pages (spec 01 §2, §4): a cookie kept 365 days,
 * `'true'` by default. When on, cards of dropshipping items show the reseller's margin.
 */

export const RESALE_INFO_COOKIE = 'resale_info';
export const RESALE_INFO_MAX_AGE = 365 * 24 * 60 * 60;

/** Only `'false'` turns it off: no cookie, or anything else, means on. */
export function resaleInfoOn(cookieValue: string | undefined): boolean {
  return cookieValue !== 'false';
}

/** The margin a card shows (minor units of the item's currency), or null when it shows none. */
export function resaleMargin(
  product: Pick<ProductSummary, 'is_dropshipping' | 'contribution_margin'>,
  shown: boolean,
): number | null {
  return shown && product.is_dropshipping ? product.contribution_margin : null;
}
