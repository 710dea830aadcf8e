import { useFormatter, useTranslations } from 'next-intl';

import { CartPhoto } from '@/components/cart/cart-photo';
import { cartMoney } from '@/components/cart/cart-money';
import Link from '@/components/ui/link';
import type { Order } from '@/lib/api/schemas/checkout';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { OrderFact } from './order-fact';
import { OrderStateBadge } from './order-state-badge';

/** Whose list an order is in: the customer's purchases, a supplier's orders, or a shop's. */
export type OrderPerspective = 'customer' | 'supplier' | 'shop';

/**
 * One order in "Mis compras" (or a supplier's or a shop's orders): the supplier (the customer who
 * placed it, for a supplier or a shop) links to the order, and the whole card is the link's
 * target area; then its number, date, state, payment method and total (and the supplier, for a
 * shop) as a definition list.
 */
export function OrderListItem({
  order,
  base,
  detailPath = 'mis-compras',
  perspective = 'customer',
}: {
  order: Order;
  base: string;
  /** The order pages' path under `base`; the order id follows. */
  detailPath?: string;
  perspective?: OrderPerspective;
}) {
  const t = useTranslations('orders');
  const format = useFormatter();
  const date = format.dateTime(new Date(order.created_at), { dateStyle: 'medium' });
  const title =
    perspective === 'customer'
      ? order.supplier.name
      : order.customer.name || t('supplier.orderNumber', { number: order.number });
  return (
    <li className="focus-within:outline-shop-1 relative flex gap-3 rounded-xl border border-gray-200 p-3 focus-within:outline-2 focus-within:outline-offset-2 hover:bg-gray-50 sm:gap-4 sm:p-4 dark:border-gray-700 dark:hover:bg-gray-800/60">
      {perspective === 'customer' ? <CartPhoto src={order.supplier.image} /> : null}
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold">
          <Link
            href={shopHref(base, `${detailPath}/${encodeURIComponent(order.id)}`)}
            className="underline-offset-2 outline-none after:absolute after:inset-0 after:rounded-xl hover:underline"
          >
            {title}
            <span className="sr-only">, {date}</span>
          </Link>
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
          <OrderFact term={t('orderNumber')} className="font-mono">
            {order.number}
          </OrderFact>
          <OrderFact term={t('date')}>
            <time dateTime={order.created_at}>{date}</time>
          </OrderFact>
          <OrderFact term={t('state')}>
            <OrderStateBadge state={order.state} />
          </OrderFact>
          <OrderFact term={t('paymentMethod')}>{t(`paymentTypes.${order.payment_type}`)}</OrderFact>
          <OrderFact term={t('total')} className="font-semibold">
            {cartMoney(order.total, order.currency)}
          </OrderFact>
          {perspective === 'shop' ? (
            <OrderFact term={t('shop.supplier')}>{order.supplier.name}</OrderFact>
          ) : null}
        </dl>
      </div>
    </li>
  );
}
