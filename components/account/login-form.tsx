'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { type LoginBody, LoginBodySchema, PinRequiredSchema } from '@/lib/api/schemas/auth';
import { defaultPhoneCountry, PHONE_COUNTRIES, stripWhitespace } from '@/lib/domain/accounts/phone';
import { authRequests } from '@/lib/client/requests/auth';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { navigateTo } from '@/lib/client/navigate';

import { FieldError } from './field-error';
import { FIELD, LABEL, PRIMARY_BUTTON } from './form-styles';

export interface LoginFormLabels {
  username: string;
  country: string;
  password: string;
  pin: string;
  pinNeeded: string;
  submit: string;
  submitting: string;
  genericError: string;
  fieldErrors: Record<string, string>;
}

/** Digits only (with the usual phone punctuation): the username is a phone number. */
function looksLikePhone(value: string): boolean {
  return /^[\d()+-]{7,}$/.test(value);
}

/**
 * Login (spec 02 §2 "Login modal"): e-mail or phone and password; the PIN field appears when the
 * account still needs activation (answer 409 `pin_required`), unless its PIN can be skipped.
 * After success the page at `next` loads with the visitor logged in.
 */
export function LoginForm({
  locale,
  next,
  labels,
}: {
  locale: string;
  next: string;
  labels: LoginFormLabels;
}) {
  const id = useId();
  const [needsPin, setNeedsPin] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginBody>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: {
      username: '',
      password: '',
      pin: '',
      country_code: defaultPhoneCountry(locale).callingCode,
    },
  });
  const { register, formState, control, setError } = form;
  const username = String(useWatch({ control, name: 'username' }) ?? '');
  const errorOf = (name: keyof LoginBody) => {
    const key = formState.errors[name]?.message;
    return key ? (labels.fieldErrors[key] ?? labels.genericError) : undefined;
  };
  const field = (name: string) => `${id}-${name}`;
  const usernameField = register('username');

  async function onSubmit(values: LoginBody) {
    setFailure(null);
    const phone = looksLikePhone(String(values.username));
    const answer = await authRequests.login({
      ...values,
      country_code: phone ? values.country_code : undefined,
      pin: needsPin ? values.pin : undefined,
    });
    if (answer.ok) return navigateTo(next);
    const pinRequired = PinRequiredSchema.safeParse(answer.error);
    if (pinRequired.success) {
      const { code, can_skip_pin } = pinRequired.data.registration;
      if (can_skip_pin) {
        const activated = await authRequests.activate({ code, skip_pin: true });
        if (activated.ok) return navigateTo(next);
      }
      setNeedsPin(true);
      return;
    }
    const fields = fieldErrorsOf(answer.error);
    for (const [name, key] of fields) setError(name as keyof LoginBody, { message: key });
    if (fields.length === 0) setFailure(answer.error.message || labels.genericError);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <div>
        <label htmlFor={field('username')} className={LABEL}>
          {labels.username}
        </label>
        <input
          id={field('username')}
          autoComplete="username"
          maxLength={254}
          aria-invalid={!!formState.errors.username || undefined}
          aria-describedby={formState.errors.username ? field('username-error') : undefined}
          className={FIELD}
          {...usernameField}
          onChange={(event) => {
            event.target.value = stripWhitespace(event.target.value);
            return usernameField.onChange(event);
          }}
        />
        <FieldError id={field('username-error')} message={errorOf('username')} />
      </div>
      {looksLikePhone(username) ? (
        <div>
          <label htmlFor={field('country')} className={LABEL}>
            {labels.country}
          </label>
          <select id={field('country')} className={FIELD} {...register('country_code')}>
            {PHONE_COUNTRIES.map((country) => (
              <option key={country.code} value={country.callingCode}>
                {`${country.code} (+${country.callingCode})`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div>
        <label htmlFor={field('password')} className={LABEL}>
          {labels.password}
        </label>
        <input
          id={field('password')}
          type="password"
          autoComplete="current-password"
          aria-invalid={!!formState.errors.password || undefined}
          aria-describedby={formState.errors.password ? field('password-error') : undefined}
          className={FIELD}
          {...register('password')}
        />
        <FieldError id={field('password-error')} message={errorOf('password')} />
      </div>
      {needsPin ? (
        <div>
          <p role="status" className="mb-2 text-sm">
            {labels.pinNeeded}
          </p>
          <label htmlFor={field('pin')} className={LABEL}>
            {labels.pin}
          </label>
          <input
            id={field('pin')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            aria-invalid={!!formState.errors.pin || undefined}
            aria-describedby={formState.errors.pin ? field('pin-error') : undefined}
            className={FIELD}
            {...register('pin')}
          />
          <FieldError id={field('pin-error')} message={errorOf('pin')} />
        </div>
      ) : null}
      {failure ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {failure}
        </p>
      ) : null}
      <button type="submit" disabled={formState.isSubmitting} className={PRIMARY_BUTTON}>
        {formState.isSubmitting ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
