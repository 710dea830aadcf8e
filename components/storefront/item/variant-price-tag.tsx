'use client';

import type { ProductDetail } from '@/lib/api/schemas/product';
import { variantPriceRange } from '@/lib/domain/catalogue/variant-price';

import { PriceTag } from '../price-tag';
import type { ProductLabels } from '../product-labels';
import { useItemSelection } from './item-selection';

/**
 * The price of an item whose variants cost differently: 'Desde $499.00' (the lowest price of
 * the combinations still possible) until the options are chosen, then the chosen combination's
 * own price. The server HTML carries the 'Desde' price, readable without JavaScript. The
 * crossed-out price shows only when it is above every price still possible.
 */
export function VariantPriceTag({
  product,
  labels,
}: {
  product: Pick<
    ProductDetail,
    'list_price' | 'crossout_price' | 'currency' | 'hide_price' | 'is_free' | 'variant_prices'
  >;
  /** `priceFrom` keeps `{price}` as a placeholder: 'Desde {price}'. */
  labels: Pick<ProductLabels, 'free' | 'priceHidden' | 'crossoutPrice'> & { priceFrom: string };
}) {
  const [selection] = useItemSelection();
  const { min, max } = variantPriceRange(product.list_price, product.variant_prices, selection);
  const crossout =
    product.crossout_price !== null && product.crossout_price > max ? product.crossout_price : null;
  return (
    <div aria-live="polite">
      <PriceTag
        product={{ ...product, list_price: min, crossout_price: crossout }}
        labels={labels}
        from={min === max ? null : labels.priceFrom}
        size="lg"
      />
    </div>
  );
}
