/**
 * Bulk uploads of a supplier's items from a CSV file (issue 16): the column contract, the caps
 * and the shape of a refused row. Pure, shared by the server (which validates and writes) and
 * the upload page (which previews the file before sending it). docs/product-uploads.md tells
 * suppliers the same contract.
 */

/** The largest file taken: 10 MB (10,000,000 bytes), some 40,000 rows of a typical item. */
export const UPLOAD_MAX_BYTES = 10_000_000;
/** The most rows one file may carry; a bigger catalogue goes in several files. */
export const UPLOAD_MAX_ROWS = 20_000;
/** Rows written per INSERT … ON CONFLICT statement and per transaction. */
export const UPLOAD_BATCH_ROWS = 500;
/** How many uploads the history shows. */
export const UPLOAD_HISTORY_PAGE = 50;
export const SKU_MAX = 64;

export type UploadStatus = 'running' | 'done' | 'failed';

/** A refused row: its line in the file (the header is line 1), its SKU, and the problem. */
export interface UploadRowError {
  row: number;
  sku: string | null;
  /** The item field (`list_price`) … */
  field: string;
  /** … and the column as the contract names it in Spanish (`precio`). */
  column: string;
  /** A key of `itemEditor.fieldErrors`, or `duplicate_sku`. */
  code: string;
}

interface UploadColumn {
  /** The item field the column fills (the contract's name, SupplierProductInput). */
  field: string;
  es: string;
  en: string;
  required?: boolean;
  /** What a cell may hold, for the template and the guide. */
  example: string;
}

/** The columns, in the template's order. Headers are matched without case, accents or spaces. */
export const UPLOAD_COLUMNS: readonly UploadColumn[] = [
  { field: 'sku', es: 'sku', en: 'sku', required: true, example: 'PLA-001' },
  { field: 'name', es: 'nombre', en: 'name', required: true, example: 'Playera de algodón' },
  { field: 'list_price', es: 'precio', en: 'price', required: true, example: '299.00' },
  { field: 'type', es: 'tipo', en: 'type', example: 'producto' },
  { field: 'name_en', es: 'nombre_en', en: 'name_en', example: 'Cotton T-shirt' },
  { field: 'description', es: 'descripcion', en: 'description', example: 'Algodón 100 %.' },
  { field: 'crossout_price', es: 'precio_tachado', en: 'crossout_price', example: '399.00' },
  { field: 'currency', es: 'moneda', en: 'currency', example: 'MXN' },
  { field: 'stock_type', es: 'tipo_existencias', en: 'stock_type', example: 'en_existencia' },
  { field: 'available', es: 'existencias', en: 'stock', example: '25' },
  { field: 'max_purchase_amount', es: 'compra_maxima', en: 'max_purchase', example: '5' },
  { field: 'contribution_margin', es: 'margen', en: 'margin', example: '50.00' },
  { field: 'category_id', es: 'categoria', en: 'category', example: '' },
  { field: 'list_state', es: 'publicado', en: 'published', example: 'si' },
  { field: 'hiden', es: 'oculto', en: 'hidden', example: 'no' },
  { field: 'experience_date', es: 'fecha_experiencia', en: 'experience_date', example: '' },
  { field: 'experience_place', es: 'lugar_experiencia', en: 'experience_place', example: '' },
  { field: 'experience_available', es: 'cupo_experiencia', en: 'experience_capacity', example: '' },
  { field: 'digital_url', es: 'enlace_digital', en: 'digital_url', example: '' },
];

const BY_HEADER = new Map(
  UPLOAD_COLUMNS.flatMap((column) => [
    [column.es, column],
    [column.en, column],
  ]),
);

/** `Precio tachado`, `PRECIO-TACHADO` and `precio_tachado` are one header. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export interface HeaderCheck {
  /** The field of each column of the file (null where the header is unknown). */
  fields: Array<string | null>;
  /** Required columns the file lacks (Spanish names). */
  missing: string[];
  /** Headers the contract does not know, or that repeat one, as written in the file. */
  unknown: string[];
}

/** Matches a file's headers to the contract (Spanish or English names). */
export function checkHeaders(headers: readonly string[]): HeaderCheck {
  const seen = new Set<string>();
  const unknown: string[] = [];
  const fields = headers.map((header) => {
    const column = BY_HEADER.get(normalizeHeader(header));
    if (!column || seen.has(column.field)) {
      if (header.trim() !== '' || column) unknown.push(header);
      return null;
    }
    seen.add(column.field);
    return column.field;
  });
  const missing = UPLOAD_COLUMNS.filter((c) => c.required && !seen.has(c.field)).map((c) => c.es);
  return { fields, missing, unknown };
}

/** The Spanish column of a field (`list_price` → `precio`), or the field itself. */
export function columnOf(field: string): string {
  const head = field.split('.')[0]!;
  return UPLOAD_COLUMNS.find((column) => column.field === head)?.es ?? head;
}

const WORDS: Record<string, Record<string, string>> = {
  type: { producto: 'product', servicio: 'service', experiencia: 'experience' },
  stock_type: {
    en_existencia: 'onstock',
    existencia: 'onstock',
    sobre_pedido: 'ondemand',
    bajo_pedido: 'ondemand',
    on_stock: 'onstock',
    on_demand: 'ondemand',
  },
};
const YES = new Set(['si', 'yes', 'true', '1', 'x']);
const NO = new Set(['no', 'false', '0', '']);

/** A yes/no cell (`sí`, `yes`, `1`, blank is no); anything else stays as written, and is refused. */
function yesNo(cell: string): boolean | string {
  const word = normalizeHeader(cell);
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return cell;
}

/**
 * A row's cells as the item form's values (text, as typed in the editor; lib/api/schemas/
 * supplier-products.ts `SupplierProductFormSchema` reads them): Spanish words for types and
 * stock types (blank type: a product), yes/no for published and hidden, a currency in capitals.
 */
export function uploadRowValues(cells: Readonly<Record<string, string>>): Record<string, unknown> {
  // An item is a product unless the row says otherwise.
  const values: Record<string, unknown> = { type: 'product' };
  for (const [field, raw] of Object.entries(cells)) {
    if (field === 'sku') continue;
    const cell = raw.trim();
    const words = WORDS[field];
    if (words) values[field] = words[normalizeHeader(cell)] ?? (cell === '' ? values[field] : cell);
    else if (field === 'currency') values[field] = cell === '' ? undefined : cell.toUpperCase();
    else if (field === 'list_state') {
      const published = yesNo(cell);
      values[field] =
        typeof published === 'boolean' ? (published ? 'published' : 'unpublished') : cell;
    } else if (field === 'hiden') values[field] = yesNo(cell);
    else values[field] = cell;
  }
  return values;
}

/** The template a supplier fills: the Spanish (or English) headers and one example row. */
export function uploadTemplate(language: 'es' | 'en'): string {
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const header = UPLOAD_COLUMNS.map((column) => column[language]).join(',');
  const example = UPLOAD_COLUMNS.map((column) => quote(column.example)).join(',');
  return `${header}\r\n${example}\r\n`;
}
