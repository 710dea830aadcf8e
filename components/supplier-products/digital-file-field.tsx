'use client';

import { useTranslations } from 'next-intl';
import { type ChangeEvent, useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import type { SupplierProductFormValues } from '@/lib/api/schemas/supplier-products';
import { supplierProductRequests } from '@/lib/client/requests/supplier-products';
import { DIGITAL_FILE_MAX_BYTES, DIGITAL_FILE_MAX_MB } from '@/lib/domain/items/digital-files';

import { useItemFieldError } from './use-item-field-error';

const FILE_INPUT =
  'mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-gray-100 file:px-3 file:py-1.5 file:text-sm file:font-medium disabled:opacity-60 dark:file:bg-gray-800 dark:file:text-gray-100';

/**
 * The file a digital item delivers (issue 16): chosen, it is uploaded at once to the supplier's
 * private storage (any type, up to 100 MB); the item keeps it when saved, and buyers of paid
 * orders download it through a signed link that expires. It can be replaced or taken off.
 */
export function DigitalFileField({ supplierId }: { supplierId: string }) {
  const t = useTranslations('itemEditor.digitalFile');
  const { control } = useFormContext<SupplierProductFormValues>();
  const { field } = useController({ control, name: 'digital_file' });
  const errorOf = useItemFieldError();
  const progressId = `${useId()}-progress`;
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const current = field.value ?? null;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setFailure(null);
    if (file.size > DIGITAL_FILE_MAX_BYTES) {
      setFailure(t('tooLarge', { maxMb: DIGITAL_FILE_MAX_MB }));
      return;
    }
    setUploading(true);
    const answer = await supplierProductRequests.uploadDigitalFile(supplierId, file);
    setUploading(false);
    if (answer.ok) {
      field.onChange({ key: answer.data.key, name: answer.data.name });
      return;
    }
    setFailure(
      answer.status === 413 || answer.status === 422
        ? answer.error.message || t('failed')
        : t('failed'),
    );
  }

  const error = errorOf('digital_file') ?? errorOf('digital_file.key');
  return (
    <div className="space-y-3">
      <Field
        label={current ? t('replace') : t('add')}
        hint={t('hint', { maxMb: DIGITAL_FILE_MAX_MB })}
        error={failure ?? error}
        describedBy={uploading ? progressId : undefined}
      >
        {(controlProps) => (
          <input
            {...controlProps}
            type="file"
            disabled={uploading}
            onChange={(event) => void onFile(event)}
            className={FILE_INPUT}
          />
        )}
      </Field>
      <Notice
        id={progressId}
        role="status"
        tone="progress"
        message={uploading ? t('uploading') : null}
      />
      {current ? (
        <p
          className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 p-2 text-sm dark:border-gray-700"
          data-digital-file
        >
          <span className="min-w-0 flex-1 break-words">{t('current', { name: current.name })}</span>
          <Button
            type="button"
            variant="tool-delete"
            size="sm"
            onClick={() => field.onChange(null)}
          >
            {t('remove', { name: current.name })}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
