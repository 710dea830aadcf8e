import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';

import { LINK_BUTTON } from '@/components/account/form-styles';
import type { Order } from '@/lib/api/schemas/checkout';
import { shopHref } from '@/lib/domain/tenancy';

import { BankTransferDetails } from './bank-transfer-details';
import { OrderDelivery } from './order-delivery';
import { OrderFact } from './order-fact';
import { OrderLines } from './order-lines';
import { OrderStateBadge } from './order-state-badge';
import { ORDERS_CARD, SECTION, SECTION_TITLE } from './order-styles';
import { OrderTotals } from './order-totals';

/**
 * One order as its customer sees it. While it waits for payment it opens with a thank-you (the
 * checkout lands here) and says how to pay: the transfer details with their countdown, or what
 * happens next for cash on delivery and pay in store. Then the lines with the totals, and the
 * delivery.
 */
export function OrderDetail({ order, base, now }: { order: Order; base: string; now: number }) {
  const t = useTranslations('orders');
  const format = useFormatter();
  const pending = order.state === 'pending_payment';
  const supplier = order.supplier.name;
  // Paid on delivery or at the store: the supplier confirms the payment later.
  const payLater =
    order.payment_type === 'cash_on_delivery' || order.payment_type === 'pay_in_store'
      ? order.payment_type
      : null;
  return (
    <article aria-labelledby="order-title" className={ORDERS_CARD}>
      <p className="mb-3 text-sm">
        <Link href={shopHref(base, 'mis-compras')} className={LINK_BUTTON}>
          <span aria-hidden="true">‹ </span>
          {t('back')}
        </Link>
      </p>
      <h1 id="order-title" className="text-2xl font-bold">
        {pending ? t('placedTitle') : t('orderTitle', { supplier })}
      </h1>
      {pending ? (
        <p className="mt-2 text-gray-700 dark:text-gray-300">{t('placedIntro', { supplier })}</p>
      ) : null}

      <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <OrderFact term={t('orderNumber')} className="font-mono break-all">
          {order.id}
        </OrderFact>
        <OrderFact term={t('date')}>
          <time dateTime={order.created_at}>
            {format.dateTime(new Date(order.created_at), { dateStyle: 'long', timeStyle: 'short' })}
          </time>
        </OrderFact>
        <OrderFact term={t('state')}>
          <OrderStateBadge state={order.state} />
        </OrderFact>
        <OrderFact term={t('paymentMethod')}>{t(`paymentTypes.${order.payment_type}`)}</OrderFact>
        {order.bank_transfer && !pending ? (
          <OrderFact term={t('bankTransfer.reference')} className="font-mono break-all">
            {order.bank_transfer.reference}
          </OrderFact>
        ) : null}
      </dl>

      {pending && order.bank_transfer ? (
        <BankTransferDetails
          transfer={order.bank_transfer}
          amount={order.total}
          currency={order.currency}
          now={now}
        />
      ) : null}
      {pending && payLater ? (
        <p className="mt-6 rounded-xl bg-blue-50 p-4 text-sm text-blue-950 dark:bg-blue-950/50 dark:text-blue-100">
          {t(`nextSteps.${payLater}`)}
        </p>
      ) : null}

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
    </article>
  );
}
