import { useTranslations } from 'next-intl';

/**
 * A settings field's error text from its key (`shopSettings.fieldErrors`; `too_long` names its
 * limit, passed in `values`); a key with no text of its own reads 'saveFailed'.
 */
export function useFieldErrorText() {
  const t = useTranslations('shopSettings');
  return (
    key: string | undefined,
    values: Record<string, string | number> = {},
  ): string | undefined => {
    if (!key) return undefined;
    const known = `fieldErrors.${key}` as 'fieldErrors.too_long';
    return t.has(known) ? t(known, values) : t('saveFailed');
  };
}

/** A size as the hints write it ('1600x400'): digits without the locale's grouping. */
export function pixels({ width, height }: { width: number; height: number }) {
  return { width: String(width), height: String(height) };
}
