'use client';

import { useTranslations } from 'next-intl';
import { get, type FieldValues, useFormState } from 'react-hook-form';

/**
 * The text of a field's error in the item editor: the schema's and the API's keys are words of
 * `itemEditor.fieldErrors`; anything else (an unexpected key) reads as the generic failure.
 * `path` is a form path (`list_price`, `variants.0.options`).
 */
export function useItemFieldError() {
  const t = useTranslations('itemEditor');
  const { errors } = useFormState<FieldValues>();
  return (path: string): string | undefined => {
    const error = get(errors, path) as { message?: unknown } | undefined;
    const key = typeof error?.message === 'string' ? error.message : undefined;
    if (!key) return undefined;
    return t.has(`fieldErrors.${key}` as 'fieldErrors.required')
      ? t(`fieldErrors.${key}` as 'fieldErrors.required')
      : t('notices.failed');
  };
}
