'use client';

import type { ComponentProps, ReactNode } from 'react';
import { type FieldPath, useFormContext } from 'react-hook-form';

import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { SupplierProductFormValues } from '@/lib/api/schemas/supplier-products';

import { useItemFieldError } from './use-item-field-error';

/** A text, number, date or address input of the item editor, with its label, hint and error. */
export function ItemTextField({
  name,
  label,
  hint,
  ...input
}: {
  name: FieldPath<SupplierProductFormValues>;
  label: ReactNode;
  hint?: ReactNode;
} & Omit<ComponentProps<'input'>, 'name'>) {
  const { register } = useFormContext<SupplierProductFormValues>();
  const errorOf = useItemFieldError();
  return (
    <Field label={label} hint={hint} error={errorOf(name)}>
      {(control) => <Input {...control} {...input} {...register(name)} />}
    </Field>
  );
}

/** A select of the item editor, its options given as value → words. */
export function ItemSelectField({
  name,
  label,
  hint,
  options,
}: {
  name: FieldPath<SupplierProductFormValues>;
  label: ReactNode;
  hint?: ReactNode;
  options: ReadonlyArray<readonly [value: string, words: string]>;
}) {
  const { register } = useFormContext<SupplierProductFormValues>();
  const errorOf = useItemFieldError();
  return (
    <Field label={label} hint={hint} error={errorOf(name)}>
      {(control) => (
        <Select {...control} {...register(name)}>
          {options.map(([value, words]) => (
            <option key={value} value={value}>
              {words}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
