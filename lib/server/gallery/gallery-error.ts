import 'server-only';

import type { GalleryRule, UploadRejectionCode } from '@/lib/domain/gallery/gallery-rules';

import { ApiError } from '../errors';

export type GalleryErrorCode = UploadRejectionCode | 'image_not_found';

/** What a refusal names: the kind's limit in MB and its formats (`PNG, JPG, GIF`). */
export type RejectionRule = Pick<GalleryRule, 'maxMb' | 'formats'>;

/**
 * A refused upload (413 `image_too_large`, 415 `image_type_not_allowed`), whose message names
 * the kind's limit and formats, also given apart as `max_mb` and `formats`; or an unknown
 * image (404 `image_not_found`).
 */
export class GalleryError extends ApiError {
  constructor(
    override readonly code: GalleryErrorCode,
    readonly rule?: RejectionRule,
  ) {
    super(
      code,
      undefined,
      rule
        ? {
            details: { max_mb: Number(rule.maxMb), formats: rule.formats.split(', ') },
            values: { limit: rule.maxMb, formats: rule.formats },
          }
        : {},
    );
    this.name = 'GalleryError';
  }
}
