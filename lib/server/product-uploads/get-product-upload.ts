import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { ProductUpload } from '@/lib/api/schemas/product-uploads';
import { productUploads } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { authorizeSupplierItems } from '../supplier-products/supplier-product-access';
import { reshapeUpload, uploadSummaryColumns, uploadUserJoin } from './product-upload-view';

/** One upload of the supplier with its refused rows; 404 `upload_not_found` otherwise. */
export async function getProductUpload(
  ctx: ServiceContext,
  supplierId: string,
  uploadId: string,
  locale: Locale,
): Promise<ProductUpload> {
  await authorizeSupplierItems(ctx, supplierId);
  const [row] = await ctx.db
    .select({ ...uploadSummaryColumns, errors: productUploads.errors })
    .from(productUploads)
    .innerJoin(...uploadUserJoin)
    .where(and(eq(productUploads.id, uploadId), eq(productUploads.supplierId, supplierId)))
    .limit(1);
  if (!row) throw new ApiError('upload_not_found');
  return reshapeUpload(row, locale);
}
