'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { ForgotPasswordBodySchema, ResetPasswordBodySchema } from '@/lib/api/schemas/auth';
import { stripWhitespace } from '@/lib/domain/accounts/phone';
import { authRequests } from '@/lib/client/requests/auth';
import { type AuthResult, fieldErrorsOf } from '@/lib/client/requests/auth-result';

import { useAuthTexts } from './use-auth-texts';

type Step = 'forgot' | 'reset' | 'done';
type Issue = { path: PropertyKey[]; message: string };

/**
 * Forgot and reset password (spec 02 §2 labels): the visitor asks for a 6-digit code by e-mail or
 * SMS, then types it with a new password. Its words are the ones `PASSWORD_RECOVERY_MESSAGES`
 * names, which the page hands to its provider.
 */
export function PasswordRecovery({ loginHref }: { loginHref: string }) {
  const t = useTranslations('login');
  const { fieldError, genericError } = useAuthTexts();
  const id = useId();
  const [step, setStep] = useState<Step>('forgot');
  const [username, setUsername] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const message = fieldError;

  /** Checks the form with the contract's schema, then calls the API; errors land on their fields. */
  async function run<T>(
    event: FormEvent<HTMLFormElement>,
    schema: { safeParse(value: unknown): { success: boolean; error?: { issues: Issue[] } } },
    body: T,
    call: (body: T) => Promise<AuthResult<unknown>>,
    nextStep: Step,
  ) {
    event.preventDefault();
    const checked = schema.safeParse(body);
    if (!checked.success) {
      const issues = checked.error?.issues ?? [];
      return setErrors(
        Object.fromEntries(
          issues.map((issue) => [String(issue.path[0] ?? 'form'), message(issue.message)]),
        ),
      );
    }
    setBusy(true);
    const answer = await call(body);
    setBusy(false);
    if (answer.ok) {
      setErrors({});
      return setStep(nextStep);
    }
    const fields = fieldErrorsOf(answer.error).map(
      ([field, key]) => [field, message(key)] as const,
    );
    setErrors(
      fields.length ? Object.fromEntries(fields) : { form: answer.error.message || genericError },
    );
  }

  if (step === 'done') {
    return (
      <Notice role="status" size="md">
        {t('resetDone')}{' '}
        <a href={loginHref} className="font-semibold underline">
          {t('title')}
        </a>
      </Notice>
    );
  }

  const input = (
    name: string,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]}>
      {(control) => <Input {...control} name={name} {...props} />}
    </Field>
  );
  const formError = errors.form ? <Notice role="alert" message={errors.form} /> : null;

  if (step === 'forgot') {
    return (
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) =>
          run(event, ForgotPasswordBodySchema, { username }, authRequests.forgotPassword, 'reset')
        }
      >
        <p>{t('forgotIntro')}</p>
        {input('username', t('username'), {
          autoComplete: 'username',
          value: username,
          onChange: (event) => setUsername(stripWhitespace(event.target.value)),
        })}
        {formError}
        <Button type="submit" disabled={busy}>
          {busy ? t('sending') : t('sendCode')}
        </Button>
      </form>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        const data = new FormData(event.currentTarget);
        const body = {
          username,
          code: String(data.get('code') ?? ''),
          password: String(data.get('password') ?? ''),
        };
        return run(event, ResetPasswordBodySchema, body, authRequests.resetPassword, 'done');
      }}
    >
      <p role="status">{t('codeSent')}</p>
      {input('code', t('code'), {
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        maxLength: 6,
      })}
      {input('password', t('newPassword'), { type: 'password', autoComplete: 'new-password' })}
      {formError}
      <Button type="submit" disabled={busy}>
        {busy ? t('sending') : t('resetSubmit')}
      </Button>
    </form>
  );
}
