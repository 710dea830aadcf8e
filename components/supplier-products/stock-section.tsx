'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';

import type { SupplierProductFormValues } from '@/lib/api/schemas/supplier-products';
import { STOCK_TYPES } from '@/lib/domain/vocabulary';

import { FormSection } from './form-section';
import { ItemSelectField, ItemTextField } from './item-text-field';

/** Whole units typed, or 0 while it is not a number. */
const typedCount = (text: unknown) =>
  typeof text === 'string' && /^\d+$/.test(text.trim()) ? Number(text) : 0;

/**
 * Stock type and units, and the most one purchase may take. An experience's units are its places
 * (its own section); combinations with their own stock add up to the item's.
 */
export function StockSection() {
  const t = useTranslations('itemEditor');
  const { control } = useFormContext<SupplierProductFormValues>();
  const [type, rows] = useWatch({ control, name: ['type', 'variant_stock'] });
  const perVariant = (rows ?? []).length > 0;
  return (
    <FormSection title={t('sections.stock')}>
      <ItemSelectField
        name="stock_type"
        label={t('fields.stockType')}
        options={STOCK_TYPES.map((value) => [value, t(`options.stockTypes.${value}`)] as const)}
      />
      {type === 'experience' ? null : perVariant ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('fields.availableFromVariants', {
            total: String((rows ?? []).reduce((sum, row) => sum + typedCount(row.available), 0)),
          })}
        </p>
      ) : (
        <ItemTextField name="available" label={t('fields.available')} inputMode="numeric" />
      )}
      <ItemTextField
        name="max_purchase_amount"
        label={t('fields.maxPurchase')}
        hint={t('fields.maxPurchaseHint')}
        inputMode="numeric"
      />
    </FormSection>
  );
}
