'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';

import type { SupplierProductFormValues } from '@/lib/api/schemas/supplier-products';
import { RETURN_LEGEND_MAX } from '@/lib/domain/items/item-rules';
import {
  RETURN_FEES,
  RETURN_POLICIES,
  RETURN_SHIPPING_LABELS,
  RETURN_TYPES,
} from '@/lib/domain/vocabulary';

import { FormSection } from './form-section';
import { ItemSelectField, ItemTextField } from './item-text-field';

/** The return info of spec 01 §3: whether returns are taken, the policy, who pays, the label. */
export function ReturnsSection() {
  const t = useTranslations('itemEditor');
  const { control } = useFormContext<SupplierProductFormValues>();
  const [policy, fees] = useWatch({ control, name: ['return_policy', 'return_fees'] });
  return (
    <FormSection title={t('sections.returns')}>
      <ItemSelectField
        name="return_type"
        label={t('fields.returnType')}
        options={RETURN_TYPES.map((value) => [value, t(`options.returnTypes.${value}`)] as const)}
      />
      <ItemSelectField
        name="return_policy"
        label={t('fields.returnPolicy')}
        options={RETURN_POLICIES.map(
          (value) => [value, t(`options.returnPolicies.${value}`)] as const,
        )}
      />
      {policy === 'customized' ? (
        <ItemTextField
          name="return_policy_legend"
          label={t('fields.returnPolicyLegend')}
          maxLength={RETURN_LEGEND_MAX}
          required
        />
      ) : null}
      <ItemSelectField
        name="return_fees"
        label={t('fields.returnFees')}
        options={RETURN_FEES.map((value) => [value, t(`options.returnFees.${value}`)] as const)}
      />
      {fees === 'restocking_fees' ? (
        <ItemTextField
          name="restocking_fees"
          label={t('fields.restockingFees')}
          inputMode="decimal"
          required
        />
      ) : null}
      <ItemSelectField
        name="return_shipping_label"
        label={t('fields.returnShippingLabel')}
        options={RETURN_SHIPPING_LABELS.map(
          (value) => [value, t(`options.returnShippingLabels.${value}`)] as const,
        )}
      />
    </FormSection>
  );
}
