import type { storeListings } from '@/lib/db/schema';

import { categoryId } from './categories';
import { SEED_UPDATED_AT } from './dates';
import type { ProductRow } from './products';
import type { ListingRule, ShopSpec } from './shop-specs';
import { supplierId } from './suppliers';

export type ListingRow = typeof storeListings.$inferInsert;

/** The products a shop lists, in queue order. */
export function selectListed(products: readonly ProductRow[], rule: ListingRule): ProductRow[] {
  switch (rule.kind) {
    case 'all':
      return [...products];
    case 'none':
      return [];
    case 'categories': {
      const wanted = new Set(rule.categories.map(categoryId));
      const owners = rule.suppliers && new Set(rule.suppliers.map(supplierId));
      const listed: ProductRow[] = [];
      for (const p of products) {
        if (listed.length === rule.max) break;
        if (p.categoryId && wanted.has(p.categoryId) && (!owners || owners.has(p.ownerId)))
          listed.push(p);
      }
      return listed;
    }
    case 'supplier': {
      const owner = supplierId(rule.supplier);
      return products.filter((p) => p.ownerId === owner).slice(0, rule.max);
    }
    case 'window': {
      const size = Math.min(rule.size, products.length);
      return Array.from(
        { length: size },
        (_, i) => products[(rule.start + i) % products.length] as ProductRow,
      );
    }
  }
}

export function listingRows(spec: ShopSpec, listed: readonly ProductRow[]): ListingRow[] {
  return listed.map((product, queuePosition) => ({
    shopId: spec.row.id,
    productId: product.id,
    productType: product.type,
    queuePosition,
    createdAt: SEED_UPDATED_AT,
  }));
}

/** Published, shown and purchasable: what a banner, header or catalogue should point at. */
export function isShowcase(product: ProductRow): boolean {
  return (
    product.listState !== 'unpublished' && !product.hidden && !product.disabled && !product.soldOut
  );
}
