'use client';

import { useTranslations } from 'next-intl';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { SupplierProductFormValues } from '@/lib/api/schemas/supplier-products';
import { VARIANT_AXES_MAX, VARIANT_TEXT_MAX } from '@/lib/domain/items/item-variants';

import { OptionsInput } from './options-input';
import { useItemFieldError } from './use-item-field-error';

/** The item's variant axes (Talla, Color…), each with its options; up to three. */
export function VariantAxes() {
  const t = useTranslations('itemEditor.variants');
  const { control, register } = useFormContext<SupplierProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' });
  const errorOf = useItemFieldError();
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('hint')}</p>
      {fields.map((axis, index) => {
        const position = String(index + 1);
        return (
          <div
            key={axis.id}
            data-variant-axis={index}
            className="grid gap-3 rounded-lg bg-gray-50 p-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start dark:bg-gray-800/50"
          >
            <Field label={t('name', { position })} error={errorOf(`variants.${index}.name`)}>
              {(controlProps) => (
                <Input
                  {...controlProps}
                  maxLength={VARIANT_TEXT_MAX}
                  {...register(`variants.${index}.name`)}
                />
              )}
            </Field>
            <Field
              label={t('options', { position })}
              hint={t('optionsHint')}
              error={errorOf(`variants.${index}.options`)}
            >
              {(controlProps) => (
                <Controller
                  control={control}
                  name={`variants.${index}.options`}
                  render={({ field }) => (
                    <OptionsInput
                      {...controlProps}
                      name={field.name}
                      ref={field.ref}
                      onBlur={field.onBlur}
                      value={field.value ?? []}
                      onChange={field.onChange}
                    />
                  )}
                />
              )}
            </Field>
            <Button
              type="button"
              variant="tool-delete"
              size="sm"
              className="sm:mt-7"
              onClick={() => remove(index)}
            >
              {t('remove', { position })}
            </Button>
          </div>
        );
      })}
      <Button
        type="button"
        variant="tool"
        disabled={fields.length >= VARIANT_AXES_MAX}
        onClick={() => append({ name: '', options: [] })}
      >
        {t('add')}
      </Button>
      {errorOf('variants') ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorOf('variants')}
        </p>
      ) : null}
    </div>
  );
}
