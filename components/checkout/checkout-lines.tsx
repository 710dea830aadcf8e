import { useTranslations } from 'next-intl';

import type { Checkout } from '@/lib/api/schemas/checkout';

import { cartMoney } from '../cart/cart-money';
import { CartPhoto } from '../cart/cart-photo';

/** The order's products as priced now. */
export function CheckoutLines({ checkout }: { checkout: Pick<Checkout, 'products' | 'currency'> }) {
  const t = useTranslations('checkout');
  return (
    <ul className="divide-y divide-gray-200 dark:divide-gray-700">
      {checkout.products.map((line) => (
        <li key={`${line.id}-${line.variant ?? ''}`} className="flex gap-3 py-3">
          <CartPhoto src={line.photo} />
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="font-medium">{line.name}</span>
            {line.variant ? (
              <span className="text-sm text-gray-700 dark:text-gray-300">{line.variant}</span>
            ) : null}
            <span className="text-sm text-gray-700 dark:text-gray-300">
              {t('each', {
                amount: String(line.amount),
                price: cartMoney(line.price, checkout.currency),
              })}
            </span>
            {line.unavailable ? (
              <span className="text-sm font-medium text-red-700 dark:text-red-300">
                {t('unavailableLine')}
              </span>
            ) : null}
          </div>
          <span className="shrink-0 font-medium">{cartMoney(line.total, checkout.currency)}</span>
        </li>
      ))}
    </ul>
  );
}
