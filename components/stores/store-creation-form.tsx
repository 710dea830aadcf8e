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
} from '@/lib/api/schemas/stores';
import type { StoreFormState } from '@/lib/domain/shop/store-form-state';

import { type StoreFieldLabels, StoreFields } from './store-fields';
import { useSlugCheck } from './use-slug-check';
import { useSlugFromName } from './use-slug-from-name';

export interface StoreCreationLabels extends StoreFieldLabels {
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

const ERROR = 'mt-1 text-sm font-medium text-red-700 dark:text-red-400';

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
  const slugFromName = useSlugFromName({
    setSlug: (value, chosen) =>
      setValue('slug', value, { shouldValidate: true, shouldDirty: chosen }),
    slugInputId: field('slug'),
    edited: returned !== null,
  });
  const slug = useWatch({ control, name: 'slug' });
  const name = useWatch({ control, name: 'name' });
  const [check, setCheck] = useSlugCheck(
    slug,
    name,
    returned?.error === 'slug_taken'
      ? { status: 'taken', suggestions: returned.suggestions }
      : undefined,
  );

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

  return (
    <form action={action} onSubmit={submit} noValidate className="space-y-5">
      <StoreFields
        idPrefix={id}
        name={register('name', {
          onChange: (event: { target: { value: string } }) =>
            slugFromName.onNameChange(event.target.value),
        })}
        slug={register('slug', {
          onChange: (event: { target: { value: string } }) =>
            slugFromName.onSlugChange(event.target.value),
        })}
        slugValue={slug}
        defaults={initial}
        nameError={errors.name ? labels.nameRequired : null}
        slugProblem={errors.slug ? labels.invalidSlug : null}
        check={check}
        rootDomain={rootDomain}
        labels={labels}
        onChoose={slugFromName.choose}
      />

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
