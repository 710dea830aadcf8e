'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { LABEL_CLASS } from '@/components/ui/control-classes';
import { Field, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { Shop } from '@/lib/api/schemas/shop';
import { ShopContactFormSchema } from '@/lib/api/schemas/shop-settings';
import { CONTACT_EMAIL_MAX } from '@/lib/domain/shop/shop-settings-rules';

import { SettingsFormFooter } from './settings-form-footer';
import { useFieldErrorText } from './use-field-error-text';
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
}: {
  shopSlug: string;
  shop: Pick<
    Shop,
    | 'contact_email'
    | 'contact_country_code'
    | 'contact_phone'
    | 'whatsapp_country_code'
    | 'whatsapp_phone'
  >;
  callingCodes: CallingCodeOption[];
}) {
  const id = useId();
  const t = useTranslations('shopSettings.contact');
  const fieldErrorText = useFieldErrorText();
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
  const { save, toaster, failure } = useSettingsSave<Values>({
    shopSlug,
    setError,
    fields: [
      'contact_email',
      'contact_country_code',
      'contact_phone',
      'whatsapp_country_code',
      'whatsapp_phone',
    ],
  });
  const error = (key: keyof Values) =>
    fieldErrorText(formState.errors[key]?.message, { max: CONTACT_EMAIL_MAX });

  const phoneRow = (
    codeKey: 'contact_country_code' | 'whatsapp_country_code',
    phoneKey: 'contact_phone' | 'whatsapp_phone',
    title: string,
    hint?: string,
  ) => (
    <fieldset aria-describedby={hint}>
      <legend className={LABEL_CLASS}>{title}</legend>
      <div className="mt-1 grid grid-cols-[minmax(0,10rem)_1fr] gap-2">
        <Field
          id={`${id}-${codeKey}`}
          label={t('countryCode')}
          labelClassName="sr-only"
          error={error(codeKey)}
        >
          {(control) => (
            <Select {...control} className="mt-0" {...register(codeKey)}>
              <option value="">{t('noCountry')}</option>
              {callingCodes.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id={`${id}-${phoneKey}`}
          label={title}
          labelClassName="sr-only"
          error={error(phoneKey)}
        >
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              className="mt-0"
              {...register(phoneKey)}
            />
          )}
        </Field>
      </div>
      {hint ? <FieldHint id={hint}>{t('whatsappHint')}</FieldHint> : null}
    </fieldset>
  );

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save(values))}
      aria-busy={formState.isSubmitting || undefined}
      className="space-y-5"
    >
      <Field id={`${id}-contact_email`} label={t('email')} error={error('contact_email')}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            maxLength={CONTACT_EMAIL_MAX}
            {...register('contact_email')}
          />
        )}
      </Field>
      {phoneRow('contact_country_code', 'contact_phone', t('phone'))}
      {phoneRow('whatsapp_country_code', 'whatsapp_phone', t('whatsapp'), `${id}-whatsapp-hint`)}
      <SettingsFormFooter toaster={toaster} failure={failure} submitting={formState.isSubmitting} />
    </form>
  );
}
