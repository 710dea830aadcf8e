import { useFormatter, useTranslations } from 'next-intl';

import { cartMoney } from '@/components/cart/cart-money';
import type { PaymentInstructionsView } from '@/lib/api/schemas/payment-instructions';
import { milestoneLabels } from '@/lib/domain/orders/pay-by-countdown';
import { groupClabeForReading } from '@/lib/domain/payments/clabe';

import { OrderFact } from './order-fact';
import { SECTION, SECTION_TITLE } from './order-styles';
import { PayByCountdown } from './pay-by-countdown';
import { PrintButton } from './print-button';
import { VoucherBarcode } from './voucher-barcode';

type Oxxo = Extract<PaymentInstructionsView, { method: 'oxxo' }>;
type Spei = Extract<PaymentInstructionsView, { method: 'spei' }>;

/** h2 on the order page; h3 under the payment page's own "Cómo pagar" heading. */
type HeadingTag = 'h2' | 'h3';

const EXTERNAL_LINK = 'font-medium text-blue-700 underline dark:text-blue-300';

/** The deadline as a time and as a live countdown (shared by both methods). */
function Deadline({
  at,
  now,
  term,
  withCountdown,
}: {
  at: string;
  now: number;
  term: string;
  withCountdown: boolean;
}) {
  const t = useTranslations('payments.countdown');
  const format = useFormatter();
  const milestones = milestoneLabels((minutes) => t('minutesLeft', { minutes }));
  return (
    <>
      <dl className="mt-3 text-sm">
        <OrderFact term={term}>
          <time dateTime={at}>
            {format.dateTime(new Date(at), { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </OrderFact>
      </dl>
      {withCountdown ? (
        <div className="mt-4 rounded-lg bg-gray-50 p-3 dark:bg-gray-800">
          <PayByCountdown
            payBy={at}
            now={now}
            labels={{ remaining: t('remaining'), expired: t('expired'), milestones }}
          />
        </div>
      ) : null}
    </>
  );
}

function OxxoVoucherDetails({
  voucher,
  amount,
  currency,
  now,
  withCountdown,
  Heading,
}: {
  Heading: HeadingTag;
  voucher: Oxxo;
  amount: number;
  currency: string;
  now: number;
  withCountdown: boolean;
}) {
  const t = useTranslations('paymentInstructions.oxxo');
  return (
    <section aria-labelledby="oxxo-voucher-title" className={SECTION}>
      <Heading id="oxxo-voucher-title" className={SECTION_TITLE}>
        {t('title')}
      </Heading>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('intro')}</p>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <OrderFact term={t('amount')} className="text-base font-semibold">
          {cartMoney(amount, currency)}
        </OrderFact>
        <OrderFact term={t('number')} className="font-mono text-base font-semibold break-all">
          {voucher.number}
        </OrderFact>
      </dl>
      <VoucherBarcode number={voucher.number} label={t('barcode', { number: voucher.number })} />
      <Deadline
        at={voucher.expires_at}
        now={now}
        term={t('expiresAt')}
        withCountdown={withCountdown}
      />
      <p className="mt-4 flex flex-wrap items-center gap-4 text-sm print:hidden">
        {voucher.hosted_voucher_url ? (
          <a
            href={voucher.hosted_voucher_url}
            target="_blank"
            rel="noopener noreferrer"
            className={EXTERNAL_LINK}
          >
            {t('printable')}
          </a>
        ) : null}
        <PrintButton label={t('print')} />
      </p>
    </section>
  );
}

function SpeiAccountDetails({
  account,
  currency,
  now,
  withCountdown,
  Heading,
}: {
  Heading: HeadingTag;
  account: Spei;
  currency: string;
  now: number;
  withCountdown: boolean;
}) {
  const t = useTranslations('paymentInstructions.spei');
  const rows = (
    [
      ['bank', account.bank_name],
      ['reference', account.reference],
    ] as const
  ).filter((row): row is readonly ['bank' | 'reference', string] => Boolean(row[1]));
  return (
    <section aria-labelledby="spei-account-title" className={SECTION}>
      <Heading id="spei-account-title" className={SECTION_TITLE}>
        {t('title')}
      </Heading>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('intro')}</p>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <OrderFact term={t('clabe')} className="font-mono text-base font-semibold">
          {/* Grouped to read and type; a screen reader and a copy get the same digits. */}
          {groupClabeForReading(account.clabe)}
        </OrderFact>
        <OrderFact term={t('amountRemaining')} className="text-base font-semibold">
          {cartMoney(account.amount_remaining, currency)}
        </OrderFact>
        {rows.map(([key, value]) => (
          <OrderFact
            key={key}
            term={t(key)}
            className={key === 'reference' ? 'font-mono break-all' : 'break-words'}
          >
            {value}
          </OrderFact>
        ))}
      </dl>
      <Deadline at={account.pay_by} now={now} term={t('payBy')} withCountdown={withCountdown} />
      {account.hosted_instructions_url ? (
        <p className="mt-4 text-sm print:hidden">
          <a
            href={account.hosted_instructions_url}
            target="_blank"
            rel="noopener noreferrer"
            className={EXTERNAL_LINK}
          >
            {t('hosted')}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/**
 * How to finish an OXXO or SPEI payment (issue 25), on the payment page and the order page, read
 * without JavaScript. OXXO: the amount, the voucher number and its barcode (what the cashier
 * scans), the voucher's expiry with a countdown, Stripe's printable voucher and a print button.
 * SPEI: the CLABE grouped for reading, bank, reference, the amount still to transfer and the
 * deadline with its countdown.
 */
export function PaymentInstructionsDetails({
  instructions,
  amount,
  currency,
  now,
  withCountdown = true,
  heading = 'h2',
}: {
  instructions: PaymentInstructionsView;
  /** The level of its title: h3 where it sits under the page's own "Cómo pagar". */
  heading?: HeadingTag;
  /** The order's total (an OXXO voucher is for all of it). */
  amount: number;
  currency: string;
  /** When the page was rendered (ms), so the countdown's first render matches the HTML. */
  now: number;
  /** False where the page already counts the same deadline down. */
  withCountdown?: boolean;
}) {
  return instructions.method === 'oxxo' ? (
    <OxxoVoucherDetails
      voucher={instructions}
      amount={amount}
      currency={currency}
      now={now}
      withCountdown={withCountdown}
      Heading={heading}
    />
  ) : (
    <SpeiAccountDetails
      account={instructions}
      currency={currency}
      now={now}
      withCountdown={withCountdown}
      Heading={heading}
    />
  );
}
