import 'server-only';

import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';

import { visitorClient } from '@/components/orders/order-reads';
import { readOrderReturns } from '@/components/returns/read-returns';
import type { Order } from '@/lib/api/schemas/checkout';
import type { RefundList } from '@/lib/api/schemas/refunds';
import { formatPrice } from '@/lib/domain/catalogue/price';
import { type SupplierActorRole, supplierRoleAllows } from '@/lib/domain/orders/supplier-policy';
import { pick } from '@/lib/i18n/pick';

import { RefundForm } from './refund-form';

async function readRefunds(orderId: string): Promise<RefundList | null> {
  const api = await visitorClient();
  if (!api) return null;
  try {
    const res = await api.api.orders[':id'].refunds.$get({ param: { id: orderId } });
    return res.status === 200 ? ((await res.json()) as RefundList) : null;
  } catch (error) {
    console.error('[refunds] read failed', error);
    return null;
  }
}

const STATE_TONES = {
  success: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  pending: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
} as const;

/**
 * An order's refunds (spec 02 §3 "Refund": amount, state pending, failed or success), oldest
 * first (with the return request each answers), for its customer, its supplier's staff and its
 * shop's back office; for the supplier's staff who may refund (`refunds.issue`)
 * what remains and the refund form while something does. Readable without script; the form is
 * an island. Draws nothing while there is nothing to show or do.
 */
export async function OrderRefundsSection({
  order,
  role,
}: {
  order: Pick<Order, 'id' | 'currency' | 'lines'>;
  /** The viewer's role on the order's supplier; none for the customer. */
  role?: SupplierActorRole;
}) {
  const list = await readRefunds(order.id);
  if (!list) return null;
  const mayIssue = supplierRoleAllows(role, 'refunds.issue') && list.refundable > 0;
  if (list.results.length === 0 && !mayIssue) return null;
  const [t, format, messages] = await Promise.all([
    getTranslations('orderRefunds'),
    getFormatter(),
    getMessages(),
  ]);
  const money = (minor: number) => formatPrice(minor, list.currency);
  const returns = (await readOrderReturns(order.id))?.results ?? [];
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const accepted = returns.filter((ret) => ret.decision === 'accepted');
  const answers = (refund: RefundList['results'][number]) =>
    returns.find((ret) => ret.id === refund.return_id);
  return (
    <section
      aria-labelledby="order-refunds-title"
      className="mt-6 rounded-xl bg-gray-50 p-4 dark:bg-gray-800/60"
    >
      <h2 id="order-refunds-title" className="mb-2 text-lg font-semibold">
        {t('title')}
      </h2>
      {list.results.length > 0 ? (
        <ul className="space-y-2">
          {list.results.map((refund) => (
            <li
              key={refund.id}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-lg border border-gray-200 p-3 text-sm dark:border-gray-700"
            >
              <span className="text-base font-semibold">{money(refund.amount)}</span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_TONES[refund.state]}`}
              >
                {t(`states.${refund.state}`)}
              </span>
              <span className="text-gray-700 dark:text-gray-300">
                {t(`methods.${refund.method}`)} ·{' '}
                <time dateTime={refund.created_at}>{when(refund.created_at)}</time>
              </span>
              {answers(refund) ? (
                <span className="text-gray-700 dark:text-gray-300">
                  {t('refundOf', { date: when(answers(refund)!.created_at) })}
                </span>
              ) : null}
              {refund.note ? <p className="w-full whitespace-pre-line">{refund.note}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {mayIssue ? (
        <>
          <p className="mt-3 text-sm">{t('available', { amount: money(list.refundable) })}</p>
          <NextIntlClientProvider
            messages={pick(messages, 'orderRefunds', 'errors.refund_amount_exceeds_available')}
          >
            <RefundForm
              // Afresh when a request is accepted, to offer it (a refund keeps the form and its notice).
              key={accepted.map((ret) => ret.id).join()}
              order={order}
              available={list.refundable}
              returns={accepted}
              answered={list.results.flatMap((refund) =>
                refund.return_id && refund.state !== 'failed' ? [refund.return_id] : [],
              )}
            />
          </NextIntlClientProvider>
        </>
      ) : null}
    </section>
  );
}
