'use client';

import { useLocale, useTranslations } from 'next-intl';

import type { Category } from '@/lib/api/schemas/category';
import { ITEM_NAME_MAX } from '@/lib/domain/items/item-rules';
import { PRODUCT_TYPES } from '@/lib/domain/vocabulary';

import { FormSection } from './form-section';
import { ItemSelectField, ItemTextField } from './item-text-field';
import { RichTextField } from './rich-text-field';

/** Type, names, category and descriptions. */
export function BasicsSection({ categories }: { categories: readonly Category[] }) {
  const t = useTranslations('itemEditor');
  const english = useLocale() === 'en';
  return (
    <FormSection title={t('sections.basics')}>
      <ItemSelectField
        name="type"
        label={t('fields.type')}
        options={PRODUCT_TYPES.map((type) => [type, t(`options.types.${type}`)] as const)}
      />
      <ItemTextField name="name" label={t('fields.name')} maxLength={ITEM_NAME_MAX} required />
      <ItemTextField
        name="name_en"
        label={t('fields.nameEn')}
        hint={t('fields.nameEnHint')}
        maxLength={ITEM_NAME_MAX}
        lang="en"
      />
      <ItemSelectField
        name="category_id"
        label={t('fields.category')}
        options={[
          ['', t('fields.noCategory')],
          ...categories.map(
            (category) => [category.id, english ? category.name_en : category.name_es] as const,
          ),
        ]}
      />
      <RichTextField
        name="description"
        label={t('fields.description')}
        hint={t('fields.descriptionHint')}
      />
      <RichTextField name="description_en" label={t('fields.descriptionEn')} />
    </FormSection>
  );
}
