'use client';

import { useCallback, useEffect, useState } from 'react';

import type { GalleryImage } from '@/lib/api/schemas/gallery';
import type { GalleryKind } from '@/lib/domain/vocabulary';
import {
  UPLOAD_REJECTION_SHOWN_MS,
  UPLOAD_REJECTION_VARIANT_SHOWN_MS,
} from '@/lib/domain/gallery/gallery-rules';

import { uploadShopImage } from './requests/gallery-upload';

export interface UploadFailure {
  text: string;
  /** How long it shows. */
  ms: number;
}

/**
 * One image field's upload to the shop's gallery (spec 01 §5, §8, §9): `upload(file)` answers the
 * stored image, or null when it failed — then `failure` holds the gallery's rejection ('Imagen
 * rechazada …', shown 15 s) or `failedText` ('La foto no se pudo actualizar…', 10 s), and the
 * field clears its image and turns red. `fail` shows another message the same way.
 */
export function useShopImageUpload(
  shopSlug: string,
  kind: Exclude<GalleryKind, 'profile_photo'>,
  failedText: string,
) {
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<UploadFailure | null>(null);

  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(() => setFailure(null), failure.ms);
    return () => clearTimeout(timer);
  }, [failure]);

  const fail = useCallback(
    (text: string, ms: number = UPLOAD_REJECTION_VARIANT_SHOWN_MS) => setFailure({ text, ms }),
    [],
  );

  const upload = useCallback(
    async (file: File): Promise<GalleryImage | null> => {
      setFailure(null);
      setUploading(true);
      try {
        const answer = await uploadShopImage(shopSlug, kind, file);
        if (answer.ok) return answer.data;
        const rejected = (answer.status === 413 || answer.status === 415) && !!answer.error.message;
        setFailure(
          rejected
            ? { text: answer.error.message, ms: UPLOAD_REJECTION_SHOWN_MS }
            : { text: failedText, ms: UPLOAD_REJECTION_VARIANT_SHOWN_MS },
        );
        return null;
      } finally {
        setUploading(false);
      }
    },
    [shopSlug, kind, failedText],
  );

  return { uploading, failure, fail, upload };
}
