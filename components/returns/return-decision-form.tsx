'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { Textarea } from '@/components/ui/textarea';
import { returnRequests } from '@/lib/client/requests/returns';
import { useHydrated } from '@/lib/client/use-hydrated';
import { RETURN_NOTES_MAX, type ReturnDecision } from '@/lib/domain/orders/returns';

import { refusalOf } from './return-refusals';

/**
 * The supplier staff's answer to an open return (issue 18): a note for the customer, an internal
 * one, and Accept or Reject — one call, the buttons disabled meanwhile, so a double click
 * decides once. The page is refreshed after the answer (and after "already decided").
 */
export function ReturnDecisionForm({ orderId, returnId }: { orderId: string; returnId: string }) {
  const t = useTranslations('orderReturns');
  const router = useRouter();
  const hydrated = useHydrated();
  const ids = { customer: useId(), internal: useId() };
  const [customerNote, setCustomerNote] = useState('');
  const [internalNote, setInternalNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);

  async function decide(decision: ReturnDecision) {
    setBusy(true);
    setStatus(null);
    const answer = await returnRequests.decide(orderId, returnId, {
      decision,
      customer_note: customerNote,
      internal_note: internalNote,
    });
    setBusy(false);
    if (answer.ok) {
      setStatus({
        kind: 'done',
        text: t('decisionSaved', { decision: t(`decisions.${decision}`) }),
      });
      router.refresh();
      return;
    }
    const known = refusalOf(answer.error.code);
    setStatus({ kind: 'error', text: known ? t(`errors.${known}`) : t('genericError') });
    if (known === 'return_already_decided') router.refresh();
  }

  return (
    <form
      aria-label={t('decide')}
      className="mt-4 flex flex-col gap-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <Field id={ids.customer} label={t('customerNote')} hint={t('customerNoteHint')}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={RETURN_NOTES_MAX}
            value={customerNote}
            onChange={(event) => setCustomerNote(event.target.value)}
          />
        )}
      </Field>
      <Field id={ids.internal} label={t('internalNote')} hint={t('internalNoteHint')}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={RETURN_NOTES_MAX}
            value={internalNote}
            onChange={(event) => setInternalNote(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          width="responsive"
          disabled={busy || !hydrated}
          onClick={() => void decide('accepted')}
        >
          {t('accept')}
        </Button>
        <Button
          variant="danger"
          disabled={busy || !hydrated}
          onClick={() => void decide('rejected')}
        >
          {t('reject')}
        </Button>
      </div>
      <Notice role={status?.kind === 'error' ? 'alert' : 'status'} message={status?.text ?? null} />
    </form>
  );
}
