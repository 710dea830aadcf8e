'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { type TicketReaderTarget, ticketScanRequests } from '@/lib/client/requests/ticket-scans';
import { CODE_PARAM } from '@/lib/domain/ticket-scans/reader-paths';
import { outcomeOfAnswer, type ScanOutcome } from '@/lib/domain/ticket-scans/scan-outcome';

import { TicketCamera } from './ticket-camera';
import { TicketResultCard } from './ticket-result-card';

/**
 * The ticket reader (issue 21): a code typed in a plain GET form, or read by the camera, shows
 * who and what in a big card; a valid ticket is marked used with one button. Without JavaScript
 * the form reloads the page with the code (the server reads it) and "mark as used" posts to
 * `useAction`; with it, both call the API in place. The outcome is announced politely.
 */
export function TicketReader({
  target,
  pageAction,
  useAction,
  hidden = {},
  initialCode = '',
  initial = null,
}: {
  target: TicketReaderTarget;
  /** The reader's own page: where the typed-code form goes without JavaScript. */
  pageAction: string;
  /** Where "mark as used" posts without JavaScript. */
  useAction: string;
  /** Fields both forms carry (`proveedor` on a supplier's reader). */
  hidden?: Record<string, string>;
  initialCode?: string;
  /** What the server read for the code in the URL. */
  initial?: ScanOutcome | null;
}) {
  const t = useTranslations('ticketReader');
  const hintId = useId();
  const [code, setCode] = useState(initialCode);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(initial);
  const [busy, setBusy] = useState<'read' | 'use' | null>(null);

  const failed = (): ScanOutcome => ({
    kind: 'refused',
    code: 'network_error',
    message: t('errors.generic'),
  });

  async function read(text: string) {
    if (!text.trim() || busy) return;
    setBusy('read');
    const answer = await ticketScanRequests.read(target, text);
    setBusy(null);
    setOutcome(answer.status === 0 ? failed() : outcomeOfAnswer(answer, 'read'));
  }

  async function markUsed(ticketCode: string) {
    if (busy) return;
    setBusy('use');
    const answer = await ticketScanRequests.use(target, ticketCode);
    setBusy(null);
    setOutcome(answer.status === 0 ? failed() : outcomeOfAnswer(answer, 'use'));
  }

  return (
    <div className="flex flex-col gap-5">
      <form
        method="get"
        action={pageAction}
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void read(code);
        }}
      >
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Field label={t('codeLabel')} hint={t('codeHint')} id={hintId}>
          {(control) => (
            <Input
              {...control}
              name={CODE_PARAM}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={200}
              required
              className="font-mono"
            />
          )}
        </Field>
        <Button
          type="submit"
          variant="outline"
          className="px-5 py-3 text-base"
          aria-disabled={busy === 'read' || undefined}
        >
          {busy === 'read' ? t('reading') : t('read')}
        </Button>
      </form>
      <TicketCamera
        onCode={(text) => {
          setCode(text);
          void read(text);
        }}
      />
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {outcome ? announcement(outcome, t) : ''}
      </div>
      {outcome ? (
        <TicketResultCard
          outcome={outcome}
          useAction={useAction}
          hidden={hidden}
          busy={busy === 'use'}
          onUse={outcome.kind === 'ticket' ? () => void markUsed(outcome.ticket.code) : undefined}
        />
      ) : null}
    </div>
  );
}

/** What a screen reader hears: the state, then whom it is for. */
function announcement(
  outcome: ScanOutcome,
  t: ReturnType<typeof useTranslations<'ticketReader'>>,
): string {
  if (outcome.kind === 'refused') return outcome.message || t('states.refused');
  const state = outcome.justUsed ? t('usedNow') : t(`states.${outcome.ticket.state}`);
  return `${state} ${outcome.ticket.attendant_name ?? ''}`.trim();
}
