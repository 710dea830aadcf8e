'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { campaignRequests } from '@/lib/client/requests/campaigns';
import { useHydrated } from '@/lib/client/use-hydrated';
import { toMinorUnits } from '@/lib/domain/catalogue/price';
import { CURRENCIES, type Currency } from '@/lib/domain/vocabulary';

import { useCampaignToasts } from './campaign-toasts';

const EMPTY = {
  name: '',
  source_code: '',
  currency: 'MXN' as Currency,
  budget: '',
  impressions: '',
};
type Values = typeof EMPTY;
type Errors = Partial<Record<keyof Values, string>>;

/** Minor units of a typed amount (blank is zero), or null when it is no amount. */
function budgetOf(text: string): number | null {
  const typed = text.trim();
  if (typed === '') return 0;
  return /^\d+(\.\d{1,2})?$/.test(typed) ? toMinorUnits(typed) : null;
}

/**
 * A new channel of a campaign (spec 03 §3 "Channel"): its name, the code its link ends with (from
 * the name when left blank), its budget and the impressions the ad platform reported. Emptied
 * after it is added; the page refreshes with the channel and its link.
 */
export function ChannelForm({ campaignId }: { campaignId: string }) {
  const t = useTranslations('campaigns');
  const id = useId();
  const router = useRouter();
  const hydrated = useHydrated();
  const toasts = useCampaignToasts();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const bind = (name: keyof Values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const budget = budgetOf(values.budget);
    const found: Errors = {};
    if (!values.name.trim()) found.name = t('fieldErrors.required');
    if (budget === null) found.budget = t('channels.budgetInvalid');
    const impressions = values.impressions.trim() === '' ? 0 : Number(values.impressions);
    if (!Number.isSafeInteger(impressions) || impressions < 0) {
      found.impressions = t('channels.impressionsInvalid');
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || budget === null) return;
    setBusy(true);
    const answer = await campaignRequests.createChannel(campaignId, {
      name: values.name.trim(),
      source_code: values.source_code.trim() || undefined,
      currency: values.currency,
      budget,
      impressions,
    });
    setBusy(false);
    if (!answer.ok) {
      const fields: Errors = {};
      for (const [name, key] of fieldErrorsOf(answer.error)) {
        if (name in EMPTY) {
          fields[name as keyof Values] = t.has(`fieldErrors.${key}` as 'fieldErrors.required')
            ? t(`fieldErrors.${key}` as 'fieldErrors.required')
            : key;
        }
      }
      if (answer.error.code === 'source_code_taken') fields.source_code = answer.error.message;
      setErrors(fields);
      toasts.failed(answer.error.message || t('toasts.failed'));
      return;
    }
    setValues(EMPTY);
    toasts.done(t('toasts.channelCreated'));
    router.refresh();
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('channels.add')}
      aria-busy={busy || undefined}
      className="grid gap-3 sm:grid-cols-2"
    >
      <Field id={`${id}-name`} label={t('channels.name')} error={errors.name}>
        {(control) => <Input {...control} autoComplete="off" {...bind('name')} />}
      </Field>
      <Field
        id={`${id}-source`}
        label={t('channels.sourceCode')}
        hint={t('channels.sourceCodeHint')}
        error={errors.source_code}
      >
        {(control) => <Input {...control} autoComplete="off" {...bind('source_code')} />}
      </Field>
      <Field id={`${id}-currency`} label={t('channels.currency')} error={errors.currency}>
        {(control) => (
          <Select {...control} {...bind('currency')}>
            {CURRENCIES.map((currency) => (
              <option key={currency}>{currency}</option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={`${id}-budget`} label={t('channels.budget')} error={errors.budget}>
        {(control) => (
          <Input {...control} inputMode="decimal" autoComplete="off" {...bind('budget')} />
        )}
      </Field>
      <Field id={`${id}-impressions`} label={t('channels.impressions')} error={errors.impressions}>
        {(control) => (
          <Input
            {...control}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            autoComplete="off"
            {...bind('impressions')}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" width="responsive" disabled={busy || !hydrated}>
          {busy ? t('channels.submitting') : t('channels.submit')}
        </Button>
      </div>
    </form>
  );
}
