import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';

import type { ProductUpload, ProductUploadPreview } from '@/lib/api/schemas/product-uploads';
import { products, productUploads } from '@/lib/db/schema';
import { UPLOAD_BATCH_ROWS } from '@/lib/domain/items/upload-rows';
import type { Locale } from '@/lib/i18n/locales';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { authorizeSupplierItems } from '../supplier-products/supplier-product-access';
import { type CheckedRow, checkUploadRows } from './check-upload-rows';
import { refuseVariantStock } from './check-variant-stock';
import { expireUploadedItems } from './expire-uploaded-items';
import { getProductUpload } from './get-product-upload';
import { rowErrorsIn } from './product-upload-view';
import { readUploadFile } from './read-upload-file';
import { writeUploadBatch } from './write-upload-batch';

const LOOKUP_CHUNK = 1_000;

/** How many of the rows' SKUs the supplier already has (what a dry run would update). */
async function countKnownSkus(ctx: ServiceContext, supplierId: string, rows: CheckedRow[]) {
  let known = 0;
  for (let start = 0; start < rows.length; start += LOOKUP_CHUNK) {
    const skus = rows.slice(start, start + LOOKUP_CHUNK).map((row) => row.sku);
    const [found] = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(
        and(eq(products.ownerId, supplierId), isNotNull(products.sku), inArray(products.sku, skus)),
      );
    known += found?.count ?? 0;
  }
  return known;
}

/**
 * Creates or updates the supplier's items from a CSV file, by SKU (issue 16). The file is
 * checked whole first (size, headers, rows: `readUploadFile`), then each row by the editor's
 * rules; valid rows are written 500 to a statement, each batch in its own transaction together
 * with the upload's progress, so a running upload shows how far it got and no row is ever half
 * written. Refused rows are listed with their line, column and problem, and the rest land
 * (docs/decisions.md, "Bulk uploads"). `dryRun` answers the same counts and errors, writing
 * nothing.
 */
export async function uploadSupplierProducts(
  ctx: ServiceContext,
  supplierId: string,
  file: File,
  { dryRun, locale }: { dryRun: boolean; locale: Locale },
): Promise<ProductUpload | ProductUploadPreview> {
  const supplier = await authorizeSupplierItems(ctx, supplierId);
  const { userId } = requireUser(ctx.actor);
  const { encoding, present, rows } = await readUploadFile(file);
  const checked = await checkUploadRows(ctx.db, rows);
  const { errors } = checked;
  const valid = await refuseVariantStock(ctx.db, supplierId, checked.valid, errors);
  const failed = rows.length - valid.length;
  if (dryRun) {
    const updated = await countKnownSkus(ctx, supplierId, valid);
    return {
      dry_run: true,
      file_name: file.name,
      encoding,
      rows_total: rows.length,
      rows_created: valid.length - updated,
      rows_updated: updated,
      rows_failed: failed,
      errors: rowErrorsIn(errors, locale),
    };
  }

  const id = `upl_${randomUUID()}`;
  await ctx.db.insert(productUploads).values({
    id,
    supplierId,
    userId,
    fileName: file.name.slice(0, 255) || 'productos.csv',
    rowsTotal: rows.length,
    rowsDone: failed,
    rowsFailed: failed,
    errors,
  });
  const changed: string[] = [];
  try {
    for (let start = 0; start < valid.length; start += UPLOAD_BATCH_ROWS) {
      const batch = valid.slice(start, start + UPLOAD_BATCH_ROWS);
      await ctx.db.transaction(async (tx) => {
        const written = await writeUploadBatch(tx, supplier, batch, present);
        const created = written.filter((row) => row.created).length;
        await tx
          .update(productUploads)
          .set({
            rowsDone: sql`${productUploads.rowsDone} + ${batch.length}`,
            rowsCreated: sql`${productUploads.rowsCreated} + ${created}`,
            rowsUpdated: sql`${productUploads.rowsUpdated} + ${written.length - created}`,
          })
          .where(eq(productUploads.id, id));
        changed.push(...written.filter((row) => !row.created).map((row) => row.id));
      });
    }
  } catch (error) {
    await ctx.db
      .update(productUploads)
      .set({ status: 'failed', finishedAt: new Date() })
      .where(eq(productUploads.id, id));
    throw error;
  }
  await ctx.db
    .update(productUploads)
    .set({ status: 'done', finishedAt: new Date() })
    .where(eq(productUploads.id, id));
  await expireUploadedItems(ctx.db, changed);
  return { ...(await getProductUpload(ctx, supplierId, id, locale)), encoding };
}
