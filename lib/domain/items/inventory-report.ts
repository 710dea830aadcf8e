import { stockStateOf } from './item-list';

/**
 * The inventory report of a supplier's items (issue 16, `/admin/inventario/reportes`): per item
 * and per combination, its units and their value at list price; counts of sold-out and low-stock
 * items. Pure: the service reads the rows, this adds them up, the CSV writes them.
 */

/** Units sold in the last 7, 14 and 30 days (orders paid and not cancelled). */
export interface SoldUnits {
  d7: number;
  d14: number;
  d30: number;
}

export const NO_SALES: SoldUnits = { d7: 0, d14: 0, d30: 0 };

export interface InventoryVariantInput {
  variant: string;
  available: number;
  /** Null: the item's price. */
  listPrice: number | null;
  /** None when left out. */
  sold?: SoldUnits;
}

export interface InventoryItemInput {
  id: string;
  name: string;
  sku: string | null;
  stockType: 'onstock' | 'ondemand';
  available: number;
  listPrice: number;
  currency: string;
  variants: readonly InventoryVariantInput[];
  /** Over all its combinations; none when left out. */
  sold?: SoldUnits;
}

/** Units × price; an item whose combinations have their own rows adds up theirs (their prices). */
export function stockValue(item: InventoryItemInput): number {
  if (item.stockType === 'ondemand') return 0;
  if (item.variants.length === 0) return Math.max(0, item.available) * item.listPrice;
  return item.variants.reduce(
    (sum, row) => sum + Math.max(0, row.available) * (row.listPrice ?? item.listPrice),
    0,
  );
}

export interface InventoryTotals {
  items: number;
  units: number;
  sold_out: number;
  low_stock: number;
  on_demand: number;
  variants_sold_out: number;
  /** The value of the units at list price, per currency (minor units), largest first. */
  value: Array<{ currency: string; value: number }>;
}

export function inventoryTotals(items: readonly InventoryItemInput[]): InventoryTotals {
  const value = new Map<string, number>();
  const totals: InventoryTotals = {
    items: items.length,
    units: 0,
    sold_out: 0,
    low_stock: 0,
    on_demand: 0,
    variants_sold_out: 0,
    value: [],
  };
  for (const item of items) {
    const state = stockStateOf({ stock_type: item.stockType, available: item.available });
    if (state === 'ondemand') {
      totals.on_demand += 1;
      continue;
    }
    totals.units += Math.max(0, item.available);
    if (state === 'sold_out') totals.sold_out += 1;
    if (state === 'low') totals.low_stock += 1;
    totals.variants_sold_out += item.variants.filter((row) => row.available <= 0).length;
    value.set(item.currency, (value.get(item.currency) ?? 0) + stockValue(item));
  }
  totals.value = [...value]
    .map(([currency, sum]) => ({ currency, value: sum }))
    .sort((a, b) => b.value - a.value || a.currency.localeCompare(b.currency));
  return totals;
}

const HEADERS = {
  es: [
    'sku',
    'nombre',
    'variante',
    'tipo_existencias',
    'existencias',
    'precio',
    'moneda',
    'valor',
    'estado',
    'vendidos_7d',
    'vendidos_14d',
    'vendidos_30d',
  ],
  en: [
    'sku',
    'name',
    'variant',
    'stock_type',
    'stock',
    'price',
    'currency',
    'value',
    'state',
    'sold_7d',
    'sold_14d',
    'sold_30d',
  ],
} as const;

const STATES = {
  es: { ondemand: 'sobre_pedido', in_stock: 'con_existencias', low: 'pocas', sold_out: 'agotado' },
  en: { ondemand: 'on_demand', in_stock: 'in_stock', low: 'low', sold_out: 'sold_out' },
} as const;

/** As the upload file writes them, so the report's columns read back the same way. */
const STOCK_TYPE_WORDS = {
  es: { onstock: 'en_existencia', ondemand: 'sobre_pedido' },
  en: { onstock: 'onstock', ondemand: 'ondemand' },
} as const;

const soldCells = ({ d7, d14, d30 }: SoldUnits = NO_SALES) => [d7, d14, d30].map(String);

const quote = (cell: string) => (/[",;\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
/** Minor units as the upload file writes prices: `299.50`. */
const money = (minor: number) => (minor / 100).toFixed(2);
/** A cell a spreadsheet would run as a formula starts with a quote mark. */
const safe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * The report as CSV (UTF-8 with a BOM, so Excel reads the accents): one line per item, and for
 * an item whose combinations have their own stock one line per combination after it; the units
 * sold in 7, 14 and 30 days last.
 */
export function inventoryCsv(items: readonly InventoryItemInput[], language: 'es' | 'en'): string {
  const lines: string[][] = [[...HEADERS[language]]];
  for (const item of items) {
    const state = stockStateOf({ stock_type: item.stockType, available: item.available });
    const stockType = STOCK_TYPE_WORDS[language][item.stockType];
    lines.push([
      item.sku ?? '',
      item.name,
      '',
      stockType,
      item.stockType === 'ondemand' ? '' : String(item.available),
      money(item.listPrice),
      item.currency,
      money(stockValue(item)),
      STATES[language][state],
      ...soldCells(item.sold),
    ]);
    for (const row of item.variants) {
      const price = row.listPrice ?? item.listPrice;
      lines.push([
        item.sku ?? '',
        item.name,
        row.variant,
        stockType,
        String(row.available),
        money(price),
        item.currency,
        money(Math.max(0, row.available) * price),
        STATES[language][stockStateOf({ stock_type: 'onstock', available: row.available })],
        ...soldCells(row.sold),
      ]);
    }
  }
  return `\uFEFF${lines.map((line) => line.map((cell) => quote(safe(cell))).join(',')).join('\r\n')}\r\n`;
}
