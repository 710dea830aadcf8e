'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { STORE_NAME_MAX } from '@/lib/api/schemas/stores';
import { SLUG_MAX_LENGTH } from '@/lib/domain/shop/slug';

import { SlugCheckStatus } from './slug-check-status';
import { StoreAddressPreview } from './store-address-preview';
import type { SlugCheck } from './use-slug-check';

/**
 * The store's name and slug (domain) fields of the store-creation and sign-up forms: the slug's
 * rule as a hint, the check's answer with its suggestions, and where the store will answer.
 * The form registers the inputs (`name`, `slug`) and runs the check (`useSlugCheck`). Its words
 * are the ones `STORE_FIELD_MESSAGES` names, which the page hands to its provider.
 */
export function StoreFields({
  idPrefix,
  name,
  slug,
  slugValue,
  defaults,
  nameError,
  slugProblem,
  check,
  rootDomain,
  onChoose,
}: {
  idPrefix: string;
  name: UseFormRegisterReturn;
  slug: UseFormRegisterReturn;
  slugValue: string;
  /** Rendered as the inputs' `defaultValue` too: register() sets values only once hydrated. */
  defaults: { name: string; slug: string };
  nameError: string | null;
  slugProblem: string | null;
  check: SlugCheck;
  rootDomain: string;
  onChoose: (slug: string) => void;
}) {
  const t = useTranslations('stores');
  const field = (part: string) => `${idPrefix}-${part}`;
  return (
    <>
      <Field id={field('name')} label={t('name')} error={nameError}>
        {(control) => (
          <Input
            {...control}
            required
            maxLength={STORE_NAME_MAX}
            autoComplete="organization"
            defaultValue={defaults.name}
            {...name}
          />
        )}
      </Field>

      <div>
        <Field
          id={field('slug')}
          label={t('slug')}
          hint={t('slugHint')}
          describedBy={field('slug-status')}
          invalid={!!slugProblem || check.status === 'taken'}
        >
          {(control) => (
            <Input
              {...control}
              required
              maxLength={SLUG_MAX_LENGTH}
              pattern="[A-Za-z0-9_\-]+"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              defaultValue={defaults.slug}
              className="font-mono"
              {...slug}
            />
          )}
        </Field>
        <SlugCheckStatus
          statusId={field('slug-status')}
          suggestionsId={field('suggestions')}
          check={check}
          problem={slugProblem}
          onChoose={onChoose}
        />
      </div>

      <StoreAddressPreview slug={slugValue} rootDomain={rootDomain} label={t('preview')} />
    </>
  );
}
