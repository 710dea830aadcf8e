import { useFormatter, useTranslations } from 'next-intl';

import { cartMoney } from '@/components/cart/cart-money';
import type { Order } from '@/lib/api/schemas/checkout';
import { milestoneLabels } from '@/lib/domain/orders/pay-by-countdown';

import { OrderFact } from './order-fact';
import { SECTION, SECTION_TITLE } from './order-styles';
import { PayByCountdown } from './pay-by-countdown';

type BankTransfer = NonNullable<Order['bank_transfer']>;

/**
 * Where and by when to pay an order by bank transfer (spec 02 §9: within 1 hour): reference, bank,
 * CLABE, beneficiary and amount, the deadline as a time and as a live countdown.
 */
export function BankTransferDetails({
  transfer,
  amount,
  currency,
  now,
}: {
  transfer: BankTransfer;
  amount: number;
  currency: string;
  /** When the page was rendered (ms), so the countdown's first render matches the HTML. */
  now: number;
}) {
  const t = useTranslations('orders.bankTransfer');
  const format = useFormatter();
  const payBy = format.dateTime(new Date(transfer.pay_by), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const bankRows = (
    [
      ['bank', transfer.bank_name],
      ['clabe', transfer.clabe],
      ['beneficiary', transfer.beneficiary],
    ] as const
  ).filter((row): row is readonly ['bank' | 'clabe' | 'beneficiary', string] => Boolean(row[1]));
  const milestones = milestoneLabels((minutes) => t('minutesLeft', { minutes }));
  return (
    <section aria-labelledby="bank-transfer-title" className={SECTION}>
      <h2 id="bank-transfer-title" className={SECTION_TITLE}>
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('intro')}</p>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <OrderFact term={t('reference')} className="font-mono text-base font-semibold break-all">
          {transfer.reference}
        </OrderFact>
        <OrderFact term={t('amount')} className="text-base font-semibold">
          {cartMoney(amount, currency)}
        </OrderFact>
        {bankRows.map(([key, value]) => (
          <OrderFact
            key={key}
            term={t(key)}
            className={key === 'clabe' ? 'font-mono break-all' : 'break-words'}
          >
            {value}
          </OrderFact>
        ))}
        <OrderFact term={t('payBy')}>
          <time dateTime={transfer.pay_by}>{payBy}</time>
        </OrderFact>
      </dl>
      {/* Without the CLABE a transfer cannot be made: the shopper has to ask. */}
      {transfer.clabe ? null : (
        <p className="mt-3 text-sm text-amber-800 dark:text-amber-300">{t('missingBankDetails')}</p>
      )}
      <div className="mt-4 rounded-lg bg-gray-50 p-3 dark:bg-gray-800">
        <PayByCountdown
          payBy={transfer.pay_by}
          now={now}
          labels={{ remaining: t('remaining'), expired: t('expired'), milestones }}
        />
      </div>
    </section>
  );
}
