import 'server-only';

import { and, asc, eq } from 'drizzle-orm';

import type { ProductDetail } from '@/lib/api/schemas/product';
import { categories, products, productVariants, storeListings, suppliers } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { requireShopView } from '../shops/get-shop-by-slug';
import { reshapeSummary, summaryColumns, visibleToViewer } from './product-columns';

/** An item of a shop with everything its detail page shows; null when the shop does not list it. */
export async function getShopProduct(
  ctx: ServiceContext,
  slug: string,
  productId: string,
): Promise<ProductDetail | null> {
  const { listingShopId, admin } = await requireShopView(ctx, slug);
  const [row] = await ctx.db
    .select({
      ...summaryColumns,
      queuePosition: storeListings.queuePosition,
      description: products.description,
      descriptionEn: products.descriptionEn,
      mainType: products.mainType,
      tags: products.tags,
      variants: products.variants,
      experienceAvailable: products.experienceAvailable,
      available: products.available,
      stockType: products.stockType,
      maxPurchaseAmount: products.maxPurchaseAmount,
      disabled: products.disabled,
      returnType: products.returnType,
      returnPolicy: products.returnPolicy,
      returnPolicyLegend: products.returnPolicyLegend,
      returnFees: products.returnFees,
      returnShippingLabel: products.returnShippingLabel,
      restockingFees: products.restockingFees,
      supplier: { id: suppliers.id, name: suppliers.name, image: suppliers.image },
      category: { id: categories.id, name_es: categories.nameEs, name_en: categories.nameEn },
    })
    .from(storeListings)
    .innerJoin(products, eq(products.id, storeListings.productId))
    .innerJoin(suppliers, eq(suppliers.id, products.ownerId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(storeListings.shopId, listingShopId),
        eq(storeListings.productId, productId),
        visibleToViewer(admin),
      ),
    )
    .limit(1);
  if (!row) return null;
  // Each combination the item sells, with its price (the item's when it has none of its own).
  const combinations = await ctx.db
    .select({ options: productVariants.options, listPrice: productVariants.listPrice })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));
  return {
    ...reshapeSummary(row, { inStore: true, queuePosition: row.queuePosition }),
    description: row.description,
    description_en: row.descriptionEn,
    main_type: row.mainType,
    tags: row.tags,
    variants: row.variants,
    variant_prices: combinations.map(({ options, listPrice }) => ({
      options,
      list_price: listPrice ?? row.listPrice,
    })),
    experience_available: row.experienceAvailable,
    available: row.available,
    stock_type: row.stockType,
    max_purchase_amount: row.maxPurchaseAmount,
    disabled: row.disabled,
    return_type: row.returnType,
    return_policy: row.returnPolicy,
    return_policy_legend: row.returnPolicyLegend,
    return_fees: row.returnFees,
    return_shipping_label: row.returnShippingLabel,
    restocking_fees: row.restockingFees,
    supplier: row.supplier,
    category: row.category?.id ? row.category : null,
  };
}
