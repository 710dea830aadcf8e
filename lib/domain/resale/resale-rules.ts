import type { ProductType } from '@/lib/domain/vocabulary';
import { BASE_PLAN_COMMISSION_RATE_BP, resaleEarning } from '@/lib/domain/items/item-rules';

/**
 * Rules of reselling (spec 03 §6, §9; issue 17): what a shop earns per resale and how many
 * autocomplete options the add-items modal offers. Pure: the resale services and the modal share
 * them.
 */

/** Spec 03 §9: autocomplete offers 10 options for products, 5 for the other types. */
export function suggestionLimit(type: ProductType): number {
  return type === 'product' ? 10 : 5;
}

export interface OwnerPlan {
  planId: string | null;
  /** Basis points: 5000 = 0.5. */
  commissionRateBp: number | null;
  /** Until when the bought plan runs; null for a plan without an end. */
  expiresAt: Date | null;
}

export interface CurrentRate {
  /** Basis points: 5000 = 0.5. */
  rateBp: number;
  /** The owner's current plan; null when they have none (the base rate applies). */
  planId: string | null;
}

/**
 * The commission rate a shop owner's resales earn: their plan's while it runs, otherwise the
 * base plan's 0.5 (spec 03 §9).
 */
export function currentCommissionRate(plan: OwnerPlan, now: Date): CurrentRate {
  const running =
    plan.planId !== null &&
    plan.commissionRateBp !== null &&
    (plan.expiresAt === null || plan.expiresAt.getTime() > now.getTime());
  return running
    ? { rateBp: plan.commissionRateBp!, planId: plan.planId }
    : { rateBp: BASE_PLAN_COMMISSION_RATE_BP, planId: null };
}

/**
 * What the shop earns per resale of an item, in minor units: floor(contribution margin × rate);
 * null when the item is not for resale (not a dropshipping item, or no margin to share).
 */
export function itemEarning(
  item: { isDropshipping: boolean; contributionMargin: number },
  rateBp: number,
): number | null {
  if (!item.isDropshipping || item.contributionMargin <= 0) return null;
  return resaleEarning(item.contributionMargin, rateBp);
}
