'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';

import type { SupplierProductFormValues } from '@/lib/api/schemas/supplier-products';
import { DIGITAL_URL_MAX, EXPERIENCE_PLACE_MAX } from '@/lib/domain/items/item-rules';

import { DigitalFileField } from './digital-file-field';
import { FormSection } from './form-section';
import { ItemTextField } from './item-text-field';

/**
 * What only some types have: an experience's date, place and places; a digital item's link and
 * stored file (one of them at least).
 */
export function TypeDetailsSection({ supplierId }: { supplierId: string }) {
  const t = useTranslations('itemEditor');
  const { control } = useFormContext<SupplierProductFormValues>();
  const type = useWatch({ control, name: 'type' });
  if (type === 'experience') {
    return (
      <FormSection title={t('sections.experience')}>
        <ItemTextField
          name="experience_date"
          label={t('fields.experienceDate')}
          type="datetime-local"
          required
        />
        <ItemTextField
          name="experience_place"
          label={t('fields.experiencePlace')}
          maxLength={EXPERIENCE_PLACE_MAX}
        />
        <ItemTextField
          name="experience_available"
          label={t('fields.experienceAvailable')}
          inputMode="numeric"
          required
        />
      </FormSection>
    );
  }
  if (type === 'digital') {
    return (
      <FormSection title={t('sections.digital')}>
        <ItemTextField
          name="digital_url"
          label={t('fields.digitalUrl')}
          hint={t('fields.digitalUrlHint')}
          type="url"
          maxLength={DIGITAL_URL_MAX}
        />
        <DigitalFileField supplierId={supplierId} />
      </FormSection>
    );
  }
  return null;
}
