'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';

import { FIELD, HINT, LABEL } from '@/components/account/form-styles';
import { FieldError } from '@/components/account/field-error';
import { STORE_NAME_MAX } from '@/lib/api/schemas/stores';
import { SLUG_MAX_LENGTH } from '@/lib/domain/shop/slug';

import { type SlugCheckLabels, SlugCheckStatus } from './slug-check-status';
import { StoreAddressPreview } from './store-address-preview';
import type { SlugCheck } from './use-slug-check';

export interface StoreFieldLabels extends SlugCheckLabels {
  name: string;
  nameRequired: string;
  slug: string;
  slugHint: string;
  preview: string;
}

/**
 * The store's name and slug (domain) fields of the store-creation and sign-up forms: the slug's
 * rule as a hint, the check's answer with its suggestions, and where the store will answer.
 * The form registers the inputs (`name`, `slug`) and runs the check (`useSlugCheck`).
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
  labels,
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
  labels: StoreFieldLabels;
  onChoose: (slug: string) => void;
}) {
  const field = (part: string) => `${idPrefix}-${part}`;
  return (
    <>
      <div>
        <label htmlFor={field('name')} className={LABEL}>
          {labels.name}
        </label>
        <input
          id={field('name')}
          required
          maxLength={STORE_NAME_MAX}
          autoComplete="organization"
          defaultValue={defaults.name}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? field('name-error') : undefined}
          className={FIELD}
          {...name}
        />
        <FieldError id={field('name-error')} message={nameError ?? undefined} />
      </div>

      <div>
        <label htmlFor={field('slug')} className={LABEL}>
          {labels.slug}
        </label>
        <input
          id={field('slug')}
          required
          maxLength={SLUG_MAX_LENGTH}
          pattern="[A-Za-z0-9_\-]+"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          defaultValue={defaults.slug}
          aria-invalid={slugProblem || check.status === 'taken' ? true : undefined}
          aria-describedby={`${field('slug-hint')} ${field('slug-status')}`}
          className={`${FIELD} font-mono`}
          {...slug}
        />
        <p id={field('slug-hint')} className={HINT}>
          {labels.slugHint}
        </p>
        <SlugCheckStatus
          statusId={field('slug-status')}
          suggestionsId={field('suggestions')}
          check={check}
          problem={slugProblem}
          labels={labels}
          onChoose={onChoose}
        />
      </div>

      <StoreAddressPreview slug={slugValue} rootDomain={rootDomain} label={labels.preview} />
    </>
  );
}
