import type { CartOrder, CartProduct } from '@/lib/api/schemas/cart';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cartLineAction, cartPayAction } from '@/lib/domain/cart/cart-page-form';
import { cartQuantityLimits } from '@/lib/domain/cart/cart-lines';
import { maxQuantity } from '@/lib/domain/cart/cart-quantity';

import { type CartPanelLabels, fillLabel } from './cart-labels';
import { cartMoney } from './cart-money';
import { CartLineSummary } from './cart-line-summary';
import { CartPhoto } from './cart-photo';

export interface CartPageLabels {
  update: string;
  /** "Cantidad de {name}". */
  quantity: string;
}

/** The line's key as the form's hidden fields. */
function LineKeyFields({ product }: { product: CartProduct }) {
  return (
    <>
      <input type="hidden" name="product_id" value={product.id} />
      <input type="hidden" name="variant" value={product.variant ?? ''} />
    </>
  );
}

/**
 * One line of the cart page: a form with the quantity and two buttons, "Actualizar" (sets it)
 * and "Quitar" (removes the line, whatever the field says), posted without JavaScript.
 */
function CartPageLine({
  base,
  product,
  labels,
  pageLabels,
}: {
  base: string;
  product: CartProduct;
  labels: CartPanelLabels;
  pageLabels: CartPageLabels;
}) {
  const name = product.name;
  const limits = cartQuantityLimits({
    available: product.available,
    stockType: product.stock_type,
    maxPurchaseAmount: product.max_purchase_amount,
  });
  const fieldId = `cart-${product.id}-${product.variant ?? ''}`.replace(/[^A-Za-z0-9_-]/g, '_');
  return (
    <li className={`flex gap-3 px-3 py-4 sm:px-4 ${product.unavailable ? 'opacity-70' : ''}`}>
      <CartPhoto src={product.photo} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <CartLineSummary product={product} labels={labels} size="page" />
        <form
          method="post"
          action={cartLineAction(base)}
          className="flex flex-wrap items-end gap-2"
        >
          <LineKeyFields product={product} />
          {product.unavailable ? null : (
            <>
              <label htmlFor={fieldId} className="sr-only">
                {fillLabel(pageLabels.quantity, { name })}
              </label>
              <Input
                id={fieldId}
                name="quantity"
                type="number"
                inputMode="numeric"
                min={1}
                max={maxQuantity(limits) || undefined}
                step={1}
                required
                defaultValue={product.amount}
                className="w-24"
              />
              <Button
                type="submit"
                name="action"
                value="set"
                variant="outline"
                className="px-4 py-2 text-sm"
                aria-label={`${pageLabels.update}: ${name}`}
              >
                {pageLabels.update}
              </Button>
            </>
          )}
          <Button
            type="submit"
            name="action"
            value="remove"
            formNoValidate
            variant="quiet"
            aria-label={fillLabel(labels.remove, { name })}
          >
            {labels.removeShort}
          </Button>
        </form>
      </div>
    </li>
  );
}

/**
 * One supplier's order on the cart page (spec 02 §4 "Cart"): its lines, its total and the pay
 * button, a form that starts the order's checkout.
 */
export function CartPageOrder({
  base,
  order,
  labels,
  pageLabels,
}: {
  base: string;
  order: CartOrder;
  labels: CartPanelLabels;
  pageLabels: CartPageLabels;
}) {
  const payable = order.is_configured && order.total > 0;
  return (
    <section
      aria-label={fillLabel(labels.orderOf, { name: order.supplier.name })}
      className="rounded-xl border border-gray-200 dark:border-gray-700"
    >
      <h2 className="border-b border-gray-200 px-3 py-2 text-lg font-semibold sm:px-4 dark:border-gray-700">
        {order.supplier.name}
      </h2>
      <ul className="divide-y divide-gray-200 dark:divide-gray-700">
        {order.products.map((product) => (
          <CartPageLine
            key={`${product.id}-${product.variant ?? ''}`}
            base={base}
            product={product}
            labels={labels}
            pageLabels={pageLabels}
          />
        ))}
      </ul>
      <form
        method="post"
        action={cartPayAction(base)}
        className="flex flex-col gap-2 border-t border-gray-200 px-3 py-3 sm:px-4 dark:border-gray-700"
      >
        <input type="hidden" name="supplier_id" value={order.supplier.id} />
        <input type="hidden" name="currency" value={order.currency} />
        <p className="flex items-baseline justify-between font-semibold">
          <span>{labels.total}</span>
          <span>{cartMoney(order.total, order.currency)}</span>
        </p>
        {order.is_configured ? null : (
          <p className="text-sm text-amber-800 dark:text-amber-300">{labels.notConfigured}</p>
        )}
        <Button type="submit" variant="contrast" disabled={!payable}>
          {labels.pay}
        </Button>
      </form>
    </section>
  );
}
