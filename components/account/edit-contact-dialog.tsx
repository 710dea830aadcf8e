'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { ContactType } from '@/lib/api/schemas/auth';
import {
  defaultPhoneCountry,
  displayPhone,
  phoneCountry,
  stripWhitespace,
} from '@/lib/domain/accounts/phone';
import { authRequests } from '@/lib/client/requests/auth';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';

import { PhoneInput } from './phone-input';
import { useAuthTexts } from './use-auth-texts';

/**
 * Edit the e-mail or phone from the PIN card, in a modal over it (spec 02 §2, §4): a new PIN goes
 * to the new address and the card shows it. The card works only with JavaScript, so the dialog is
 * the kit's Radix one.
 */
export function EditContactDialog({
  code,
  type,
  locale,
  country: initialCountry,
  onSaved,
}: {
  code: string;
  type: ContactType;
  locale: string;
  country?: string;
  onSaved: (code: string, shownContact: string) => void;
}) {
  const t = useTranslations('account');
  const signup = useTranslations('signup');
  const { knownFieldError, genericError } = useAuthTexts();
  const id = useId();
  const [value, setValue] = useState('');
  const [country, setCountry] = useState(
    phoneCountry(initialCountry ?? '') ?? defaultPhoneCountry(locale),
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
      setError((key && knownFieldError(key)) || answer.error.message || genericError);
      return;
    }
    onSaved(answer.data.code, type === 'phone' ? displayPhone(value) : value);
    setValue('');
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link">{t('editContact')}</Button>
      </DialogTrigger>
      <DialogContent title={t('editContact')} closeLabel={t('close')}>
        <form noValidate onSubmit={save} className="space-y-4">
          {type === 'phone' ? (
            <PhoneInput
              id={`${id}-phone`}
              locale={locale}
              labels={{ country: signup('country'), phone: signup('phone') }}
              country={country.code}
              onCountryChange={(code) => setCountry(phoneCountry(code) ?? country)}
              value={value}
              onChange={setValue}
              invalid={!!error}
              describedBy={error ? `${id}-error` : undefined}
            />
          ) : (
            <Field
              id={`${id}-email`}
              label={signup('email')}
              describedBy={error ? `${id}-error` : undefined}
              invalid={!!error}
            >
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  autoComplete="email"
                  maxLength={254}
                  value={value}
                  onChange={(event) => setValue(stripWhitespace(event.target.value))}
                  onKeyDown={(event) => {
                    if (event.key === ' ') event.preventDefault();
                  }}
                />
              )}
            </Field>
          )}
          <FieldError id={`${id}-error`}>{error}</FieldError>
          <Button type="submit" disabled={busy}>
            {t('save')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
