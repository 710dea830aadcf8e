'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { type Address, type AddressInput, AddressInputSchema } from '@/lib/api/schemas/checkout';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { checkoutRequests } from '@/lib/client/requests/checkout';
import type { AppMessages } from '@/lib/i18n/catalogues';
import { MEXICAN_STATES } from '@/lib/domain/orders/mexican-states';

type Values = z.input<typeof AddressInputSchema>;
type FieldName = keyof AppMessages['checkout']['addressFields'];

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
  onSaved,
  onCancel,
}: {
  onSaved: (address: Address) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('checkout');
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
    return t.has(`fieldErrors.${key}` as 'fieldErrors.required')
      ? t(`fieldErrors.${key}` as 'fieldErrors.required')
      : t('saveFailed');
  };

  async function onSubmit(values: AddressInput) {
    setFailure(null);
    const answer = await checkoutRequests.addAddress(values);
    if (answer.ok) return onSaved(answer.data);
    for (const [name, key] of fieldErrorsOf(answer.error)) {
      if (t.has(`addressFields.${name}` as 'addressFields.name'))
        setError(name as FieldName, { message: key });
    }
    setFailure(answer.error.message || t('saveFailed'));
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-label={t('addAddress')}
      className="grid gap-3 rounded-xl border border-gray-300 p-4 sm:grid-cols-2 dark:border-gray-600"
    >
      {FIELDS.map(({ name, autoComplete, inputMode }) => {
        const error = errorOf(name);
        const wide = name === 'name' || name === 'references';
        return (
          <Field
            key={name}
            id={`${id}-${name}`}
            label={t(`addressFields.${name}`)}
            error={error}
            className={wide ? 'sm:col-span-2' : undefined}
          >
            {(control) =>
              name === 'administrative_area_level_1' ? (
                <Select
                  {...control}
                  autoComplete={autoComplete}
                  defaultValue=""
                  {...register(name)}
                >
                  <option value="" disabled>
                    {t('chooseState')}
                  </option>
                  {MEXICAN_STATES.map((state) => (
                    <option key={state}>{state}</option>
                  ))}
                </Select>
              ) : (
                <Input
                  {...control}
                  autoComplete={autoComplete}
                  inputMode={inputMode}
                  {...register(name)}
                />
              )
            }
          </Field>
        );
      })}
      <FieldError role="alert" className="sm:col-span-2">
        {failure}
      </FieldError>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" width="responsive" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('saving') : t('saveAddress')}
        </Button>
        <Button variant="outline" size="lg" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
