import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';

import { ErrorSchema } from '../schemas/common';
import {
  ProductUploadFormSchema,
  ProductUploadListSchema,
  ProductUploadParamSchema,
  ProductUploadPreviewSchema,
  ProductUploadQuerySchema,
  ProductUploadSchema,
  ProductUploadTemplateQuerySchema,
} from '../schemas/product-uploads';
import { SupplierProductsParamSchema } from '../schemas/supplier-products';
import { errorResponses, jsonContent, unauthorizedResponse } from './responses';
import { noSession, signedIn } from './security';

/** A supplier's uploads: its owner and admins only (`items.manage`), like its items. */
const supplierRefusals = {
  ...unauthorizedResponse,
  403: jsonContent(
    ErrorSchema,
    "`forbidden`: the supplier's accountants and dispatchers; `csrf_rejected`",
  ),
  404: jsonContent(
    ErrorSchema,
    '`supplier_not_found` (also for anyone without a role on it: shop owners, other suppliers)',
  ),
} as const;

export const uploadSupplierProductsRoute = createRoute({
  operationId: 'uploadSupplierProducts',
  method: 'post',
  path: '/suppliers/{id}/product-uploads',
  security: signedIn,
  tags: ['suppliers'],
  summary:
    "Creates or updates the supplier's items from a CSV file, by SKU: valid rows are written (500 per transaction), refused rows listed with their line, column and problem. With dryRun=1 nothing is written",
  request: {
    params: SupplierProductsParamSchema,
    query: ProductUploadQuerySchema,
    body: {
      content: { 'multipart/form-data': { schema: ProductUploadFormSchema } },
      required: true,
    },
  },
  responses: {
    200: jsonContent(ProductUploadPreviewSchema, 'dryRun=1: what the file would do'),
    201: jsonContent(ProductUploadSchema, 'The upload, finished, with its refused rows'),
    ...supplierRefusals,
    413: jsonContent(ErrorSchema, '`upload_too_large`: a file over 10 MB (`max_mb`)'),
    ...errorResponses,
    422: jsonContent(
      ErrorSchema,
      '`upload_headers_invalid` (`missing`, `unknown` columns); `upload_too_many_rows` (`rows`, `max_rows`); `upload_empty`; `validation_error` (no `file`)',
    ),
  },
});

export const listProductUploadsRoute = createRoute({
  operationId: 'listProductUploads',
  method: 'get',
  path: '/suppliers/{id}/product-uploads',
  security: signedIn,
  tags: ['suppliers'],
  summary: "The supplier's latest 50 uploads, newest first, running ones with their progress",
  request: { params: SupplierProductsParamSchema },
  responses: {
    200: jsonContent(ProductUploadListSchema, 'The uploads'),
    ...supplierRefusals,
    ...errorResponses,
  },
});

export const getProductUploadRoute = createRoute({
  operationId: 'getProductUpload',
  method: 'get',
  path: '/suppliers/{id}/product-uploads/{upload}',
  security: signedIn,
  tags: ['suppliers'],
  summary: 'One upload with its progress and its refused rows',
  request: { params: ProductUploadParamSchema },
  responses: {
    200: jsonContent(ProductUploadSchema, 'The upload'),
    ...supplierRefusals,
    404: jsonContent(ErrorSchema, '`supplier_not_found`; `upload_not_found`'),
    ...errorResponses,
  },
});

export const productUploadTemplateRoute = createRoute({
  operationId: 'getProductUploadTemplate',
  method: 'get',
  path: '/product-uploads/template.csv',
  security: noSession,
  tags: ['suppliers'],
  summary: 'The CSV template of bulk uploads: the headers (Spanish or English) and an example row',
  request: { query: ProductUploadTemplateQuerySchema },
  responses: {
    200: {
      content: { 'text/csv': { schema: z.string() } },
      description: 'The template, UTF-8',
    },
    ...errorResponses,
  },
});
