import 'server-only';

import type { z } from 'zod';
import { notFound, redirect } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { OrderFact } from '@/components/orders/order-fact';
import { settle, visitorClient, type OrdersRead } from '@/components/orders/order-reads';
import { ORDERS_CARD, SECTION, SECTION_TITLE } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { periodLabel } from '@/components/packages/period-label';
import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';
import type { PaymentSchema } from '@/lib/api/routes/payments';
import { paymentPagePath } from '@/lib/domain/orders/payment-redirect';
import { formatPrice } from '@/lib/domain/catalogue/price';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { PayByCountdown } from '@/components/orders/pay-by-countdown';
import { PaymentInstructionsDetails } from '@/components/orders/payment-instructions-details';
import { RestartPaymentForm } from '@/components/orders/restart-payment-section';

import { countdownLabels } from './countdown-labels';
import { PaymentAttemptNotice } from './payment-attempt-notice';
import { PaymentProviderButtons } from './payment-provider-buttons';

type Payment = z.infer<typeof PaymentSchema>;

const OFFLINE = ['cash_on_delivery', 'bank_transfer', 'pay_in_store'] as const;

async function readMyPayment(token: string): Promise<OrdersRead<Payment>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('payment', () => api.api.payments[':token'].$get({ param: { token } }));
}

const first = (value?: string | string[]) => (Array.isArray(value) ? value[0] : value);

/**
 * `{base}me/payments/{payment_token}` (spec 02 §2 "Payment page"): what the token pays, how it
 * can be paid, and why the last attempt failed (§8): `code=2` (gave up at the provider) and
 * `code=3&error={code}` (the provider refused; the server's code is shown); `code=1` while it
 * still waits means the provider has not confirmed yet. An order or a plan package (§4
 * "Package purchase"), which any online provider that is switched on can take within its hour;
 * past it the page says the time to complete the purchase expired and links back to the
 * package's page to start again (§8).
 */
export async function PaymentPage({
  base,
  token,
  search,
}: {
  base: string;
  token: string;
  search: { code?: string | string[]; error?: string | string[] };
}) {
  const here = paymentPagePath(base, token);
  const t = await getTranslations('payments');
  const format = await getFormatter();
  const read = await readMyPayment(token);
  if (read.kind === 'signed-out')
    redirect(shopHref(base, `login?next=${encodeURIComponent(here)}`));
  if (read.kind === 'missing') notFound();
  if (read.kind === 'failed') {
    return (
      <AccountPageShell>
        <div className={ORDERS_CARD}>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
        </div>
      </AccountPageShell>
    );
  }
  const payment = read.value;
  const code = first(search.code);
  const error = first(search.error)?.slice(0, 60);
  const waiting = payment.state === 'pending';
  const orderHref = payment.order_id
    ? shopHref(base, `mis-compras/${encodeURIComponent(payment.order_id)}`)
    : null;
  return (
    <AccountPageShell>
      <div className={ORDERS_CARD}>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        {waiting && code === '3' ? (
          <PaymentAttemptNotice
            tone="failed"
            message={t('transactionFailed')}
            detail={error ? t('serverCode', { code: error }) : null}
          />
        ) : null}
        {waiting && code === '1' ? (
          <p
            role="status"
            className="mt-4 rounded-xl bg-blue-50 p-4 text-blue-950 dark:bg-blue-950 dark:text-blue-50"
          >
            {t('confirming')}
          </p>
        ) : null}
        {waiting && code === '2' ? (
          <PaymentAttemptNotice tone="cancelled" message={t('attemptFailed')} />
        ) : null}
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <OrderFact term={t('what')}>
            {orderHref ? (
              <Link href={orderHref} className="underline">
                {t('order', { number: payment.order_number ?? '' })}
              </Link>
            ) : (
              (payment.package?.name ?? t('package'))
            )}
          </OrderFact>
          <OrderFact term={t('amount')} className="text-lg font-semibold">
            {formatPrice(payment.amount, payment.currency)} {payment.currency}
          </OrderFact>
          {payment.payment_type ? (
            <OrderFact term={t('method')}>{t(`methods.${payment.payment_type}`)}</OrderFact>
          ) : null}
          {payment.package ? (
            <OrderFact term={t('period')}>
              {await periodLabel(payment.package.periodicity)}
            </OrderFact>
          ) : null}
          <OrderFact term={t('state')}>{t(`states.${payment.state}`)}</OrderFact>
          {payment.expires_at && waiting ? (
            <OrderFact term={t('payBefore')}>
              <time dateTime={payment.expires_at}>
                {format.dateTime(new Date(payment.expires_at), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </time>
            </OrderFact>
          ) : null}
        </dl>
        {payment.expires_at && waiting ? (
          <div className="mt-4 rounded-lg bg-gray-50 p-3 dark:bg-gray-800">
            <PayByCountdown
              payBy={payment.expires_at}
              now={read.readAt}
              labels={await countdownLabels()}
            />
          </div>
        ) : null}
        <section aria-labelledby="payment-methods" className={SECTION}>
          <h2 id="payment-methods" className={SECTION_TITLE}>
            {t('howToPay')}
          </h2>
          {payment.state === 'paid' ? (
            <p className="mt-2">{t('alreadyPaid')}</p>
          ) : payment.state === 'closed' ? (
            <p className="mt-2">{t('closed')}</p>
          ) : payment.state === 'expired' ? (
            <div className="mt-2 space-y-3">
              <p role="status">{payment.package ? t('expired') : t('orderExpired')}</p>
              {payment.package ? (
                <Button asChild>
                  <Link href={`/apps/paquetes/${encodeURIComponent(payment.package.id)}`}>
                    {t('restartPackage')}
                  </Link>
                </Button>
              ) : payment.order_id ? (
                <RestartPaymentForm base={base} orderId={payment.order_id} />
              ) : null}
            </div>
          ) : payment.payment_instructions ? (
            // The voucher or account asked for: how to pay it (its deadline counts down above).
            <PaymentInstructionsDetails
              instructions={payment.payment_instructions}
              amount={payment.amount}
              currency={payment.currency}
              now={read.readAt}
              withCountdown={!payment.expires_at}
              heading="h3"
            />
          ) : payment.providers.length > 0 ? (
            <PaymentProviderButtons payment={payment} here={here} />
          ) : payment.subject === 'package' ? (
            <p className="mt-2">{t('onlineUnavailable')}</p>
          ) : (OFFLINE as readonly string[]).includes(payment.payment_type ?? '') ? (
            <p className="mt-2">
              {t(`offline.${payment.payment_type as (typeof OFFLINE)[number]}`)}
            </p>
          ) : (
            <p className="mt-2">{t('unavailable')}</p>
          )}
        </section>
      </div>
    </AccountPageShell>
  );
}
