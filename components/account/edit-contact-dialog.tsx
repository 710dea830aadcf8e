'use client';

import { type FormEvent, useId, useState } from 'react';

import type { ContactType } from '@/lib/api/schemas/auth';
import {
  defaultPhoneCountry,
  displayPhone,
  phoneCountry,
  stripWhitespace,
} from '@/lib/domain/accounts/phone';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { authRequests } from '@/lib/client/requests/auth';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';

import { FieldError } from './field-error';
import { FIELD, LABEL, LINK_BUTTON, PRIMARY_BUTTON } from './form-styles';
import { PhoneInput } from './phone-input';

export interface EditContactLabels {
  open: string;
  close: string;
  email: string;
  phone: string;
  country: string;
  save: string;
  genericError: string;
  fieldErrors: Record<string, string>;
}

/**
 * Edit the e-mail or phone from the PIN card, in a modal over it (spec 02 §2, §4): a new PIN goes
 * to the new address and the card shows it.
 */
export function EditContactDialog({
  code,
  type,
  locale,
  country: initialCountry,
  labels,
  onSaved,
}: {
  code: string;
  type: ContactType;
  locale: string;
  country?: string;
  labels: EditContactLabels;
  onSaved: (code: string, shownContact: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [country, setCountry] = useState(
    phoneCountry(initialCountry ?? '') ?? defaultPhoneCountry(locale),
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const dialog = event.currentTarget.closest('dialog');
    setBusy(true);
    setError(null);
    const answer = await authRequests.updateContact(
      type === 'phone'
        ? { code, type, phone: value, country_code: country.callingCode, country: country.code }
        : { code, type, username: value },
    );
    setBusy(false);
    if (!answer.ok) {
      const key = fieldErrorsOf(answer.error)[0]?.[1];
      setError((key && labels.fieldErrors[key]) || answer.error.message || labels.genericError);
      return;
    }
    onSaved(answer.data.code, type === 'phone' ? displayPhone(value) : value);
    setValue('');
    dialog?.close();
  }

  return (
    <ModalDialog
      title={labels.open}
      closeLabel={labels.close}
      triggerLabel={labels.open}
      triggerClassName={LINK_BUTTON}
    >
      <form noValidate onSubmit={save} className="space-y-4">
        {type === 'phone' ? (
          <PhoneInput
            id={`${id}-phone`}
            locale={locale}
            labels={{ country: labels.country, phone: labels.phone }}
            country={country.code}
            onCountryChange={(code) => setCountry(phoneCountry(code) ?? country)}
            value={value}
            onChange={setValue}
            invalid={!!error}
            describedBy={error ? `${id}-error` : undefined}
          />
        ) : (
          <div>
            <label htmlFor={`${id}-email`} className={LABEL}>
              {labels.email}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={value}
              onChange={(event) => setValue(stripWhitespace(event.target.value))}
              onKeyDown={(event) => {
                if (event.key === ' ') event.preventDefault();
              }}
              aria-invalid={!!error || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={FIELD}
            />
          </div>
        )}
        <FieldError id={`${id}-error`} message={error ?? undefined} />
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {labels.save}
        </button>
      </form>
    </ModalDialog>
  );
}
