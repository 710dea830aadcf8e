import 'server-only';

import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';

import type { OrderReturn } from '@/lib/api/schemas/returns';
import { type SupplierActorRole, supplierRoleAllows } from '@/lib/domain/orders/supplier-policy';
import { pick } from '@/lib/i18n/pick';

import { readOrderReturns } from './read-returns';
import { ReturnDecisionForm } from './return-decision-form';
import { ReturnRequestForm } from './return-request-form';

type Viewer =
  | { who: 'customer' }
  | { who: 'supplier'; role: SupplierActorRole | undefined }
  /** The back office of the shop the order was placed in: reads only. */
  | { who: 'shop' };

/**
 * An order's returns (issue 18; spec 02 §3 "Return request"), for its customer — the window's end,
 * the "Solicitar devolución" form while one may be asked, or why not — and for its supplier's staff
 * — each request with its photos and notes, and the accept/reject form for an open one (roles
 * with `returns.decide`) — and, read only, for the back office of the shop it was placed in. Readable without script; the forms are islands. Draws nothing for an
 * order not delivered yet with no returns.
 */
export async function OrderReturnsSection({
  orderId,
  viewer,
}: {
  orderId: string;
  viewer: Viewer;
}) {
  const list = await readOrderReturns(orderId);
  if (!list) return null;
  const customer = viewer.who === 'customer';
  if (list.results.length === 0 && (list.refusal === 'return_not_delivered' || !customer)) {
    return null;
  }
  const [t, format, messages] = await Promise.all([
    getTranslations('orderReturns'),
    getFormatter(),
    getMessages(),
  ]);
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const mayDecide = viewer.who === 'supplier' && supplierRoleAllows(viewer.role, 'returns.decide');

  const request = (ret: OrderReturn) => (
    <li key={ret.id} className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
      <p className="font-medium">
        {t(`reasons.${ret.reason}`)} · {t(`states.${ret.state}`)}
        {ret.decision ? ` · ${t(`decisions.${ret.decision}`)}` : null}
      </p>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        <time dateTime={ret.created_at}>{t('requestedAt', { date: when(ret.created_at) })}</time>
      </p>
      {ret.notes ? <p className="mt-2 text-sm whitespace-pre-line">{ret.notes}</p> : null}
      {ret.photos.length > 0 ? (
        <ul aria-label={t('photos')} className="mt-2 flex flex-wrap gap-2">
          {ret.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                {/* eslint-disable-next-line @next/next/no-img-element -- a customer's upload, shown as sent */}
                <img
                  src={photo.url}
                  alt={t('photoAlt', { number: index + 1 })}
                  width={96}
                  height={96}
                  className="size-24 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {ret.decided_at ? (
        <dl className="mt-2 space-y-1 text-sm">
          <div>
            <dt className="font-semibold">{t('decision')}</dt>
            <dd>
              {ret.decision ? t(`decisions.${ret.decision}`) : null} ·{' '}
              <time dateTime={ret.decided_at}>
                {t('decidedAt', { date: when(ret.decided_at) })}
              </time>
            </dd>
          </div>
          {ret.customer_note ? (
            <div>
              <dt className="font-semibold">{customer ? t('yourNote') : t('customerNote')}</dt>
              <dd className="whitespace-pre-line">{ret.customer_note}</dd>
            </div>
          ) : null}
          {!customer && ret.internal_note ? (
            <div>
              <dt className="font-semibold">{t('internalNote')}</dt>
              <dd className="whitespace-pre-line">{ret.internal_note}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {mayDecide && ret.state === 'open' ? (
        <NextIntlClientProvider messages={pick(messages, 'orderReturns')}>
          <ReturnDecisionForm orderId={orderId} returnId={ret.id} />
        </NextIntlClientProvider>
      ) : null}
    </li>
  );

  return (
    <section
      aria-labelledby="order-returns-title"
      className="mt-6 rounded-xl bg-gray-50 p-4 dark:bg-gray-800/60"
    >
      <h2 id="order-returns-title" className="mb-2 text-lg font-semibold">
        {t('title')}
      </h2>
      {customer && list.can_request && list.window_ends_at ? (
        <>
          <p className="text-sm">{t('windowEnds', { date: when(list.window_ends_at) })}</p>
          <NextIntlClientProvider messages={pick(messages, 'orderReturns')}>
            <ReturnRequestForm orderId={orderId} />
          </NextIntlClientProvider>
        </>
      ) : null}
      {customer &&
      (list.refusal === 'return_not_possible_canceled' ||
        list.refusal === 'return_time_limit_expired') ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t(`errors.${list.refusal}`)}</p>
      ) : null}
      {list.results.length > 0 ? (
        <ul className="mt-3 space-y-3">{list.results.map(request)}</ul>
      ) : null}
    </section>
  );
}
