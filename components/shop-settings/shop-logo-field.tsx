'use client';

import { useTranslations } from 'next-intl';
import { type ChangeEvent, useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import type { PhotoDisplay } from '@/lib/domain/vocabulary';
import { uploadShopImage } from '@/lib/client/requests/gallery-upload';
import {
  UPLOAD_REJECTION_SHOWN_MS,
  UPLOAD_REJECTION_VARIANT_SHOWN_MS,
} from '@/lib/domain/gallery/gallery-rules';
import { isWidePhotoDisplay, recommendedLogoSize } from '@/lib/domain/shop/shop-settings-rules';

import { pixels } from './use-field-error-text';

const LOGO_TYPES = 'image/jpeg,image/png,image/svg+xml,.jpg,.jpeg,.png,.svg';

/**
 * The shop photo (spec 01 §2, §5): uploaded to the shop's gallery (`shop_photo`: jpg, jpeg, png,
 * svg, at most 4,000,000 bytes) as soon as it is chosen; the form saves its `url`. A rejected file
 * shows the gallery's 'Imagen rechazada …' for 15 s; any other failure clears the photo, turns the
 * field's border red and says 'La foto no se pudo actualizar…' for 10 s.
 */
export function ShopLogoField({
  id,
  shopSlug,
  photo,
  display,
  onPhoto,
  onUploading,
  error,
}: {
  id: string;
  shopSlug: string;
  photo: string | null;
  display: PhotoDisplay;
  onPhoto: (url: string | null) => void;
  onUploading?: (uploading: boolean) => void;
  /** A save's error on the photo. */
  error?: string;
}) {
  const t = useTranslations('shopSettings.identity');
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<{ text: string; ms: number } | null>(null);
  const shown = failure?.text ?? error ?? null;

  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(() => setFailure(null), failure.ms);
    return () => clearTimeout(timer);
  }, [failure]);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploading(true);
    onUploading?.(true);
    setFailure(null);
    try {
      const answer = await uploadShopImage(shopSlug, 'shop_photo', file);
      if (answer.ok) {
        onPhoto(answer.data.url);
        return;
      }
      onPhoto(null);
      const rejected = (answer.status === 413 || answer.status === 415) && !!answer.error.message;
      setFailure(
        rejected
          ? { text: answer.error.message, ms: UPLOAD_REJECTION_SHOWN_MS }
          : { text: t('uploadFailed'), ms: UPLOAD_REJECTION_VARIANT_SHOWN_MS },
      );
    } finally {
      input.value = '';
      setUploading(false);
      onUploading?.(false);
    }
  }

  const wide = isWidePhotoDisplay(display);
  const round = display === 'cir' || display === 'bdr_cir';
  return (
    <div>
      <Field
        id={id}
        label={t('logo')}
        hint={t('logoHint', pixels(recommendedLogoSize(display)))}
        invalid={!!shown}
      >
        {(control) => (
          <div
            data-invalid={shown ? 'true' : undefined}
            className={`mt-1 flex items-center gap-3 rounded-lg border-2 p-2 ${
              shown ? 'border-red-700 dark:border-red-400' : 'border-gray-300 dark:border-gray-600'
            }`}
          >
            {photo ? (
              // eslint-disable-next-line @next/next/no-img-element -- an uploaded image of any type (SVG included)
              <img
                src={photo}
                alt={t('logoAlt')}
                width={wide ? 150 : 60}
                height={60}
                className={`h-[60px] shrink-0 bg-white object-cover ${wide ? 'w-[150px]' : 'w-[60px]'} ${round ? 'rounded-full' : 'rounded-md'}`}
              />
            ) : null}
            <div className="min-w-0 space-y-2">
              <input
                {...control}
                type="file"
                accept={LOGO_TYPES}
                onChange={onFile}
                disabled={uploading}
                className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-gray-100 file:px-3 file:py-1.5 file:text-sm file:font-medium dark:file:bg-gray-800 dark:file:text-gray-100"
              />
              {photo ? (
                <Button variant="danger-link" size="sm" onClick={() => onPhoto(null)}>
                  {t('removeLogo')}
                </Button>
              ) : null}
            </div>
          </div>
        )}
      </Field>
      <Notice role="status" tone="progress" message={uploading ? t('uploading') : null} />
      <Notice role="alert" message={shown} />
    </div>
  );
}
