'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { browserApiClient } from '@/lib/api/client';
import {
  type AffiliateStoreFields,
  type AffiliateStoreInput,
  AffiliateStoreInputSchema,
} from '@/lib/api/schemas/stores';
import type { StoreFormState } from '@/lib/domain/shop/store-form-state';

import { StoreFields } from './store-fields';
import { useSlugCheck } from './use-slug-check';
import { useSlugFromName } from './use-slug-from-name';

interface FormValues {
  name: string;
  slug: string;
  color1: string;
  color2: string;
}

/**
 * The store-creation form (spec 02 §7/§8): the name proposes a slug, the slug is checked 400 ms
 * after typing stops ('Este dominio no está disponible' with free suggestions that fill the
 * field), and the new store opens when it is created. Without JavaScript the browser posts the
 * form to `action` (a server action), which comes back with `returned` when the store was refused.
 * Its words are the ones `STORE_CREATION_MESSAGES` names, which the page hands to its provider.
 */
export function StoreCreationForm({
  action,
  rootDomain,
  defaults,
  returned = null,
}: {
  /** The submit without JavaScript: a server action. */
  action: (data: FormData) => Promise<void>;
  rootDomain: string;
  defaults: FormValues;
  /** What a submit without JavaScript came back with. */
  returned?: StoreFormState | null;
}) {
  const t = useTranslations('stores');
  const te = useTranslations('errors');
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const [formError, setFormError] = useState<string | null>(() => {
    const messages = {
      invalid: te('validation_error'),
      store_exists: t('errors.storeExists'),
      unauthorized: te('unauthorized'),
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
      else if (body.code === 'store_exists') setFormError(t('errors.storeExists'));
      else if (status === 401) setFormError(te('unauthorized'));
      else setFormError(t('failed'));
    } catch {
      setFormError(t('failed'));
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
        nameError={errors.name ? t('nameRequired') : null}
        slugProblem={errors.slug ? t('invalidSlug') : null}
        check={check}
        rootDomain={rootDomain}
        onChoose={slugFromName.choose}
      />

      <div className="flex flex-wrap gap-6">
        {(['color1', 'color2'] as const).map((color) => (
          <Field key={color} id={field(color)} label={t(color)} labelClassName="block">
            {(control) => (
              <Input
                {...control}
                variant="color"
                type="color"
                defaultValue={initial[color]}
                className="mt-1"
                {...register(color)}
              />
            )}
          </Field>
        ))}
      </div>

      {formError ? <FieldError role="alert">{formError}</FieldError> : null}

      <Button type="submit" variant="platform" disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
