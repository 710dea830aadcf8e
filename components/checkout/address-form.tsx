'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { type Address, type AddressInput, AddressInputSchema } from '@/lib/api/schemas/checkout';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { checkoutRequests } from '@/lib/client/requests/checkout';
import { MEXICAN_STATES } from '@/lib/domain/orders/mexican-states';

import { FIELD, LABEL, PRIMARY_BUTTON } from '../account/form-styles';
import type { CheckoutLabels } from './checkout-labels';

type Values = z.input<typeof AddressInputSchema>;
type FieldName = keyof CheckoutLabels['addressFields'];

const FIELDS: ReadonlyArray<{
  name: FieldName;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel';
}> = [
  { name: 'name', autoComplete: 'name' },
  { name: 'phone', autoComplete: 'tel-national', inputMode: 'tel' },
  { name: 'street_address', autoComplete: 'address-line1' },
  { name: 'street_number', autoComplete: 'address-line2' },
  { name: 'sublocality', autoComplete: 'address-level3' },
  { name: 'locality', autoComplete: 'address-level2' },
  { name: 'administrative_area_level_1', autoComplete: 'address-level1' },
  { name: 'postal_code', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'references', autoComplete: 'off' },
];

/** A new address for the book (spec 02 §3 "Address"), checked with the API's own schema. */
export function AddressForm({
  labels,
  onSaved,
  onCancel,
}: {
  labels: CheckoutLabels;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, AddressInput>({
    resolver: zodResolver(AddressInputSchema),
    mode: 'onTouched',
  });
  const { register, formState, setError } = form;
  const errorOf = (name: FieldName) => {
    const key = formState.errors[name]?.message;
    if (!key) return undefined;
    return (labels.fieldErrors as Record<string, string>)[key] ?? labels.saveFailed;
  };

  async function onSubmit(values: AddressInput) {
    setFailure(null);
    const answer = await checkoutRequests.addAddress(values);
    if (answer.ok) return onSaved(answer.data);
    for (const [name, key] of fieldErrorsOf(answer.error)) {
      if (name in labels.addressFields) setError(name as FieldName, { message: key });
    }
    setFailure(answer.error.message || labels.saveFailed);
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-label={labels.addAddress}
      className="grid gap-3 rounded-xl border border-gray-300 p-4 sm:grid-cols-2 dark:border-gray-600"
    >
      {FIELDS.map(({ name, autoComplete, inputMode }) => {
        const error = errorOf(name);
        const wide = name === 'name' || name === 'references';
        return (
          <div key={name} className={wide ? 'sm:col-span-2' : undefined}>
            <label htmlFor={`${id}-${name}`} className={LABEL}>
              {labels.addressFields[name]}
            </label>
            {name === 'administrative_area_level_1' ? (
              <select
                id={`${id}-${name}`}
                className={FIELD}
                autoComplete={autoComplete}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${name}-error` : undefined}
                defaultValue=""
                {...register(name)}
              >
                <option value="" disabled>
                  {labels.chooseState}
                </option>
                {MEXICAN_STATES.map((state) => (
                  <option key={state}>{state}</option>
                ))}
              </select>
            ) : (
              <input
                id={`${id}-${name}`}
                className={FIELD}
                autoComplete={autoComplete}
                inputMode={inputMode}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${name}-error` : undefined}
                {...register(name)}
              />
            )}
            {error ? (
              <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <p role="alert" className="text-sm text-red-700 empty:hidden sm:col-span-2 dark:text-red-300">
        {failure ?? ''}
      </p>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button
          type="submit"
          disabled={formState.isSubmitting}
          className={`${PRIMARY_BUTTON} sm:w-auto`}
        >
          {formState.isSubmitting ? labels.saving : labels.saveAddress}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-full border border-gray-300 px-5 py-2.5 font-medium hover:bg-gray-100 focus-visible:outline-2 dark:border-gray-600 dark:hover:bg-gray-800"
        >
          {labels.cancel}
        </button>
      </div>
    </form>
  );
}
