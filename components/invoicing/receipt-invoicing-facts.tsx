import 'server-only';

import { getTranslations } from 'next-intl/server';

import { InvoicingDataFacts } from './invoicing-data-facts';
import { readOrderInvoice } from './invoicing-reads';

/**
 * The printed order's invoicing data (spec 02 §2 "Order preview and print with invoicing data"):
 * inside the receipt, so it prints with it. Nothing when no invoice was asked.
 */
export async function ReceiptInvoicingFacts({ orderId }: { orderId: string }) {
  const read = await readOrderInvoice(orderId);
  if (read.kind !== 'read' || !read.value.invoice) return null;
  const t = await getTranslations('invoicing');
  return (
    <section
      aria-labelledby="receipt-invoicing"
      className="mt-4 border-t border-gray-200 pt-4 dark:border-gray-700"
    >
      <h2 id="receipt-invoicing" className="mb-2 text-lg font-semibold">
        {t('data.title')}
      </h2>
      <InvoicingDataFacts invoice={read.value.invoice} />
    </section>
  );
}
