'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import {
  FULL_NAME_MAX,
  type Profile,
  ProfileFormSchema,
  type ProfileFormOutput,
  type ProfileFormValues,
} from '@/lib/api/schemas/profile';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';

import { FieldError } from '../account/field-error';
import { FIELD, LABEL, PRIMARY_BUTTON } from '../account/form-styles';
import { Notice } from './notice';
import type { CountryOption, ProfileLabels } from './profile-labels';
import { saveProfile } from './profile-requests';

type FieldName = keyof ProfileFormValues;

/**
 * Name and country, checked with the API's own schema (the name required here). Only non-empty
 * fields are sent; the answer is the saved profile. Success and failure are announced.
 */
export function ProfileForm({
  profile,
  countries,
  labels,
  onSaved,
}: {
  profile: Profile;
  countries: CountryOption[];
  labels: ProfileLabels;
  onSaved: (profile: Profile) => void;
}) {
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
    return (labels.fieldErrors as Record<string, string>)[key] ?? labels.saveFailed;
  };
  const describedBy = (name: FieldName) =>
    formState.errors[name] ? field(`${name}-error`) : undefined;

  async function onSubmit(values: ProfileFormOutput) {
    setResult(null);
    const answer = await saveProfile({ full_name: values.full_name, country: values.country });
    if (!answer.ok) {
      for (const [name, key] of fieldErrorsOf(answer.error)) {
        if (name === 'full_name' || name === 'country') setError(name, { message: key });
      }
      setResult({ ok: false, message: answer.error.message || labels.saveFailed });
      return;
    }
    onSaved(answer.data);
    reset({ full_name: answer.data.full_name, country: answer.data.country ?? '' });
    setResult({ ok: true, message: labels.saved });
  }

  const countryList =
    profile.country || !countries.length
      ? countries
      : [{ code: '', name: labels.noCountry }, ...countries];

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-busy={formState.isSubmitting || undefined}
      className="space-y-4"
    >
      <div>
        <label htmlFor={field('full_name')} className={LABEL}>
          {labels.fullName}
        </label>
        <input
          id={field('full_name')}
          autoComplete="name"
          maxLength={FULL_NAME_MAX}
          aria-invalid={!!formState.errors.full_name || undefined}
          aria-describedby={describedBy('full_name')}
          className={FIELD}
          {...register('full_name')}
        />
        <FieldError id={field('full_name-error')} message={errorOf('full_name')} />
      </div>
      <div>
        <label htmlFor={field('country')} className={LABEL}>
          {labels.country}
        </label>
        <select
          id={field('country')}
          autoComplete="country"
          aria-invalid={!!formState.errors.country || undefined}
          aria-describedby={describedBy('country')}
          className={FIELD}
          {...register('country')}
        >
          {countryList.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        <FieldError id={field('country-error')} message={errorOf('country')} />
      </div>
      <Notice role="status" message={result?.ok ? result.message : null} />
      <Notice role="alert" message={result && !result.ok ? result.message : null} />
      <button type="submit" disabled={formState.isSubmitting} className={PRIMARY_BUTTON}>
        {formState.isSubmitting ? labels.saving : labels.save}
      </button>
    </form>
  );
}
