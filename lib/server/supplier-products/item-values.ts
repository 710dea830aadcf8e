import 'server-only';

import type { SupplierProductInput } from '@/lib/api/schemas/supplier-products';
import type { products } from '@/lib/db/schema';
import { variantGroupsOf, variantStockTotal } from '@/lib/domain/items/item-variants';
import { slugFromName } from '@/lib/domain/shop/store-slug';

import { sanitizeDescription } from './sanitize-description';

type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'ownerId' | 'isDropshipping' | 'createdAt' | 'updatedAt'
>;

export type SanitizedField = 'description' | 'description_en';

/**
 * The columns an item's input sets, with its descriptions sanitised (and which of them lost
 * markup). Stock follows the input's shape: an experience's stock is its places left, an item
 * whose combinations carry their own stock holds their sum, and an on-stock item with none left
 * is sold out.
 */
export function itemValues(input: SupplierProductInput): {
  values: ProductValues;
  sanitized: SanitizedField[];
} {
  const description = sanitizeDescription(input.description);
  const descriptionEn =
    input.description_en === null ? null : sanitizeDescription(input.description_en);
  const available =
    input.type === 'experience'
      ? (input.experience_available ?? 0)
      : input.variant_stock.length > 0
        ? variantStockTotal(input.variant_stock)
        : input.available;
  const sanitized: SanitizedField[] = [];
  if (description.cleaned) sanitized.push('description');
  if (descriptionEn?.cleaned) sanitized.push('description_en');
  return {
    sanitized,
    values: {
      type: input.type,
      name: input.name,
      nameEn: input.name_en,
      slug: slugFromName(input.name) || 'item',
      description: description.html,
      descriptionEn: descriptionEn?.html ?? null,
      categoryId: input.category_id,
      photos: input.photos,
      listPrice: input.list_price,
      crossoutPrice: input.crossout_price,
      currency: input.currency,
      isFree: input.is_free,
      hidePrice: input.hide_price,
      stockType: input.stock_type,
      available,
      soldOut: input.stock_type === 'onstock' && available === 0,
      maxPurchaseAmount: input.max_purchase_amount,
      contributionMargin: input.contribution_margin,
      variants: variantGroupsOf(input.variants),
      returnType: input.return_type,
      returnPolicy: input.return_policy,
      returnPolicyLegend: input.return_policy_legend,
      returnFees: input.return_fees,
      returnShippingLabel: input.return_shipping_label,
      restockingFees: input.restocking_fees,
      listState: input.list_state,
      hidden: input.hiden,
      experienceDate: input.experience_date === null ? null : new Date(input.experience_date),
      experiencePlace: input.experience_place,
      experienceAvailable: input.experience_available,
      digitalUrl: input.digital_url,
      digitalFileKey: input.digital_file?.key ?? null,
      digitalFileName: input.digital_file?.name ?? null,
    },
  };
}
