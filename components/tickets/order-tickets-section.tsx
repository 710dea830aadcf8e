import 'server-only';

import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';

import { buttonVariants } from '@/components/ui/button';
import type { Attendant } from '@/lib/api/schemas/tickets';
import { CANCEL_REASONS } from '@/lib/domain/orders/order-states';
import { ATTENDANTS_PAGE_SIZE } from '@/lib/domain/tickets/ticket-rules';
import { pick } from '@/lib/i18n/pick';

import { AttendantForm } from './attendant-form';
import { readAttendants } from './read-attendants';
import { ticketPaths } from './ticket-paths';
import { ticketQrDataUrl } from './ticket-qr';

const isCancelReason = (reason: string): reason is (typeof CANCEL_REASONS)[number] =>
  (CANCEL_REASONS as readonly string[]).includes(reason);

/**
 * "Boletos" on the customer's order page (issue 21; spec 02 §3 "Experience ticket", "Order
 * attendants"): each seat with its QR, date, place and state, a form to name who attends, its
 * PDF, and all of them as one PDF or a zip. Readable and downloadable without script (the QR is
 * drawn on the server, the downloads are plain links); naming is an island. The first 10 seats
 * show; the rest are behind "Ver más boletos" (a `<details>`, no script either). Experiences
 * that were over when the order was paid are named with why they have no ticket. Draws nothing
 * for an order without experiences. The supplier's order page shows it too: the API gives staff
 * no codes, so they see the seats and the PDFs, without the QR or the naming forms.
 */
export async function OrderTicketsSection({ orderId }: { orderId: string }) {
  const list = await readAttendants(orderId);
  if (!list || (list.results.length === 0 && list.ended_experiences.length === 0)) return null;
  const [t, tReasons, format, messages] = await Promise.all([
    getTranslations('tickets'),
    getTranslations('orders.supplier'),
    getFormatter(),
    getMessages(),
  ]);
  const qrs = await Promise.all(
    list.results.map((ticket) => (ticket.code ? ticketQrDataUrl(ticket.code) : null)),
  );
  const formMessages = pick(messages, 'tickets.form');

  const seat = (ticket: Attendant, index: number) => {
    const name = ticket.product_name + (ticket.variant ? ` (${ticket.variant})` : '');
    const qr = qrs[index];
    const state = ticket.canceled
      ? ticket.reason
        ? t('canceledBecause', {
            reason: isCancelReason(ticket.reason)
              ? tReasons(`reasons.${ticket.reason}`)
              : ticket.reason,
          })
        : t('canceled')
      : ticket.used
        ? t('used')
        : null;
    return (
      <li
        key={ticket.id}
        className="min-w-0 rounded-lg border border-gray-200 p-3 dark:border-gray-700"
      >
        <div className="flex flex-wrap items-start gap-3">
          {qr ? (
            // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn on the server
            <img
              src={qr}
              alt={t('qrAlt', { seat: ticket.seat, name })}
              width={112}
              height={112}
              className="size-28 shrink-0 rounded bg-white p-1"
            />
          ) : null}
          <div className="min-w-0 flex-1 basis-48">
            <p className="font-medium break-words">{name}</p>
            <p className="text-sm">{t('seat', { seat: ticket.seat })}</p>
            {ticket.experience_date ? (
              <p className="text-sm">
                <time dateTime={ticket.experience_date}>
                  {format.dateTime(new Date(ticket.experience_date), {
                    dateStyle: 'full',
                    timeStyle: 'short',
                  })}
                </time>
              </p>
            ) : null}
            {ticket.experience_place ? (
              <p className="text-sm break-words text-gray-700 dark:text-gray-300">
                {ticket.experience_place}
              </p>
            ) : null}
            <p className="text-sm break-words">
              {ticket.attendant_name || t('unnamed')}
              {ticket.attendant_email ? ` · ${ticket.attendant_email}` : null}
            </p>
            {state ? (
              <p className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300">{state}</p>
            ) : null}
            {ticket.code ? (
              <p className="mt-1 font-mono text-xs break-all text-gray-600 dark:text-gray-400">
                {t('code')}: {ticket.code}
              </p>
            ) : null}
            <a
              href={ticketPaths.one(orderId, ticket.id)}
              download
              aria-label={t('downloadOneLabel', { seat: ticket.seat, name })}
              className={buttonVariants({ variant: 'link', className: 'mt-1' })}
            >
              {t('downloadOne')}
            </a>
          </div>
        </div>
        {ticket.code && !ticket.canceled && !ticket.used ? (
          <NextIntlClientProvider messages={formMessages}>
            <AttendantForm
              orderId={orderId}
              ticketId={ticket.id}
              seatLabel={`${t('seat', { seat: ticket.seat })} · ${name}`}
              defaults={ticket}
            />
          </NextIntlClientProvider>
        ) : null}
      </li>
    );
  };

  const first = list.results.slice(0, ATTENDANTS_PAGE_SIZE);
  const rest = list.results.slice(ATTENDANTS_PAGE_SIZE);
  return (
    <section
      id="boletos"
      aria-labelledby="order-tickets-title"
      className="mt-6 rounded-xl bg-gray-50 p-4 dark:bg-gray-800/60"
    >
      <h2 id="order-tickets-title" className="mb-2 text-lg font-semibold">
        {t('title')}
      </h2>
      {list.ended_experiences.length > 0 ? (
        <ul className="mb-3 space-y-1 text-sm text-red-700 dark:text-red-300">
          {list.ended_experiences.map((ended) => (
            <li key={ended.product_id}>{t('errors.ended_item', { name: ended.name })}</li>
          ))}
        </ul>
      ) : null}
      {list.results.length > 0 ? (
        <>
          <nav aria-label={t('downloadsLabel')} className="mb-3 flex flex-wrap gap-2">
            <a
              href={ticketPaths.all(orderId, 'pdf')}
              download
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {t('downloadAllPdf')}
            </a>
            <a
              href={ticketPaths.all(orderId, 'zip')}
              download
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {t('downloadAllZip')}
            </a>
          </nav>
          <p className="mb-2 text-sm text-gray-700 dark:text-gray-300">
            {t('showing', { from: 1, to: first.length, total: list.total })}
          </p>
          <ul className="space-y-3">{first.map((ticket, i) => seat(ticket, i))}</ul>
          {rest.length > 0 ? (
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-medium underline">
                {t('more')}
              </summary>
              <ul className="mt-3 space-y-3">
                {rest.map((ticket, i) => seat(ticket, i + ATTENDANTS_PAGE_SIZE))}
              </ul>
            </details>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
