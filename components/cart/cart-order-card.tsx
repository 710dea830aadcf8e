import type { CartOrder, CartProduct } from '@/lib/api/schemas/cart';
import type { CartMode } from '@/lib/client/cart/cart-store';

import { type CartPanelLabels, fillLabel } from './cart-labels';
import { cartMoney } from './cart-money';
import { CartLineRow } from './cart-line-row';
import { CartPayButton } from './cart-pay-button';
import type { CartChange } from './cart-panel-body';

/**
 * One supplier's order in the panel: its name, its products, the total of what can be bought and
 * the pay button that starts its checkout.
 */
export function CartOrderCard({
  shopSlug,
  base,
  mode,
  order,
  allProducts,
  locked,
  failed,
  onChange,
  labels,
}: {
  shopSlug: string;
  base: string;
  mode: CartMode | null;
  order: CartOrder;
  /** Every line of the cart: an item's limits count all its lines, whatever their variants. */
  allProducts: readonly CartProduct[];
  locked: boolean;
  failed: { key: string; message: string } | null;
  /** Sends a change; `onFailed` runs when it is refused or fails. */
  onChange: (change: CartChange, onFailed: () => void) => void;
  labels: CartPanelLabels;
}) {
  return (
    <section
      aria-label={fillLabel(labels.orderOf, { name: order.supplier.name })}
      className="rounded-xl border border-gray-200 dark:border-gray-700"
    >
      <h3 className="border-b border-gray-200 px-3 py-2 font-semibold dark:border-gray-700">
        {order.supplier.name}
      </h3>
      <ul className="divide-y divide-gray-200 dark:divide-gray-700">
        {order.products.map((product) => (
          <CartLineRow
            key={`${product.id}-${product.variant ?? ''}`}
            product={product}
            otherUnits={allProducts
              .filter((p) => p.id === product.id && p.variant !== product.variant)
              .reduce((sum, p) => sum + p.amount, 0)}
            locked={locked}
            failed={failed}
            onChange={onChange}
            labels={labels}
          />
        ))}
      </ul>
      <div className="flex flex-col gap-2 border-t border-gray-200 px-3 py-3 dark:border-gray-700">
        <p className="flex items-baseline justify-between font-semibold">
          <span>{labels.total}</span>
          <span>{cartMoney(order.total, order.currency)}</span>
        </p>
        {order.is_configured ? null : (
          <p className="text-sm text-amber-800 dark:text-amber-300">{labels.notConfigured}</p>
        )}
        <CartPayButton shopSlug={shopSlug} base={base} mode={mode} order={order} labels={labels} />
      </div>
    </section>
  );
}
