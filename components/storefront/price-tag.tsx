import type { ProductSummary } from '@/lib/api/schemas/product';
import { formatPrice } from '@/lib/domain/catalogue/price';

import type { ProductLabels } from './product-labels';

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
  product: Pick<
    ProductSummary,
    'list_price' | 'crossout_price' | 'currency' | 'hide_price' | 'is_free'
  >;
  labels: Pick<ProductLabels, 'free' | 'priceHidden' | 'crossoutPrice'>;
  size?: 'md' | 'lg';
  from?: string | null;
}) {
  const main = size === 'lg' ? 'text-2xl font-semibold' : 'font-semibold';
  if (product.hide_price)
    return <p className="text-sm text-gray-600 dark:text-gray-300">{labels.priceHidden}</p>;
  if (product.is_free) return <p className={main}>{labels.free}</p>;
  const showCrossout =
    product.crossout_price !== null && product.crossout_price > product.list_price;
  const price = formatPrice(product.list_price, product.currency);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={main}>
        {from === null ? price : from.replace('{price}', price)}
        {product.currency !== 'MXN' ? (
          <span className="ml-1 text-xs font-normal text-gray-600 dark:text-gray-300">
            {product.currency}
          </span>
        ) : null}
      </span>
      {/* `relative` on <s>: its sr-only label is positioned inside the card, not the page (in a
          slider strip an escaped label widened the page without JavaScript). */}
      {showCrossout ? (
        <s className="relative text-sm text-gray-600 dark:text-gray-300">
          <span className="sr-only">{labels.crossoutPrice}: </span>
          {formatPrice(product.crossout_price!, product.currency)}
        </s>
      ) : null}
    </p>
  );
}
