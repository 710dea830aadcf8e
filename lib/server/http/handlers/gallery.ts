import 'server-only';

import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { deleteGalleryImageRoute, uploadGalleryImageRoute } from '@/lib/api/routes/gallery';
import {
  formatMegabytes,
  galleryRule,
  type GalleryRule,
  largestUploadBytes,
  type UploadRejectionCode,
  uploadRequestCap,
} from '@/lib/domain/gallery/gallery-rules';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

import { requireUser } from '@/lib/server/auth/permissions';
import { ApiError } from '@/lib/server/errors';
import { deleteGalleryImage } from '@/lib/server/gallery/delete-gallery-image';
import { GalleryError } from '@/lib/server/gallery/gallery-error';
import { uploadStorage } from '@/lib/server/gallery/storage';
import { uploadGalleryImage } from '@/lib/server/gallery/upload-gallery-image';
import { uploadMaxMb } from '@/lib/server/gallery/upload-settings';
import type { ApiEnv } from '../env';
import { createRouter } from '../router';

const GALLERY_ERRORS = { es: es.gallery.errors, en: en.gallery.errors } as const;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** 413/415 with the message naming the kind's limit and formats, which are also given apart. */
function rejectionResponse(
  c: Context<ApiEnv>,
  code: UploadRejectionCode,
  rule: Pick<GalleryRule, 'maxMb' | 'formats'>,
) {
  const message = fill(GALLERY_ERRORS[c.var.locale][code], {
    limit: rule.maxMb,
    formats: rule.formats,
  });
  const body = { code, message, max_mb: Number(rule.maxMb), formats: rule.formats.split(', ') };
  return code === 'image_too_large' ? c.json(body, 413) : c.json(body, 415);
}

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
  const missing = new ApiError('validation_error', { file: ['Required'], kind: ['Required'] });
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
    onError: (context) => {
      return rejectionResponse(context as Context<ApiEnv>, 'image_too_large', {
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
    async (c) => {
      try {
        const image = await uploadGalleryImage(
          c.var.ctx,
          uploadStorage(),
          c.req.valid('form'),
          uploadMaxMb(),
        );
        return c.json(image, 201);
      } catch (error) {
        if (error instanceof GalleryError && error.code !== 'image_not_found' && error.rule) {
          return rejectionResponse(c, error.code, error.rule);
        }
        throw error;
      }
    },
  )
  .openapi(deleteGalleryImageRoute, async (c) => {
    try {
      await deleteGalleryImage(c.var.ctx, uploadStorage(), c.req.valid('param').id);
      return c.body(null, 204);
    } catch (error) {
      if (!(error instanceof GalleryError)) throw error;
      return c.json(
        { code: 'image_not_found', message: GALLERY_ERRORS[c.var.locale].image_not_found },
        404,
      );
    }
  });
