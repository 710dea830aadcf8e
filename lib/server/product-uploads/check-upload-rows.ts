import 'server-only';

import { inArray } from 'drizzle-orm';

import {
  type SupplierProductInput,
  SupplierProductFormSchema,
} from '@/lib/api/schemas/supplier-products';
import type { Db } from '@/lib/db/client';
import { categories } from '@/lib/db/schema';
import {
  columnOf,
  SKU_MAX,
  type UploadRowError,
  uploadRowValues,
} from '@/lib/domain/items/upload-rows';

import type { UploadRow } from './read-upload-file';

export interface CheckedRow {
  row: number;
  sku: string;
  input: SupplierProductInput;
  /** The row's stock cell (`existencias`) holds a value, not blank. */
  stockGiven?: boolean;
}

const LOOKUP_CHUNK = 1_000;

function skuProblem(sku: string, seen: Set<string>): string | null {
  if (sku === '') return 'required';
  if (sku.length > SKU_MAX) return 'too_long';
  if (seen.has(sku)) return 'duplicate_sku';
  return null;
}

/**
 * Each row checked by the item editor's own rules (`SupplierProductFormSchema`, reading cells
 * as the editor reads typed text), its SKU (required, at most 64 characters, once per file: a
 * repeat is refused on its later row) and its category (one query for the whole file). A row
 * with any problem is refused whole, with one error per field.
 */
export async function checkUploadRows(
  db: Pick<Db, 'select'>,
  rows: readonly UploadRow[],
): Promise<{ valid: CheckedRow[]; errors: UploadRowError[] }> {
  const errors: UploadRowError[] = [];
  const refuse = (row: number, sku: string, field: string, code: string) =>
    errors.push({ row, sku: sku || null, field, column: columnOf(field), code });
  const seen = new Set<string>();
  let valid: CheckedRow[] = [];
  for (const { row, cells } of rows) {
    const sku = (cells.sku ?? '').trim();
    const problem = skuProblem(sku, seen);
    if (problem) refuse(row, sku, 'sku', problem);
    if (sku) seen.add(sku);
    const parsed = SupplierProductFormSchema.safeParse(uploadRowValues(cells));
    if (!parsed.success) {
      const fields = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.') || 'name';
        if (!fields.has(field)) refuse(row, sku, field, issue.message);
        fields.add(field);
      }
    } else if (!problem) {
      valid.push({
        row,
        sku,
        input: parsed.data,
        stockGiven: (cells.available ?? '').trim() !== '',
      });
    }
  }
  const wanted = [...new Set(valid.flatMap((row) => row.input.category_id ?? []))];
  const known = new Set<string>();
  for (let start = 0; start < wanted.length; start += LOOKUP_CHUNK) {
    const found = await db
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, wanted.slice(start, start + LOOKUP_CHUNK)));
    for (const { id } of found) known.add(id);
  }
  valid = valid.filter((row) => {
    const category = row.input.category_id;
    if (category === null || known.has(category)) return true;
    refuse(row.row, row.sku, 'category_id', 'invalid_category');
    return false;
  });
  errors.sort((a, b) => a.row - b.row);
  return { valid, errors };
}
