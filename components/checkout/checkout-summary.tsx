import { useTranslations } from 'next-intl';

import type { Checkout } from '@/lib/api/schemas/checkout';

import { cartMoney } from '../cart/cart-money';

/** Subtotal, shipping and total of the checkout, as the server priced them. */
export function CheckoutSummary({
  checkout,
}: {
  checkout: Pick<
    Checkout,
    'currency' | 'needs_delivery' | 'rate_id' | 'products_total' | 'shipping_cost' | 'total'
  >;
}) {
  const t = useTranslations('checkout');
  const money = (minor: number) => cartMoney(minor, checkout.currency);
  return (
    // No column gap: the total's rule runs unbroken under both columns; the amounts keep their
    // distance with their own padding.
    <dl className="grid grid-cols-[1fr_auto] gap-y-1">
      <dt>{t('subtotal')}</dt>
      <dd className="pl-4 text-right">{money(checkout.products_total)}</dd>
      {checkout.needs_delivery ? (
        <>
          <dt>{t('shipping')}</dt>
          {/* Until a rate is chosen the cost is unknown: said so, not a "$0.00" that reads as free. */}
          <dd className="pl-4 text-right">
            {!checkout.rate_id
              ? t('shippingToCalculate')
              : checkout.shipping_cost === 0
                ? t('free')
                : money(checkout.shipping_cost)}
          </dd>
        </>
      ) : null}
      <dt className="border-t border-gray-200 pt-2 text-lg font-bold dark:border-gray-700">
        {t('total')}
      </dt>
      <dd className="border-t border-gray-200 pt-2 pl-4 text-right text-lg font-bold dark:border-gray-700">
        {money(checkout.total)}
      </dd>
    </dl>
  );
}
