'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';

import { browserApiClient } from '@/lib/api/client';
import {
  type AffiliateStoreFields,
  type AffiliateStoreInput,
  AffiliateStoreInputSchema,
  STORE_NAME_MAX,
} from '@/lib/api/schemas/stores';
import { SLUG_MAX_LENGTH } from '@/lib/domain/slug';
import type { StoreFormState } from '@/lib/domain/store-form-state';
import { slugFromName } from '@/lib/domain/store-slug';

import { SlugSuggestions } from './slug-suggestions';
import { StoreAddressPreview } from './store-address-preview';
import { useSlugCheck } from './use-slug-check';

export interface StoreCreationLabels {
  name: string;
  nameRequired: string;
  slug: string;
  slugHint: string;
  invalidSlug: string;
  slugTaken: string;
  checking: string;
  slugAvailable: string;
  suggestions: string;
  useSuggestion: string;
  preview: string;
  color1: string;
  color2: string;
  submit: string;
  submitting: string;
  failed: string;
  invalid: string;
  storeExists: string;
  unauthorized: string;
}

interface FormValues {
  name: string;
  slug: string;
  color1: string;
  color2: string;
}

const FIELD =
  'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 aria-invalid:border-red-700 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:aria-invalid:border-red-400';
const ERROR = 'mt-1 text-sm font-medium text-red-700 dark:text-red-400';
const HINT = 'mt-1 text-xs text-gray-600 dark:text-gray-400';

/**
 * The store-creation form (spec 02 §7/§8): the name proposes a slug, the slug is checked 400 ms
 * after typing stops ('Este dominio no está disponible' with free suggestions that fill the
 * field), and the new store opens when it is created. Without JavaScript the browser posts the
 * form to `action` (a server action), which comes back with `returned` when the store was refused.
 */
export function StoreCreationForm({
  action,
  rootDomain,
  defaults,
  returned = null,
  labels,
}: {
  /** The submit without JavaScript: a server action. */
  action: (data: FormData) => Promise<void>;
  rootDomain: string;
  defaults: FormValues;
  /** What a submit without JavaScript came back with. */
  returned?: StoreFormState | null;
  labels: StoreCreationLabels;
}) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const [slugEdited, setSlugEdited] = useState(returned !== null);
  const [formError, setFormError] = useState<string | null>(() => {
    const messages = {
      invalid: labels.invalid,
      store_exists: labels.storeExists,
      unauthorized: labels.unauthorized,
    };
    return returned && returned.error !== 'slug_taken' ? messages[returned.error] : null;
  });
  // Also rendered as the inputs' `defaultValue`: register() sets values only once hydrated.
  const initial = returned ? { ...defaults, name: returned.name, slug: returned.slug } : defaults;
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AffiliateStoreInput, unknown, AffiliateStoreFields>({
    resolver: zodResolver(AffiliateStoreInputSchema),
    mode: 'onChange',
    defaultValues: initial,
  });
  const router = useRouter();
  const slug = useWatch({ control, name: 'slug' });
  const name = useWatch({ control, name: 'name' });
  const [check, setCheck] = useSlugCheck(
    slug,
    name,
    returned?.error === 'slug_taken'
      ? { status: 'taken', suggestions: returned.suggestions }
      : undefined,
  );

  const chooseSlug = (chosen: string) => {
    setSlugEdited(true);
    setValue('slug', chosen, { shouldValidate: true, shouldDirty: true });
    document.getElementById(field('slug'))?.focus();
  };

  const submit = handleSubmit(async (fields) => {
    setFormError(null);
    try {
      const res = await browserApiClient().api.stores.affiliate.$post({ json: fields });
      const status: number = res.status;
      if (status === 201) {
        router.push(`/tienda/${fields.slug}`);
        return;
      }
      const body = (await res.json()) as { code?: string; suggestions?: string[] };
      if (body.code === 'slug_taken')
        setCheck({ status: 'taken', suggestions: body.suggestions ?? [] });
      else if (body.code === 'store_exists') setFormError(labels.storeExists);
      else if (status === 401) setFormError(labels.unauthorized);
      else setFormError(labels.failed);
    } catch {
      setFormError(labels.failed);
    }
  });

  const slugError = errors.slug
    ? labels.invalidSlug
    : check.status === 'taken'
      ? labels.slugTaken
      : null;
  const slugStatus = errors.slug
    ? null
    : check.status === 'checking'
      ? labels.checking
      : check.status === 'free'
        ? labels.slugAvailable
        : null;

  return (
    <form action={action} onSubmit={submit} noValidate className="space-y-5">
      <div>
        <label htmlFor={field('name')} className="text-sm font-medium">
          {labels.name}
        </label>
        <input
          id={field('name')}
          required
          maxLength={STORE_NAME_MAX}
          autoComplete="organization"
          defaultValue={initial.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? field('name-error') : undefined}
          className={FIELD}
          {...register('name', {
            onChange: (event: { target: { value: string } }) => {
              if (!slugEdited)
                setValue('slug', slugFromName(event.target.value), { shouldValidate: true });
            },
          })}
        />
        {errors.name ? (
          <p id={field('name-error')} className={ERROR}>
            {labels.nameRequired}
          </p>
        ) : null}
      </div>

      <div>
        <label htmlFor={field('slug')} className="text-sm font-medium">
          {labels.slug}
        </label>
        <input
          id={field('slug')}
          required
          maxLength={SLUG_MAX_LENGTH}
          pattern="[A-Za-z0-9_\-]+"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          defaultValue={initial.slug}
          aria-invalid={slugError ? true : undefined}
          aria-describedby={`${field('slug-hint')} ${field('slug-status')}`}
          className={`${FIELD} font-mono`}
          {...register('slug', {
            onChange: (event: { target: { value: string } }) =>
              setSlugEdited(event.target.value !== ''),
          })}
        />
        <p id={field('slug-hint')} className={HINT}>
          {labels.slugHint}
        </p>
        <div id={field('slug-status')} aria-live="polite">
          {slugError ? (
            <p className={ERROR}>{slugError}</p>
          ) : slugStatus ? (
            <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{slugStatus}</p>
          ) : null}
        </div>
        {check.status === 'taken' ? (
          <SlugSuggestions
            id={field('suggestions')}
            suggestions={check.suggestions}
            heading={labels.suggestions}
            useLabel={labels.useSuggestion}
            onChoose={chooseSlug}
          />
        ) : null}
      </div>

      <StoreAddressPreview slug={slug} rootDomain={rootDomain} label={labels.preview} />

      <div className="flex flex-wrap gap-6">
        {(['color1', 'color2'] as const).map((color) => (
          <div key={color}>
            <label htmlFor={field(color)} className="block text-sm font-medium">
              {labels[color]}
            </label>
            <input
              id={field(color)}
              type="color"
              defaultValue={initial[color]}
              className="mt-1 h-10 w-16 cursor-pointer rounded border border-gray-300 bg-white dark:border-gray-600 dark:bg-gray-800"
              {...register(color)}
            />
          </div>
        ))}
      </div>

      {formError ? (
        <p role="alert" className={ERROR}>
          {formError}
        </p>
      ) : null}

      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60"
      >
        {isSubmitting ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
