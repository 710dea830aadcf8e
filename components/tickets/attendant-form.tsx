'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { type UpdateAttendantInput, UpdateAttendantSchema } from '@/lib/api/schemas/tickets';
import { ticketRequests } from '@/lib/client/requests/tickets';
import { useHydrated } from '@/lib/client/use-hydrated';
import { ATTENDANT_NAME_MAX } from '@/lib/domain/tickets/ticket-rules';

const FIELDS = ['attendant_name', 'attendant_email'] as const;
const ERROR_WORDS = { attendant_name: 'nameTooLong', attendant_email: 'emailInvalid' } as const;

/**
 * Names who attends one seat (spec 02 §3 "Order attendants"): a name and an e-mail, checked with
 * the API's own schema before it is sent. Saving refreshes the page, so the seat shows its new
 * attendant (and its PDF names them). Its words are `tickets.form`.
 */
export function AttendantForm({
  orderId,
  ticketId,
  seatLabel,
  defaults,
}: {
  orderId: string;
  ticketId: string;
  /** "Asiento 2 · Concierto": said to screen readers as the form's name. */
  seatLabel: string;
  defaults: { attendant_name: string | null; attendant_email: string | null };
}) {
  const t = useTranslations('tickets.form');
  const id = useId();
  const router = useRouter();
  const hydrated = useHydrated();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<UpdateAttendantInput, unknown, UpdateAttendantInput>({
    resolver: zodResolver(UpdateAttendantSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      attendant_name: defaults.attendant_name ?? '',
      attendant_email: defaults.attendant_email ?? '',
    },
  });
  const { register, formState } = form;
  const errorOf = (name: (typeof FIELDS)[number]) =>
    formState.errors[name] ? t(ERROR_WORDS[name]) : undefined;

  async function onSubmit(values: UpdateAttendantInput) {
    setResult(null);
    const answer = await ticketRequests.nameAttendant(orderId, ticketId, values);
    if (answer.ok) {
      setResult({ ok: true, text: t('saved') });
      router.refresh();
      return;
    }
    const fields = FIELDS.filter((name) => answer.error.fields?.[name]);
    fields.forEach((name, i) => form.setError(name, { message: name }, { shouldFocus: i === 0 }));
    if (fields.length === 0) setResult({ ok: false, text: answer.error.message || t('failed') });
  }

  return (
    <form
      noValidate
      aria-label={seatLabel}
      onSubmit={form.handleSubmit(onSubmit)}
      aria-busy={formState.isSubmitting || undefined}
      className="mt-3 grid gap-3 sm:grid-cols-2"
    >
      <Field id={`${id}-name`} label={t('name')} error={errorOf('attendant_name')}>
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            maxLength={ATTENDANT_NAME_MAX + 10}
            {...register('attendant_name')}
          />
        )}
      </Field>
      <Field id={`${id}-email`} label={t('email')} error={errorOf('attendant_email')}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            {...register('attendant_email')}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" width="responsive" disabled={formState.isSubmitting || !hydrated}>
          {formState.isSubmitting ? t('saving') : t('save')}
        </Button>
      </div>
      <div className="sm:col-span-2">
        <Notice role={result && !result.ok ? 'alert' : 'status'} message={result?.text ?? null} />
      </div>
    </form>
  );
}
