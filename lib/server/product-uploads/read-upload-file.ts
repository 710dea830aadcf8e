import 'server-only';

import Papa from 'papaparse';

import { checkHeaders, UPLOAD_MAX_BYTES, UPLOAD_MAX_ROWS } from '@/lib/domain/items/upload-rows';
import { decodeUploadText } from '@/lib/domain/items/upload-text';

import { ApiError } from '../errors';
import { serverTranslator } from '../messages';

/** A data row of the file: its line (the header is 1) and its cells by item field. */
export interface UploadRow {
  row: number;
  cells: Record<string, string>;
}

export interface UploadFile {
  encoding: 'utf-8' | 'windows-1252';
  /** The contract's fields the file has a column for. */
  present: Set<string>;
  rows: UploadRow[];
}

const listOrNone = (names: string[]) => (locale: 'es' | 'en') =>
  names.length > 0 ? names.join(', ') : serverTranslator(locale)('productUploads.errors.none');

/**
 * The rows of an uploaded CSV file, checked as a whole before any row is: 413 `upload_too_large`
 * over 10 MB, 422 `upload_headers_invalid` when a required column is missing or a header is
 * unknown (both named), `upload_too_many_rows` over 20,000 rows, `upload_empty` without rows.
 * Blank lines are skipped but counted, so a row's number is its line in a spreadsheet.
 */
export async function readUploadFile(file: Blob): Promise<UploadFile> {
  if (file.size > UPLOAD_MAX_BYTES) {
    const maxMb = UPLOAD_MAX_BYTES / 1_000_000;
    throw new ApiError('upload_too_large', undefined, {
      details: { max_mb: maxMb },
      values: { maxMb },
    });
  }
  const { text, encoding } = decodeUploadText(new Uint8Array(await file.arrayBuffer()));
  const { data } = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const [headers = [], ...lines] = data;
  const { fields, missing, unknown } = checkHeaders(headers);
  if (missing.length > 0 || unknown.length > 0) {
    throw new ApiError('upload_headers_invalid', undefined, {
      details: { missing, unknown },
      values: (locale) => ({
        missing: listOrNone(missing)(locale),
        unknown: listOrNone(unknown)(locale),
      }),
    });
  }
  const rows: UploadRow[] = [];
  lines.forEach((line, index) => {
    if (line.every((cell) => cell.trim() === '')) return;
    const cells: Record<string, string> = {};
    fields.forEach((field, column) => {
      if (field) cells[field] = line[column] ?? '';
    });
    rows.push({ row: index + 2, cells });
  });
  if (rows.length > UPLOAD_MAX_ROWS) {
    throw new ApiError('upload_too_many_rows', undefined, {
      details: { rows: rows.length, max_rows: UPLOAD_MAX_ROWS },
      values: { rows: rows.length, maxRows: UPLOAD_MAX_ROWS },
    });
  }
  if (rows.length === 0) throw new ApiError('upload_empty');
  return { encoding, present: new Set(fields.filter((field) => field !== null)), rows };
}
