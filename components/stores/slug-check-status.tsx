'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { FieldError } from '@/components/ui/field';

import { SlugSuggestions } from './slug-suggestions';
import type { SlugCheck } from './use-slug-check';

/**
 * Under a slug field: what the check says ('Invalid slug', 'Este dominio no está disponible',
 * checking, available) in a polite live region with id `statusId` (name it in the field's
 * `aria-describedby`), and the free suggestions of a taken slug as buttons that fill the field.
 * `problem` is the form's own message for the slug (empty, invalid), which wins.
 */
export function SlugCheckStatus({
  statusId,
  suggestionsId,
  check,
  problem,
  onChoose,
}: {
  statusId: string;
  suggestionsId: string;
  check: SlugCheck;
  problem?: string | null;
  onChoose: (slug: string) => void;
}) {
  const t = useTranslations('stores');
  const error = problem ?? (check.status === 'taken' ? t('errors.slugTaken') : null);
  const status = problem
    ? null
    : check.status === 'checking'
      ? t('checking')
      : check.status === 'free'
        ? t('slugAvailable')
        : null;
  let said: ReactNode = null;
  if (error) said = <FieldError>{error}</FieldError>;
  else if (status) said = <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{status}</p>;
  return (
    <>
      <div id={statusId} aria-live="polite">
        {said}
      </div>
      {check.status === 'taken' && !problem ? (
        <SlugSuggestions
          id={suggestionsId}
          suggestions={check.suggestions}
          heading={t('suggestions')}
          labelOf={(slug) => t('useSuggestion', { slug })}
          onChoose={onChoose}
        />
      ) : null}
    </>
  );
}
