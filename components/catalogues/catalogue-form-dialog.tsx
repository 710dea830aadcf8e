'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, type ChangeEvent, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { PencilIcon } from '@/components/ui/line-icons';
import { ModalDialog } from '@/components/ui/modal-dialog';
import {
  type Catalogue,
  type CatalogueFormOutput,
  CatalogueFormSchema,
  type CatalogueFormValues,
} from '@/lib/api/schemas/catalogue';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { CATALOGUE_NAME_MAX, CATALOGUE_PHOTO_SIZE } from '@/lib/domain/catalogue/catalogue-rules';
import { UPLOAD_REJECTION_SHOWN_MS, UPLOAD_REJECTION_VARIANT_SHOWN_MS } from '@/lib/domain/gallery/gallery-rules';

import { FieldError } from '../account/field-error';
import { FIELD, HINT, LABEL, PRIMARY_BUTTON } from '../account/form-styles';
import { Notice } from '../profile/notice';
import { fill, type MyCataloguesLabels } from './catalogue-labels';
import { catalogueApi } from './catalogue-requests';

const PHOTO_TYPES = 'image/jpeg,image/png,image/svg+xml';

export interface CatalogueFormDialogProps {
  shopSlug: string;
  labels: MyCataloguesLabels;
  /** The catalogue to edit; none for 'New catalogue'. */
  catalogue?: Catalogue;
  onSaved: (catalogue: Catalogue, created: boolean) => void;
  triggerClassName: string;
}

/**
 * 'New catalogue' or the edit button, with its modal form (spec 01 §2, §5): the name (required,
 * at most 150) and an optional photo (recommended 400x200) uploaded to the shop's gallery as soon
 * as it is chosen. The form is mounted afresh on each opening.
 */
export function CatalogueFormDialog({ shopSlug, labels, catalogue, onSaved, triggerClassName }: CatalogueFormDialogProps) {
  const [opening, setOpening] = useState(0);
  return (
    <ModalDialog
      title={catalogue ? labels.editTitle : labels.newCatalogue}
      closeLabel={labels.close}
      triggerLabel={
        catalogue ? (
          <PencilIcon width={18} height={18} />
        ) : (
          labels.newCatalogue
        )
      }
      triggerAriaLabel={catalogue ? fill(labels.edit, { name: catalogue.name }) : undefined}
      triggerClassName={triggerClassName}
      onOpen={() => setOpening((n) => n + 1)}
    >
      {opening > 0 ? (
        <CatalogueForm key={opening} shopSlug={shopSlug} labels={labels} catalogue={catalogue} onSaved={onSaved} />
      ) : null}
    </ModalDialog>
  );
}

function CatalogueForm({ shopSlug, labels, catalogue, onSaved }: Omit<CatalogueFormDialogProps, 'triggerClassName'>) {
  const id = useId();
  const [photo, setPhoto] = useState<string | null>(catalogue?.photo ?? null);
  const [uploading, setUploading] = useState(false);
  const [photoFailure, setPhotoFailure] = useState<{ text: string; ms: number } | null>(null);
  const photoError = photoFailure?.text ?? null;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CatalogueFormValues, unknown, CatalogueFormOutput>({
    resolver: zodResolver(CatalogueFormSchema),
    mode: 'onTouched',
    defaultValues: { name: catalogue?.name ?? '' },
  });
  const { register, formState, setError } = form;
  const field = (name: string) => `${id}-${name}`;
  const nameKey = formState.errors.name?.message;
  const nameError = nameKey
    ? fill((labels.fieldErrors as Record<string, string>)[nameKey] ?? labels.fieldErrors.invalid_name, { max: CATALOGUE_NAME_MAX })
    : undefined;

  // An upload error hides after 15 s (a rejection) or 10 s (spec 01 §5, §9).
  useEffect(() => {
    if (!photoFailure) return;
    const timer = setTimeout(() => setPhotoFailure(null), photoFailure.ms);
    return () => clearTimeout(timer);
  }, [photoFailure]);
  const showPhotoError = (text: string, ms: number) => setPhotoFailure({ text, ms });

  async function onPhoto(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploading(true);
    setPhotoFailure(null);
    try {
      const answer = await catalogueApi.uploadPhoto(shopSlug, file);
      if (answer.ok) {
        setPhoto(answer.data.url);
        return;
      }
      // A failed upload clears the photo and turns the field red (spec 01 §5, §8).
      setPhoto(null);
      const rejected = answer.status === 413 || answer.status === 415;
      showPhotoError(
        rejected && answer.error.message ? answer.error.message : labels.uploadFailed,
        rejected ? UPLOAD_REJECTION_SHOWN_MS : UPLOAD_REJECTION_VARIANT_SHOWN_MS,
      );
    } finally {
      input.value = '';
      setUploading(false);
    }
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
          showPhotoError(labels.fieldErrors.invalid_photo, UPLOAD_REJECTION_VARIANT_SHOWN_MS);
          shown = true;
        }
      }
      if (!shown) setFailure(answer.error.message || labels.saveFailed);
      return;
    }
    onSaved(answer.data, !catalogue);
    formElement?.closest('dialog')?.close();
  }

  const busy = formState.isSubmitting || uploading;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={busy || undefined} className="space-y-4">
      <div>
        <label htmlFor={field('name')} className={LABEL}>
          {labels.name}
        </label>
        <input
          id={field('name')}
          autoComplete="off"
          maxLength={CATALOGUE_NAME_MAX}
          aria-invalid={!!nameError || undefined}
          aria-describedby={nameError ? field('name-error') : undefined}
          className={FIELD}
          {...register('name')}
        />
        <FieldError id={field('name-error')} message={nameError} />
      </div>
      <div>
        <label htmlFor={field('photo')} className={LABEL}>
          {labels.photo}
        </label>
        <div
          className={`mt-1 flex items-center gap-3 rounded-lg border p-2 ${
            photoError ? 'border-red-700 dark:border-red-400' : 'border-gray-300 dark:border-gray-600'
          }`}
        >
          {photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- an uploaded image of any type (SVG included)
            <img
              src={photo}
              alt={labels.photoAlt}
              width={CATALOGUE_PHOTO_SIZE.width / 2}
              height={CATALOGUE_PHOTO_SIZE.height / 2}
              className="h-[100px] w-[200px] shrink-0 rounded bg-gray-100 object-cover dark:bg-gray-800"
            />
          ) : null}
          <div className="min-w-0 space-y-2">
            <input
              id={field('photo')}
              type="file"
              accept={PHOTO_TYPES}
              onChange={onPhoto}
              disabled={uploading}
              aria-invalid={!!photoError || undefined}
              aria-describedby={field('photo-hint')}
              className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-gray-100 file:px-3 file:py-1.5 file:text-sm file:font-medium dark:file:bg-gray-800 dark:file:text-gray-100"
            />
            {photo ? (
              <button
                type="button"
                onClick={() => setPhoto(null)}
                className="text-sm font-medium text-red-800 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-shop-1 dark:text-red-300"
              >
                {labels.removePhoto}
              </button>
            ) : null}
          </div>
        </div>
        <p id={field('photo-hint')} className={HINT}>
          {fill(labels.photoHint, CATALOGUE_PHOTO_SIZE)}
        </p>
        <Notice role="status" tone="progress" message={uploading ? labels.uploading : null} />
        <Notice role="alert" message={photoError} />
      </div>
      <Notice role="alert" message={failure} />
      <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
        {formState.isSubmitting ? labels.saving : labels.save}
      </button>
    </form>
  );
}
