'use client';

import { useMemo } from 'react';

import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  displayPhone,
  PHONE_COUNTRIES,
  phoneCountry,
  phoneMaxLength,
  storedPhone,
} from '@/lib/domain/accounts/phone';

export interface PhoneInputProps {
  id: string;
  locale: string;
  labels: { country: string; phone: string };
  /** ISO code of the chosen country. */
  country: string;
  onCountryChange: (country: string, callingCode: string) => void;
  /** The stored value: digits without the calling code. */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  describedBy?: string;
  invalid?: boolean;
}

/**
 * Country and national number (spec 02 §5): the input's length is limited by country, the value
 * is kept as digits without the calling code, and shown as `(###) ###-####` with exactly 10 digits.
 */
export function PhoneInput({
  id,
  locale,
  labels,
  country,
  onCountryChange,
  value,
  onChange,
  onBlur,
  describedBy,
  invalid,
}: PhoneInputProps) {
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const callingCode = phoneCountry(country)?.callingCode ?? '52';
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
      <Field id={`${id}-country`} label={labels.country}>
        {(control) => (
          <Select
            {...control}
            value={country}
            onChange={(event) => {
              const next = phoneCountry(event.target.value);
              if (next) onCountryChange(next.code, next.callingCode);
            }}
          >
            {PHONE_COUNTRIES.map((option) => (
              <option key={option.code} value={option.code}>
                {`${names.of(option.code) ?? option.code} (+${option.callingCode})`}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={id} label={labels.phone} describedBy={describedBy} invalid={invalid}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={phoneMaxLength(country)}
            value={displayPhone(value)}
            onChange={(event) => onChange(storedPhone(event.target.value, callingCode))}
            onBlur={onBlur}
          />
        )}
      </Field>
    </div>
  );
}
