'use client';

import { useTranslations } from 'next-intl';
import { Controller, useFormContext } from 'react-hook-form';

import { Check } from '@/components/ui/check';
import type { SupplierProductFormValues } from '@/lib/api/schemas/supplier-products';

import { FormSection } from './form-section';

/** Published (else a draft no shop sees) and hidden from every shop. */
export function VisibilitySection() {
  const t = useTranslations('itemEditor');
  const { control, register } = useFormContext<SupplierProductFormValues>();
  return (
    <FormSection title={t('sections.visibility')}>
      <Controller
        control={control}
        name="list_state"
        render={({ field }) => (
          <Check
            label={t('fields.published')}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            checked={field.value === 'published'}
            onChange={(event) =>
              field.onChange(event.currentTarget.checked ? 'published' : 'unpublished')
            }
          />
        )}
      />
      <Check label={t('fields.hidden')} {...register('hiden')} />
    </FormSection>
  );
}
