import 'server-only';

import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import {
  getProductUploadRoute,
  listProductUploadsRoute,
  productUploadTemplateRoute,
  uploadSupplierProductsRoute,
} from '@/lib/api/routes/product-uploads';
import { UPLOAD_MAX_BYTES, uploadTemplate } from '@/lib/domain/items/upload-rows';

import { requireUser } from '@/lib/server/auth/permissions';
import { ApiError } from '@/lib/server/errors';
import { getProductUpload } from '@/lib/server/product-uploads/get-product-upload';
import { listProductUploads } from '@/lib/server/product-uploads/list-product-uploads';
import { uploadSupplierProducts } from '@/lib/server/product-uploads/upload-supplier-products';
import { requiredMessage } from '@/lib/server/validation-messages';
import type { ApiEnv } from '../env';
import { createRouter } from '../router';

/** Room for the form's own bytes (boundaries, the part's headers) around the file. */
const FORM_OVERHEAD = 64_000;

/**
 * Anonymous senders are refused before the body is read; a body over the file cap is refused
 * while it arrives (413 `upload_too_large`); anything but a readable multipart form is a form
 * without its file (422).
 */
const uploadForm: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireUser(c.var.ctx.actor);
  const maxMb = UPLOAD_MAX_BYTES / 1_000_000;
  const limit = bodyLimit({
    maxSize: UPLOAD_MAX_BYTES + FORM_OVERHEAD,
    onError: () => {
      throw new ApiError('upload_too_large', undefined, {
        details: { max_mb: maxMb },
        values: { maxMb },
      });
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

/** Bulk uploads of a supplier's items from CSV files (issue 16). */
export const productUploadsHandlers = createRouter()
  .openapi({ ...uploadSupplierProductsRoute, middleware: [uploadForm] }, async (c) => {
    const { dryRun } = c.req.valid('query');
    const { file } = c.req.valid('form');
    const answer = await uploadSupplierProducts(c.var.ctx, c.req.valid('param').id, file, {
      dryRun,
      locale: c.var.locale,
    });
    return answer.dry_run ? c.json(answer, 200) : c.json(answer, 201);
  })
  .openapi(listProductUploadsRoute, async (c) =>
    c.json(await listProductUploads(c.var.ctx, c.req.valid('param').id), 200),
  )
  .openapi(getProductUploadRoute, async (c) => {
    const { id, upload } = c.req.valid('param');
    return c.json(await getProductUpload(c.var.ctx, id, upload, c.var.locale), 200);
  })
  .openapi(productUploadTemplateRoute, (c) => {
    const { lang } = c.req.valid('query');
    return c.body(uploadTemplate(lang), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${lang === 'es' ? 'plantilla-productos' : 'products-template'}.csv"`,
      'cache-control': 'public, max-age=3600',
    });
  });
