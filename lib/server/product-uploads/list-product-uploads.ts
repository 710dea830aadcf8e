import 'server-only';

import { desc, eq } from 'drizzle-orm';

import type { ProductUploadList } from '@/lib/api/schemas/product-uploads';
import { productUploads } from '@/lib/db/schema';
import { UPLOAD_HISTORY_PAGE } from '@/lib/domain/items/upload-rows';

import type { ServiceContext } from '../context';
import { authorizeSupplierItems } from '../supplier-products/supplier-product-access';
import { reshapeUploadSummary, uploadSummaryColumns, uploadUserJoin } from './product-upload-view';

/** The supplier's latest uploads, newest first (its owner and admins only). */
export async function listProductUploads(
  ctx: ServiceContext,
  supplierId: string,
): Promise<ProductUploadList> {
  await authorizeSupplierItems(ctx, supplierId);
  const rows = await ctx.db
    .select(uploadSummaryColumns)
    .from(productUploads)
    .innerJoin(...uploadUserJoin)
    .where(eq(productUploads.supplierId, supplierId))
    .orderBy(desc(productUploads.createdAt), desc(productUploads.id))
    .limit(UPLOAD_HISTORY_PAGE);
  return { results: rows.map(reshapeUploadSummary) };
}
