import { useTranslations } from 'next-intl';

import { OrderFact } from '@/components/orders/order-fact';
import type { Invoice } from '@/lib/api/schemas/invoicing';
import { isCfdiUse, isTaxRegime } from '@/lib/domain/invoicing/sat-catalogues';

/**
 * An invoice's tax data and state as facts (RFC, name, régimen, uso, postal code, state, the SAT
 * folio once issued): on the order page, the printed receipt and the invoice lists.
 */
export function InvoicingDataFacts({ invoice }: { invoice: Invoice }) {
  const t = useTranslations('invoicing');
  const { data } = invoice;
  // A code from an older catalogue (kept in the invoice's copy) shows as it is.
  const regime = (code: string) =>
    isTaxRegime(code) ? t('codeName', { code, name: t(`regimes.${code}`) }) : code;
  const use = (code: string) =>
    isCfdiUse(code) ? t('codeName', { code, name: t(`uses.${code}`) }) : code;
  return (
    <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2 print:grid-cols-2">
      <OrderFact term={t('data.rfc')} className="font-mono">
        {data.rfc}
      </OrderFact>
      <OrderFact term={t('data.legalName')}>{data.legal_name}</OrderFact>
      <OrderFact term={t('data.taxRegime')}>{regime(data.tax_regime)}</OrderFact>
      <OrderFact term={t('data.cfdiUse')}>{use(data.cfdi_use)}</OrderFact>
      <OrderFact term={t('data.postalCode')}>{data.postal_code}</OrderFact>
      <OrderFact term={t('data.state')}>{t(`states.${invoice.state}`)}</OrderFact>
      {invoice.fiscal_uuid ? (
        <OrderFact term={t('data.fiscalUuid')} className="font-mono break-all">
          {invoice.fiscal_uuid}
        </OrderFact>
      ) : null}
      {invoice.state === 'failed' && invoice.failure_reason ? (
        <OrderFact term={t('data.failureReason')}>{invoice.failure_reason}</OrderFact>
      ) : null}
    </dl>
  );
}
