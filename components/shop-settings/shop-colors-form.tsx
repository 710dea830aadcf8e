'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Toaster } from '@/components/ui/toaster';
import { ShopColorsFormSchema } from '@/lib/api/schemas/shop-settings';

import { type ColorPair, ColorPairPicker } from './color-pair-picker';
import { useFieldErrorText } from './use-field-error-text';
import { useLiveShopColors } from './use-live-shop-colors';
import { useSettingsSave } from './use-settings-save';

type Values = z.input<typeof ShopColorsFormSchema>;
type Output = z.output<typeof ShopColorsFormSchema>;

/**
 * 'Edit colours' (spec 01 §2, §6: editable colours): the shop's colour pair from the palette or the custom
 * picker, shown on the page while chosen and saved with `color1`/`color2`. Closing the dialog
 * without saving puts the saved colours back.
 */
export function ShopColorsForm({ shopSlug, initial }: { shopSlug: string; initial: ColorPair }) {
  const t = useTranslations('shopSettings');
  const fieldErrorText = useFieldErrorText();
  const [committed, setCommitted] = useState(initial);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(ShopColorsFormSchema),
    defaultValues: initial,
  });
  const { control, formState, setError, setValue, reset } = form;
  const { save, toaster, failure } = useSettingsSave<Values>({
    shopSlug,
    setError,
    fields: ['color1', 'color2'],
    onSaved: (shop) =>
      setCommitted({ color1: shop.store_theme_info.color1, color2: shop.store_theme_info.color2 }),
  });
  const [color1, color2] = useWatch({ control, name: ['color1', 'color2'] });
  const value = { color1, color2 };
  useLiveShopColors(value, committed);

  const element = useRef<HTMLFormElement>(null);
  const latest = useRef(committed);
  useEffect(() => {
    latest.current = committed;
  });
  useEffect(() => {
    const dialog = element.current?.closest('dialog');
    if (!dialog) return;
    const onClose = () => reset(latest.current);
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [reset]);

  return (
    <form
      ref={element}
      noValidate
      onSubmit={form.handleSubmit((values) => save(values))}
      aria-busy={formState.isSubmitting || undefined}
      className="space-y-5"
    >
      <ColorPairPicker
        value={value}
        onChange={(next) => {
          setValue('color1', next.color1, { shouldDirty: true });
          setValue('color2', next.color2, { shouldDirty: true });
        }}
        errors={{
          color1: fieldErrorText(formState.errors.color1?.message),
          color2: fieldErrorText(formState.errors.color2?.message),
        }}
      />
      <Toaster id={toaster} />
      <Notice role="alert" message={failure} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
