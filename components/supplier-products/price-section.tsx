'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';

import { Check } from '@/components/ui/check';
import type { SupplierProductFormValues } from '@/lib/api/schemas/supplier-products';
import { formatPrice, toMinorUnits } from '@/lib/domain/catalogue/price';
import { BASE_PLAN_COMMISSION_RATE_BP, resaleEarning } from '@/lib/domain/items/item-rules';
import { CURRENCIES } from '@/lib/domain/vocabulary';

import { FormSection } from './form-section';
import { ItemSelectField, ItemTextField } from './item-text-field';

/** Minor units of a price as typed, or null while it is not one. */
function typedMinor(text: unknown): number | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  try {
    return toMinorUnits(text);
  } catch {
    return null;
  }
}

/**
 * Price, crossed-out price, currency, free and hidden price, and the contribution margin with
 * what a reseller on the base plan earns from it (spec 03 §1, §9: margin × plan rate).
 */
export function PriceSection() {
  const t = useTranslations('itemEditor');
  const format = useFormatter();
  const { control, register } = useFormContext<SupplierProductFormValues>();
  const [isFree, margin, currency] = useWatch({
    control,
    name: ['is_free', 'contribution_margin', 'currency'],
  });
  const marginMinor = typedMinor(margin);
  return (
    <FormSection title={t('sections.price')}>
      <Check label={t('fields.isFree')} {...register('is_free')} />
      {isFree ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <ItemTextField
            name="list_price"
            label={t('fields.listPrice')}
            hint={t('fields.listPriceHint')}
            inputMode="decimal"
            required
          />
          <ItemTextField
            name="crossout_price"
            label={t('fields.crossoutPrice')}
            hint={t('fields.crossoutPriceHint')}
            inputMode="decimal"
          />
        </div>
      )}
      <ItemSelectField
        name="currency"
        label={t('fields.currency')}
        options={CURRENCIES.map((code) => [code, t(`options.currencies.${code}`)] as const)}
      />
      <Check label={t('fields.hidePrice')} {...register('hide_price')} />
      <ItemTextField
        name="contribution_margin"
        label={t('fields.contributionMargin')}
        hint={
          marginMinor !== null && marginMinor > 0
            ? `${t('fields.contributionMarginHint')} ${t('fields.earning', {
                amount: formatPrice(resaleEarning(marginMinor), currency ?? 'MXN'),
                rate: format.number(BASE_PLAN_COMMISSION_RATE_BP / 10_000, { style: 'percent' }),
              })}`
            : t('fields.contributionMarginHint')
        }
        inputMode="decimal"
      />
    </FormSection>
  );
}
