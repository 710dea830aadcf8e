import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { cartMoney } from '@/components/cart/cart-money';
import { OrderFact } from '@/components/orders/order-fact';
import { ORDERS_CARD } from '@/components/orders/order-styles';
import { OrderTotals } from '@/components/orders/order-totals';
import Link from '@/components/ui/link';
import type { Receipt } from '@/lib/api/schemas/receipts';

import { PrintButton } from './print-button';

const CELL = 'px-1.5 py-2 align-top sm:px-2';
const NUMBER_CELL = `${CELL} text-right tabular-nums whitespace-nowrap`;
/** Column titles of the figures may wrap on a phone, leaving the product's name room. */
const NUMBER_HEAD = `${CELL} text-right font-medium`;

/**
 * A receipt as it prints (spec 02 §3 "Purchase order (label view)"): who sold to whom, when it was
 * issued and paid, how it was paid and delivered, the lines in a table and the totals. The back
 * link and the print button stay off paper.
 */
export function ReceiptDocument({
  receipt,
  back,
  invoicing,
}: {
  receipt: Receipt;
  back: string;
  /** The invoicing data the order's invoice is made out to (components/invoicing), if asked. */
  invoicing?: ReactNode;
}) {
  const t = useTranslations('receipts');
  const to = useTranslations('orders');
  const format = useFormatter();
  const when = (iso: string): ReactNode => (
    <time dateTime={iso}>
      {format.dateTime(new Date(iso), { dateStyle: 'long', timeStyle: 'short' })}
    </time>
  );
  const money = (minor: number) => cartMoney(minor, receipt.currency);
  const cancelled =
    receipt.order_state === 'canceled_by_customer' ||
    receipt.order_state === 'canceled_by_supplier';
  return (
    <article data-receipt aria-labelledby="receipt-title" className={ORDERS_CARD}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Button asChild variant="link">
          <Link href={back}>
            <span aria-hidden="true">‹ </span>
            {t('backToOrder')}
          </Link>
        </Button>
        <PrintButton label={t('print')} />
      </div>
      <header className="border-b border-gray-200 pb-4 dark:border-gray-700">
        <p className="text-sm font-medium text-gray-700 dark:text-gray-300">
          {receipt.supplier.name}
        </p>
        <h1 id="receipt-title" className="text-2xl font-bold">
          {t('title', { number: receipt.number })}
        </h1>
      </header>
      {cancelled ? (
        <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/50 dark:text-amber-100">
          {t('cancelledNote')}
        </p>
      ) : null}
      <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2 print:grid-cols-2">
        <OrderFact term={t('issuedAt')}>{when(receipt.issued_at)}</OrderFact>
        <OrderFact term={t('order')} className="font-mono">
          {receipt.order_number}
        </OrderFact>
        <OrderFact term={t('orderDate')}>{when(receipt.order_created_at)}</OrderFact>
        <OrderFact term={t('paidAt')}>
          {receipt.paid_at ? when(receipt.paid_at) : t('notRecorded')}
        </OrderFact>
        <OrderFact term={t('supplier')}>{receipt.supplier.name}</OrderFact>
        <OrderFact term={t('store')}>{receipt.store.name}</OrderFact>
        <OrderFact term={t('customer')}>{receipt.customer.name}</OrderFact>
        <OrderFact term={to('paymentMethod')}>
          {receipt.instalments
            ? to('paidInInstalments', {
                method: to(`paymentTypes.${receipt.payment_type}`),
                months: receipt.instalments,
              })
            : to(`paymentTypes.${receipt.payment_type}`)}
        </OrderFact>
        <OrderFact term={to('deliveryType')}>
          {receipt.delivery_type ? to(`deliveryTypes.${receipt.delivery_type}`) : t('noDelivery')}
        </OrderFact>
      </dl>
      {invoicing}
      <div className="mt-6 overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="mb-2 text-left text-lg font-semibold">{t('lines')}</caption>
          <thead>
            <tr className="border-b border-gray-300 text-xs text-gray-600 dark:border-gray-600 dark:text-gray-400">
              <th scope="col" className={`${CELL} text-left font-medium`}>
                {t('product')}
              </th>
              <th scope="col" className={NUMBER_HEAD}>
                {to('quantity')}
              </th>
              <th scope="col" className={NUMBER_HEAD}>
                {to('unitPrice')}
              </th>
              <th scope="col" className={NUMBER_HEAD}>
                {t('amount')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 dark:divide-gray-700">
            {receipt.lines.map((line, i) => (
              <tr key={i}>
                <td className={`${CELL} break-words`}>
                  {line.name}
                  {line.variant ? (
                    <span className="block text-xs text-gray-600 dark:text-gray-400">
                      {line.variant}
                    </span>
                  ) : null}
                </td>
                <td className={NUMBER_CELL}>{line.quantity}</td>
                <td className={NUMBER_CELL}>{money(line.unit_price)}</td>
                <td className={NUMBER_CELL}>{money(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <OrderTotals order={receipt} />
    </article>
  );
}
