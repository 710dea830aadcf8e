'use client';

import { useTranslations } from 'next-intl';

import { ImageFileField } from '@/components/ui/image-file-field';
import type { PhotoDisplay } from '@/lib/domain/vocabulary';
import { useShopImageUpload } from '@/lib/client/use-shop-image-upload';
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
  const upload = useShopImageUpload(shopSlug, 'shop_photo', t('uploadFailed'));

  async function onFile(file: File) {
    onUploading?.(true);
    const image = await upload.upload(file);
    onUploading?.(false);
    onPhoto(image?.url ?? null);
  }

  const wide = isWidePhotoDisplay(display);
  const round = display === 'cir' || display === 'bdr_cir';
  return (
    <ImageFileField
      id={id}
      label={t('logo')}
      hint={t('logoHint', pixels(recommendedLogoSize(display)))}
      accept={LOGO_TYPES}
      preview={
        photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- an uploaded image of any type (SVG included)
          <img
            src={photo}
            alt={t('logoAlt')}
            width={wide ? 150 : 60}
            height={60}
            className={`h-[60px] shrink-0 bg-white object-cover ${wide ? 'w-[150px]' : 'w-[60px]'} ${round ? 'rounded-full' : 'rounded-md'}`}
          />
        ) : null
      }
      onFile={onFile}
      upload={upload}
      uploadingLabel={t('uploading')}
      error={error}
      remove={photo ? { label: t('removeLogo'), onRemove: () => onPhoto(null) } : null}
    />
  );
}
