import 'server-only';

import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { deleteGalleryImageRoute, uploadGalleryImageRoute } from '@/lib/api/routes/gallery';
import {
  formatMegabytes,
  galleryRule,
  largestUploadBytes,
  uploadRequestCap,
} from '@/lib/domain/gallery/gallery-rules';

import { requireUser } from '@/lib/server/auth/permissions';
import { ApiError } from '@/lib/server/errors';
import { deleteGalleryImage } from '@/lib/server/gallery/delete-gallery-image';
import { GalleryError } from '@/lib/server/gallery/gallery-error';
import { uploadStorage } from '@/lib/server/gallery/storage';
import { uploadGalleryImage } from '@/lib/server/gallery/upload-gallery-image';
import { uploadMaxMb } from '@/lib/env';
import { requiredMessage } from '@/lib/server/validation-messages';
import type { ApiEnv } from '../env';
import { createRouter } from '../router';

/** Anonymous uploads are refused before a byte of the body is read. */
const signedInOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireUser(c.var.ctx.actor);
  await next();
};

/**
 * The upload must be a readable multipart form; anything else is an upload without its fields:
 * 422, like a missing file. Parsing here (after the cap) also primes the form the validator reads.
 */
const multipartForm: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const required = [requiredMessage(c.var.locale)];
  const missing = new ApiError('validation_error', { file: required, kind: required });
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) throw missing;
  try {
    await c.req.formData();
  } catch {
    throw missing;
  }
  await next();
};

/**
 * A hard cap on what an upload may send, before it is parsed: the Content-Length when given,
 * else the bytes counted while they arrive. The kind is not known yet, so the cap is the largest
 * kind's limit, which the answer then names.
 */
const uploadBodyCap: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const sharedMaxMb = uploadMaxMb();
  const limit = bodyLimit({
    maxSize: uploadRequestCap(sharedMaxMb),
    onError: () => {
      throw new GalleryError('image_too_large', {
        maxMb: formatMegabytes(largestUploadBytes(sharedMaxMb)),
        // The kind is not read yet: name the formats of the shared limit's kinds.
        formats: galleryRule('header_background', sharedMaxMb).formats,
      });
    },
  });
  return limit(c, next);
};

export const galleryHandlers = createRouter()
  .openapi(
    { ...uploadGalleryImageRoute, middleware: [signedInOnly, uploadBodyCap, multipartForm] },
    async (c) =>
      c.json(
        await uploadGalleryImage(c.var.ctx, uploadStorage(), c.req.valid('form'), uploadMaxMb()),
        201,
      ),
  )
  .openapi(deleteGalleryImageRoute, async (c) => {
    await deleteGalleryImage(c.var.ctx, uploadStorage(), c.req.valid('param').id);
    return c.body(null, 204);
  });
