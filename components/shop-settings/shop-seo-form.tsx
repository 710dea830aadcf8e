'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { fill } from '@/components/catalogues/catalogue-labels';
import type { Shop } from '@/lib/api/schemas/shop';
import { ShopSeoFormSchema } from '@/lib/api/schemas/shop-settings';
import { SEO_DESCRIPTION_MAX, SEO_DESCRIPTION_SHOWN } from '@/lib/domain/shop/shop-settings-rules';

import { FieldError } from '../account/field-error';
import { FIELD, HINT, LABEL } from '../account/form-styles';
import { SettingsFormFooter } from './settings-form-footer';
import { fieldErrorText, type SaveLabels, type ShopSettingsLabels } from './shop-settings-labels';
import { useSettingsSave } from './use-settings-save';

type Values = z.input<typeof ShopSeoFormSchema>;
type Output = z.output<typeof ShopSeoFormSchema>;

/** What search engines read (spec 01 §3, design §3): the description and the shop's own domain. */
export function ShopSeoForm({
  shopSlug,
  shop,
  labels,
}: {
  shopSlug: string;
  shop: Pick<Shop, 'seo_description' | 'canonical_domain'>;
  labels: SaveLabels & Pick<ShopSettingsLabels, 'seo'>;
}) {
  const id = useId();
  const t = labels.seo;
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(ShopSeoFormSchema),
    mode: 'onTouched',
    defaultValues: { seo_description: shop.seo_description ?? '', canonical_domain: shop.canonical_domain ?? '' },
  });
  const { register, formState, setError } = form;
  const { save, saved, failure } = useSettingsSave<Values>({
    shopSlug,
    labels,
    setError,
    fields: ['seo_description', 'canonical_domain'],
  });
  const error = (key: keyof Values) => fieldErrorText(labels, formState.errors[key]?.message, { max: SEO_DESCRIPTION_MAX });
  const describedBy = (key: keyof Values) => [`${id}-${key}-hint`, error(key) ? `${id}-${key}-error` : ''].filter(Boolean).join(' ');

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save(values))} aria-busy={formState.isSubmitting || undefined} className="space-y-5">
      <div>
        <label htmlFor={`${id}-seo_description`} className={LABEL}>
          {t.description}
        </label>
        <textarea
          id={`${id}-seo_description`}
          rows={3}
          maxLength={SEO_DESCRIPTION_MAX}
          aria-invalid={!!error('seo_description') || undefined}
          aria-describedby={describedBy('seo_description')}
          className={FIELD}
          {...register('seo_description')}
        />
        <p id={`${id}-seo_description-hint`} className={HINT}>
          {fill(t.descriptionHint, { shown: SEO_DESCRIPTION_SHOWN, max: SEO_DESCRIPTION_MAX })}
        </p>
        <FieldError id={`${id}-seo_description-error`} message={error('seo_description')} />
      </div>
      <div>
        <label htmlFor={`${id}-canonical_domain`} className={LABEL}>
          {t.domain}
        </label>
        <input
          id={`${id}-canonical_domain`}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="mitienda.mx"
          aria-invalid={!!error('canonical_domain') || undefined}
          aria-describedby={describedBy('canonical_domain')}
          className={FIELD}
          {...register('canonical_domain')}
        />
        <p id={`${id}-canonical_domain-hint`} className={HINT}>
          {t.domainHint}
        </p>
        <FieldError id={`${id}-canonical_domain-error`} message={error('canonical_domain')} />
      </div>
      <SettingsFormFooter labels={labels} saved={saved} failure={failure} submitting={formState.isSubmitting} />
    </form>
  );
}
