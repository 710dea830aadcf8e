import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';
import type { Order } from '@/lib/api/schemas/checkout';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { BankTransferDetails } from './bank-transfer-details';
import { OrderCancelReason } from './order-cancel-reason';
import { ORDERS_CARD } from './order-styles';
import { OrderContents, OrderFacts } from './order-summary';
import { PaymentInstructionsDetails } from './payment-instructions-details';

/**
 * One order as its customer sees it. While it waits for payment it opens with a thank-you (the
 * checkout lands here) and says how to pay: the transfer details with their countdown, an OXXO
 * voucher or SPEI account once asked for (issue 25), or what happens next for cash on delivery
 * and pay in store. Then the lines with the totals, and the delivery.
 */
export function OrderDetail({
  order,
  base,
  now,
  actions,
}: {
  order: Order;
  base: string;
  now: number;
  /** What the customer may do with it (cancel while it waits for payment). */
  actions?: ReactNode;
}) {
  const t = useTranslations('orders');
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
        <Button asChild variant="link">
          <Link href={shopHref(base, 'mis-compras')}>
            <span aria-hidden="true">‹ </span>
            {t('back')}
          </Link>
        </Button>
      </p>
      <h1 id="order-title" className="text-2xl font-bold">
        {pending ? t('placedTitle') : t('orderTitle', { supplier })}
      </h1>
      {pending ? (
        <p className="mt-2 text-gray-700 dark:text-gray-300">{t('placedIntro', { supplier })}</p>
      ) : null}

      <OrderFacts order={order} withReference={!pending} />
      <OrderCancelReason order={order} />

      {pending && order.bank_transfer ? (
        <BankTransferDetails
          transfer={order.bank_transfer}
          amount={order.total}
          currency={order.currency}
          now={now}
        />
      ) : null}
      {pending && order.payment_instructions ? (
        <PaymentInstructionsDetails
          instructions={order.payment_instructions}
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

      {actions}
      <OrderContents order={order} />
    </article>
  );
}
