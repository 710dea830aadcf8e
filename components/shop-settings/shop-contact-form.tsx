'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import type { Shop } from '@/lib/api/schemas/shop';
import { ShopContactFormSchema } from '@/lib/api/schemas/shop-settings';
import { CONTACT_EMAIL_MAX } from '@/lib/domain/shop/shop-settings-rules';

import { FieldError } from '../account/field-error';
import { FIELD, HINT, LABEL } from '../account/form-styles';
import { SettingsFormFooter } from './settings-form-footer';
import { fieldErrorText, type SaveLabels, type ShopSettingsLabels } from './shop-settings-labels';
import { useSettingsSave } from './use-settings-save';

type Values = z.input<typeof ShopContactFormSchema>;
type Output = z.output<typeof ShopContactFormSchema>;

/** A calling code to choose, named in the page's language (`México (+52)`). */
export interface CallingCodeOption {
  value: string;
  label: string;
}

/** The shop's contact e-mail and phone, and its WhatsApp number (spec 01 §2, §3). */
export function ShopContactForm({
  shopSlug,
  shop,
  callingCodes,
  labels,
}: {
  shopSlug: string;
  shop: Pick<Shop, 'contact_email' | 'contact_country_code' | 'contact_phone' | 'whatsapp_country_code' | 'whatsapp_phone'>;
  callingCodes: CallingCodeOption[];
  labels: SaveLabels & Pick<ShopSettingsLabels, 'contact'>;
}) {
  const id = useId();
  const t = labels.contact;
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(ShopContactFormSchema),
    mode: 'onTouched',
    defaultValues: {
      contact_email: shop.contact_email ?? '',
      contact_country_code: shop.contact_country_code ?? '',
      contact_phone: shop.contact_phone ?? '',
      whatsapp_country_code: shop.whatsapp_country_code ?? '',
      whatsapp_phone: shop.whatsapp_phone ?? '',
    },
  });
  const { register, formState, setError } = form;
  const { save, saved, failure } = useSettingsSave<Values>({
    shopSlug,
    labels,
    setError,
    fields: ['contact_email', 'contact_country_code', 'contact_phone', 'whatsapp_country_code', 'whatsapp_phone'],
  });
  const error = (key: keyof Values) => fieldErrorText(labels, formState.errors[key]?.message, { max: CONTACT_EMAIL_MAX });
  const described = (key: keyof Values, hint?: string) =>
    [error(key) ? `${id}-${key}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;

  const phoneRow = (codeKey: 'contact_country_code' | 'whatsapp_country_code', phoneKey: 'contact_phone' | 'whatsapp_phone', title: string, hint?: string) => (
    <fieldset aria-describedby={hint}>
      <legend className={LABEL}>{title}</legend>
      <div className="mt-1 grid grid-cols-[minmax(0,10rem)_1fr] gap-2">
        <div>
          <label htmlFor={`${id}-${codeKey}`} className="sr-only">
            {t.countryCode}
          </label>
          <select
            id={`${id}-${codeKey}`}
            aria-invalid={!!error(codeKey) || undefined}
            aria-describedby={described(codeKey)}
            className={`${FIELD} mt-0`}
            {...register(codeKey)}
          >
            <option value="">{t.noCountry}</option>
            {callingCodes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-${codeKey}-error`} message={error(codeKey)} />
        </div>
        <div>
          <label htmlFor={`${id}-${phoneKey}`} className="sr-only">
            {title}
          </label>
          <input
            id={`${id}-${phoneKey}`}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            aria-invalid={!!error(phoneKey) || undefined}
            aria-describedby={described(phoneKey)}
            className={`${FIELD} mt-0`}
            {...register(phoneKey)}
          />
          <FieldError id={`${id}-${phoneKey}-error`} message={error(phoneKey)} />
        </div>
      </div>
      {hint ? (
        <p id={hint} className={HINT}>
          {t.whatsappHint}
        </p>
      ) : null}
    </fieldset>
  );

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save(values))} aria-busy={formState.isSubmitting || undefined} className="space-y-5">
      <div>
        <label htmlFor={`${id}-contact_email`} className={LABEL}>
          {t.email}
        </label>
        <input
          id={`${id}-contact_email`}
          type="email"
          autoComplete="email"
          maxLength={CONTACT_EMAIL_MAX}
          aria-invalid={!!error('contact_email') || undefined}
          aria-describedby={described('contact_email')}
          className={FIELD}
          {...register('contact_email')}
        />
        <FieldError id={`${id}-contact_email-error`} message={error('contact_email')} />
      </div>
      {phoneRow('contact_country_code', 'contact_phone', t.phone)}
      {phoneRow('whatsapp_country_code', 'whatsapp_phone', t.whatsapp, `${id}-whatsapp-hint`)}
      <SettingsFormFooter labels={labels} saved={saved} failure={failure} submitting={formState.isSubmitting} />
    </form>
  );
}
