'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { Check } from '@/components/ui/check';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { SupplierProductFormValues } from '@/lib/api/schemas/supplier-products';
import { combinationKey, combinations, type VariantAxis } from '@/lib/domain/items/item-variants';

import { useItemFieldError } from './use-item-field-error';

type StockRow = NonNullable<SupplierProductFormValues['variant_stock']>[number];

/** The axes as the server will read them: named, with options, trimmed. */
function usableAxes(axes: SupplierProductFormValues['variants']): VariantAxis[] {
  return (axes ?? [])
    .map((axis) => ({ name: axis.name.trim(), options: axis.options.map((o) => o.trim()) }))
    .filter((axis) => axis.name && axis.options.length > 0);
}

/** A combination as a cart line names it: `Talla: M / Color: Rojo`. */
const labelOf = (options: Record<string, string>) =>
  Object.entries(options)
    .map(([name, option]) => `${name}: ${option}`)
    .join(' / ');

/**
 * Whether each combination of the variants has its own stock and price, and their table: one row
 * per combination, kept in step with the axes (a combination's values stay while it exists).
 */
export function VariantStockTable() {
  const t = useTranslations('itemEditor.variants');
  const { control, register, setValue, getValues } = useFormContext<SupplierProductFormValues>();
  const axes = useWatch({ control, name: 'variants' });
  const rows = useWatch({ control, name: 'variant_stock' }) ?? [];
  const [own, setOwn] = useState(() => (getValues('variant_stock') ?? []).length > 0);
  const errorOf = useItemFieldError();
  const usable = usableAxes(axes);
  const shape = JSON.stringify(usable);

  useEffect(() => {
    const current = getValues('variant_stock') ?? [];
    const axesNow = JSON.parse(shape) as VariantAxis[];
    const next: StockRow[] = own
      ? combinations(axesNow).map(
          (options) =>
            current.find(
              (row) => combinationKey(axesNow, row.options) === combinationKey(axesNow, options),
            ) ?? {
              options,
              available: '',
              list_price: '',
            },
        )
      : [];
    if (JSON.stringify(next) !== JSON.stringify(current)) {
      setValue('variant_stock', next, { shouldDirty: true });
    }
  }, [own, shape, getValues, setValue]);

  if (usable.length === 0) return null;
  return (
    <div className="space-y-3">
      <Check
        label={t('ownStock')}
        checked={own}
        onChange={(event) => setOwn(event.currentTarget.checked)}
      />
      {own && rows.length > 0 ? (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('combination')}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('stock')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('ownPrice')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const variant = labelOf(row.options);
              return (
                <tr key={variant} className="border-t border-gray-200 dark:border-gray-700">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    {variant}
                  </th>
                  <td className="py-2 pr-3 align-top">
                    <Field
                      label={<span className="sr-only">{t('combinationStock', { variant })}</span>}
                      error={errorOf(`variant_stock.${index}.available`)}
                    >
                      {(controlProps) => (
                        <Input
                          {...controlProps}
                          inputMode="numeric"
                          className="mt-0"
                          {...register(`variant_stock.${index}.available`)}
                        />
                      )}
                    </Field>
                  </td>
                  <td className="py-2 align-top">
                    <Field
                      label={<span className="sr-only">{t('combinationPrice', { variant })}</span>}
                      error={errorOf(`variant_stock.${index}.list_price`)}
                    >
                      {(controlProps) => (
                        <Input
                          {...controlProps}
                          inputMode="decimal"
                          className="mt-0"
                          {...register(`variant_stock.${index}.list_price`)}
                        />
                      )}
                    </Field>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {errorOf('variant_stock') ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorOf('variant_stock')}
        </p>
      ) : null}
    </div>
  );
}
