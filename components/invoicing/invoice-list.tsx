import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { cartMoney } from '@/components/cart/cart-money';
import type { Invoice, ShopInvoice } from '@/lib/api/schemas/invoicing';

import { InvoicingDataFacts } from './invoicing-data-facts';

/**
 * A page of invoices: each with its order's number and total, when it was asked, the tax data and
 * state; for the shop, the customer and the supplier, and `action` (the "Emitir factura" button).
 */
export function InvoiceList({
  invoices,
  emptyText,
  action,
}: {
  invoices: Array<Invoice | ShopInvoice>;
  emptyText: string;
  action?: (invoice: Invoice) => ReactNode;
}) {
  const t = useTranslations('invoicing');
  const format = useFormatter();
  if (invoices.length === 0) {
    return <p className="text-sm text-gray-700 dark:text-gray-300">{emptyText}</p>;
  }
  return (
    <ul className="flex flex-col gap-4">
      {invoices.map((invoice) => (
        <li
          key={invoice.id}
          aria-labelledby={`invoice-${invoice.id}`}
          className="rounded-lg border border-gray-200 p-3 dark:border-gray-700"
        >
          <h3 id={`invoice-${invoice.id}`} className="font-semibold">
            {t('list.order', { number: invoice.order_number })}
          </h3>
          <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">
            <time dateTime={invoice.created_at}>
              {t('list.requestedAt', {
                date: format.dateTime(new Date(invoice.created_at), { dateStyle: 'medium' }),
              })}
            </time>
            {' · '}
            {t('list.total')}: {cartMoney(invoice.total, invoice.currency)}
            {'customer_name' in invoice ? (
              <>
                <br />
                {t('list.customer')}: {invoice.customer_name} · {t('list.supplier')}:{' '}
                {invoice.supplier_name}
              </>
            ) : null}
          </p>
          <InvoicingDataFacts invoice={invoice} />
          {action?.(invoice)}
        </li>
      ))}
    </ul>
  );
}
