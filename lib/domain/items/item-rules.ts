import type { ProductType, ReturnFees, ReturnPolicy } from '@/lib/domain/vocabulary';
import { CART_LINE_MAX_UNITS } from '@/lib/domain/cart/cart-lines';

/**
 * What a supplier may save as an item (issue 16; spec 01 §3 Product, spec 03 §3 Product row):
 * the limits and the rules between fields. Pure: the contract's schema
 * (lib/api/schemas/supplier-products.ts) raises each problem on its field, so the editor's form
 * and the API's 422 `fields` name the same keys (`itemEditor.fieldErrors.<key>`).
 */

export const ITEM_NAME_MAX = 150;
/** The description as typed (markup included), before sanitising. */
export const ITEM_DESCRIPTION_MAX = 10_000;
/** 10,000,000.00 in minor units: prices above it are a typo, not a price (issue 16 "absurd"). */
export const ITEM_PRICE_MAX = 1_000_000_000;
export const ITEM_STOCK_MAX = 1_000_000;
/** The most units one purchase may take: the cart's own cap of units per item. */
export const ITEM_MAX_PURCHASE_MAX = CART_LINE_MAX_UNITS;
export const ITEM_PHOTOS_MAX = 10;
export const RETURN_LEGEND_MAX = 500;
export const EXPERIENCE_PLACE_MAX = 200;
export const EXPERIENCE_CAPACITY_MAX = 100_000;
export const DIGITAL_URL_MAX = 2_000;
/** How many items a page of the supplier's list shows. */
export const SUPPLIER_PRODUCTS_PAGE = 20;

/**
 * Spec 03 §9: the base plan pays resellers half the contribution margin (rate 0.5). The editor
 * shows the margin as a reseller on that plan earns it (spec 03 §1, §6).
 */
export const BASE_PLAN_COMMISSION_RATE_BP = 5_000;

/** A reseller's earning per sale on the base plan, in minor units (rounded down). */
export function resaleEarning(contributionMargin: number, rateBp = BASE_PLAN_COMMISSION_RATE_BP) {
  return Math.floor((Math.max(0, contributionMargin) * rateBp) / 10_000);
}

/** Field error keys (texts in `itemEditor.fieldErrors`). */
export type ItemProblem =
  | 'required'
  | 'price_not_positive'
  | 'crossout_below_price'
  | 'margin_above_price'
  | 'restocking_above_price';

export interface ItemPricing {
  is_free: boolean;
  list_price: number;
  crossout_price: number | null;
  contribution_margin: number;
}

export interface ItemExtras {
  type: ProductType;
  return_policy: ReturnPolicy;
  return_policy_legend: string | null;
  return_fees: ReturnFees;
  restocking_fees: number | null;
  experience_date: string | null;
  experience_available: number | null;
  digital_url: string | null;
  /** A file the platform stores for a digital item (lib/domain/items/digital-files.ts). */
  digital_file?: { key: string; name: string } | null;
}

/**
 * The problems between an item's fields, by field: a price of 0 or less (unless the item is
 * free), a crossed-out price not above the price, a margin above the price, an experience without
 * its date or capacity, a digital item without what it delivers, a customised return policy
 * without its text, restocking fees without an amount (or above the price).
 */
export function itemProblems(item: ItemPricing & ItemExtras): Partial<Record<string, ItemProblem>> {
  const problems: Partial<Record<string, ItemProblem>> = {};
  const price = item.is_free ? 0 : item.list_price;
  if (!item.is_free && item.list_price <= 0) problems.list_price = 'price_not_positive';
  if (!item.is_free && item.crossout_price !== null && item.crossout_price <= item.list_price) {
    problems.crossout_price = 'crossout_below_price';
  }
  if (item.contribution_margin > price) problems.contribution_margin = 'margin_above_price';
  if (item.type === 'experience') {
    if (item.experience_date === null) problems.experience_date = 'required';
    if (item.experience_available === null) problems.experience_available = 'required';
  }
  // A digital item delivers a link, a stored file, or both.
  if (item.type === 'digital' && item.digital_url === null && !item.digital_file) {
    problems.digital_url = 'required';
  }
  if (item.return_policy === 'customized' && !item.return_policy_legend) {
    problems.return_policy_legend = 'required';
  }
  if (item.return_fees === 'restocking_fees') {
    if (item.restocking_fees === null) problems.restocking_fees = 'required';
    else if (item.restocking_fees > price) problems.restocking_fees = 'restocking_above_price';
  }
  return problems;
}

/**
 * The fields an item of `type` keeps: an experience's date, place and capacity and a digital
 * item's delivery link and stored file mean nothing on other types and are stored empty; a free
 * item has no crossed-out price and a price of 0.
 */
export function keptItemFields<
  T extends ItemPricing & {
    type: ProductType;
    experience_date: string | null;
    experience_place: string | null;
    experience_available: number | null;
    digital_url: string | null;
    digital_file?: { key: string; name: string } | null;
  },
>(item: T): T {
  const experience = item.type === 'experience';
  return {
    ...item,
    list_price: item.is_free ? 0 : item.list_price,
    crossout_price: item.is_free ? null : item.crossout_price,
    experience_date: experience ? item.experience_date : null,
    experience_place: experience ? item.experience_place : null,
    experience_available: experience ? item.experience_available : null,
    digital_url: item.type === 'digital' ? item.digital_url : null,
    ...('digital_file' in item
      ? { digital_file: item.type === 'digital' ? item.digital_file : null }
      : {}),
  };
}
