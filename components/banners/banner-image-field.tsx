'use client';

import { useTranslations } from 'next-intl';

import { ImageFileField } from '@/components/ui/image-file-field';
import type { GalleryImage } from '@/lib/api/schemas/gallery';
import { useShopImageUpload } from '@/lib/client/use-shop-image-upload';
import { galleryRule } from '@/lib/domain/gallery/gallery-rules';

/** A size as the hints write it ('1100x982'): digits without the locale's grouping. */
export function pixels({ width, height }: { width: number; height: number }) {
  return { width: String(width), height: String(height) };
}

export interface BannerImageFieldProps {
  id: string;
  shopSlug: string;
  kind: 'banner_desktop' | 'banner_mobile';
  label: string;
  alt: string;
  image: { id: string; url: string } | null;
  /** A new image was uploaded (null: the upload failed and the field is empty). */
  onImage: (image: GalleryImage | null) => void;
  onUploading: (uploading: boolean) => void;
  size: { width: number; height: number };
  /** The shared upload limit (`UPLOAD_MAX_MB`) the gallery applies to banners. */
  maxMb: number;
  /** The form's error for the field (no image, or one the server refused). */
  error?: string;
}

/**
 * One of the banner's two images (spec 01 §5): uploaded to the shop's gallery as soon as it is
 * chosen, the preview shown at the recommended proportions. A file of the wrong type or over the
 * limit is stopped before it is sent, with the short rejection message for 10 s; the gallery's
 * own rejection ('Imagen rechazada …') stays 15 s; any other failure clears the image, turns the
 * border red and says 'La foto no se pudo actualizar…' (spec 01 §5, §8, §9).
 */
export function BannerImageField({
  id,
  shopSlug,
  kind,
  label,
  alt,
  image,
  onImage,
  onUploading,
  size,
  maxMb,
  error,
}: BannerImageFieldProps) {
  const t = useTranslations('bannerEditor');
  const rule = galleryRule(kind, maxMb);
  const upload = useShopImageUpload(shopSlug, kind, t('uploadFailed'));

  async function onFile(file: File) {
    const wrongType =
      file.type !== '' && !(rule.contentTypes as readonly string[]).includes(file.type);
    if (wrongType || file.size > rule.maxBytes) {
      upload.fail(t('rejectedVariant', { limit: rule.maxMb }));
      return;
    }
    onUploading(true);
    const image = await upload.upload(file);
    onUploading(false);
    onImage(image);
  }

  return (
    <ImageFileField
      id={id}
      label={label}
      hint={t('imageHint', { ...pixels(size), formats: rule.formats })}
      accept={rule.accept}
      layout="stack"
      preview={
        image ? (
          // eslint-disable-next-line @next/next/no-img-element -- an uploaded image of any type (SVG included)
          <img
            src={image.url}
            alt={alt}
            width={size.width}
            height={size.height}
            style={{ aspectRatio: `${size.width} / ${size.height}` }}
            className="h-auto max-h-40 w-full rounded bg-gray-100 object-contain dark:bg-gray-800"
          />
        ) : null
      }
      onFile={onFile}
      upload={upload}
      uploadingLabel={t('uploading')}
      error={error}
    />
  );
}
