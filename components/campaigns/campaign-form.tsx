'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import {
  type Campaign,
  type CreateCampaignInput,
  CreateCampaignSchema,
} from '@/lib/api/schemas/campaigns';
import { campaignRequests } from '@/lib/client/requests/campaigns';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { useHydrated } from '@/lib/client/use-hydrated';

import { useCampaignToasts } from './campaign-toasts';

type Values = { name: string; url: string };
type FieldName = keyof Values;

/**
 * A campaign's name and page: a new one (the list's form, emptied after it is created) or one to
 * change (`campaign`). The page is checked by the API (only the platform and its shops); its refusal
 * shows on the field. The page refreshes with the campaign's new figures.
 */
export function CampaignForm({ campaign }: { campaign?: Pick<Campaign, 'id' | 'name' | 'url'> }) {
  const t = useTranslations('campaigns');
  const id = useId();
  const router = useRouter();
  const hydrated = useHydrated();
  const toasts = useCampaignToasts();
  const form = useForm<Values, unknown, CreateCampaignInput>({
    resolver: zodResolver(CreateCampaignSchema),
    mode: 'onTouched',
    defaultValues: { name: campaign?.name ?? '', url: campaign?.url ?? '' },
  });
  const { register, formState, setError } = form;
  const errorOf = (name: FieldName) => {
    const message = formState.errors[name]?.message;
    if (!message) return undefined;
    return t.has(`fieldErrors.${message}` as 'fieldErrors.required')
      ? t(`fieldErrors.${message}` as 'fieldErrors.required')
      : message;
  };

  async function onSubmit(values: CreateCampaignInput) {
    const answer = campaign
      ? await campaignRequests.update(campaign.id, { name: values.name, url: values.url })
      : await campaignRequests.create(values);
    if (!answer.ok) {
      if (answer.error.code === 'invalid_campaign_url') {
        setError('url', { message: answer.error.message });
        return;
      }
      for (const [name, key] of fieldErrorsOf(answer.error)) {
        if (name === 'name' || name === 'url') setError(name, { message: key });
      }
      toasts.failed(answer.error.message || t('toasts.failed'));
      return;
    }
    toasts.done(t(campaign ? 'toasts.updated' : 'toasts.created'));
    if (!campaign) form.reset({ name: '', url: '' });
    router.refresh();
  }

  const busy = formState.isSubmitting;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-label={campaign ? t('form.save') : t('form.title')}
      className="grid gap-3 sm:grid-cols-2"
    >
      <Field id={`${id}-name`} label={t('form.name')} error={errorOf('name')}>
        {(control) => <Input {...control} autoComplete="off" {...register('name')} />}
      </Field>
      <Field id={`${id}-url`} label={t('form.url')} hint={t('form.urlHint')} error={errorOf('url')}>
        {(control) => (
          <Input {...control} inputMode="url" autoComplete="off" {...register('url')} />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" width="responsive" disabled={busy || !hydrated}>
          {campaign
            ? busy
              ? t('form.saving')
              : t('form.save')
            : busy
              ? t('form.submitting')
              : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
