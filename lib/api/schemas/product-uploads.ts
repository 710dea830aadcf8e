import { z } from 'zod';

import { UPLOAD_MAX_BYTES, UPLOAD_MAX_ROWS } from '@/lib/domain/items/upload-rows';

import { SupplierProductsParamSchema } from './supplier-products';

/**
 * Bulk uploads of a supplier's items from a CSV file (issue 16; the column contract is
 * lib/domain/items/upload-rows.ts, told to suppliers in docs/product-uploads.md). Valid rows are
 * written, refused rows listed with their line, column and problem.
 */

export const ProductUploadFormSchema = z.object({
  file: z.file({ error: 'required' }).meta({
    type: 'string',
    format: 'binary',
    description: `A CSV file, UTF-8 or Windows-1252 (Excel), comma or semicolon separated, a header row then up to ${UPLOAD_MAX_ROWS} rows; at most ${UPLOAD_MAX_BYTES / 1_000_000} MB`,
  }),
});

export const ProductUploadQuerySchema = z.object({
  dryRun: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true')
    .meta({ description: '1: check the file and answer what it would do, writing nothing' }),
});

export const ProductUploadTemplateQuerySchema = z.object({
  lang: z.enum(['es', 'en']).default('es').meta({ description: "The headers' language" }),
});

export const ProductUploadRowErrorSchema = z
  .object({
    row: z.number().int().meta({ description: 'The line in the file (the header is line 1)' }),
    sku: z.string().nullable(),
    field: z.string().meta({ example: 'list_price' }),
    column: z.string().meta({ description: 'The column (Spanish name)', example: 'precio' }),
    code: z.string().meta({
      description: 'A key of `itemEditor.fieldErrors` (`price_not_positive`, …) or `duplicate_sku`',
      example: 'price_not_positive',
    }),
    message: z.string().meta({ description: "The problem in the request's language" }),
  })
  .meta({ id: 'ProductUploadRowError' });
export type ProductUploadRowError = z.infer<typeof ProductUploadRowErrorSchema>;

const uploadCounts = {
  rows_total: z.number().int(),
  rows_created: z.number().int(),
  rows_updated: z.number().int(),
  rows_failed: z.number().int(),
};

/** What a file would do: answered by `dryRun=1`, nothing written. */
export const ProductUploadPreviewSchema = z
  .object({
    dry_run: z.literal(true),
    file_name: z.string(),
    encoding: z.enum(['utf-8', 'windows-1252']),
    ...uploadCounts,
    errors: z.array(ProductUploadRowErrorSchema),
  })
  .meta({ id: 'ProductUploadPreview' });
export type ProductUploadPreview = z.infer<typeof ProductUploadPreviewSchema>;

/** An upload of the history: who sent which file when, its progress and its result. */
export const ProductUploadSummarySchema = z
  .object({
    id: z.string().meta({ example: 'upl_3f0c9a' }),
    file_name: z.string(),
    status: z.enum(['running', 'done', 'failed']).meta({
      description: 'running (rows_done tells how far), done, or failed (stopped by an error)',
    }),
    user_name: z.string().meta({ description: 'Who uploaded it' }),
    rows_done: z.number().int(),
    ...uploadCounts,
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'ProductUploadSummary' });
export type ProductUploadSummary = z.infer<typeof ProductUploadSummarySchema>;

export const ProductUploadSchema = ProductUploadSummarySchema.extend({
  dry_run: z.literal(false),
  encoding: z.enum(['utf-8', 'windows-1252']).optional(),
  errors: z.array(ProductUploadRowErrorSchema),
}).meta({ id: 'ProductUpload' });
export type ProductUpload = z.infer<typeof ProductUploadSchema>;

export const ProductUploadListSchema = z
  .object({ results: z.array(ProductUploadSummarySchema) })
  .meta({ id: 'ProductUploadList' });
export type ProductUploadList = z.infer<typeof ProductUploadListSchema>;

export const ProductUploadParamSchema = SupplierProductsParamSchema.extend({
  upload: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/)
    .meta({ param: { name: 'upload', in: 'path' }, example: 'upl_3f0c9a' }),
});
