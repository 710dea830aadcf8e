'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { BRAND_NAMES } from '@/components/storefront/theme/brand-names';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import {
  type SocialLinks,
  type SocialLinksFormValues,
  type SocialLinksInput,
  SocialLinksInputSchema,
} from '@/lib/api/schemas/social-links';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { refreshAfterWrite } from '@/lib/client/refresh-after-write';
import {
  DISCORD_URL_MAX,
  HANDLE_NETWORKS,
  profileSiteOf,
  SOCIAL_HANDLE_MAX,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '@/lib/domain/shop/social-links';

import { socialLinksApi } from './social-links-requests';

export interface SocialLinksFormProps {
  shopSlug: string;
  /** The shop's networks as they are now. */
  links: SocialLinks;
  onSaved: (links: SocialLinks) => void;
}

const isHandleNetwork = (network: SocialNetwork) =>
  (HANDLE_NETWORKS as readonly string[]).includes(network);

/**
 * The social networks form (spec 01 §2, §5), checked with the API's own schema: a username for
 * facebook, instagram, twitter, youtube, twitch and kick (a pasted profile address is taken as
 * its username), a Discord invite link; an empty field removes the network. Saving refreshes the
 * page, so the bar shows the links at once. Its words are the `socialLinksEditor` namespace.
 */
export default function SocialLinksForm({ shopSlug, links, onSaved }: SocialLinksFormProps) {
  const t = useTranslations('socialLinksEditor');
  const id = useId();
  const router = useRouter();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<SocialLinksFormValues, unknown, SocialLinksInput>({
    resolver: zodResolver(SocialLinksInputSchema),
    // Checked on submit, then again as fields change. Not on blur: a field's blur check that ends
    // after the submit's check dropped the other fields' errors it had just shown (react-hook-form
    // 7.92 with a resolver; seen in the browser when 'Guardar' was clicked straight from a field).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, links[network] ?? '']),
    ),
  });
  const { register, formState, setError } = form;
  const field = (name: string) => `${id}-${name}`;
  const errorOf = (network: SocialNetwork) => {
    const key = formState.errors[network]?.message;
    if (!key) return undefined;
    return t.has(`fieldErrors.${key}` as 'fieldErrors.invalid_url')
      ? t(`fieldErrors.${key}` as 'fieldErrors.invalid_url')
      : t('failed');
  };

  async function onSubmit(values: SocialLinksInput) {
    setResult(null);
    const answer = await socialLinksApi.put(shopSlug, values);
    if (answer.ok) {
      onSaved(answer.data);
      form.reset(
        Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, answer.data[network] ?? ''])),
      );
      setResult({ ok: true, text: t('saved') });
      refreshAfterWrite(router);
      return;
    }
    let shown = false;
    for (const [name, key] of fieldErrorsOf(answer.error)) {
      if ((SOCIAL_NETWORKS as readonly string[]).includes(name)) {
        setError(name as SocialNetwork, { message: key }, { shouldFocus: !shown });
        shown = true;
      }
    }
    if (!shown) setResult({ ok: false, text: answer.error.message || t('failed') });
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-busy={formState.isSubmitting || undefined}
      className="space-y-4"
    >
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('intro')}</p>
      {SOCIAL_NETWORKS.map((network) => {
        const error = errorOf(network);
        const handle = isHandleNetwork(network);
        const hint = handle
          ? t('handleHint', { site: profileSiteOf(network as Exclude<SocialNetwork, 'discord'>) })
          : t('discordHint');
        return (
          <Field
            key={network}
            id={field(network)}
            label={BRAND_NAMES[network]}
            hint={hint}
            error={error}
          >
            {(control) => (
              <Input
                {...control}
                type={handle ? 'text' : 'url'}
                inputMode={handle ? 'text' : 'url'}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={handle ? SOCIAL_HANDLE_MAX + 100 : DISCORD_URL_MAX}
                {...register(network)}
              />
            )}
          </Field>
        );
      })}
      <Notice role="status" message={result?.ok ? result.text : null} />
      <Notice role="alert" message={result && !result.ok ? result.text : null} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
