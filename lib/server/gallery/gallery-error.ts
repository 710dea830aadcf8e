import 'server-only';

import type { GalleryRule, UploadRejectionCode } from '@/lib/domain/gallery/gallery-rules';

export type GalleryErrorCode = UploadRejectionCode | 'image_not_found';

export const GALLERY_ERROR_STATUS = {
  image_too_large: 413,
  image_type_not_allowed: 415,
  image_not_found: 404,
} as const satisfies Record<GalleryErrorCode, number>;

/** A refused upload (with the kind's rule, which the message names) or an unknown image. */
export class GalleryError extends Error {
  constructor(
    readonly code: GalleryErrorCode,
    readonly rule?: GalleryRule,
  ) {
    super(code);
    this.name = 'GalleryError';
  }

  get status() {
    return GALLERY_ERROR_STATUS[this.code];
  }
}
