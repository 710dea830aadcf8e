import 'server-only';

import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { downloadDigitalFileRoute, uploadDigitalFileRoute } from '@/lib/api/routes/digital-files';
import { attachmentDisposition, DIGITAL_FILE_MAX_BYTES } from '@/lib/domain/items/digital-files';

import { requireUser } from '@/lib/server/auth/permissions';
import { serveDigitalFile } from '@/lib/server/digital-files/serve-digital-file';
import {
  digitalFileTooLarge,
  uploadDigitalFile,
} from '@/lib/server/digital-files/upload-digital-file';
import { ApiError } from '@/lib/server/errors';
import { uploadStorage } from '@/lib/server/gallery/storage';
import { requiredMessage } from '@/lib/server/validation-messages';
import type { ApiEnv } from '../env';
import { createRouter } from '../router';

/** Room for the form's own bytes (boundaries, the part's headers) around the file. */
const FORM_OVERHEAD = 64_000;

/**
 * Anonymous senders are refused before the body is read; a body over the cap is refused while it
 * arrives (413 `digital_file_too_large`); anything but a readable multipart form is a form without
 * its file (422).
 */
const uploadForm: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireUser(c.var.ctx.actor);
  const limit = bodyLimit({
    maxSize: DIGITAL_FILE_MAX_BYTES + FORM_OVERHEAD,
    onError: () => {
      throw digitalFileTooLarge();
    },
  });
  return limit(c, async () => {
    const missing = new ApiError('validation_error', { file: [requiredMessage(c.var.locale)] });
    if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) throw missing;
    try {
      await c.req.formData();
    } catch {
      throw missing;
    }
    await next();
  });
};

/** Digital items' stored files: the supplier's upload, the buyers' signed download (issue 16). */
export const digitalFilesHandlers = createRouter()
  .openapi({ ...uploadDigitalFileRoute, middleware: [uploadForm] }, async (c) => {
    const { file } = c.req.valid('form');
    return c.json(
      await uploadDigitalFile(c.var.ctx, uploadStorage(), c.req.valid('param').id, file),
      201,
    );
  })
  .openapi(downloadDigitalFileRoute, async (c) => {
    const { id, line } = c.req.valid('param');
    const { expires, signature } = c.req.valid('query');
    const file = await serveDigitalFile(c.var.ctx.db, uploadStorage(), {
      orderId: id,
      productId: line,
      expires,
      signature,
    });
    return c.body(file.body, 200, {
      'content-type': 'application/octet-stream',
      'content-length': String(file.size),
      'content-disposition': attachmentDisposition(file.name),
      // A buyer's file: kept by no shared cache, and the link sent to no other site.
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
  });
