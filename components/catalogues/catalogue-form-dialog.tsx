'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { type BaseSyntheticEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ImageFileField } from '@/components/ui/image-file-field';
import { Input } from '@/components/ui/input';
import { PencilIcon } from '@/components/ui/line-icons';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Notice } from '@/components/ui/notice';
import {
  type Catalogue,
  type CatalogueFormOutput,
  CatalogueFormSchema,
  type CatalogueFormValues,
} from '@/lib/api/schemas/catalogue';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { CATALOGUE_NAME_MAX, CATALOGUE_PHOTO_SIZE } from '@/lib/domain/catalogue/catalogue-rules';
import { useShopImageUpload } from '@/lib/client/use-shop-image-upload';

import { catalogueApi } from './catalogue-requests';

const PHOTO_TYPES = 'image/jpeg,image/png,image/svg+xml';

export interface CatalogueFormDialogProps {
  shopSlug: string;
  /** The catalogue to edit; none for 'New catalogue'. */
  catalogue?: Catalogue;
  onSaved: (catalogue: Catalogue, created: boolean) => void;
  triggerClassName: string;
  /** For a new catalogue: the trigger's text and the modal's title, instead of 'New catalogue'. */
  createLabel?: string;
}

/**
 * 'New catalogue' or the edit button, with its modal form (spec 01 §2, §5): the name (required,
 * at most 150) and an optional photo (recommended 400x200) uploaded to the shop's gallery as soon
 * as it is chosen. The form is mounted afresh on each opening.
 */
export function CatalogueFormDialog({
  shopSlug,
  catalogue,
  onSaved,
  triggerClassName,
  createLabel,
}: CatalogueFormDialogProps) {
  const t = useTranslations('myCatalogues');
  const [opening, setOpening] = useState(0);
  const newLabel = createLabel ?? t('newCatalogue');
  return (
    <ModalDialog
      title={catalogue ? t('editTitle') : newLabel}
      closeLabel={t('close')}
      triggerLabel={catalogue ? <PencilIcon width={18} height={18} /> : newLabel}
      triggerAriaLabel={catalogue ? t('edit', { name: catalogue.name }) : undefined}
      triggerClassName={triggerClassName}
      onOpen={() => setOpening((n) => n + 1)}
    >
      {opening > 0 ? (
        <CatalogueForm key={opening} shopSlug={shopSlug} catalogue={catalogue} onSaved={onSaved} />
      ) : null}
    </ModalDialog>
  );
}

function CatalogueForm({
  shopSlug,
  catalogue,
  onSaved,
}: Omit<CatalogueFormDialogProps, 'triggerClassName' | 'createLabel'>) {
  const t = useTranslations('myCatalogues');
  const id = useId();
  const [photo, setPhoto] = useState<string | null>(catalogue?.photo ?? null);
  const upload = useShopImageUpload(shopSlug, 'catalogue_photo', t('uploadFailed'));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CatalogueFormValues, unknown, CatalogueFormOutput>({
    resolver: zodResolver(CatalogueFormSchema),
    mode: 'onTouched',
    defaultValues: { name: catalogue?.name ?? '' },
  });
  const { register, formState, setError } = form;
  const field = (name: string) => `${id}-${name}`;
  const nameKey = formState.errors.name?.message;
  // A key the schema or the server answers (`too_long` names the limit); any other reads 'invalid_name'.
  const nameError = nameKey
    ? t.has(`fieldErrors.${nameKey}` as 'fieldErrors.too_long')
      ? t(`fieldErrors.${nameKey}` as 'fieldErrors.too_long', { max: CATALOGUE_NAME_MAX })
      : t('fieldErrors.invalid_name')
    : undefined;

  // A failed upload clears the photo and turns the field red (spec 01 §5, §8); its message hides
  // after 15 s (a rejection) or 10 s (spec 01 §5, §9).
  async function onPhoto(file: File) {
    const image = await upload.upload(file);
    setPhoto(image?.url ?? null);
  }

  async function onSubmit(values: CatalogueFormOutput, event?: BaseSyntheticEvent) {
    const formElement = event?.target instanceof HTMLElement ? event.target : null;
    setFailure(null);
    const body = { name: values.name, photo };
    const answer = catalogue
      ? await catalogueApi.update(shopSlug, catalogue.id, body)
      : await catalogueApi.create(shopSlug, body);
    if (!answer.ok) {
      let shown = false;
      for (const [name, key] of fieldErrorsOf(answer.error)) {
        if (name === 'name') {
          setError('name', { message: key }, { shouldFocus: true });
          shown = true;
        }
        if (name === 'photo') {
          setPhoto(catalogue?.photo ?? null);
          upload.fail(t('fieldErrors.invalid_photo'));
          shown = true;
        }
      }
      if (!shown) setFailure(answer.error.message || t('saveFailed'));
      return;
    }
    onSaved(answer.data, !catalogue);
    formElement?.closest('dialog')?.close();
  }

  const busy = formState.isSubmitting || upload.uploading;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-busy={busy || undefined}
      className="space-y-4"
    >
      <Field id={field('name')} label={t('name')} error={nameError}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            maxLength={CATALOGUE_NAME_MAX}
            {...register('name')}
          />
        )}
      </Field>
      <ImageFileField
        id={field('photo')}
        label={t('photo')}
        hint={t('photoHint', CATALOGUE_PHOTO_SIZE)}
        accept={PHOTO_TYPES}
        preview={
          photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- an uploaded image of any type (SVG included)
            <img
              src={photo}
              alt={t('photoAlt')}
              width={CATALOGUE_PHOTO_SIZE.width / 2}
              height={CATALOGUE_PHOTO_SIZE.height / 2}
              className="h-[100px] w-[200px] shrink-0 rounded bg-gray-100 object-cover dark:bg-gray-800"
            />
          ) : null
        }
        onFile={onPhoto}
        upload={upload}
        uploadingLabel={t('uploading')}
        remove={photo ? { label: t('removePhoto'), onRemove: () => setPhoto(null) } : null}
      />
      <Notice role="alert" message={failure} />
      <Button type="submit" disabled={busy}>
        {formState.isSubmitting ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
