'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { useToast } from '@/components/ui/toaster';
import type { Shop } from '@/lib/api/schemas/shop';
import type { ShopSettingsUpdateInput } from '@/lib/api/schemas/shop-settings';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';

import { saveShopSettings } from './shop-settings-requests';

/** How long 'Your changes were saved.' stays (spec 01 §9: toasts 4 s). */
export const SETTINGS_SAVED_SHOWN_MS = 4000;

/**
 * Saving one settings form: sends its fields, puts the API's field errors on the form's fields
 * (the first gets focus), says the result (a toast, in the form's `<Toaster id={toaster} />`, or
 * the failure under the form), and refreshes the page's server parts so the new name, logo or
 * colours show at once (visitors see them on their next load: the API expired the shop's cache).
 */
export function useSettingsSave<T extends FieldValues>({
  shopSlug,
  setError,
  fields,
  onSaved,
}: {
  shopSlug: string;
  setError: UseFormSetError<T>;
  /** The form's own fields: API errors on them show on the field. */
  fields: readonly Path<T>[];
  onSaved?: (shop: Shop) => void;
}) {
  const t = useTranslations('shopSettings');
  const router = useRouter();
  const toaster = `${useId()}-toasts`;
  const saved = useToast({ toaster, role: 'status', duration: SETTINGS_SAVED_SHOWN_MS });
  const [failure, setFailure] = useState<string | null>(null);

  async function save(body: ShopSettingsUpdateInput): Promise<boolean> {
    saved.clear();
    setFailure(null);
    const answer = await saveShopSettings(shopSlug, body);
    if (answer.ok) {
      saved.show(t('saved'));
      onSaved?.(answer.data);
      router.refresh();
      return true;
    }
    let shown = 0;
    for (const [path, key] of fieldErrorsOf(answer.error)) {
      const field = path.split('.')[0] as Path<T>;
      if (!fields.includes(field)) continue;
      setError(field, { message: key }, { shouldFocus: shown === 0 });
      shown++;
    }
    setFailure(shown ? t('checkFields') : answer.error.message || t('saveFailed'));
    return false;
  }

  return { save, toaster, failure };
}
