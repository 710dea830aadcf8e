'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Check } from '@/components/ui/check';
import { LABEL_CLASS } from '@/components/ui/control-classes';
import { FieldHint } from '@/components/ui/field';
import { ShopSectionsFormSchema } from '@/lib/api/schemas/shop-settings';
import { SECTIONS, type Section } from '@/lib/domain/vocabulary';

import { SettingsFormFooter } from './settings-form-footer';
import { useFieldErrorText } from './use-field-error-text';
import { useSettingsSave } from './use-settings-save';

type Values = z.input<typeof ShopSectionsFormSchema>;
type Output = z.output<typeof ShopSectionsFormSchema>;

/** The shop's sections (`sections_info`, spec 01 §3): the enabled ones appear in its menu. */
export function ShopSectionsForm({
  shopSlug,
  initial,
  names,
}: {
  shopSlug: string;
  initial: Section[];
  /** Each section's name as the shop menu shows it. */
  names: Record<Section, string>;
}) {
  const t = useTranslations('shopSettings.sections');
  const fieldErrorText = useFieldErrorText();
  const id = useId();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(ShopSectionsFormSchema),
    defaultValues: { sections_info: initial },
  });
  const { register, formState, setError } = form;
  const { save, toaster, failure } = useSettingsSave<Values>({
    shopSlug,
    setError,
    fields: ['sections_info'],
  });
  const error = fieldErrorText(formState.errors.sections_info?.message);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save(values))}
      aria-busy={formState.isSubmitting || undefined}
      className="space-y-4"
    >
      <fieldset aria-describedby={`${id}-hint`}>
        <legend className={LABEL_CLASS}>{t('legend')}</legend>
        <FieldHint id={`${id}-hint`}>{t('hint')}</FieldHint>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {SECTIONS.map((section) => (
            <Check
              key={section}
              label={names[section]}
              value={section}
              {...register('sections_info')}
            />
          ))}
        </div>
        {error ? <p className="mt-1 text-sm text-red-700 dark:text-red-300">{error}</p> : null}
      </fieldset>
      <SettingsFormFooter toaster={toaster} failure={failure} submitting={formState.isSubmitting} />
    </form>
  );
}
