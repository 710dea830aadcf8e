import type { OrderState } from '@/lib/domain/vocabulary';

/**
 * A customer's rating of an item they received (spec 02 §3 "Review": qualification, title, text,
 * photos; §9: "limits … not shown", so these are ours — docs/decisions.md).
 */
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 5;
export const REVIEW_REPLY_MAX = 2000;
/** How many reviews an item page shows at a time, and how many go into its JSON-LD. */
export const ITEM_REVIEWS_PAGE_SIZE = 5;
export const JSON_LD_REVIEWS_MAX = 3;

/** Why the order's customer may not review its lines now, or null when they may. */
export type ReviewRefusal = 'review_not_allowed';

/** Lines are reviewed once the order was delivered (and never for a cancelled one). */
export function reviewRefusal(state: OrderState): ReviewRefusal | null {
  return state === 'delivered' ? null : 'review_not_allowed';
}

/**
 * The customer edits their own review until the supplier answers it: the answer replies to
 * what was written, so it is kept as it was from then on.
 */
export function mayEditReview(review: { reply: string | null }): boolean {
  return review.reply === null;
}

/** The mean of the ratings to one decimal (4.45 → 4.5), or null with none. */
export function averageRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

/**
 * How a reviewer is named in public: their first name and the initial of the next word
 * ('Ana García López' → 'Ana G.'), never the e-mail nor the full surname. A name made of an
 * e-mail (or nothing) is not shown.
 */
export function reviewerName(fullName: string | null | undefined): string | null {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, second] = words;
  if (!first || first.includes('@')) return null;
  return second ? `${first} ${second.charAt(0).toLocaleUpperCase('es')}.` : first;
}
