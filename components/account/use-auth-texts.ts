import { useTranslations } from 'next-intl';

/**
 * The contract's texts every account form shows (the `auth` namespace): a field error key's text
 * (`required`, `invalid_email`, …), and the generic failure for an answer without a message.
 */
export function useAuthTexts() {
  const t = useTranslations('auth');
  const genericError = t('errors.unknown');
  return {
    genericError,
    /** The text of a field error key; one without a text of its own reads as the generic failure. */
    fieldError: (key: string): string =>
      t.has(`fieldErrors.${key}` as 'fieldErrors.required')
        ? t(`fieldErrors.${key}` as 'fieldErrors.required')
        : genericError,
    /** The text of a field error key, if it has one. */
    knownFieldError: (key: string): string | undefined =>
      t.has(`fieldErrors.${key}` as 'fieldErrors.required')
        ? t(`fieldErrors.${key}` as 'fieldErrors.required')
        : undefined,
  };
}
