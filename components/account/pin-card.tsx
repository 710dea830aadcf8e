'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { type ActivateBody, ActivateBodySchema } from '@/lib/api/schemas/auth';
import type { ActivationQuery } from '@/lib/domain/paths/account-links';
import { displayPhone } from '@/lib/domain/accounts/phone';
import { authRequests } from '@/lib/client/requests/auth';

import { EditContactDialog, type EditContactLabels } from './edit-contact-dialog';
import { FieldError } from './field-error';
import { FinishingSetup } from './finishing-setup';
import { CARD, FIELD, LABEL, LINK_BUTTON, PRIMARY_BUTTON } from './form-styles';
import { useActivation } from './use-activation';

export interface PinCardLabels {
  title: string;
  /** With `{contact}`: where the PIN went, by e-mail or by SMS. */
  sentEmail: string;
  sentPhone: string;
  pin: string;
  confirm: string;
  confirming: string;
  resend: string;
  resending: string;
  resent: string;
  skip: string;
  finishing: string;
  genericError: string;
  fieldErrors: Record<string, string>;
  edit: EditContactLabels;
}

type Notice = { kind: 'status' | 'alert'; text: string } | null;

/**
 * The PIN confirmation card (spec 02 §2 `/register/activate/`): 6 numeric digits (one-time-code
 * autocomplete), resend, edit the contact detail in a modal over the card, skip when allowed.
 */
export function PinCard({
  base,
  shopSlug,
  locale,
  query,
  labels,
}: {
  base: string;
  shopSlug: string;
  locale: string;
  query: ActivationQuery;
  labels: PinCardLabels;
}) {
  const id = useId();
  const [code, setCode] = useState(query.code);
  const [contact, setContact] = useState(
    query.type === 'phone' ? displayPhone(query.phone ?? '') : (query.username ?? ''),
  );
  const [notice, setNotice] = useState<Notice>(null);
  const [resending, setResending] = useState(false);
  const activation = useActivation({ base, shopSlug });
  const form = useForm<ActivateBody>({
    resolver: zodResolver(ActivateBodySchema),
    mode: 'onSubmit',
    defaultValues: { code, pin: '' },
  });
  const pinError = form.formState.errors.pin?.message;
  const pinField = form.register('pin');

  async function confirm(body: ActivateBody) {
    setNotice(null);
    const outcome = await activation.activate({ code, pin: body.pin }, query.type);
    if (!outcome.ok) setNotice({ kind: 'alert', text: outcome.message || labels.genericError });
  }

  async function skip() {
    setNotice(null);
    const outcome = await activation.activate({ code, skip_pin: true }, query.type);
    if (!outcome.ok) setNotice({ kind: 'alert', text: outcome.message || labels.genericError });
  }

  async function resend() {
    setResending(true);
    setNotice(null);
    const answer = await authRequests.resend({ code });
    setResending(false);
    if (answer.ok) {
      setCode(answer.data.code);
      setNotice({ kind: 'status', text: labels.resent });
    } else {
      setNotice({ kind: 'alert', text: answer.error.message || labels.genericError });
    }
  }

  if (activation.finishingHref) {
    return (
      <div className={CARD}>
        <FinishingSetup message={labels.finishing} href={activation.finishingHref} />
      </div>
    );
  }

  const busy = form.formState.isSubmitting || activation.busy;
  const sent = (query.type === 'phone' ? labels.sentPhone : labels.sentEmail).replace(
    '{contact}',
    contact,
  );
  return (
    <section aria-labelledby={`${id}-title`} className={CARD}>
      <h1 id={`${id}-title`} className="text-2xl font-bold">
        {labels.title}
      </h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{sent}</p>
      <form noValidate onSubmit={form.handleSubmit(confirm)} className="mt-5 space-y-4">
        <div>
          <label htmlFor={`${id}-pin`} className={LABEL}>
            {labels.pin}
          </label>
          <input
            id={`${id}-pin`}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            aria-invalid={!!pinError || undefined}
            aria-describedby={pinError ? `${id}-pin-error` : undefined}
            className={`${FIELD} text-center font-mono text-2xl tracking-[0.5em]`}
            {...pinField}
            onChange={(event) => {
              event.target.value = event.target.value.replace(/\D/g, '');
              return pinField.onChange(event);
            }}
          />
          <FieldError
            id={`${id}-pin-error`}
            message={pinError ? (labels.fieldErrors[pinError] ?? labels.genericError) : undefined}
          />
        </div>
        <div aria-live="polite">
          {notice ? (
            <p
              role={notice.kind}
              className={
                notice.kind === 'alert'
                  ? 'rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200'
                  : 'rounded-lg bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100'
              }
            >
              {notice.text}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {busy ? labels.confirming : labels.confirm}
        </button>
      </form>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 text-sm">
        <button type="button" onClick={resend} disabled={resending} className={LINK_BUTTON}>
          {resending ? labels.resending : labels.resend}
        </button>
        <EditContactDialog
          code={code}
          type={query.type}
          locale={locale}
          country={query.country}
          labels={labels.edit}
          onSaved={(next, shown) => {
            setCode(next);
            setContact(shown);
            setNotice({ kind: 'status', text: labels.resent });
          }}
        />
        {query.can_skip_pin ? (
          <button type="button" onClick={skip} disabled={busy} className={LINK_BUTTON}>
            {labels.skip}
          </button>
        ) : null}
      </div>
    </section>
  );
}
