'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import {
  type InvoicingProfile,
  type InvoicingProfileInput,
  InvoicingProfileInputSchema,
  type InvoicingProfileValues,
} from '@/lib/api/schemas/invoicing';
import { invoicingRequests } from '@/lib/client/requests/invoicing';
import { useHydrated } from '@/lib/client/use-hydrated';
import { normalizeRfc, rfcKind } from '@/lib/domain/invoicing/rfc';
import { regimesFor, usesFor } from '@/lib/domain/invoicing/sat-catalogues';
import { LEGAL_NAME_MAX } from '@/lib/domain/invoicing/tax-data';

import { invoicingErrorCode } from './invoicing-errors';

const FIELDS = ['rfc', 'legal_name', 'tax_regime', 'cfdi_use', 'postal_code'] as const;
type FieldName = (typeof FIELDS)[number];

/**
 * The customer's tax data (spec 02 §3 "Invoicing data"): RFC, name, régimen fiscal, uso del CFDI
 * and postal code, checked with the API's own schema (SAT's rules). The régimen list follows the
 * RFC's length (13: persona física, 12: moral) and the uso list the régimen, as SAT's catalogues
 * allow. Adds a profile, or edits `profile`; `onSaved` hears the saved one. Words: `invoicing`.
 */
export function InvoicingProfileForm({
  profile,
  onSaved,
  onCancel,
}: {
  profile?: InvoicingProfile;
  onSaved: (saved: InvoicingProfile) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations('invoicing');
  const id = useId();
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InvoicingProfileInput, unknown, InvoicingProfileValues>({
    resolver: zodResolver(InvoicingProfileInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      rfc: profile?.rfc ?? '',
      legal_name: profile?.legal_name ?? '',
      tax_regime: profile?.tax_regime ?? '',
      cfdi_use: profile?.cfdi_use ?? '',
      postal_code: profile?.postal_code ?? '',
    },
  });
  const { register, formState, setValue, control } = form;
  const [rfc, regime, use] = useWatch({ control, name: ['rfc', 'tax_regime', 'cfdi_use'] });
  const kind = rfcKind(normalizeRfc(rfc ?? ''));
  const regimes = regimesFor(kind);
  const uses = usesFor(kind, regime || null);

  // A choice the RFC or the régimen no longer allows is cleared rather than sent to be refused.
  const regimeAllowed = !regime || (regimes as string[]).includes(regime);
  const useAllowed = !use || (uses as string[]).includes(use);
  useEffect(() => {
    if (!regimeAllowed) setValue('tax_regime', '');
    if (!useAllowed) setValue('cfdi_use', '');
  }, [regimeAllowed, useAllowed, setValue]);

  const errorOf = (name: FieldName) => {
    const message = formState.errors[name]?.message;
    if (!message) return undefined;
    const code = invoicingErrorCode(message);
    return code ? t(`errors.${code}`) : t('form.genericError');
  };

  async function onSubmit(values: InvoicingProfileValues) {
    setFailure(null);
    const answer = profile
      ? await invoicingRequests.updateProfile(profile.id, values)
      : await invoicingRequests.createProfile(values);
    if (answer.ok) {
      onSaved(answer.data);
      return;
    }
    const fields = Object.entries(answer.error.fields ?? {}).filter(([name]) =>
      (FIELDS as readonly string[]).includes(name),
    ) as Array<[FieldName, string[]]>;
    fields.forEach(([name, codes], i) =>
      form.setError(name, { message: codes[0] ?? '' }, { shouldFocus: i === 0 }),
    );
    if (fields.length === 0) {
      const code = invoicingErrorCode(answer.error.code);
      setFailure(code ? t(`errors.${code}`) : t('form.genericError'));
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-busy={formState.isSubmitting || undefined}
      aria-label={profile ? t('profiles.editing', { rfc: profile.rfc }) : t('profiles.adding')}
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field id={`${id}-rfc`} label={t('form.rfc')} hint={t('form.rfcHint')} error={errorOf('rfc')}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            className="uppercase"
            {...register('rfc')}
          />
        )}
      </Field>
      <Field
        id={`${id}-postal`}
        label={t('form.postalCode')}
        hint={t('form.postalCodeHint')}
        error={errorOf('postal_code')}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            {...register('postal_code')}
          />
        )}
      </Field>
      <Field
        id={`${id}-name`}
        label={t('form.legalName')}
        hint={t('form.legalNameHint')}
        error={errorOf('legal_name')}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="organization"
            maxLength={LEGAL_NAME_MAX}
            className="uppercase"
            {...register('legal_name')}
          />
        )}
      </Field>
      <Field
        id={`${id}-regime`}
        label={t('form.taxRegime')}
        error={errorOf('tax_regime')}
        className="sm:col-span-2"
      >
        {(control) => (
          <Select {...control} className="w-full" {...register('tax_regime')}>
            <option value="">{t('form.chooseRegime')}</option>
            {regimes.map((code) => (
              <option key={code} value={code}>
                {t('codeName', { code, name: t(`regimes.${code}`) })}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id={`${id}-use`}
        label={t('form.cfdiUse')}
        error={errorOf('cfdi_use')}
        className="sm:col-span-2"
      >
        {(control) => (
          <Select {...control} className="w-full" {...register('cfdi_use')}>
            <option value="">{t('form.chooseUse')}</option>
            {uses.map((code) => (
              <option key={code} value={code}>
                {t('codeName', { code, name: t(`uses.${code}`) })}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" width="responsive" disabled={formState.isSubmitting || !hydrated}>
          {formState.isSubmitting ? t('form.saving') : t('form.save')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" width="responsive" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        ) : null}
      </div>
      <div className="sm:col-span-2">
        <Notice role="alert" message={failure} />
      </div>
    </form>
  );
}
