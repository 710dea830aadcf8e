'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { BRAND_NAMES } from '@/components/storefront/theme/brand-names';
import {
  type SocialLinks,
  type SocialLinksFormValues,
  type SocialLinksInput,
  SocialLinksInputSchema,
} from '@/lib/api/schemas/social-links';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { refreshAfterWrite } from '@/lib/client/refresh-after-write';
import { DISCORD_URL_MAX, HANDLE_NETWORKS, profileSiteOf, SOCIAL_HANDLE_MAX, SOCIAL_NETWORKS, type SocialNetwork } from '@/lib/domain/shop/social-links';

import { FieldError } from '../account/field-error';
import { FIELD, HINT, LABEL, PRIMARY_BUTTON } from '../account/form-styles';
import { fill } from '../catalogues/catalogue-labels';
import { Notice } from '../profile/notice';
import { socialLinksApi } from './social-links-requests';
import type { SocialLinksLabels } from './social-links-labels';

export interface SocialLinksFormProps {
  shopSlug: string;
  /** The shop's networks as they are now. */
  links: SocialLinks;
  labels: SocialLinksLabels;
  onSaved: (links: SocialLinks) => void;
}

const isHandleNetwork = (network: SocialNetwork) => (HANDLE_NETWORKS as readonly string[]).includes(network);

/**
 * The social networks form (spec 01 §2, §5), checked with the API's own schema: a username for
 * facebook, instagram, twitter, youtube, twitch and kick (a pasted profile address is taken as
 * its username), a Discord invite link; an empty field removes the network. Saving refreshes the
 * page, so the bar shows the links at once.
 */
export default function SocialLinksForm({ shopSlug, links, labels, onSaved }: SocialLinksFormProps) {
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
    defaultValues: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, links[network] ?? ''])),
  });
  const { register, formState, setError } = form;
  const field = (name: string) => `${id}-${name}`;
  const errorOf = (network: SocialNetwork) => {
    const key = formState.errors[network]?.message;
    return key ? ((labels.fieldErrors as Record<string, string>)[key] ?? labels.failed) : undefined;
  };

  async function onSubmit(values: SocialLinksInput) {
    setResult(null);
    const answer = await socialLinksApi.put(shopSlug, values);
    if (answer.ok) {
      onSaved(answer.data);
      form.reset(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, answer.data[network] ?? ''])));
      setResult({ ok: true, text: labels.saved });
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
    if (!shown) setResult({ ok: false, text: answer.error.message || labels.failed });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={formState.isSubmitting || undefined} className="space-y-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">{labels.intro}</p>
      {SOCIAL_NETWORKS.map((network) => {
        const error = errorOf(network);
        const handle = isHandleNetwork(network);
        const hint = handle ? fill(labels.handleHint, { site: profileSiteOf(network as Exclude<SocialNetwork, 'discord'>) }) : labels.discordHint;
        return (
          <div key={network}>
            <label htmlFor={field(network)} className={LABEL}>
              {BRAND_NAMES[network]}
            </label>
            <input
              id={field(network)}
              type={handle ? 'text' : 'url'}
              inputMode={handle ? 'text' : 'url'}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={handle ? SOCIAL_HANDLE_MAX + 100 : DISCORD_URL_MAX}
              aria-invalid={!!error || undefined}
              aria-describedby={`${field(`${network}-hint`)}${error ? ` ${field(`${network}-error`)}` : ''}`}
              className={FIELD}
              {...register(network)}
            />
            <p id={field(`${network}-hint`)} className={HINT}>
              {hint}
            </p>
            <FieldError id={field(`${network}-error`)} message={error} />
          </div>
        );
      })}
      <Notice role="status" message={result?.ok ? result.text : null} />
      <Notice role="alert" message={result && !result.ok ? result.text : null} />
      <button type="submit" disabled={formState.isSubmitting} className={PRIMARY_BUTTON}>
        {formState.isSubmitting ? labels.saving : labels.save}
      </button>
    </form>
  );
}
