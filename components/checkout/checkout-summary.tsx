import type { Checkout } from '@/lib/api/schemas/checkout';

import { cartMoney } from '../cart/cart-money';
import type { CheckoutLabels } from './checkout-labels';

/** Subtotal, shipping and total of the checkout, as the server priced them. */
export function CheckoutSummary({
  checkout,
  labels,
}: {
  checkout: Pick<
    Checkout,
    'currency' | 'needs_delivery' | 'rate_id' | 'products_total' | 'shipping_cost' | 'total'
  >;
  labels: CheckoutLabels;
}) {
  const money = (minor: number) => cartMoney(minor, checkout.currency);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      <dt>{labels.subtotal}</dt>
      <dd className="text-right">{money(checkout.products_total)}</dd>
      {checkout.needs_delivery ? (
        <>
          <dt>{labels.shipping}</dt>
          <dd className="text-right">
            {checkout.rate_id && checkout.shipping_cost === 0
              ? labels.free
              : money(checkout.shipping_cost)}
          </dd>
        </>
      ) : null}
      <dt className="border-t border-gray-200 pt-2 text-lg font-bold dark:border-gray-700">
        {labels.total}
      </dt>
      <dd className="border-t border-gray-200 pt-2 text-right text-lg font-bold dark:border-gray-700">
        {money(checkout.total)}
      </dd>
    </dl>
  );
}
