import type { CartProduct } from '@/lib/api/schemas/cart';

import { type CartPanelLabels, fillLabel } from './cart-labels';
import { cartMoney } from './cart-money';

/** Why a line cannot be bought (spec 02 §4): sold out when on stock with none left, else unavailable. */
export function unavailableText(product: CartProduct, labels: CartPanelLabels): string {
  const soldOut = !product.disabled && product.stock_type === 'onstock' && product.available <= 0;
  return soldOut ? labels.outOfStock : labels.unavailable;
}

/**
 * What a cart line says, in the panel and on the cart page alike: its name, variant and unit
 * price, the line's total, and why it cannot be bought when it cannot.
 */
export function CartLineSummary({
  product,
  labels,
  size,
}: {
  product: CartProduct;
  labels: CartPanelLabels;
  /** The panel's compact text, or the page's body text. */
  size: 'compact' | 'page';
}) {
  const small = size === 'compact' ? 'text-xs' : 'text-sm';
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className={size === 'compact' ? 'line-clamp-2 text-sm font-medium' : 'font-medium'}>
            {product.name}
          </p>
          {product.variant ? (
            <p className={`${small} text-gray-600 dark:text-gray-300`}>{product.variant}</p>
          ) : null}
          <p className={`${small} text-gray-600 dark:text-gray-300`}>
            {fillLabel(labels.each, { price: cartMoney(product.price, product.currency) })}
          </p>
        </div>
        <p className={`shrink-0 font-semibold ${size === 'compact' ? 'text-sm' : ''}`}>
          <span className="sr-only">{labels.lineTotal}: </span>
          {cartMoney(product.total, product.currency)}
        </p>
      </div>
      {product.unavailable ? (
        <p className="text-sm font-medium text-red-700 dark:text-red-400">
          {unavailableText(product, labels)}
        </p>
      ) : null}
    </>
  );
}
