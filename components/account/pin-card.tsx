'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { type ActivateBody, ActivateBodySchema } from '@/lib/api/schemas/auth';
import type { ActivationQuery } from '@/lib/domain/paths/account-links';
import { displayPhone } from '@/lib/domain/accounts/phone';
import { authRequests } from '@/lib/client/requests/auth';

import { EditContactDialog } from './edit-contact-dialog';
import { FinishingSetup } from './finishing-setup';
import { useActivation } from './use-activation';
import { useAuthTexts } from './use-auth-texts';

type Notice = { kind: 'status' | 'alert'; text: string } | null;

/**
 * The PIN confirmation card (spec 02 §2 `/register/activate/`): 6 numeric digits (one-time-code
 * autocomplete), resend, edit the contact detail in a modal over the card, skip when allowed.
 * Its words are the ones `PIN_CARD_MESSAGES` names, which the page hands to its provider.
 */
export function PinCard({
  base,
  shopSlug,
  locale,
  query,
}: {
  base: string;
  shopSlug: string;
  locale: string;
  query: ActivationQuery;
}) {
  const t = useTranslations('account');
  const { fieldError, genericError } = useAuthTexts();
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
    if (!outcome.ok) setNotice({ kind: 'alert', text: outcome.message || genericError });
  }

  async function skip() {
    setNotice(null);
    const outcome = await activation.activate({ code, skip_pin: true }, query.type);
    if (!outcome.ok) setNotice({ kind: 'alert', text: outcome.message || genericError });
  }

  async function resend() {
    setResending(true);
    setNotice(null);
    const answer = await authRequests.resend({ code });
    setResending(false);
    if (answer.ok) {
      setCode(answer.data.code);
      setNotice({ kind: 'status', text: t('resent') });
    } else {
      setNotice({ kind: 'alert', text: answer.error.message || genericError });
    }
  }

  if (activation.finishingHref) {
    return (
      <Card>
        <FinishingSetup message={t('finishing')} href={activation.finishingHref} />
      </Card>
    );
  }

  const busy = form.formState.isSubmitting || activation.busy;
  const sent = t(query.type === 'phone' ? 'pinSentPhone' : 'pinSentEmail', { contact });
  return (
    <Card asChild>
      <section aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="text-2xl font-bold">
          {t('pinTitle')}
        </h1>
        <p className="mt-2 text-gray-700 dark:text-gray-300">{sent}</p>
        <form noValidate onSubmit={form.handleSubmit(confirm)} className="mt-5 space-y-4">
          <Field
            id={`${id}-pin`}
            label={t('pin')}
            error={pinError ? fieldError(pinError) : undefined}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                className="text-center font-mono text-2xl tracking-[0.5em]"
                {...pinField}
                onChange={(event) => {
                  event.target.value = event.target.value.replace(/\D/g, '');
                  return pinField.onChange(event);
                }}
              />
            )}
          </Field>
          <div aria-live="polite">
            {notice ? <Notice role={notice.kind} message={notice.text} /> : null}
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? t('confirming') : t('confirm')}
          </Button>
        </form>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3 text-sm">
          <Button variant="link" onClick={resend} disabled={resending}>
            {resending ? t('resending') : t('resend')}
          </Button>
          <EditContactDialog
            code={code}
            type={query.type}
            locale={locale}
            country={query.country}
            onSaved={(next, shown) => {
              setCode(next);
              setContact(shown);
              setNotice({ kind: 'status', text: t('resent') });
            }}
          />
          {query.can_skip_pin ? (
            <Button variant="link" onClick={skip} disabled={busy}>
              {t('skip')}
            </Button>
          ) : null}
        </div>
      </section>
    </Card>
  );
}
