'use client';

import { type FormEvent, useId, useState } from 'react';

import { ForgotPasswordBodySchema, ResetPasswordBodySchema } from '@/lib/api/schemas/auth';
import { stripWhitespace } from '@/lib/domain/accounts/phone';
import { authRequests } from '@/lib/client/requests/auth';
import { type AuthResult, fieldErrorsOf } from '@/lib/client/requests/auth-result';

import { FieldError } from './field-error';
import { FIELD, LABEL, PRIMARY_BUTTON } from './form-styles';

export interface PasswordRecoveryLabels {
  intro: string;
  username: string;
  sendCode: string;
  sending: string;
  codeSent: string;
  code: string;
  newPassword: string;
  resetSubmit: string;
  resetDone: string;
  loginLink: string;
  genericError: string;
  fieldErrors: Record<string, string>;
}

type Step = 'forgot' | 'reset' | 'done';
type Issue = { path: PropertyKey[]; message: string };

/**
 * Forgot and reset password (spec 02 §2 labels): the visitor asks for a 6-digit code by e-mail or
 * SMS, then types it with a new password.
 */
export function PasswordRecovery({
  loginHref,
  labels,
}: {
  loginHref: string;
  labels: PasswordRecoveryLabels;
}) {
  const id = useId();
  const [step, setStep] = useState<Step>('forgot');
  const [username, setUsername] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const message = (key: string) => labels.fieldErrors[key] ?? labels.genericError;

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
      fields.length
        ? Object.fromEntries(fields)
        : { form: answer.error.message || labels.genericError },
    );
  }

  if (step === 'done') {
    return (
      <p
        role="status"
        className="rounded-lg bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100"
      >
        {labels.resetDone}{' '}
        <a href={loginHref} className="font-semibold underline">
          {labels.loginLink}
        </a>
      </p>
    );
  }

  const input = (
    name: string,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={LABEL}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        aria-invalid={!!errors[name] || undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className={FIELD}
        {...props}
      />
      <FieldError id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  );
  const formError = errors.form ? (
    <p
      role="alert"
      className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {errors.form}
    </p>
  ) : null;

  if (step === 'forgot') {
    return (
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) =>
          run(event, ForgotPasswordBodySchema, { username }, authRequests.forgotPassword, 'reset')
        }
      >
        <p>{labels.intro}</p>
        {input('username', labels.username, {
          autoComplete: 'username',
          value: username,
          onChange: (event) => setUsername(stripWhitespace(event.target.value)),
        })}
        {formError}
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {busy ? labels.sending : labels.sendCode}
        </button>
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
      <p role="status">{labels.codeSent}</p>
      {input('code', labels.code, {
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        maxLength: 6,
      })}
      {input('password', labels.newPassword, { type: 'password', autoComplete: 'new-password' })}
      {formError}
      <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
        {busy ? labels.sending : labels.resetSubmit}
      </button>
    </form>
  );
}
