'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Check } from '@/components/ui/check';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Toaster } from '@/components/ui/toaster';
import type { Shop } from '@/lib/api/schemas/shop';
import { ShopIdentityFormSchema } from '@/lib/api/schemas/shop-settings';
import { STORE_NAME_MAX } from '@/lib/api/schemas/stores';

import { PhotoDisplayPicker } from './photo-display-picker';
import { ShopLogoField } from './shop-logo-field';
import { useFieldErrorText } from './use-field-error-text';
import { useSettingsSave } from './use-settings-save';

type Values = z.input<typeof ShopIdentityFormSchema>;
type Output = z.output<typeof ShopIdentityFormSchema>;

export type ShopIdentity = Pick<Shop, 'name' | 'photo' | 'photo_display' | 'hidden_store_name'>;

/**
 * The logo/name form (spec 01 §2, §5): the shop's name (required), its logo uploaded to the
 * gallery and the logo's shape, plus, on the settings page, whether the name shows beside it.
 * Used inline on the storefront ('Edit logo and name') and on the settings page.
 */
export function ShopIdentityForm({
  shopSlug,
  initial,
  withNameToggle = false,
}: {
  shopSlug: string;
  initial: ShopIdentity;
  withNameToggle?: boolean;
}) {
  const id = useId();
  const t = useTranslations('shopSettings.identity');
  const ts = useTranslations('shopSettings');
  const fieldErrorText = useFieldErrorText();
  const [photo, setPhoto] = useState(initial.photo);
  const [uploading, setUploading] = useState(false);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(ShopIdentityFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: initial.name,
      photo_display: initial.photo_display,
      hidden_store_name: initial.hidden_store_name,
    },
  });
  const { control, register, formState, setError } = form;
  const display = useWatch({ control, name: 'photo_display' });
  const { save, toaster, failure } = useSettingsSave<Values>({
    shopSlug,
    setError,
    fields: ['name', 'photo_display', 'hidden_store_name'],
  });
  const [photoError, setPhotoError] = useState<string | undefined>();
  const nameError = fieldErrorText(
    formState.errors.name?.message === 'required'
      ? 'name_required'
      : formState.errors.name?.message,
    {
      max: STORE_NAME_MAX,
    },
  );

  async function onSubmit(values: Output) {
    setPhotoError(undefined);
    const ok = await save({ ...values, photo });
    if (!ok && photo !== initial.photo) {
      // The only photo problem a save can have: it is not a logo of this shop's gallery.
      setPhotoError(fieldErrorText('invalid_photo'));
    }
  }

  const busy = formState.isSubmitting || uploading;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-busy={busy || undefined}
      className="space-y-5"
    >
      <Field id={`${id}-name`} label={t('name')} error={nameError}>
        {(control) => (
          <Input
            {...control}
            autoComplete="organization"
            maxLength={STORE_NAME_MAX}
            {...register('name')}
          />
        )}
      </Field>
      <ShopLogoField
        id={`${id}-logo`}
        shopSlug={shopSlug}
        photo={photo}
        display={display ?? initial.photo_display}
        onPhoto={setPhoto}
        onUploading={setUploading}
        error={photoError}
      />
      <PhotoDisplayPicker register={register('photo_display')} />
      {withNameToggle ? (
        <Check label={t('hiddenStoreName')} {...register('hidden_store_name')} />
      ) : null}
      <Toaster id={toaster} />
      <Notice role="alert" message={failure} />
      <Button type="submit" disabled={busy}>
        {formState.isSubmitting ? ts('saving') : ts('save')}
      </Button>
    </form>
  );
}
