import 'server-only';

import { asc, eq, getTableColumns, sql } from 'drizzle-orm';

import type { SupplierProduct, SupplierProductRow } from '@/lib/api/schemas/supplier-products';
import type { Db } from '@/lib/db/client';
import { products, productVariants } from '@/lib/db/schema';
import { axesOf } from '@/lib/domain/items/item-variants';

type Reader = Pick<Db, 'select'>;

/** The columns of a table but some. */
function columnsBut<T extends object, K extends keyof T>(
  columns: T,
  left: readonly K[],
): Omit<T, K> {
  const kept = { ...columns };
  for (const key of left) delete kept[key];
  return kept;
}

/** The columns of an item its supplier edits (the generated search vectors are the database's). */
export const supplierProductColumns = columnsBut(getTableColumns(products), [
  'searchVector',
  'nameSearchVector',
]);

export type ProductRecord = {
  [K in keyof typeof supplierProductColumns]: (typeof products.$inferSelect)[K];
};
type VariantRecord = typeof productVariants.$inferSelect;

/** The item's per-combination rows, in the editor's order. */
export function readProductVariants(db: Reader, productId: string): Promise<VariantRecord[]> {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));
}

/** An item as its supplier's editor and the API show it. */
export function reshapeSupplierProduct(
  row: ProductRecord,
  variants: readonly VariantRecord[],
): SupplierProduct {
  return {
    id: row.id,
    owner: row.ownerId,
    slug: row.slug,
    type: row.type,
    name: row.name,
    name_en: row.nameEn,
    description: row.description,
    description_en: row.descriptionEn,
    category_id: row.categoryId,
    photos: row.photos,
    list_price: row.listPrice,
    crossout_price: row.crossoutPrice,
    currency: row.currency,
    is_free: row.isFree,
    hide_price: row.hidePrice,
    is_dropshipping: row.isDropshipping,
    stock_type: row.stockType,
    available: row.available,
    max_purchase_amount: row.maxPurchaseAmount,
    contribution_margin: row.contributionMargin,
    variants: axesOf(row.variants),
    variant_stock: variants.map((variant) => ({
      options: variant.options,
      variant: variant.variant,
      available: variant.available,
      list_price: variant.listPrice,
    })),
    return_type: row.returnType,
    return_policy: row.returnPolicy,
    return_policy_legend: row.returnPolicyLegend,
    return_fees: row.returnFees,
    return_shipping_label: row.returnShippingLabel,
    restocking_fees: row.restockingFees,
    list_state: row.listState,
    hiden: row.hidden,
    sold_out: row.soldOut,
    experience_date: row.experienceDate?.toISOString() ?? null,
    experience_place: row.experiencePlace,
    experience_available: row.experienceAvailable,
    digital_url: row.digitalUrl,
    digital_file: row.digitalFileKey
      ? { key: row.digitalFileKey, name: row.digitalFileName || 'archivo' }
      : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The columns a row of the supplier's list shows. */
export const supplierProductRowColumns = {
  id: products.id,
  type: products.type,
  name: products.name,
  photos: products.photos,
  listPrice: products.listPrice,
  currency: products.currency,
  stockType: products.stockType,
  available: products.available,
  listState: products.listState,
  hidden: products.hidden,
  updatedAt: products.updatedAt,
  hasVariantStock: hasVariantRows(),
};

/** Whether the item has per-combination rows (its stock is their sum). */
export function hasVariantRows() {
  return sql<boolean>`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`;
}

type RowColumns = Omit<typeof supplierProductRowColumns, 'hasVariantStock'>;

export function reshapeSupplierProductRow(
  row: { [K in keyof RowColumns]: (typeof products.$inferSelect)[K] } & {
    hasVariantStock: boolean;
  },
): SupplierProductRow {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    photos: row.photos,
    list_price: row.listPrice,
    currency: row.currency,
    stock_type: row.stockType,
    available: row.available,
    list_state: row.listState,
    hiden: row.hidden,
    updated_at: row.updatedAt.toISOString(),
    has_variant_stock: row.hasVariantStock,
  };
}
