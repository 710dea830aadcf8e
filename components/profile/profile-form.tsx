'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import {
  FULL_NAME_MAX,
  type Profile,
  ProfileFormSchema,
  type ProfileFormOutput,
  type ProfileFormValues,
} from '@/lib/api/schemas/profile';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';

import type { CountryOption } from './country-options';
import { saveProfile } from './profile-requests';

type FieldName = keyof ProfileFormValues;

/**
 * Name and country, checked with the API's own schema (the name required here). Only non-empty
 * fields are sent; the answer is the saved profile. Success and failure are announced.
 */
export function ProfileForm({
  profile,
  countries,
  onSaved,
}: {
  profile: Profile;
  countries: CountryOption[];
  onSaved: (profile: Profile) => void;
}) {
  const t = useTranslations('profile');
  const id = useId();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(ProfileFormSchema),
    mode: 'onTouched',
    defaultValues: { full_name: profile.full_name, country: profile.country ?? '' },
  });
  const { register, formState, setError, reset } = form;
  const field = (name: string) => `${id}-${name}`;
  const errorOf = (name: FieldName) => {
    const key = formState.errors[name]?.message;
    if (!key) return undefined;
    return t.has(`fieldErrors.${key}` as 'fieldErrors.required')
      ? t(`fieldErrors.${key}` as 'fieldErrors.required')
      : t('saveFailed');
  };

  async function onSubmit(values: ProfileFormOutput) {
    setResult(null);
    const answer = await saveProfile({ full_name: values.full_name, country: values.country });
    if (!answer.ok) {
      for (const [name, key] of fieldErrorsOf(answer.error)) {
        if (name === 'full_name' || name === 'country') setError(name, { message: key });
      }
      setResult({ ok: false, message: answer.error.message || t('saveFailed') });
      return;
    }
    onSaved(answer.data);
    reset({ full_name: answer.data.full_name, country: answer.data.country ?? '' });
    setResult({ ok: true, message: t('saved') });
  }

  const countryList =
    profile.country || !countries.length
      ? countries
      : [{ code: '', name: t('noCountry') }, ...countries];

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-busy={formState.isSubmitting || undefined}
      className="space-y-4"
    >
      <Field
        id={field('full_name')}
        label={t('fullName')}
        error={errorOf('full_name')}
        invalid={!!formState.errors.full_name}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            maxLength={FULL_NAME_MAX}
            {...register('full_name')}
          />
        )}
      </Field>
      <Field
        id={field('country')}
        label={t('country')}
        error={errorOf('country')}
        invalid={!!formState.errors.country}
      >
        {(control) => (
          <Select {...control} autoComplete="country" {...register('country')}>
            {countryList.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Notice role="status" message={result?.ok ? result.message : null} />
      <Notice role="alert" message={result && !result.ok ? result.message : null} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
