import type { ProductSummary } from '@/lib/api/schemas/product';
import { formatPrice } from '@/lib/domain/catalogue/price';

import type { ProductLabels } from './product-labels';
import { PriceView, type PriceText } from './price-view';

type PricedItem = Pick<
  ProductSummary,
  'list_price' | 'crossout_price' | 'currency' | 'hide_price' | 'is_free'
>;
type PriceLabels = Pick<ProductLabels, 'free' | 'priceHidden' | 'crossoutPrice'>;

/**
 * The words of an item's price: hidden, free, or the amount with 2 decimals and the currency's
 * symbol (and its code when not pesos), the struck-out former price when higher. With `from`
 * ('Desde {price}') the amount is the lowest of several.
 */
export function priceText(
  product: PricedItem,
  labels: PriceLabels,
  from: string | null = null,
): PriceText {
  if (product.hide_price) return { hidden: labels.priceHidden };
  if (product.is_free) return { free: labels.free };
  const price = formatPrice(product.list_price, product.currency);
  const showCrossout =
    product.crossout_price !== null && product.crossout_price > product.list_price;
  return {
    amount: from === null ? price : from.replace('{price}', price),
    ...(product.currency !== 'MXN' ? { currency: product.currency } : null),
    ...(showCrossout
      ? {
          was: formatPrice(product.crossout_price!, product.currency),
          wasLabel: labels.crossoutPrice,
        }
      : null),
  };
}

/**
 * Price with 2 decimals and the currency's symbol; struck-out former price when higher. With
 * `from` ('Desde {price}') the price is the lowest of several.
 */
export function PriceTag({
  product,
  labels,
  size = 'md',
  from = null,
}: {
  product: PricedItem;
  labels: PriceLabels;
  size?: 'md' | 'lg';
  from?: string | null;
}) {
  return <PriceView price={priceText(product, labels, from)} size={size} />;
}
