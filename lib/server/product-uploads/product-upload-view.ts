import 'server-only';

import { eq } from 'drizzle-orm';

import type {
  ProductUpload,
  ProductUploadRowError,
  ProductUploadSummary,
} from '@/lib/api/schemas/product-uploads';
import { productUploads, users } from '@/lib/db/schema';
import type { UploadRowError } from '@/lib/domain/items/upload-rows';
import type { Locale } from '@/lib/i18n/locales';

import { serverTranslator } from '../messages';

/** The columns of an upload's summary, with who sent it. */
export const uploadSummaryColumns = {
  id: productUploads.id,
  fileName: productUploads.fileName,
  status: productUploads.status,
  userName: users.fullName,
  rowsTotal: productUploads.rowsTotal,
  rowsDone: productUploads.rowsDone,
  rowsCreated: productUploads.rowsCreated,
  rowsUpdated: productUploads.rowsUpdated,
  rowsFailed: productUploads.rowsFailed,
  createdAt: productUploads.createdAt,
  finishedAt: productUploads.finishedAt,
};

export const uploadUserJoin = [users, eq(users.id, productUploads.userId)] as const;

interface SummaryRow {
  id: string;
  fileName: string;
  status: ProductUploadSummary['status'];
  userName: string;
  rowsTotal: number;
  rowsDone: number;
  rowsCreated: number;
  rowsUpdated: number;
  rowsFailed: number;
  createdAt: Date;
  finishedAt: Date | null;
}

export function reshapeUploadSummary(row: SummaryRow): ProductUploadSummary {
  return {
    id: row.id,
    file_name: row.fileName,
    status: row.status,
    user_name: row.userName,
    rows_total: row.rowsTotal,
    rows_done: row.rowsDone,
    rows_created: row.rowsCreated,
    rows_updated: row.rowsUpdated,
    rows_failed: row.rowsFailed,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** Refused rows with their problem worded in `locale` (the editor's field texts). */
export function rowErrorsIn(
  errors: readonly UploadRowError[],
  locale: Locale,
): ProductUploadRowError[] {
  const t = serverTranslator(locale);
  return errors.map((error) => {
    const own = `productUploads.rowErrorCodes.${error.code}`;
    const field = `itemEditor.fieldErrors.${error.code}`;
    const key = t.has(own as never) ? own : t.has(field as never) ? field : null;
    // A code the contract does not word is zod's own text, already in the request's language.
    return { ...error, message: key ? t(key as never) : error.code };
  });
}

export function reshapeUpload(
  row: SummaryRow & { errors: UploadRowError[] },
  locale: Locale,
): ProductUpload {
  return {
    ...reshapeUploadSummary(row),
    dry_run: false,
    errors: rowErrorsIn(row.errors, locale),
  };
}
