import { useTranslations } from 'next-intl';

import { cartMoney } from '@/components/cart/cart-money';
import type { Order } from '@/lib/api/schemas/checkout';

const ROW = 'flex items-baseline justify-between gap-4 py-2';

/** Products total, shipping (free when nothing) and the order's total, as a definition list. */
export function OrderTotals({
  order,
}: {
  order: Pick<Order, 'products_total' | 'shipping_cost' | 'total' | 'currency'>;
}) {
  const t = useTranslations('orders');
  const money = (minor: number) => cartMoney(minor, order.currency);
  return (
    <dl className="mt-4 divide-y divide-gray-200 border-t border-gray-200 text-sm dark:divide-gray-700 dark:border-gray-700">
      <div className={ROW}>
        <dt>{t('productsTotal')}</dt>
        <dd>{money(order.products_total)}</dd>
      </div>
      <div className={ROW}>
        <dt>{t('shipping')}</dt>
        <dd>{order.shipping_cost === 0 ? t('free') : money(order.shipping_cost)}</dd>
      </div>
      <div className={`${ROW} text-base font-semibold`}>
        <dt>{t('total')}</dt>
        <dd>{money(order.total)}</dd>
      </div>
    </dl>
  );
}
