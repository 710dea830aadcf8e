'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import {
  ChangePasswordFormSchema,
  type ChangePasswordFormValues,
  PASSWORD_MAX,
} from '@/lib/api/schemas/auth';
import { authRequests } from '@/lib/client/requests/auth';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';

type FieldName = keyof ChangePasswordFormValues;
type Result = { ok: true } | { ok: false; message: string; signedOut: boolean } | null;

const EMPTY: ChangePasswordFormValues = {
  current_password: '',
  password: '',
  confirm_password: '',
};

/**
 * 'Cambiar contraseña' (spec 02 §2 labels, §5 old/new/confirm password): checked with the API's
 * own schema plus the confirmation, sent to `POST /api/auth/password/change`. A wrong current
 * password ('La contraseña actual es incorrecta') lands on its field; on success the fields empty
 * and the notice says the other sessions ended (the API ends them), this one stays.
 */
export function ChangePasswordForm({ loginHref }: { loginHref: string }) {
  const id = useId();
  const t = useTranslations('profile.password');
  const fieldErrors = useTranslations('auth.fieldErrors');
  const [result, setResult] = useState<Result>(null);
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { register, formState, setError, reset, setFocus } = form;
  const field = (name: string) => `${id}-${name}`;
  const errorOf = (name: FieldName) => {
    const error = formState.errors[name];
    if (!error?.message) return undefined;
    // The server's own text (incorrect_password) is shown as it is; keys are translated.
    return error.type === 'server'
      ? error.message
      : fieldErrors.has(error.message as 'required')
        ? fieldErrors(error.message as 'required')
        : t('failed');
  };

  async function onSubmit(values: ChangePasswordFormValues) {
    setResult(null);
    const answer = await authRequests.changePassword({
      current_password: values.current_password,
      password: values.password,
    });
    if (answer.ok) {
      reset(EMPTY);
      setResult({ ok: true });
      return;
    }
    if (answer.error.code === 'incorrect_password') {
      setError('current_password', {
        type: 'server',
        message: answer.error.message || t('failed'),
      });
      setFocus('current_password');
      return;
    }
    const fields = fieldErrorsOf(answer.error).filter(
      (entry): entry is [FieldName, string] =>
        entry[0] === 'current_password' || entry[0] === 'password',
    );
    for (const [name, key] of fields) setError(name, { message: key });
    const signedOut = answer.status === 401;
    if (!fields.length)
      setResult({ ok: false, signedOut, message: signedOut ? t('signedOut') : t('failed') });
  }

  const input = (name: FieldName, label: string, autoComplete: string, hint?: string) => (
    <Field
      id={field(name)}
      label={label}
      hint={hint}
      error={errorOf(name)}
      invalid={!!formState.errors[name]}
    >
      {(control) => (
        <Input
          {...control}
          type="password"
          autoComplete={autoComplete}
          maxLength={PASSWORD_MAX}
          {...register(name)}
        />
      )}
    </Field>
  );

  return (
    <form
      noValidate
      aria-labelledby={field('title')}
      aria-busy={formState.isSubmitting || undefined}
      onSubmit={form.handleSubmit(onSubmit)}
      className="space-y-4"
    >
      <div>
        <h2 id={field('title')} className="text-lg font-semibold">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('intro')}</p>
      </div>
      {input('current_password', t('current'), 'current-password')}
      {input('password', t('new'), 'new-password', t('newHint'))}
      {input('confirm_password', t('confirm'), 'new-password')}
      <Notice role="status" message={result?.ok ? t('changed') : null} />
      <Notice role="alert" message={result && !result.ok ? result.message : null} />
      {result && !result.ok && result.signedOut ? (
        <p>
          <Button asChild variant="link">
            <a href={loginHref}>{t('login')}</a>
          </Button>
        </p>
      ) : null}
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
