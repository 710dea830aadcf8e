import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import type { Order } from '@/lib/api/schemas/checkout';
import { ORDER_STATES, type OrderState } from '@/lib/domain/vocabulary';

import { LiveOrderStateBadge } from './live-order-state-badge';
import { OrderDelivery } from './order-delivery';
import { OrderFact } from './order-fact';
import { OrderLines } from './order-lines';
import { OrderStateBadge } from './order-state-badge';
import { SECTION, SECTION_TITLE } from './order-styles';
import { OrderTotals } from './order-totals';

/** The badge of every state, for the live badge to switch to the one the order buttons announce. */
const STATE_BADGES = Object.fromEntries(
  ORDER_STATES.map((state) => [state, <OrderStateBadge key={state} state={state} />]),
) as Record<OrderState, ReactNode>;

/** An order's number, date, state, payment method and (when asked) its transfer reference. */
export function OrderFacts({ order, withReference }: { order: Order; withReference: boolean }) {
  const t = useTranslations('orders');
  const format = useFormatter();
  return (
    <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
      <OrderFact term={t('orderNumber')} className="font-mono">
        {order.number}
      </OrderFact>
      <OrderFact term={t('date')}>
        <time dateTime={order.created_at}>
          {format.dateTime(new Date(order.created_at), { dateStyle: 'long', timeStyle: 'short' })}
        </time>
      </OrderFact>
      <OrderFact term={t('state')}>
        <LiveOrderStateBadge id={order.id} state={order.state} badges={STATE_BADGES} />
      </OrderFact>
      <OrderFact term={t('paymentMethod')}>
        {order.instalments
          ? t('paidInInstalments', {
              method: t(`paymentTypes.${order.payment_type}`),
              months: order.instalments,
            })
          : t(`paymentTypes.${order.payment_type}`)}
      </OrderFact>
      {order.bank_transfer && withReference ? (
        <OrderFact term={t('bankTransfer.reference')} className="font-mono break-all">
          {order.bank_transfer.reference}
        </OrderFact>
      ) : null}
    </dl>
  );
}

/** What the order holds: its lines with the totals, then where it goes. */
export function OrderContents({ order }: { order: Order }) {
  const t = useTranslations('orders');
  return (
    <>
      <section aria-labelledby="order-products" className={SECTION}>
        <h2 id="order-products" className={`${SECTION_TITLE} mb-3`}>
          {t('products')}
        </h2>
        <OrderLines lines={order.lines} currency={order.currency} />
        <OrderTotals order={order} />
      </section>

      {order.delivery_type || order.address ? (
        <section aria-labelledby="order-delivery" className={SECTION}>
          <h2 id="order-delivery" className={SECTION_TITLE}>
            {t('delivery')}
          </h2>
          <OrderDelivery order={order} />
        </section>
      ) : null}
    </>
  );
}
