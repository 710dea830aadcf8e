'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { Shop } from '@/lib/api/schemas/shop';
import { ShopSeoFormSchema } from '@/lib/api/schemas/shop-settings';
import { SEO_DESCRIPTION_MAX, SEO_DESCRIPTION_SHOWN } from '@/lib/domain/shop/shop-settings-rules';

import { SettingsFormFooter } from './settings-form-footer';
import { useFieldErrorText } from './use-field-error-text';
import { useSettingsSave } from './use-settings-save';

type Values = z.input<typeof ShopSeoFormSchema>;
type Output = z.output<typeof ShopSeoFormSchema>;

/** What search engines read (spec 01 §3, design §3): the description and the shop's own domain. */
export function ShopSeoForm({
  shopSlug,
  shop,
}: {
  shopSlug: string;
  shop: Pick<Shop, 'seo_description' | 'canonical_domain'>;
}) {
  const id = useId();
  const t = useTranslations('shopSettings.seo');
  const fieldErrorText = useFieldErrorText();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(ShopSeoFormSchema),
    mode: 'onTouched',
    defaultValues: {
      seo_description: shop.seo_description ?? '',
      canonical_domain: shop.canonical_domain ?? '',
    },
  });
  const { register, formState, setError } = form;
  const { save, toaster, failure } = useSettingsSave<Values>({
    shopSlug,
    setError,
    fields: ['seo_description', 'canonical_domain'],
  });
  const error = (key: keyof Values) =>
    fieldErrorText(formState.errors[key]?.message, { max: SEO_DESCRIPTION_MAX });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save(values))}
      aria-busy={formState.isSubmitting || undefined}
      className="space-y-5"
    >
      <Field
        id={`${id}-seo_description`}
        label={t('description')}
        hint={t('descriptionHint', { shown: SEO_DESCRIPTION_SHOWN, max: SEO_DESCRIPTION_MAX })}
        error={error('seo_description')}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={SEO_DESCRIPTION_MAX}
            {...register('seo_description')}
          />
        )}
      </Field>
      <Field
        id={`${id}-canonical_domain`}
        label={t('domain')}
        hint={t('domainHint')}
        error={error('canonical_domain')}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="mitienda.mx"
            {...register('canonical_domain')}
          />
        )}
      </Field>
      <SettingsFormFooter toaster={toaster} failure={failure} submitting={formState.isSubmitting} />
    </form>
  );
}
