'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';

import { Check } from '@/components/ui/check';
import { LABEL_CLASS } from '@/components/ui/control-classes';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { Shop } from '@/lib/api/schemas/shop';
import { ShopAppearanceFormSchema } from '@/lib/api/schemas/shop-settings';
import { FOOTER_STYLES, THEMES } from '@/lib/domain/vocabulary';

import { ColorInput } from './color-input';
import { ColorPairPicker } from './color-pair-picker';
import { SettingsFormFooter } from './settings-form-footer';
import { useFieldErrorText } from './use-field-error-text';
import { useLiveShopColors } from './use-live-shop-colors';
import { useSettingsSave } from './use-settings-save';

type Values = z.input<typeof ShopAppearanceFormSchema>;
type Output = z.output<typeof ShopAppearanceFormSchema>;

const FOOTER_DEFAULTS = { footer_bg: '#111827', footer_fg: '#f9fafb' } as const;

/** The settings page's appearance (spec 01 §2, §3): theme, columns, colours, footer, dark mode and search bar. */
export function ShopAppearanceForm({ shopSlug, shop }: { shopSlug: string; shop: Shop }) {
  const id = useId();
  const t = useTranslations('shopSettings.appearance');
  const fieldErrorText = useFieldErrorText();
  const initial: Values = {
    theme: shop.theme,
    columns: shop.store_theme_info.columns === 1 ? 1 : 2,
    color1: shop.store_theme_info.color1,
    color2: shop.store_theme_info.color2,
    footer_style: shop.footer_style,
    footer_bg: shop.footer_bg,
    footer_fg: shop.footer_fg,
    darkmode: shop.darkmode,
    hidden_darkmode: shop.hidden_darkmode,
    hidden_search_bar: shop.hidden_search_bar,
  };
  const [committed, setCommitted] = useState({ color1: initial.color1, color2: initial.color2 });
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(ShopAppearanceFormSchema),
    defaultValues: initial,
  });
  const { control, register, formState, setError, setValue } = form;
  const [color1, color2, columnsNow, footerBg, footerFg] = useWatch({
    control,
    name: ['color1', 'color2', 'columns', 'footer_bg', 'footer_fg'],
  });
  const { save, toaster, failure } = useSettingsSave<Values>({
    shopSlug,
    setError,
    fields: Object.keys(initial) as (keyof Values)[],
    onSaved: (next) =>
      setCommitted({ color1: next.store_theme_info.color1, color2: next.store_theme_info.color2 }),
  });
  const colors = { color1, color2 };
  useLiveShopColors(colors, committed);
  const customFooter = footerBg !== null || footerFg !== null;
  const error = (key: keyof Values) => fieldErrorText(formState.errors[key]?.message);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save(values))}
      aria-busy={formState.isSubmitting || undefined}
      className="space-y-6"
    >
      <fieldset>
        <legend className={LABEL_CLASS}>{t('theme')}</legend>
        <div className="mt-2 grid gap-2">
          {THEMES.map((theme) => (
            <Check
              key={theme}
              type="radio"
              look="card"
              label={t(`themes.${theme}`)}
              value={theme}
              {...register('theme')}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={LABEL_CLASS}>{t('columns')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {([1, 2] as const).map((columns) => (
            <Check
              key={columns}
              type="radio"
              look="card"
              label={columns === 1 ? t('columnsOne') : t('columnsTwo')}
              name={`${id}-columns`}
              checked={columnsNow === columns}
              onChange={() => setValue('columns', columns, { shouldDirty: true })}
            />
          ))}
        </div>
      </fieldset>
      <ColorPairPicker
        value={colors}
        onChange={(next) => {
          setValue('color1', next.color1, { shouldDirty: true });
          setValue('color2', next.color2, { shouldDirty: true });
        }}
        errors={{ color1: error('color1'), color2: error('color2') }}
      />
      <fieldset className="space-y-3">
        <legend className={LABEL_CLASS}>{t('footer')}</legend>
        <Field id={`${id}-footer-style`} label={t('footerStyle')}>
          {(control) => (
            <Select {...control} {...register('footer_style')}>
              {FOOTER_STYLES.map((style) => (
                <option key={style} value={style}>
                  {t(`footerStyles.${style}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Check
          label={t('footerCustom')}
          checked={customFooter}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            setValue('footer_bg', on ? FOOTER_DEFAULTS.footer_bg : null, { shouldDirty: true });
            setValue('footer_fg', on ? FOOTER_DEFAULTS.footer_fg : null, { shouldDirty: true });
          }}
        />
        {customFooter ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {(['footer_bg', 'footer_fg'] as const).map((key) => (
              <ColorInput
                key={key}
                id={`${id}-${key}`}
                label={key === 'footer_bg' ? t('footerBg') : t('footerFg')}
                value={(key === 'footer_bg' ? footerBg : footerFg) ?? FOOTER_DEFAULTS[key]}
                onChange={(color) => setValue(key, color, { shouldDirty: true })}
                error={error(key)}
              />
            ))}
          </div>
        ) : null}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className={LABEL_CLASS}>{t('display')}</legend>
        {(['darkmode', 'hidden_darkmode', 'hidden_search_bar'] as const).map((flag) => (
          <Check
            key={flag}
            label={
              flag === 'darkmode'
                ? t('darkmode')
                : flag === 'hidden_darkmode'
                  ? t('hiddenDarkmode')
                  : t('hiddenSearchBar')
            }
            {...register(flag)}
          />
        ))}
      </fieldset>
      <SettingsFormFooter toaster={toaster} failure={failure} submitting={formState.isSubmitting} />
    </form>
  );
}
