'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { type LoginBody, LoginBodySchema, PinRequiredSchema } from '@/lib/api/schemas/auth';
import { defaultPhoneCountry, PHONE_COUNTRIES, stripWhitespace } from '@/lib/domain/accounts/phone';
import { authRequests } from '@/lib/client/requests/auth';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { navigateTo } from '@/lib/client/navigate';

import { useAuthTexts } from './use-auth-texts';

/** Digits only (with the usual phone punctuation): the username is a phone number. */
function looksLikePhone(value: string): boolean {
  return /^[\d()+-]{7,}$/.test(value);
}

/**
 * Login (spec 02 §2 "Login modal"): e-mail or phone and password; the PIN field appears when the
 * account still needs activation (answer 409 `pin_required`), unless its PIN can be skipped.
 * After success the page at `next` loads with the visitor logged in. Its words are the ones
 * `LOGIN_FORM_MESSAGES` names, which the page hands to its provider.
 */
export function LoginForm({ locale, next }: { locale: string; next: string }) {
  const t = useTranslations('login');
  const { fieldError, genericError } = useAuthTexts();
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
    return key ? fieldError(key) : undefined;
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
    if (fields.length === 0) setFailure(answer.error.message || genericError);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <Field id={field('username')} label={t('username')} error={errorOf('username')}>
        {(control) => (
          <Input
            {...control}
            autoComplete="username"
            maxLength={254}
            {...usernameField}
            onChange={(event) => {
              event.target.value = stripWhitespace(event.target.value);
              return usernameField.onChange(event);
            }}
          />
        )}
      </Field>
      {looksLikePhone(username) ? (
        <Field id={field('country')} label={t('country')}>
          {(control) => (
            <Select {...control} {...register('country_code')}>
              {PHONE_COUNTRIES.map((country) => (
                <option key={country.code} value={country.callingCode}>
                  {`${country.code} (+${country.callingCode})`}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      <Field id={field('password')} label={t('password')} error={errorOf('password')}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            {...register('password')}
          />
        )}
      </Field>
      {needsPin ? (
        <div>
          <p role="status" className="mb-2 text-sm">
            {t('pinNeeded')}
          </p>
          <Field id={field('pin')} label={t('pin')} error={errorOf('pin')}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                {...register('pin')}
              />
            )}
          </Field>
        </div>
      ) : null}
      {failure ? <Notice role="alert" message={failure} /> : null}
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
