'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { mayMarkUsed, type ScanOutcome, scanTone } from '@/lib/domain/ticket-scans/scan-outcome';
import { PLATFORM_TIME_ZONE } from '@/lib/i18n/locales';

const TONES = {
  valid:
    'border-green-700 bg-green-50 text-green-950 dark:border-green-400 dark:bg-green-950 dark:text-green-50',
  used: 'border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50',
  refused:
    'border-red-700 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50',
} as const;

const MARKS = { valid: '✓', used: '!', refused: '✕' } as const;

/**
 * What the reader read, big and plain for a door: green when the ticket may enter, amber when it
 * was used (when, by whom), red when canceled (why) or not found — then who and what. A valid
 * ticket offers "mark as used": a form that posts to `useAction` (so it works without
 * JavaScript) unless `onUse` takes it over.
 */
export function TicketResultCard({
  outcome,
  useAction,
  hidden = {},
  onUse,
  busy = false,
}: {
  outcome: ScanOutcome;
  useAction: string;
  /** Fields the no-JS form posts besides the code (`proveedor`). */
  hidden?: Record<string, string>;
  onUse?: () => void;
  busy?: boolean;
}) {
  const t = useTranslations('ticketReader');
  const format = useFormatter();
  const tone = scanTone(outcome);
  const when = (iso: string) =>
    format.dateTime(new Date(iso), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: PLATFORM_TIME_ZONE,
    });
  const title =
    outcome.kind === 'refused' ? t('states.refused') : t(`states.${outcome.ticket.state}`);
  return (
    <section
      aria-labelledby="ticket-result-title"
      className={`rounded-2xl border-4 p-4 sm:p-6 ${TONES[tone]}`}
    >
      <h2 id="ticket-result-title" className="flex items-center gap-3 text-2xl font-bold">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-current text-xl"
        >
          {MARKS[tone]}
        </span>
        {title}
      </h2>
      {outcome.kind === 'refused' ? (
        outcome.message && outcome.message !== title ? (
          <p className="mt-3 text-base">{outcome.message}</p>
        ) : null
      ) : (
        <TicketDetails outcome={outcome} when={when} />
      )}
      {mayMarkUsed(outcome) && outcome.kind === 'ticket' ? (
        <form
          method="post"
          action={useAction}
          className="mt-5"
          onSubmit={(event) => {
            if (!onUse) return;
            event.preventDefault();
            onUse();
          }}
        >
          <input type="hidden" name="code" value={outcome.ticket.code} />
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button
            type="submit"
            variant="contrast"
            className="w-full px-6 py-3 text-lg font-semibold sm:w-auto"
            aria-disabled={busy || undefined}
            disabled={busy}
          >
            {busy ? t('using') : t('use')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

function TicketDetails({
  outcome,
  when,
}: {
  outcome: Extract<ScanOutcome, { kind: 'ticket' }>;
  when: (iso: string) => string;
}) {
  const t = useTranslations('ticketReader');
  const { ticket, justUsed } = outcome;
  const experience = ticket.experience.variant
    ? `${ticket.experience.name} · ${ticket.experience.variant}`
    : ticket.experience.name;
  const rows: Array<[string, ReactNode]> = [
    [t('fields.attendant'), ticket.attendant_name ?? t('noAttendant')],
    ...(ticket.attendant_email
      ? [[t('fields.email'), ticket.attendant_email] as [string, ReactNode]]
      : []),
    [t('fields.experience'), experience],
    ...(ticket.experience.date
      ? [
          [
            t('fields.date'),
            <time key="date" dateTime={ticket.experience.date}>
              {when(ticket.experience.date)}
            </time>,
          ] as [string, ReactNode],
        ]
      : []),
    ...(ticket.experience.place
      ? [[t('fields.place'), ticket.experience.place] as [string, ReactNode]]
      : []),
    [t('fields.seat'), t('seatNumber', { seat: ticket.seat })],
    [t('fields.order'), ticket.order_number],
  ];
  return (
    <>
      {justUsed ? <p className="mt-3 text-lg font-semibold">{t('usedNow')}</p> : null}
      {ticket.state === 'used' && ticket.used_at && !justUsed ? (
        <p className="mt-3 text-lg font-semibold">
          {t('usedWhen', { date: when(ticket.used_at), name: ticket.used_by ?? t('someone') })}
        </p>
      ) : null}
      {ticket.state === 'canceled' ? (
        <p className="mt-3 text-lg font-semibold">
          {ticket.cancel_reason
            ? t('canceledBecause', { reason: ticket.cancel_reason })
            : t('noReason')}
        </p>
      ) : null}
      {ticket.experience.past && ticket.experience.date ? (
        <p className="mt-2 text-base">
          {t('pastExperience', { date: when(ticket.experience.date) })}
        </p>
      ) : null}
      <dl className="mt-4 grid grid-cols-1 gap-3 text-base sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-sm font-medium opacity-80">{term}</dt>
            <dd className="font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
