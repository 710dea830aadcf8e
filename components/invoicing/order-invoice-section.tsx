import 'server-only';

import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { SECTION, SECTION_TITLE } from '@/components/orders/order-styles';
import { pick } from '@/lib/i18n/pick';

import { InvoiceRequestForm } from './invoice-request-form';
import { InvoicingDataFacts } from './invoicing-data-facts';
import { readMyInvoicingProfiles, readOrderInvoice } from './invoicing-reads';

/**
 * The order's invoice on the customer's order page (spec 02 §2 "Order preview and print with
 * invoicing data"): the tax data it is made out to and its state, or "Solicitar factura" while
 * the customer may ask for it. Draws nothing otherwise (unpaid, cancelled, or the read failed).
 */
export async function OrderInvoiceSection({ orderId }: { orderId: string }) {
  const read = await readOrderInvoice(orderId);
  if (read.kind !== 'read') return null;
  const { invoice, can_request } = read.value;
  if (!invoice && !can_request) return null;
  const t = await getTranslations('invoicing');
  const profiles = invoice ? null : await readMyInvoicingProfiles();
  return (
    <section aria-labelledby="order-invoice" className={SECTION}>
      <h2 id="order-invoice" className={SECTION_TITLE}>
        {t('data.title')}
      </h2>
      {invoice ? (
        <div className="mt-3">
          <InvoicingDataFacts invoice={invoice} />
          {invoice.state === 'requested' ? (
            <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{t('request.pending')}</p>
          ) : null}
        </div>
      ) : (
        <NextIntlClientProvider messages={pick(await getMessages(), 'invoicing')}>
          <InvoiceRequestForm
            orderId={orderId}
            profiles={profiles?.kind === 'read' ? profiles.value.results : []}
          />
        </NextIntlClientProvider>
      )}
    </section>
  );
}
